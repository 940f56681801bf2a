import { MESSAGES } from '../../../../src/shared/domain';
import { userSignedIn } from '../../../../src/client/features/auth/authEvents';
import { registrationRequired } from '../../../../src/client/features/auth/authSlice';
import {
  DEFAULT_MODAL_Z_INDEX,
  cancelReasonChanged,
  confirmAccepted,
  confirmRequested,
  initialModalsState,
  loginModalOpened,
  modalClosed,
  modalOpened,
  selectModals,
  timeSlotPickerOpened,
  warningShown,
} from '../../../../src/client/features/modals/modalsSlice';
import { toastShown } from '../../../../src/client/features/toast/toastSlice';
import { signedInData } from '../../support/fixtures';
import { machine, testStore } from '../../support/store';

/** The overlays of SPEC 2. */
const MODAL_NAMES = [
  'warning',
  'confirm',
  'share',
  'timeSlot',
  'login',
  'cancelOrder',
  'rating',
  'couponApplied',
  'addonDetail',
  'referralApplied',
  'instructionInput',
  'sidebar',
  'addressSelector',
  'wishlistRemove',
  'howItWorksVideo',
];

describe('modals machine', () => {
  test('every overlay of SPEC 2 has a slot, closed at start', () => {
    expect(Object.keys(initialModalsState).sort()).toEqual([...MODAL_NAMES].sort());
    expect(Object.values(initialModalsState).every((value) => value === null)).toBe(true);
  });

  test('opening and closing one leaves the others alone', () => {
    const modals = machine();
    modals.dispatch(
      loginModalOpened(),
      modalOpened({ name: 'share', options: { url: 'https://utsav.in/p', title: 'Arch' } }),
      modalClosed({ name: 'login' }),
    );
    expect(selectModals(modals.state())).toEqual({
      ...initialModalsState,
      share: { url: 'https://utsav.in/p', title: 'Arch' },
    });
  });

  test("the slot picker's options default to zIndex 15 and no modification", () => {
    const modals = machine();
    modals.dispatch(
      timeSlotPickerOpened({
        orderModification: true,
        orderId: 'EABC1234',
        oldSlotInfo: { celebrationDate: '25-12-2026', readyTime: '17:00', arrivingTime: '14:00' },
      }),
    );
    expect(selectModals(modals.state()).timeSlot).toEqual({
      zIndex: DEFAULT_MODAL_Z_INDEX,
      orderModification: true,
      cartModification: false,
      orderId: 'EABC1234',
      oldSlotInfo: { celebrationDate: '25-12-2026', readyTime: '17:00', arrivingTime: '14:00' },
      productId: null,
    });
  });

  test("the warning's button is 'Ok' and the confirm's text 'Do you realy want to remove ?' unless told", () => {
    const modals = machine();
    modals.dispatch(warningShown('Careful'), confirmRequested({ type: 'cart/cartRemoved' }));
    expect(selectModals(modals.state())).toMatchObject({
      warning: { msg: 'Careful', rightBtnText: MESSAGES.okButton },
      confirm: { message: MESSAGES.confirmRemoveDefault, onConfirm: { type: 'cart/cartRemoved' } },
    });
  });

  test('the cancel dialog keeps the typed reason; without it open, typing changes nothing', () => {
    const modals = machine();
    modals.dispatch(cancelReasonChanged({ reason: 'ignored' }));
    expect(selectModals(modals.state()).cancelOrder).toBeNull();
    modals.dispatch(
      modalOpened({
        name: 'cancelOrder',
        options: { isCancel: true, orderId: 'EABC1234', reason: '' },
      }),
      cancelReasonChanged({ reason: 'Plans changed' }),
    );
    expect(selectModals(modals.state()).cancelOrder).toEqual({
      isCancel: true,
      orderId: 'EABC1234',
      reason: 'Plans changed',
    });
  });

  test('a login closes every modal; a new number closes only the login modal', () => {
    const modals = machine();
    modals.dispatch(
      loginModalOpened(),
      modalOpened({ name: 'sidebar', options: {} }),
      registrationRequired({ registrationToken: 'x' }),
    );
    expect(selectModals(modals.state())).toMatchObject({ login: {}, sidebar: {} });
    const signed = machine();
    signed.dispatch(
      loginModalOpened(),
      modalOpened({ name: 'sidebar', options: {} }),
      userSignedIn({ data: signedInData(), via: 'otp' }),
    );
    expect(selectModals(signed.state())).toEqual(initialModalsState);
  });

  test('accepting a confirm dispatches its action and closes it', () => {
    const { store, state } = testStore();
    store.dispatch(confirmRequested(toastShown('Removed')));
    store.dispatch(confirmAccepted());
    expect(state().modals.confirm).toBeNull();
    expect(state().toast).toMatchObject({ status: 'shown', message: 'Removed' });
  });
});
