import { contract } from '../../../../src/shared/contract';
import { MESSAGES } from '../../../../src/shared/domain';
import { addressSaved } from '../../../../src/client/features/addressForm/addressFormSlice';
import { initialAuthState } from '../../../../src/client/features/auth/authSlice';
import {
  filledFrom,
  initialCartState,
  type CartDraft,
} from '../../../../src/client/features/cart/cartSlice';
import {
  chooseBookingAddress,
  PAYMENT_PATH,
  proceedToPay,
  requestCartRemoval,
} from '../../../../src/client/features/checkout/checkoutThunks';
import { confirmAccepted, modalOpened } from '../../../../src/client/features/modals/modalsSlice';
import { HUB, address, serverCart, user, cartDraft } from '../../support/fixtures';
import { handle, server, withMockApi } from '../../support/msw';
import { testStore } from '../../support/store';

withMockApi();

const SLOT = { celebrationDate: '25-12-2026', readyTime: '17:00', arrivingTime: '14:00' };

const withCart = (overrides: Partial<CartDraft> = {}, signedIn = true) => ({
  cart: filledFrom({ ...initialCartState, couponAutoApplyDone: true }, cartDraft(overrides)),
  auth: { ...initialAuthState, user: signedIn ? user : null },
});

describe('proceedToPay', () => {
  test('a visitor is asked to log in first', () => {
    const { store, services } = testStore(withCart({ ...SLOT, bookingAddress: address() }, false));
    store.dispatch(proceedToPay());
    expect(store.getState().modals.login).not.toBeNull();
    expect(services.navigations).toEqual([]);
  });

  test('a cart without a slot opens the slot picker for the cart', () => {
    const { store, services } = testStore(withCart({ bookingAddress: address() }));
    store.dispatch(proceedToPay());
    expect(store.getState().modals.timeSlot).toMatchObject({
      cartModification: true,
      orderModification: false,
      productId: 'p1',
      hubId: HUB,
    });
    expect(services.navigations).toEqual([]);
  });

  test('a cart without an address opens the address selector', () => {
    const { store, services } = testStore(withCart(SLOT));
    store.dispatch(proceedToPay());
    expect(store.getState().modals.addressSelector).toEqual({});
    expect(services.navigations).toEqual([]);
  });

  test('an address no hub serves gets the placement warning', () => {
    const unserved = address({
      serviceAreaInfo: { hubId: HUB, isServiceable: false, isInAnyHub: false },
    });
    const { store, services } = testStore(withCart({ ...SLOT, bookingAddress: unserved }));
    store.dispatch(proceedToPay());
    expect(store.getState().modals.warning?.msg).toBe(MESSAGES.addressNotServiceableAtPlacement);
    expect(services.navigations).toEqual([]);
  });

  test('a complete cart goes on to the payment page', () => {
    const { store, services } = testStore(withCart({ ...SLOT, bookingAddress: address() }));
    store.dispatch(proceedToPay());
    expect(services.navigations).toEqual([{ to: PAYMENT_PATH, replace: false }]);
  });

  test('an empty cart does nothing', () => {
    const { store, services } = testStore({ auth: { ...initialAuthState, user } });
    store.dispatch(proceedToPay());
    expect(store.getState().modals.login).toBeNull();
    expect(services.navigations).toEqual([]);
  });
});

describe('booking address', () => {
  // Choosing an address re-prices the cart at once.
  beforeEach(() =>
    server.use(handle(contract.cart.createUpdate, () => ({ isSuccess: true, cart: serverCart() }))),
  );

  test('a complete saved address becomes the booking address and the selector closes', () => {
    const { store } = testStore(withCart());
    store.dispatch(modalOpened({ name: 'addressSelector', options: {} }));
    store.dispatch(chooseBookingAddress(address({ _id: 'ad2' })));
    const { cart, modals } = store.getState();
    expect(cart.status === 'filled' && cart.draft.bookingAddress?._id).toBe('ad2');
    expect(modals.addressSelector).toBeNull();
  });

  test('a projected address missing fields is not booked', () => {
    const { store, services } = testStore(withCart());
    store.dispatch(chooseBookingAddress({ _id: 'ad3', addressLabel: 'home' }));
    const { cart } = store.getState();
    expect(cart.status === 'filled' && cart.draft.bookingAddress).toBeNull();
    expect(services.errors).toHaveLength(1);
  });

  test('an address added while the cart has none becomes its booking address', () => {
    const { store } = testStore(withCart());
    store.dispatch(addressSaved({ address: address({ _id: 'new1' }), mode: 'add' }));
    const { cart } = store.getState();
    expect(cart.status === 'filled' && cart.draft.bookingAddress?._id).toBe('new1');
  });

  test('an added address leaves a chosen one alone, and an edit never replaces it', () => {
    const { store } = testStore(withCart({ bookingAddress: address() }));
    store.dispatch(addressSaved({ address: address({ _id: 'new1' }), mode: 'add' }));
    store.dispatch(addressSaved({ address: address({ _id: 'new2' }), mode: 'edit' }));
    const { cart } = store.getState();
    expect(cart.status === 'filled' && cart.draft.bookingAddress?._id).toBe('ad1');
  });
});

describe('cart removal', () => {
  test('asks with the default confirm text, and Yes empties the cart', () => {
    server.use(handle(contract.cart.delete, () => ({ isSuccess: true })));
    const { store } = testStore(withCart());
    store.dispatch(requestCartRemoval());
    expect(store.getState().modals.confirm?.message).toBe(MESSAGES.confirmRemoveDefault);
    expect(store.getState().cart.status).toBe('filled');
    store.dispatch(confirmAccepted());
    expect(store.getState().cart.status).toBe('empty');
  });
});
