import { userSignedIn } from '../../../../src/client/features/auth/authEvents';
import {
  addOnQuantityChanged,
  bookingAddressChosen,
  cartMovedToWishlist,
  cartRemoved,
  cartSyncStarted,
  cartSynced,
  celebrationDateChosen,
  couponAutoApplied,
  couponAutoApplySkipped,
  draftFromCart,
  filledFrom,
  initialCartState,
  instructionsChanged,
  offerApplied,
  offerRemoved,
  productAddedToCart,
  santaTipChanged,
  selectCartCount,
  selectCartPricing,
  selectCartReadyForPayment,
  slotChosen,
  slotInvalidated,
  toCartInput,
  zeroDiscountCouponRemoved,
  type CartState,
} from '../../../../src/client/features/cart/cartSlice';
import { orderPlaced } from '../../../../src/client/features/checkout/checkoutSlice';
import { paymentReturned } from '../../../../src/client/features/checkout/paymentReturnSlice';
import { appStarted, sessionStarted } from '../../../../src/client/features/session/sessionEvents';
import {
  HUB,
  PUNE_HUB,
  addOn,
  address,
  offer,
  product,
  serverCart,
  sessionData,
  signedInData,
} from '../../support/fixtures';
import { machine } from '../../support/store';

const SLOT = { celebrationDate: '25-12-2026', readyTime: '17:00', arrivingTime: '14:00' };
const added = productAddedToCart({ product: product(), hubId: HUB });
const filledCart = () => {
  const cart = machine();
  cart.dispatch(added);
  return cart;
};
const draftOf = (state: CartState) => {
  if (state.status !== 'filled') throw new Error('the cart is empty');
  return state.draft;
};

describe('cart machine', () => {
  test('adding a product fills the cart (badge 1) with the selected date', () => {
    const cart = machine();
    cart.dispatch(
      appStarted({ path: '/', search: '' }, new Date('2026-12-01T06:00:00.000Z')),
      added,
    );
    expect(selectCartCount(cart.state())).toBe(1);
    expect(draftOf(cart.state().cart)).toMatchObject({
      product: product(),
      celebrationDate: '02-12-2026',
      addOns: [],
      offers: [],
    });
  });

  test('a new cart resets add-ons and offers but keeps the booking address', () => {
    const cart = filledCart();
    cart.dispatch(
      addOnQuantityChanged({ addon: addOn(), quantity: 2 }),
      offerApplied({ offer: offer() }),
      bookingAddressChosen({ address: address() }),
      productAddedToCart({ product: product({ _id: 'p2' }), hubId: HUB, slot: SLOT }),
    );
    expect(draftOf(cart.state().cart)).toMatchObject({
      addOns: [],
      offers: [],
      bookingAddress: address(),
      ...SLOT,
    });
  });

  test('add-on quantities upsert and zero removes', () => {
    const cart = filledCart();
    cart.dispatch(
      addOnQuantityChanged({ addon: addOn(), quantity: 2 }),
      addOnQuantityChanged({ addon: addOn(), quantity: 3 }),
    );
    expect(draftOf(cart.state().cart).addOns).toEqual([{ addon: addOn(), quantity: 3 }]);
    cart.dispatch(addOnQuantityChanged({ addon: addOn(), quantity: 0 }));
    expect(draftOf(cart.state().cart).addOns).toEqual([]);
  });

  test('a date change clears the slot, an invalid slot clears date and times', () => {
    const cart = filledCart();
    cart.dispatch(slotChosen(SLOT), celebrationDateChosen({ date: '26-12-2026' }));
    expect(draftOf(cart.state().cart)).toMatchObject({
      celebrationDate: '26-12-2026',
      readyTime: null,
      arrivingTime: null,
    });
    cart.dispatch(slotChosen(SLOT), slotInvalidated());
    expect(draftOf(cart.state().cart)).toMatchObject({
      celebrationDate: null,
      readyTime: null,
      arrivingTime: null,
    });
  });

  test('the payment page needs date, times and address', () => {
    const cart = filledCart();
    cart.dispatch(slotChosen(SLOT));
    expect(selectCartReadyForPayment(cart.state())).toBe(false);
    cart.dispatch(bookingAddressChosen({ address: address() }));
    expect(selectCartReadyForPayment(cart.state())).toBe(true);
  });

  test('the best coupon is auto-applied once a session, only to a cart without offers', () => {
    const cart = filledCart();
    cart.dispatch(
      couponAutoApplied({ offer: offer() }),
      offerRemoved(),
      couponAutoApplied({ offer: offer({ offerCode: 'AGAIN' }) }),
    );
    expect(draftOf(cart.state().cart).offers).toEqual([]);
    const skipped = filledCart();
    skipped.dispatch(couponAutoApplySkipped(), couponAutoApplied({ offer: offer() }));
    expect(draftOf(skipped.state().cart).offers).toEqual([]);
  });

  test('every change bumps the revision; the server answer replaces the draft only if current', () => {
    const cart = filledCart();
    cart.dispatch(santaTipChanged({ amount: 50 }), cartSyncStarted({ revision: 1 }));
    expect(cart.state().cart).toMatchObject({ revision: 1, saving: true });
    cart.dispatch(instructionsChanged({ instructions: 'Blue balloons' }));
    cart.dispatch(cartSynced({ cart: serverCart({ santaTip: 50 }), revision: 1 }));
    expect(cart.state().cart).toMatchObject({
      saving: false,
      syncedRevision: 1,
      revision: 2,
      priced: serverCart({ santaTip: 50 }),
    });
    expect(draftOf(cart.state().cart).instructions).toBe('Blue balloons');
    cart.dispatch(
      cartSynced({
        cart: serverCart({ santaTip: 50, instructions: 'Blue balloons' }),
        revision: 2,
      }),
    );
    expect(draftOf(cart.state().cart)).toEqual(
      draftFromCart(serverCart({ santaTip: 50, instructions: 'Blue balloons' })),
    );
  });

  test.each([
    ['removing', cartRemoved()],
    ['moving to the wishlist', cartMovedToWishlist({ productId: 'p1' })],
    ['placing the order', orderPlaced('EABC1234', new Date('2026-12-01T06:00:00.000Z'))],
    [
      'a successful new-order payment',
      paymentReturned(
        JSON.stringify({ paymentStatus: 'PAYMENT_SUCCESS', type: '_NEW_ORDER_PAYMENT' }),
      ),
    ],
    [
      'a pending new-order payment',
      paymentReturned(
        JSON.stringify({ paymentStatus: 'PAYMENT_PENDING', type: '_NEW_ORDER_PAYMENT' }),
      ),
    ],
  ])('%s empties the cart', (_name, event) => {
    const cart = filledCart();
    cart.dispatch(event);
    expect(cart.state().cart.status).toBe('empty');
  });

  test('placing an order resets the selected date to tomorrow', () => {
    const cart = filledCart();
    cart.dispatch(
      celebrationDateChosen({ date: '25-12-2026' }),
      orderPlaced('EABC1234', new Date('2026-12-01T06:00:00.000Z')),
    );
    expect(cart.state().cart.selectedDate).toBe('02-12-2026');
  });

  test.each([
    [
      'a failed new-order payment',
      paymentReturned(
        JSON.stringify({ paymentStatus: 'PAYMENT_FAILED', type: '_NEW_ORDER_PAYMENT' }),
      ),
    ],
    [
      'an old-order payment',
      paymentReturned(
        JSON.stringify({ paymentStatus: 'PAYMENT_SUCCESS', type: '_OLD_ORDER_PAYMENT' }),
      ),
    ],
    ['an unreadable return', paymentReturned('not json')],
  ])('%s keeps the cart', (_name, event) => {
    const cart = filledCart();
    cart.dispatch(event);
    expect(cart.state().cart.status).toBe('filled');
  });

  test('a session or login with a server cart replaces the local one; without, the local one stays', () => {
    const cart = filledCart();
    cart.dispatch(sessionStarted(sessionData()));
    expect(draftOf(cart.state().cart).product).toEqual(product());
    cart.dispatch(
      userSignedIn({
        data: signedInData({ cart: serverCart({ product: product({ _id: 'p9' }) }) }),
        via: 'otp',
      }),
    );
    expect(cart.state().cart).toMatchObject({
      status: 'filled',
      priced: { _id: 'u1C' },
      revision: 0,
      syncedRevision: 0,
    });
    expect(draftOf(cart.state().cart).product._id).toBe('p9');
  });

  test.each([
    ['an add-on to an empty cart', addOnQuantityChanged({ addon: addOn(), quantity: 1 })],
    ['an offer to an empty cart', offerApplied({ offer: offer() })],
    ['a slot to an empty cart', slotInvalidated()],
    ['a removal of an empty cart', cartRemoved()],
    ['a zero-coupon removal without coupon', zeroDiscountCouponRemoved()],
    ['a sync of an empty cart', cartSynced({ cart: serverCart(), revision: 0 })],
  ])('refused: %s', (_name, event) => {
    const cart = machine();
    const before = cart.state().cart;
    cart.dispatch(event);
    expect(cart.state().cart).toEqual(before);
  });

  test.each([
    ['a negative add-on quantity', addOnQuantityChanged({ addon: addOn(), quantity: -1 })],
    ['a fractional tip', santaTipChanged({ amount: 10.5 })],
    ['a stale sync start', cartSyncStarted({ revision: 7 })],
  ])('refused on a filled cart: %s', (_name, event) => {
    const cart = filledCart();
    const before = cart.state().cart;
    cart.dispatch(event);
    expect(cart.state().cart).toEqual(before);
  });
});

