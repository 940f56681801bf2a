import { MESSAGES } from '../../../shared/domain';
import { api as apiSlice } from '../../api/api';
import { errorMessage } from '../../api/contractBaseQuery';
import { ordersApi } from '../../api/ordersApi';
import { paymentApi } from '../../api/paymentApi';
import type { AppStartListening } from '../../app/appTypes';
import { selectUser } from '../auth/authSlice';
import { selectCartReadyForPayment } from '../cart/cartSlice';
import { syncCart } from '../cart/cartSync';
import { warningShown } from '../modals/modalsSlice';
import { overlayShown } from '../overlay/overlaySlice';
import { toastShown } from '../toast/toastSlice';
import {
  cardPaymentRequested,
  orderBalancePaymentRequested,
  orderPlaced,
  orderPlacementFailed,
  orderPlacementRequested,
  paymentRedirected,
  paymentStartFailed,
} from './checkoutSlice';
import { orderPath, paymentReturned } from './paymentReturnSlice';

/** A failed call says why when the server did; otherwise the generic text of SPEC 8. */
const messageOf = (error: unknown): string => errorMessage(error, MESSAGES.profileUpdateFailed);

export function addCheckoutListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: orderPlacementRequested,
    effect: async (_action, api) => {
      const state = api.getState();
      const user = selectUser(state);
      const { cart } = state;
      if (state.checkout.status !== 'placing') return;
      if (!user || cart.status !== 'filled' || !selectCartReadyForPayment(state)) {
        api.dispatch(orderPlacementFailed());
        return;
      }
      if (cart.draft.bookingAddress?.serviceAreaInfo?.isServiceable !== true) {
        api.dispatch(warningShown(MESSAGES.addressNotServiceableAtPlacement));
        api.dispatch(orderPlacementFailed());
        return;
      }
      const priced = await syncCart(api);
      if (!priced) {
        api.dispatch(orderPlacementFailed());
        return;
      }
      try {
        const answer = await api
          .dispatch(
            ordersApi.endpoints.ordersPlace.initiate({
              body: { cartId: priced._id, userId: user._id },
            }),
          )
          .unwrap();
        api.dispatch(orderPlaced(answer.orderId));
        api.dispatch(overlayShown('_ORDER_PLACED'));
        api.extra.navigate(orderPath(answer.orderId));
      } catch (error) {
        api.extra.logError('Placing the order failed', error);
        api.dispatch(orderPlacementFailed());
        api.dispatch(toastShown(messageOf(error), 'error'));
      }
    },
  });

  startAppListening({
    actionCreator: cardPaymentRequested,
    effect: async (_action, api) => {
      const { checkout } = api.getState();
      if (checkout.status !== 'paying') return;
      const priced = await syncCart(api);
      if (!priced) {
        api.dispatch(paymentStartFailed());
        return;
      }
      try {
        const answer = await api
          .dispatch(
            paymentApi.endpoints.paymentInitiate.initiate({
              body: { type: '_NEW_ORDER_PAYMENT', cartId: priced._id, option: checkout.option },
            }),
          )
          .unwrap();
        api.dispatch(paymentRedirected({ url: answer.url }));
        api.extra.leaveTo(answer.url);
      } catch (error) {
        api.extra.logError('Starting the payment failed', error);
        api.dispatch(paymentStartFailed());
        api.dispatch(toastShown(messageOf(error), 'error'));
      }
    },
  });

  startAppListening({
    actionCreator: orderBalancePaymentRequested,
    effect: async (action, api) => {
      if (api.getState().checkout.status !== 'paying') return;
      try {
        const answer = await api
          .dispatch(
            paymentApi.endpoints.paymentInitiate.initiate({
              body: { type: '_OLD_ORDER_PAYMENT', orderId: action.payload.orderId },
            }),
          )
          .unwrap();
        api.dispatch(paymentRedirected({ url: answer.url }));
        api.extra.leaveTo(answer.url);
      } catch (error) {
        api.extra.logError('Starting the payment failed', error);
        api.dispatch(paymentStartFailed());
        api.dispatch(toastShown(messageOf(error), 'error'));
      }
    },
  });

  // SPEC 4 Payment return: the overlay, the next page, and a fresh order list.
  startAppListening({
    actionCreator: paymentReturned,
    effect: (_action, api) => {
      const outcome = api.getState().paymentReturn;
      if (outcome.status !== 'handled') {
        api.extra.logError('Payment return without valid paymentInfos');
        api.extra.navigate('/', { replace: true });
        return;
      }
      api.dispatch(overlayShown(outcome.outcome.overlay));
      api.extra.navigate(outcome.outcome.path, { replace: true });
      api.dispatch(apiSlice.util.invalidateTags([{ type: 'Orders', id: 'LIST' }]));
    },
  });
}
