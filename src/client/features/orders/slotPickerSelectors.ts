// What the time-slot picker shows and allows (the picker: views/components/slotPicker).
import type { TimeSlot } from '../../../shared/contract';
import { defaultCelebrationDate } from '../../../shared/domain';
import type { RootState } from '../../app/appTypes';
import { selectCartDraft, selectSelectedDate } from '../cart/cartSlice';
import type { ModalOptions } from '../modals/modalsSlice';
import { selectRescheduleSending, selectSlotPickerTarget } from './slotPickerThunks';

/**
 * The day the picker opens on: the slot's own day when there is one (the order's, or the cart's),
 * else the cart's date, else the date chosen on the product page, else tomorrow.
 */
export const selectSlotPickerStartDate = (
  state: RootState,
  options: ModalOptions['timeSlot'],
  now: Date,
): string =>
  selectSlotPickerTarget(state, options).current?.celebrationDate ??
  selectCartDraft(state)?.celebrationDate ??
  selectSelectedDate(state) ??
  defaultCelebrationDate(now);

/** 'Confirm' is allowed once a slot is chosen, and not while a reschedule is on its way. */
export const selectSlotConfirmAllowed = (state: RootState, chosen: TimeSlot | null): boolean =>
  chosen !== null && !selectRescheduleSending(state);
