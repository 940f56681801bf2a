import { defaultCelebrationDate } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { selectChosenDateOffered } from './bookingDateSelectors';
import { celebrationDateChosen } from './cartSlice';

/**
 * The product page's date strip is drawn: a date kept from an earlier visit that has passed is
 * replaced by the default day, so the page never books a day it no longer offers.
 */
export const celebrationDateChecked =
  (now: Date): AppThunk =>
  (dispatch, getState) => {
    if (selectChosenDateOffered(getState(), now)) return;
    dispatch(celebrationDateChosen({ date: defaultCelebrationDate(now) }));
  };
