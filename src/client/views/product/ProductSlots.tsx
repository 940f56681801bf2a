import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCelebrationDays } from '../../features/cart/bookingDateSelectors';
import { celebrationDateChecked } from '../../features/cart/bookingDateThunks';
import { bookingSlotChosen, celebrationDateChosen } from '../../features/cart/cartSlice';
import { selectChosenSlot } from '../../features/cart/productBookingSelectors';
import { DateStrip, SlotList } from '../components/slotPicker/SlotChooser';
import { useNow } from '../components/ui/useNow';
import { selectEffectiveHubId } from '../../features/location/locationSelectors';

/**
 * The product page's date and time: the reschedule picker's strip of days from today (no past
 * day to pick) and the hub's slots for the decor on that day.
 */
export default function ProductSlots({ productId, date }: { productId: string; date: string }) {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => selectChosenSlot(state, productId, date));
  const hubId = useAppSelector(selectEffectiveHubId);
  const now = useNow();
  const days = useAppSelector((state) => selectCelebrationDays(state, now));
  // Whether the date still stands is the thunk's decision; the strip only reports it is shown.
  useEffect(() => {
    dispatch(celebrationDateChecked(now));
  }, [dispatch, date, now]);
  return (
    <>
      <DateStrip
        days={days}
        date={date}
        onChoose={(day) => dispatch(celebrationDateChosen({ date: day }))}
      />
      <SlotList
        date={date}
        hubId={hubId}
        productId={productId}
        chosen={chosen?.slotTime ?? null}
        onChoose={(slot) => dispatch(bookingSlotChosen({ productId, date, slot }))}
      />
    </>
  );
}
