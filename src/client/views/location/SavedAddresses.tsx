import { ADDRESS_LIST_ARG, useAddressGetAddressBqQuery } from '../../api/addressApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openAddAddress } from '../../features/addressForm/addressFormThunks';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { locationPanelClosed } from '../../features/location/locationSlice';
import { chooseSavedAddress } from '../../features/location/locationThunks';
import { loginModalOpened } from '../../features/modals/modalsSlice';
import { Button, TextButton } from '../components/ui/ui.styles';
import { PlainList, RowButton, SectionTitle } from './LocationPanel.styles';
import { PANEL_TEXTS } from '../components/location/panelTexts';

/** 'SAVED ADDRESSES' for a logged-in user; a login prompt for a visitor. */
export function SavedAddresses() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data } = useAddressGetAddressBqQuery(ADDRESS_LIST_ARG, { skip: !loggedIn });

  if (!loggedIn) {
    return (
      <TextButton
        type="button"
        onClick={() => {
          dispatch(locationPanelClosed());
          dispatch(loginModalOpened());
        }}
      >
        {PANEL_TEXTS.loginForAddresses}
      </TextButton>
    );
  }
  const addresses = data?.addresses ?? [];
  return (
    <section aria-labelledby="saved-addresses-title">
      <SectionTitle id="saved-addresses-title">{PANEL_TEXTS.savedAddresses}</SectionTitle>
      <Button
        type="button"
        $variant="ghost"
        onClick={() => {
          // The address form opens its own map picker, so this panel makes way.
          dispatch(locationPanelClosed());
          dispatch(openAddAddress());
        }}
      >
        {PANEL_TEXTS.addNewAddress}
      </Button>
      <PlainList>
        {addresses.map((address) => (
          <li key={address._id}>
            <RowButton type="button" onClick={() => dispatch(chooseSavedAddress(address))}>
              <strong>{address.addressLabel}</strong>
              <span>
                {[address.address1, address.address2, address.city].filter(Boolean).join(', ')}
              </span>
            </RowButton>
          </li>
        ))}
      </PlainList>
    </section>
  );
}
