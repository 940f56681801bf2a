// The celebration date the product page and the slot picker work with, and the days they offer.
import { createSelector } from '@reduxjs/toolkit';
import { defaultCelebrationDate } from '../../../shared/domain';
import type { RootState } from '../../app/appTypes';
import { selectSelectedDate } from './cartSlice';
import { stripDays, type StripDay } from './slotDays';

/**
 * The days a date strip offers from `now` (today in India onwards). Memoised on the instant, so a
 * page that keeps its first-drawn time keeps the same list.
 */
export const selectCelebrationDays = createSelector(
  [(_state: RootState, now: Date) => now.getTime()],
  (time): StripDay[] => stripDays(new Date(time)),
);

/**
 * The product page's celebration date: the one chosen, else tomorrow. The store sets tomorrow at
 * start-up; the same default covers a page rendered before that.
 */
export const selectBookingDate = (state: RootState, now: Date): string =>
  selectSelectedDate(state) ?? defaultCelebrationDate(now);

/** Whether the chosen celebration date is one the strip still offers (none chosen counts as yes). */
export const selectChosenDateOffered = (state: RootState, now: Date): boolean => {
  const date = selectSelectedDate(state);
  return date === null || selectCelebrationDays(state, now).some((day) => day.date === date);
};
