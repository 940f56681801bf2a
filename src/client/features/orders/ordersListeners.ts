import { MESSAGES } from '../../../shared/domain';
import { ordersApi } from '../../api/ordersApi';
import type { AppStartListening } from '../../app/appTypes';
import { modalClosed } from '../modals/modalsSlice';
import { overlayShown } from '../overlay/overlaySlice';
import { toastShown } from '../toast/toastSlice';

const { ordersUpdateOrdersByQueryObject: updateOrder } = ordersApi.endpoints;

export function addOrdersListeners(startAppListening: AppStartListening) {
  // The three order changes of SPEC 4: cancel, reschedule, rate. Each closes its own dialog.
  startAppListening({
    matcher: updateOrder.matchFulfilled,
    effect: (action, api) => {
      const update = action.meta.arg.originalArgs.body.updateObject;
      if ('bookingStatus' in update) {
        api.dispatch(modalClosed({ name: 'cancelOrder' }));
        api.dispatch(overlayShown('_ORDER_CANCELLED'));
      } else if ('request' in update) {
        api.dispatch(modalClosed({ name: 'timeSlot' }));
        api.dispatch(toastShown(MESSAGES.orderRescheduled, 'success'));
        api.dispatch(overlayShown('_ORDER_RESCHEDULED'));
      } else {
        const onSuccess = api.getState().modals.rating?.onSuccess;
        api.dispatch(modalClosed({ name: 'rating' }));
        if (onSuccess) api.dispatch(onSuccess);
      }
    },
  });

  startAppListening({
    matcher: updateOrder.matchRejected,
    effect: (action, api) => {
      const update = action.meta.arg.originalArgs.body.updateObject;
      if ('request' in update) api.dispatch(toastShown(MESSAGES.rescheduleFailed, 'error'));
      else api.extra.logError('Order update failed', action.error);
    },
  });
}
