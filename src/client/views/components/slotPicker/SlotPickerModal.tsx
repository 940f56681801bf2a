import { useState } from 'react';
import type { TimeSlot } from '../../../../shared/contract';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectCelebrationDays } from '../../../features/cart/bookingDateSelectors';
import {
  modalClosed,
  selectTimeSlotPicker,
  type ModalOptions,
} from '../../../features/modals/modalsSlice';
import {
  selectSlotConfirmAllowed,
  selectSlotPickerStartDate,
} from '../../../features/orders/slotPickerSelectors';
import {
  sameSlotPickerTarget,
  selectSlotPickerTarget,
  slotPickerConfirmed,
} from '../../../features/orders/slotPickerThunks';
import { Dialog } from '../ui/Dialog';
import { Button, DialogActions } from '../ui/ui.styles';
import { useNow } from '../ui/useNow';
import { Body, Note } from './SlotPicker.styles';
import { DateStrip, SlotList } from './SlotChooser';
import { slotLabel } from '../../../../shared/domain/slots';
import { SLOT_PICKER_TITLE } from './slotPickerTexts';

function Picker({ options }: { options: ModalOptions['timeSlot'] }) {
  const dispatch = useAppDispatch();
  const now = useNow();
  const { forOrder, current, hubId, productId } = useAppSelector(
    (state) => selectSlotPickerTarget(state, options),
    sameSlotPickerTarget,
  );
  const startDate = useAppSelector((state) => selectSlotPickerStartDate(state, options, now));
  const days = useAppSelector((state) => selectCelebrationDays(state, now));
  // Which day and slot the customer is looking at: picking state until 'Confirm'.
  const [date, setDate] = useState(startDate);
  const [chosen, setChosen] = useState<TimeSlot | null>(null);
  const confirmAllowed = useAppSelector((state) => selectSlotConfirmAllowed(state, chosen));
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
        <Button type="button" disabled={!confirmAllowed} onClick={confirm}>
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