describe('cart prices and payload', () => {
  test('display prices use the hub price and the domain rules', () => {
    const cart = machine();
    cart.dispatch(
      productAddedToCart({ product: product(), hubId: PUNE_HUB }),
      addOnQuantityChanged({ addon: addOn(), quantity: 2 }),
      offerApplied({ offer: offer() }),
    );
    expect(selectCartPricing(cart.state())).toMatchObject({
      productPrice: 1700,
      addOnsTotal: 600,
      cartValue: 2300,
      couponDiscount: 170,
      buyingPrice: 2130,
    });
  });

  test('the server gets references only, never prices', () => {
    const cart = filledFrom(
      initialCartState,
      draftFromCart(serverCart({ bookingAddress: address(), ...SLOT })),
    );
    if (cart.status !== 'filled') throw new Error('empty');
    expect(
      toCartInput({ ...cart.draft, addOns: [{ addon: addOn(), quantity: 2 }], offers: [offer()] }),
    ).toEqual({
      product: 'p1',
      addOns: [{ addon: 'a1', quantity: 2 }],
      offers: [{ offerCode: 'PARTY10' }],
      hubId: HUB,
      bookingAddress: 'ad1',
      ...SLOT,
      santaTip: 0,
      // The server's choice comes back as it was stored.
      useWallet: true,
    });
  });
});

describe('a decor priced on request', () => {
  test('is never added to the cart, so it is never priced or booked', () => {
    const cart = machine();
    cart.dispatch(
      productAddedToCart({
        product: product({ _id: 'd00077', tags: ['wedding', 'on-demand booking'] }),
        hubId: HUB,
      }),
    );
    expect(cart.state().cart.status).toBe('empty');
  });
});
