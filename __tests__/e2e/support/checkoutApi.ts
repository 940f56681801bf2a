// Booking set-up through the API for checkout journeys: other customers who fill a slot, saved
// addresses, and the server's own priced cart to compare the page against.
import type { Address, Cart, Product, SignedInUser, User } from '../../../src/shared/contract';
import { DEFAULT_HUB_ID } from '../../../src/shared/domain';
import { newPhoneNumber, waitForNewOtp } from './customer';
import type { RunningApp } from './startApp';
import { eventually } from '../../support/eventually';

/** Andheri, Mumbai: inside a hub's area in the embedded gazetteer. */
export const MUMBAI_SPOT = {
  lat: 19.1197,
  lng: 72.8468,
  addressLine1: 'S V Road, Andheri, Mumbai, Maharashtra 400058, India',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400058',
};

/** One call to the API as the page makes it, failing on any status but 2xx. */
export async function apiCall<T>(
  app: RunningApp,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(`${app.apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${answer.message}`);
  return answer;
}

/** The customer a token signs in, as `openPage`'s `user` takes it: what a session start answers. */
export async function signedInUser(app: RunningApp, token: string): Promise<SignedInUser> {
  const { data } = await apiCall<{ data: { user: User | null } }>(
    app,
    'POST',
    '/api/session/start',
    {},
    token,
  );
  if (!data.user) throw new Error('the new customer has no session');
  return { ...data.user, token };
}

export interface ApiCustomer {
  token: string;
  userId: string;
  phone: string;
}

/** A new customer registered through the OTP calls, as the dialog does it. */
export async function registerThroughApi(app: RunningApp, name: string): Promise<ApiCustomer> {
  const phone = newPhoneNumber();
  const { hash } = await apiCall<{ hash: string }>(
    app,
    'GET',
    `/api/users/generateotp/${phone}?type=login`,
  );
  const otp = await waitForNewOtp(app, phone, 0);
  const checked = await apiCall<{ data: { registrationToken: string } }>(
    app,
    'POST',
    '/api/users/checkotp/',
    { otp, hashOtp: hash, phoneNumber: phone },
  );
  const registered = await apiCall<{ data: { user: { _id: string; token: string } } }>(
    app,
    'POST',
    '/api/users/register',
    { name, phoneNumber: phone, registrationToken: checked.data.registrationToken },
  );
  return { token: registered.data.user.token, userId: registered.data.user._id, phone };
}

export async function saveAddressThroughApi(
  app: RunningApp,
  customer: Pick<ApiCustomer, 'token' | 'phone'>,
  name: string,
): Promise<Address> {
  const { address } = await apiCall<{ address: Address }>(
    app,
    'POST',
    '/api/users/address/save-address',
    {
      addressData: {
        addressLabel: 'home',
        ownerName: name,
        address1: '12, Sunrise Towers',
        flatNumber: '12',
        buildingName: 'Sunrise Towers',
        address2: 'Andheri',
        city: MUMBAI_SPOT.city,
        state: MUMBAI_SPOT.state,
        pinCode: MUMBAI_SPOT.pincode,
        mobile: [customer.phone],
        locationv2: MUMBAI_SPOT,
      },
    },
    customer.token,
  );
  return address;
}

/** The first product of the catalogue's listing. */
export async function firstProduct(app: RunningApp): Promise<Product> {
  const { products } = await apiCall<{ products: Product[] }>(
    app,
    'POST',
    '/api/products/get_products_by_filter',
    {
      skip: 0,
      limit: 1,
      filter: {},
      hubId: DEFAULT_HUB_ID,
      active: true,
      variantExclude: true,
      queryObject: {},
      tag: 'getProductsByFilter',
    },
  );
  const [product] = products;
  if (!product) throw new Error('the catalogue is empty');
  return product;
}

/**
 * Books one slot until it is full: `count` other customers each place a cash-on-delivery order
 * for it. Answers the hub that serves their (Mumbai) address.
 */
export async function fillSlot(
  app: RunningApp,
  booking: { productId: string; celebrationDate: string; arrivingTime: string; readyTime: string },
  count: number,
): Promise<string> {
  let hubId = '';
  for (let i = 0; i < count; i += 1) {
    const customer = await registerThroughApi(app, `Filler ${i + 1}`);
    const address = await saveAddressThroughApi(app, customer, `Filler ${i + 1}`);
    hubId = address.serviceAreaInfo?.hubId ?? '';
    const { cart } = await apiCall<{ cart: Cart }>(
      app,
      'POST',
      '/api/users/cart/create_update',
      {
        cart: {
          product: booking.productId,
          addOns: [],
          offers: [],
          hubId,
          bookingAddress: address._id,
          celebrationDate: booking.celebrationDate,
          arrivingTime: booking.arrivingTime,
          readyTime: booking.readyTime,
          santaTip: 0,
        },
      },
      customer.token,
    );
    await apiCall(
      app,
      'POST',
      '/api/orders/place',
      { cartId: cart._id, userId: customer.userId },
      customer.token,
    );
  }
  return hubId;
}

/** The cart the server holds for a token, as start-up reads it. */
export async function serverCartOf(app: RunningApp, token: string): Promise<Cart | null> {
  const { data } = await apiCall<{ data: { cart: Cart | null } }>(
    app,
    'POST',
    '/api/session/start',
    {},
    token,
  );
  return data.cart;
}

/** Polls the server's cart until it satisfies `done` (the client saves 5 s after a change). */
export async function serverCartWhen(
  app: RunningApp,
  token: string,
  done: (cart: Cart) => boolean,
) {
  return eventually(
    async () => {
      const cart = await serverCartOf(app, token);
      if (cart && done(cart)) return cart;
      throw new Error(`the server cart never matched: ${JSON.stringify(cart)}`);
    },
    { timeoutMs: 20_000, intervalMs: 500 },
  );
}

export async function wishlistOf(app: RunningApp, token: string): Promise<string[]> {
  const { wishlist } = await apiCall<{ wishlist: string[] }>(
    app,
    'GET',
    '/api/users/wishlist',
    undefined,
    token,
  );
  return wishlist;
}
