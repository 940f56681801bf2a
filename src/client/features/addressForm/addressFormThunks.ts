import type { Address } from '../../../shared/contract';
import { MESSAGES, validateAddressForm, validateMapAddress } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { injectFeature } from '../../app/injectFeature';
import { selectUser } from '../auth/authSlice';
import { confirmRequested, loginModalOpened } from '../modals/modalsSlice';
import { toastShown } from '../toast/toastSlice';
import {
  addressFormOpened,
  addressFormOpenedForEdit,
  addressInlineErrorShown,
  addressRemoveConfirmed,
  addressSaveStarted,
  type AddressOwner,
} from './addressFormSlice';
import { addressFormFeature } from './addressFormFeature';
import { addressInputFrom, labelOf } from './addressInput';

export { addressRemoveConfirmed };

// Every way to open, save or remove an address goes through these thunks, so each one puts the
// form's effects in the store it runs on first (a second time adds nothing): they load with this
// module (the address form, the checkout, the addresses page or the location panel), not in the
// first load.

const ownerOf = (user: { name: string; phoneNumber: string }): AddressOwner => ({
  name: user.name,
  phone: user.phoneNumber,
});

/** 'Add New Address': saved addresses belong to a logged-in user. */
export const openAddAddress = (): AppThunk => (dispatch, getState) => {
  dispatch(injectFeature(addressFormFeature));
  const user = selectUser(getState());
  if (!user) {
    dispatch(loginModalOpened());
    return;
  }
  dispatch(addressFormOpened({ owner: ownerOf(user) }));
};

export const openEditAddress =
  (address: Address): AppThunk =>
  (dispatch, getState) => {
    dispatch(injectFeature(addressFormFeature));
    const user = selectUser(getState());
    if (!user) return;
    dispatch(addressFormOpenedForEdit({ address, owner: ownerOf(user) }));
  };

export const requestAddressRemoval =
  (addressId: string): AppThunk =>
  (dispatch) => {
    dispatch(injectFeature(addressFormFeature));
    dispatch(
      confirmRequested(addressRemoveConfirmed({ addressId }), MESSAGES.removeAddressConfirm),
    );
  };

/**
 * 'save address': the map-flow checks in the form's order (flat and building inline, the rest
 * as toasts), then the required-fields rules of SPEC 5; only a valid form starts saving.
 */
export const submitAddressForm = (): AppThunk => (dispatch, getState) => {
  dispatch(injectFeature(addressFormFeature));
  const form = getState().addressForm;
  if (form.status !== 'open' || form.saving) return;
  const mapCheck = validateMapAddress({
    lat: form.location?.locationv2.lat,
    lng: form.location?.locationv2.lng,
    flatNumber: form.flatNumber,
    buildingName: form.buildingName,
    receiverName: form.receiverName,
    receiverPhone: form.receiverPhone,
  });
  if (!mapCheck.ok) {
    const { field, message } = mapCheck;
    if (field === 'flatNumber' || field === 'buildingName') {
      dispatch(addressInlineErrorShown({ field, message }));
    } else {
      dispatch(toastShown(message, 'error'));
    }
    return;
  }
  const input = addressInputFrom(form);
  const formCheck = validateAddressForm({
    ownerName: input?.ownerName,
    mobile1: input?.mobile[0],
    pincode: input?.pinCode,
    city: input?.city,
    state: input?.state,
    address1: input?.address1,
    addressType: labelOf(form),
  });
  if (!formCheck.ok) {
    dispatch(toastShown(formCheck.message, 'error'));
    return;
  }
  dispatch(addressSaveStarted());
};
