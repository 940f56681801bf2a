import { useState } from 'react';
import type { TimeSlot } from '../../../../shared/contract';
import { defaultCelebrationDate } from '../../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCartDraft, selectSelectedDate } from '../../../features/cart/cartSlice';
import {
  modalClosed,
  selectTimeSlotPicker,
  type ModalOptions,
} from '../../../features/modals/modalsSlice';
import {
  sameSlotPickerTarget,
  selectRescheduleSending,
  selectSlotPickerTarget,
  slotPickerConfirmed,
} from '../../../features/orders/slotPickerThunks';
import { Dialog } from '../ui/Dialog';
import { Button, DialogActions } from '../ui/ui.styles';
import { Body, Note } from './SlotPicker.styles';
import { DateStrip, SlotList } from './SlotChooser';
import { slotLabel } from '../../../../shared/domain/slots';
import { stripDays } from './slotDays';
import { SLOT_PICKER_TITLE } from './slotPickerTexts';

function Picker({ options }: { options: ModalOptions['timeSlot'] }) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectCartDraft);
  const selectedDate = useAppSelector(selectSelectedDate);
  const { forOrder, current, hubId, productId } = useAppSelector(
    (state) => selectSlotPickerTarget(state, options),
    sameSlotPickerTarget,
  );
  const rescheduling = useAppSelector(selectRescheduleSending);
  // Which day and slot the customer is looking at: picking state until 'Confirm'.
  const [now] = useState(() => new Date());
  const [date, setDate] = useState(
    () =>
      current?.celebrationDate ??
      draft?.celebrationDate ??
      selectedDate ??
      defaultCelebrationDate(now),
  );
  const [chosen, setChosen] = useState<TimeSlot | null>(null);
  const days = stripDays(now);
  const close = () => dispatch(modalClosed({ name: 'timeSlot' }));
  const confirm = () => {
    if (!chosen) return;
    dispatch(
      slotPickerConfirmed(options, {
        celebrationDate: date,
        readyTime: chosen.readyTime,
        arrivingTime: chosen.arrivingTime,
      }),
    );
  };

  return (
    <Dialog title={SLOT_PICKER_TITLE} onClose={close} zIndex={options.zIndex}>
      <Body>
        {current && (
          <Note>
            {forOrder ? 'Booked for' : 'Currently'} {current.celebrationDate}, {slotLabel(current)}
          </Note>
        )}
        <DateStrip
          days={days}
          date={date}
          onChoose={(day) => {
            setDate(day);
            setChosen(null);
          }}
        />
        <SlotList
          date={date}
          hubId={hubId}
          productId={productId}
          chosen={chosen?.slotTime ?? null}
          onChoose={setChosen}
        />
      </Body>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button type="button" disabled={!chosen || rescheduling} onClick={confirm}>
          {forOrder ? 'Reschedule' : 'Confirm slot'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The time-slot picker of SPEC 2: a date strip, the hub's slots for that day (full or otherwise
 * unavailable ones disabled), for the cart or, with orderModification, to reschedule an order.
 */
export function SlotPickerModal() {
  const options = useAppSelector(selectTimeSlotPicker);
  if (!options) return null;
  return <Picker options={options} />;
}
