// Set-up for the payment and order journeys: a registered customer with a saved address and a
// complete cart made through the API (open the browser signed in as one with `openPage`'s `user`),
// and the card gateway's outcomes driven without a browser.
import type { Address, Cart, SignedInUser } from '../../../src/shared/contract';
import { stripDays } from '../../../src/client/features/cart/slotDays';
import {
  apiCall,
  firstProduct,
  registerThroughApi,
  saveAddressThroughApi,
  signedInUser,
} from './checkoutApi';
import type { RunningApp } from './startApp';

/** Journeys that set up bookings also scan the pages they reach. */
export { seriousViolations } from './axe';
export { apiCall };

export interface BookingCustomer {
  user: SignedInUser;
  token: string;
  address: Address;
  productId: string;
}

export interface Slot {
  celebrationDate: string;
  arrivingTime: string;
  readyTime: string;
}

/**
 * The afternoon slot `daysAhead` days from today: past any product's lead time. Each booking of
 * a journey takes its own day, so no slot fills up.
 */
export function slotIn(daysAhead: number): Slot {
  const day = stripDays(new Date())[daysAhead];
  if (!day) throw new Error(`no slot strip day ${daysAhead}`);
  return { celebrationDate: day.date, arrivingTime: '15:00', readyTime: '18:00' };
}

export async function bookingCustomer(app: RunningApp, name: string): Promise<BookingCustomer> {
  const { token, phone } = await registerThroughApi(app, name);
  const address = await saveAddressThroughApi(app, { token, phone }, name);
  const user = await signedInUser(app, token);
  const product = await firstProduct(app);
  return { user, token, address, productId: product._id };
}

/** Saves a complete cart (product, slot, address) for the customer, as checkout would. */
export async function completeCart(
  app: RunningApp,
  customer: BookingCustomer,
  slot: Slot,
): Promise<Cart> {
  const { cart } = await apiCall<{ cart: Cart }>(
    app,
    'POST',
    '/api/users/cart/create_update',
    {
      cart: {
        product: customer.productId,
        addOns: [],
        offers: [],
        hubId: customer.address.serviceAreaInfo?.hubId,
        bookingAddress: customer.address._id,
        ...slot,
        santaTip: 0,
      },
    },
    customer.token,
  );
  return cart;
}

/** A cash-on-delivery order for a fresh cart on the given slot. */
export async function codOrder(app: RunningApp, customer: BookingCustomer, slot: Slot) {
  const cart = await completeCart(app, customer, slot);
  const { orderId } = await apiCall<{ orderId: string }>(
    app,
    'POST',
    '/api/orders/place',
    { cartId: cart._id, userId: customer.user._id },
    customer.token,
  );
  return orderId;
}

/**
 * An order paid online in full for a fresh cart: the payment is started as the page starts it,
 * then the sandbox's 'Pay' button is pressed by posting its form.
 */
export async function paidOrder(app: RunningApp, customer: BookingCustomer, slot: Slot) {
  const cart = await completeCart(app, customer, slot);
  const { url } = await apiCall<{ url: string }>(
    app,
    'POST',
    '/api/payment/initiate',
    { type: '_NEW_ORDER_PAYMENT', cartId: cart._id, option: 'full' },
    customer.token,
  );
  const checkout = new URL(url);
  const res = await fetch(new URL('/checkout/complete', checkout.origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      session: checkout.searchParams.get('session') ?? '',
      sig: checkout.searchParams.get('sig') ?? '',
      action: 'pay',
    }).toString(),
    redirect: 'manual',
  });
  const back = new URL(res.headers.get('location') ?? '');
  const infos = JSON.parse(back.searchParams.get('paymentInfos') ?? '{}') as { orderId?: string };
  if (!infos.orderId) throw new Error(`the sandbox placed no order: ${back.toString()}`);
  return infos.orderId;
}

export async function walletOf(app: RunningApp, customer: BookingCustomer) {
  const { balances } = await apiCall<{ balances: { reward: number; credit: number } }>(
    app,
    'GET',
    '/api/users/wallet',
    undefined,
    customer.token,
  );
  return balances;
}
