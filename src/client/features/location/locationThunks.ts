import type { AddressProjection, SelectedLocation } from '../../../shared/contract';
import { MESSAGES, validateLocationSelection } from '../../../shared/domain';
import type { AppThunk } from '../../app/appTypes';
import { toastShown } from '../toast/toastSlice';
import {
  addressLocationConfirmed,
  locationSelected,
  selectLocationPanel,
  selectPickedLocation,
} from './locationSlice';

/**
 * 'CONFIRM LOCATION'. Selecting needs a point and a serviceable one (SPEC 5); the address
 * form only needs the point, since an address may be saved where there is no service yet.
 */
export const confirmLocation = (): AppThunk => (dispatch, getState) => {
  const state = getState();
  const panel = selectLocationPanel(state);
  const picked = selectPickedLocation(state);
  if (panel.status !== 'closed' && panel.purpose === 'address') {
    if (picked) dispatch(addressLocationConfirmed({ location: picked }));
    else dispatch(toastShown(MESSAGES.latLngRequired, 'error'));
    return;
  }
  const check = validateLocationSelection({
    lat: picked?.locationv2.lat,
    lng: picked?.locationv2.lng,
    isServiceable: picked?.serviceAreaInfo.isServiceable,
  });
  if (!check.ok || !picked) {
    dispatch(toastShown(check.ok ? MESSAGES.latLngRequired : check.message, 'error'));
    return;
  }
  dispatch(locationSelected({ location: picked }));
};

/**
 * A saved address as the service location: it must be serviceable (SPEC 4). The panel's list
 * is read with a projection, so an address without its map fields has no location.
 */
export function selectedLocationFromAddress(address: AddressProjection): SelectedLocation | null {
  const { address1, locationv2, serviceAreaInfo } = address;
  if (!address1 || !locationv2 || !serviceAreaInfo) return null;
  return { _id: address._id, address1, serviceAreaInfo, locationv2 };
}

export const chooseSavedAddress =
  (address: AddressProjection): AppThunk =>
  (dispatch) => {
    const location = selectedLocationFromAddress(address);
    if (!location) {
      dispatch(toastShown(MESSAGES.latLngRequired, 'error'));
      return;
    }
    if (!location.serviceAreaInfo.isServiceable) {
      dispatch(toastShown(MESSAGES.locationNotServiceable, 'error'));
      return;
    }
    dispatch(locationSelected({ location }));
  };
