import { isAnyOf } from '@reduxjs/toolkit';
import type { Cart, PaymentInitiation } from '../../../shared/contract';
import { MESSAGES } from '../../../shared/domain';
import { api as apiSlice } from '../../api/api';
import { errorMessage } from '../../api/contractBaseQuery';
import { ordersApi } from '../../api/ordersApi';
import type { AppStartListening, Effects } from '../../app/appTypes';
import { selectUser } from '../auth/authSlice';
import { selectCartReadyForPayment } from '../cart/cartSlice';
import { syncCart } from '../cart/cartSync';
import { warningShown } from '../modals/modalsSlice';
import { overlayShown } from '../overlay/overlaySlice';
import { toastShown } from '../toast/toastSlice';
import { amountDueOf, selectAmountDue, type PaymentWay } from './amountDue';
import {
  cardPaymentRequested,
  orderBalancePaymentRequested,
  orderPlaced,
  orderPlacementFailed,
  orderPlacementRequested,
  paymentRedirected,
  paymentStartFailed,
  priceChangeAccepted,
  priceChangeFound,
  type CheckoutState,
} from './checkoutSlice';
import { orderPath, paymentReturned } from './paymentReturnSlice';

/** A failed call says why when the server did; otherwise the generic text of SPEC 8. */
const messageOf = (error: unknown): string => errorMessage(error, MESSAGES.profileUpdateFailed);

/** The way of paying a new order the checkout is busy with, or null when it is not paying one. */
function newOrderWay(checkout: CheckoutState): PaymentWay | null {
  if (checkout.status === 'placing') return 'cashOnDelivery';
  if (checkout.status === 'paying' && checkout.flow === '_NEW_ORDER_PAYMENT')
    return checkout.option;
  return null;
}

/** Cash on delivery: the order is placed from the server's priced cart. */
async function placeOrder(cart: Cart, userId: string, api: Effects) {
  try {
    const answer = await api
      .dispatch(ordersApi.endpoints.ordersPlace.initiate({ body: { cartId: cart._id, userId } }))
      .unwrap();
    api.dispatch(orderPlaced(answer.orderId));
    api.dispatch(overlayShown('_ORDER_PLACED'));
    api.extra.navigate(orderPath(answer.orderId));
  } catch (error) {
    api.extra.logError('Placing the order failed', error);
    api.dispatch(orderPlacementFailed());
    api.dispatch(toastShown(messageOf(error), 'error'));
  }
}

/** Card: the server sizes the payment (a new order's cart, or an order's balance) and answers the hosted page. */
async function startCardPayment(body: PaymentInitiation, api: Effects) {
  try {
    // The payment calls load with the first card payment, not with every page.
    const { paymentApi } = await import('../../api/paymentApi');
    const answer = await api
      .dispatch(paymentApi.endpoints.paymentInitiate.initiate({ body }))
      .unwrap();
    api.dispatch(paymentRedirected({ url: answer.url }));
    api.extra.leaveTo(answer.url);
  } catch (error) {
    api.extra.logError('Starting the payment failed', error);
    api.dispatch(paymentStartFailed());
    api.dispatch(toastShown(messageOf(error), 'error'));
  }
}

const failed = (way: PaymentWay) =>
  way === 'cashOnDelivery' ? orderPlacementFailed() : paymentStartFailed();

export function addCheckoutListeners(startAppListening: AppStartListening) {
  // A new order is paid or placed from the server's answer to the cart as it stands (pending
  // edits are sent first), and only for the amount the customer saw or then confirmed.
  startAppListening({
    matcher: isAnyOf(cardPaymentRequested, orderPlacementRequested, priceChangeAccepted),
    effect: async (action, api) => {
      const before = api.getOriginalState();
      const state = api.getState();
      const way = newOrderWay(state.checkout);
      if (way === null) return;
      const user = selectUser(state);
      const { cart } = state;
      if (!user || cart.status !== 'filled' || !selectCartReadyForPayment(state)) {
        api.dispatch(failed(way));
        return;
      }
      if (
        way === 'cashOnDelivery' &&
        cart.draft.bookingAddress?.serviceAreaInfo?.isServiceable !== true
      ) {
        api.dispatch(warningShown(MESSAGES.addressNotServiceableAtPlacement));
        api.dispatch(orderPlacementFailed());
        return;
      }
      const shown =
        priceChangeAccepted.match(action) && before.checkout.status === 'confirmingPrice'
          ? before.checkout.due
          : selectAmountDue(before, way);
      const priced = await syncCart(api);
      if (!priced) {
        api.dispatch(failed(way));
        return;
      }
      const due = amountDueOf(priced, way);
      if (shown !== null && shown !== due) {
        api.dispatch(priceChangeFound({ shown, due }));
        return;
      }
      if (way === 'cashOnDelivery') await placeOrder(priced, user._id, api);
      else
        await startCardPayment(
          { type: '_NEW_ORDER_PAYMENT', cartId: priced._id, option: way },
          api,
        );
    },
  });

  startAppListening({
    actionCreator: orderBalancePaymentRequested,
    effect: async (action, api) => {
      if (api.getState().checkout.status !== 'paying') return;
      await startCardPayment({ type: '_OLD_ORDER_PAYMENT', orderId: action.payload.orderId }, api);
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
