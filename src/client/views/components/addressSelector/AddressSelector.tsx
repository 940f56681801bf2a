import type { AddressProjection } from '../../../../shared/contract';
import { ADDRESS_LIST_ARG, useAddressGetAddressBqQuery } from '../../../api/addressApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { openAddAddress } from '../../../features/addressForm/addressFormThunks';
import { selectIsLoggedIn } from '../../../features/auth/authSlice';
import { selectCartDraft } from '../../../features/cart/cartSlice';
import { chooseBookingAddress } from '../../../features/checkout/checkoutThunks';
import { loginModalOpened, modalClosed, selectModals } from '../../../features/modals/modalsSlice';
import { PANEL_TEXTS } from '../location/panelTexts';
import { Dialog } from '../ui/Dialog';
import { Button, Skeleton, TextButton } from '../ui/ui.styles';
import { AddressButton, AddressList, Warning } from './AddressSelector.styles';

export const ADDRESS_SELECTOR_TITLE = 'Select address';

/** One line of an address: flat and building, area, city and pincode. */
export const addressLine = (address: AddressProjection) =>
  [address.address1, address.address2, address.city, address.pinCode].filter(Boolean).join(', ');

function SavedAddressList() {
  const dispatch = useAppDispatch();
  const chosenId = useAppSelector(selectCartDraft)?.bookingAddress?._id ?? null;
  const { data, isLoading, isError } = useAddressGetAddressBqQuery(ADDRESS_LIST_ARG);
  if (isLoading) return <Skeleton $height="4rem" aria-label="Loading saved addresses" />;
  if (isError) return <p role="alert">Saved addresses could not be loaded.</p>;
  const addresses = data?.addresses ?? [];
  if (addresses.length === 0) return <p>No saved addresses yet.</p>;
  return (
    <AddressList aria-label="Saved addresses">
      {addresses.map((address) => (
        <li key={address._id}>
          <AddressButton
            type="button"
            aria-pressed={address._id === chosenId}
            onClick={() => dispatch(chooseBookingAddress(address))}
          >
            <strong>{address.addressLabel}</strong>
            <span>{addressLine(address)}</span>
            {address.serviceAreaInfo?.isServiceable === false && <Warning>Not serviceable</Warning>}
          </AddressButton>
        </li>
      ))}
    </AddressList>
  );
}

/**
 * SPEC 2's address selector: the saved addresses to book for, and 'Add New Address', which opens
 * the address form (its map picker first). Visitors are asked to log in.
 */
export function AddressSelector() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectModals).addressSelector !== null;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!open) return null;
  const close = () => dispatch(modalClosed({ name: 'addressSelector' }));
  return (
    <Dialog title={ADDRESS_SELECTOR_TITLE} onClose={close}>
      {loggedIn ? (
        <>
          <SavedAddressList />
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              // The address form brings its own map panel, so the selector makes way.
              close();
              dispatch(openAddAddress());
            }}
          >
            {PANEL_TEXTS.addNewAddress}
          </Button>
        </>
      ) : (
        <TextButton
          type="button"
          onClick={() => {
            close();
            dispatch(loginModalOpened());
          }}
        >
          {PANEL_TEXTS.loginForAddresses}
        </TextButton>
      )}
    </Dialog>
  );
}
