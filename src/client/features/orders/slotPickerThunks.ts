import { RESCHEDULING_REQUEST } from '../../../shared/contract/constants';
import { effectiveHubId } from '../../../shared/domain';
import { ordersApi } from '../../api/ordersApi';
import type { AppThunk, RootState } from '../../app/appTypes';
import { selectCartDraft, slotChosen, type SlotChoice } from '../cart/cartSlice';
import { selectHubId } from '../location/locationSlice';
import { modalClosed, type ModalOptions } from '../modals/modalsSlice';

const { ordersUpdateOrdersByQueryObject: updateOrder } = ordersApi.endpoints;

/**
 * What the slot picker works on: a booked order (rescheduling it) or the cart. `current` is the
 * slot it holds now; `hubId` and `productId` say whose slots to list.
 */
export interface SlotPickerTarget {
  forOrder: boolean;
  current: SlotChoice | null;
  hubId: string;
  productId: string | null;
}

export function selectSlotPickerTarget(
  state: RootState,
  options: ModalOptions['timeSlot'],
): SlotPickerTarget {
  const draft = selectCartDraft(state);
  const forOrder = options.orderModification && options.orderId !== null;
  const current: SlotChoice | null = forOrder
    ? options.oldSlotInfo
    : draft?.celebrationDate && draft.readyTime && draft.arrivingTime
      ? {
          celebrationDate: draft.celebrationDate,
          readyTime: draft.readyTime,
          arrivingTime: draft.arrivingTime,
        }
      : null;
  return {
    forOrder,
    current,
    hubId: effectiveHubId(options.hubId ?? (forOrder ? null : draft?.hubId) ?? selectHubId(state)),
    productId: options.productId ?? (forOrder ? null : (draft?.product._id ?? null)),
  };
}

const sameSlot = (a: SlotChoice | null, b: SlotChoice | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.celebrationDate === b.celebrationDate &&
    a.readyTime === b.readyTime &&
    a.arrivingTime === b.arrivingTime);

/** Equality for selecting a target, so the picker redraws only when its target changes. */
export const sameSlotPickerTarget = (a: SlotPickerTarget, b: SlotPickerTarget): boolean =>
  a.forOrder === b.forOrder &&
  a.hubId === b.hubId &&
  a.productId === b.productId &&
  sameSlot(a.current, b.current);

/** Whether a reschedule the picker sent is still on its way. */
export const selectRescheduleSending = (state: RootState): boolean =>
  Object.values(state.api.mutations).some(
    (mutation) => mutation?.endpointName === updateOrder.name && mutation.status === 'pending',
  );

/**
 * 'Confirm' in the slot picker: an order asks to be rescheduled (the orders listener closes the
 * picker and tells the customer how it went); the cart takes the slot at once.
 */
export const slotPickerConfirmed =
  (options: ModalOptions['timeSlot'], choice: SlotChoice): AppThunk =>
  (dispatch) => {
    if (options.orderModification && options.orderId) {
      const sent = dispatch(
        updateOrder.initiate({
          body: {
            queryObject: { _id: options.orderId },
            updateObject: { request: { tag: RESCHEDULING_REQUEST, ...choice } },
          },
        }),
      );
      // Its answer has been heard by then; the call's entry is not kept.
      void sent.finally(() => sent.reset());
      return;
    }
    dispatch(slotChosen(choice));
    dispatch(modalClosed({ name: 'timeSlot' }));
  };
