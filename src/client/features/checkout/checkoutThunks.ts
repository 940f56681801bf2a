import type { AddressProjection } from '../../../shared/contract';
import { MESSAGES } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { isAddress } from '../../app/storedChecks';
import { selectIsLoggedIn } from '../auth/authSlice';
import { bookingAddressChosen, cartRemoved, selectCartOnRequest } from '../cart/cartSlice';
import { ON_REQUEST_MESSAGE } from '../cart/cartThunks';
import {
  confirmRequested,
  loginModalOpened,
  modalClosed,
  modalOpened,
  timeSlotPickerOpened,
  warningShown,
} from '../modals/modalsSlice';

export const PAYMENT_PATH = '/payment';

/**
 * 'Proceed to pay': a decor priced on request is refused; a visitor logs in first; a cart still missing its slot or address opens the
 * picker that completes it (the payment page would send it home); an address no hub serves gets
 * the placement warning; a complete cart goes on to /payment.
 */
export const proceedToPay = (): AppThunk => (dispatch, getState, services) => {
  const state = getState();
  const { cart } = state;
  if (cart.status !== 'filled') return;
  if (selectCartOnRequest(state)) {
    dispatch(warningShown(ON_REQUEST_MESSAGE));
    return;
  }
  if (!selectIsLoggedIn(state)) {
    dispatch(loginModalOpened());
    return;
  }
  const { celebrationDate, readyTime, arrivingTime, bookingAddress, product, hubId } = cart.draft;
  if (celebrationDate === null || readyTime === null || arrivingTime === null) {
    dispatch(timeSlotPickerOpened({ cartModification: true, productId: product._id, hubId }));
    return;
  }
  if (bookingAddress === null) {
    dispatch(modalOpened({ name: 'addressSelector', options: {} }));
    return;
  }
  if (bookingAddress.serviceAreaInfo?.isServiceable !== true) {
    dispatch(warningShown(MESSAGES.addressNotServiceableAtPlacement));
    return;
  }
  services.navigate(PAYMENT_PATH);
};

/**
 * A saved address from the list becomes the cart's booking address and the selector closes. The
 * list call may answer projected addresses, so only a complete one is taken.
 */
export const chooseBookingAddress =
  (address: AddressProjection): AppThunk =>
  (dispatch, _getState, services) => {
    if (!isAddress(address)) {
      services.logError('A saved address without all its fields cannot be booked', address._id);
      return;
    }
    dispatch(bookingAddressChosen({ address }));
    dispatch(modalClosed({ name: 'addressSelector' }));
  };

/** 'Remove' asks first (SPEC 8's default confirm text); 'Yes' empties the cart. */
export const requestCartRemoval = () => confirmRequested(cartRemoved());
