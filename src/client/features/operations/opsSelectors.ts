// What the operations console lets the signed-in staff member do, from their account as the
// console's `me` call answered it: the views show only the actions their role has.
import { createSelector } from '@reduxjs/toolkit';
import type { BoardOrder, BoardSlot, StaffRole } from '../../../shared/contract';
import { formatDate, staffMay, type OpsAction } from '../../../shared/domain';
import { opsApi } from '../../api/opsApi';
import type { RootState } from '../../app/appTypes';
import { toInputDate } from '../support/supportSlice';
import { movableSlots } from './opsBoard';

const selectMe = opsApi.endpoints.opsMe.select();

/** The signed-in staff member's role, once the console knows it. */
export const selectStaffRole = (state: RootState): StaffRole | null =>
  selectMe(state).data?.role ?? null;

/** Whether the signed-in staff member's role allows an action (none before it is known). */
export const selectStaffMay = (state: RootState, action: OpsAction): boolean => {
  const role = selectStaffRole(state);
  return role !== null && staffMay(role, action);
};

/** The actions an order's card offers. */
export interface OrderActions {
  confirm: boolean;
  complete: boolean;
  /** Accept or reject the customer's pending reschedule request. */
  answerReschedule: boolean;
  move: boolean;
  assignDecorator: boolean;
  cancel: boolean;
  goodwill: boolean;
}

/**
 * What staff may do to an order: an open order (placed or confirmed) can be moved, given a
 * decorator or cancelled; a placed one confirmed, a confirmed one marked done; a pending request
 * answered; Credit given on any. Each only when the role allows it.
 */
export const selectOrderActions = createSelector(
  [
    selectStaffRole,
    (_state: RootState, order: BoardOrder) => order.bookingStatus,
    (_state: RootState, order: BoardOrder) => order.pendingRequest != null,
  ],
  (role, status, requested): OrderActions => {
    const may = (action: OpsAction) => role !== null && staffMay(role, action);
    const open = status === 'Order Placed' || status === 'Order Confirmed';
    return {
      confirm: may('lifecycle') && status === 'Order Placed',
      complete: may('lifecycle') && status === 'Order Confirmed',
      answerReschedule: requested && may('reschedule'),
      move: open && may('reschedule'),
      assignDecorator: open && may('lifecycle'),
      cancel: open && may('cancel'),
      goodwill: may('goodwill'),
    };
  },
);

/** A slot an order can move to, with its free places counted. */
export interface MoveChoice {
  slotTime: string;
  arrivingTime: string;
  readyTime: string;
  free: number;
}

/**
 * The slots of a chosen day an order can move to (opsBoard.ts `movableSlots`), for the move
 * form's answer from the board call; none before a day is chosen or its slots arrive.
 */
export const selectMoveChoices = createSelector(
  [
    (slots: readonly BoardSlot[] | undefined) => slots,
    (_slots: readonly BoardSlot[] | undefined, date: string | null) => date,
    (_slots: readonly BoardSlot[] | undefined, _date: string | null, order: BoardOrder) =>
      order.celebrationDate,
    (_slots: readonly BoardSlot[] | undefined, _date: string | null, order: BoardOrder) =>
      order.slotTime,
  ],
  (slots, date, celebrationDate, slotTime): MoveChoice[] =>
    slots && date
      ? movableSlots(slots, date, { celebrationDate, slotTime }).map((slot) => ({
          slotTime: slot.slotTime,
          arrivingTime: slot.arrivingTime,
          readyTime: slot.readyTime,
          free: slot.capacity - slot.orderCount,
        }))
      : [],
);

/** What the move form says about the chosen day while its slots are asked for and after. */
export interface MoveDayNotes {
  lookingUp: boolean;
  noneFree: boolean;
  showChoices: boolean;
}

export const moveDayNotes = (
  date: string | null,
  day: { isFetching: boolean; hasData: boolean },
  choices: readonly MoveChoice[],
): MoveDayNotes => ({
  lookingUp: date !== null && day.isFetching,
  noneFree: date !== null && day.hasData && !day.isFetching && choices.length === 0,
  showChoices: choices.length > 0,
});

/** The earliest day an order can move to, as a date input takes it: today in India. */
export const moveMinInputDate = (now: Date): string => toInputDate(formatDate(now));

/** Where a card's own requests stand: busy while any is on its way; the first one that failed. */
export const requestsOutcome = (
  results: readonly { isLoading: boolean; isError: boolean; error?: unknown }[],
): { busy: boolean; error: unknown } => ({
  busy: results.some((result) => result.isLoading),
  error: results.find((result) => result.isError)?.error,
});
