import { MESSAGES } from '../../../shared/domain';
import { addressApi } from '../../api/addressApi';
import type { AppStartListening } from '../../app/appTypes';
import { locationPanelOpened } from '../location/locationSlice';
import { toastShown } from '../toast/toastSlice';
import {
  addressFormOpened,
  addressInlineErrorShown,
  addressInlineErrorsCleared,
  addressRemoveConfirmed,
  addressSaveFailed,
  addressSaveStarted,
  addressSaved,
} from './addressFormSlice';
import { addressInputFrom } from './addressInput';

/** SPEC 9: inline errors clear after 2 s. */
export const INLINE_ERROR_MS = 2000;

export function addAddressFormListeners(startAppListening: AppStartListening) {
  // SPEC 2: add mode opens straight into the map picker.
  startAppListening({
    actionCreator: addressFormOpened,
    effect: (_action, api) => {
      api.dispatch(locationPanelOpened({ purpose: 'address' }));
    },
  });

  startAppListening({
    actionCreator: addressInlineErrorShown,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(INLINE_ERROR_MS);
      api.dispatch(addressInlineErrorsCleared());
    },
  });

  startAppListening({
    actionCreator: addressSaveStarted,
    effect: async (_action, api) => {
      const form = api.getState().addressForm;
      const input = form.status === 'open' ? addressInputFrom(form) : null;
      if (form.status !== 'open' || !form.saving || input === null) return;
      try {
        const answer =
          form.mode === 'edit' && form.addressId !== null
            ? await api
                .dispatch(
                  addressApi.endpoints.addressEditAddress.initiate({
                    body: { addressId: form.addressId, ...input },
                  }),
                )
                .unwrap()
            : await api
                .dispatch(
                  addressApi.endpoints.addressSaveAddress.initiate({
                    body: { addressData: input },
                  }),
                )
                .unwrap();
        api.dispatch(addressSaved({ address: answer.address, mode: form.mode }));
        api.dispatch(
          toastShown(
            form.mode === 'edit' ? MESSAGES.addressEdited : MESSAGES.addressSaved,
            'success',
          ),
        );
      } catch (error) {
        api.extra.logError('Saving the address failed', error);
        api.dispatch(addressSaveFailed());
        api.dispatch(toastShown(MESSAGES.addressError, 'error'));
      }
    },
  });

  startAppListening({
    actionCreator: addressRemoveConfirmed,
    effect: async (action, api) => {
      try {
        await api
          .dispatch(
            addressApi.endpoints.addressDeleteAddress.initiate({
              params: { id: action.payload.addressId },
            }),
          )
          .unwrap();
        api.dispatch(toastShown(MESSAGES.addressRemovedSuccessfully, 'success'));
      } catch (error) {
        api.extra.logError('Removing the address failed', error);
        api.dispatch(toastShown(MESSAGES.addressError, 'error'));
      }
    },
  });
}
