import type { Address, AddressProjection } from '../../../shared/contract';
import { ADDRESS_LIST_ARG, useAddressGetAddressBqQuery } from '../../api/addressApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  openAddAddress,
  openEditAddress,
  requestAddressRemoval,
} from '../../features/addressForm/addressFormThunks';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { loginModalOpened } from '../../features/modals/modalsSlice';
import { PageMeta } from '../components/head/PageMeta';
import { Button, PageSection, Skeleton } from '../components/ui/ui.styles';
import { AddressCard, AddressList, CardActions, Muted, Toolbar } from './AddressesPage.styles';

/** The list is read without a projection, so each entry is a whole address; this proves it. */
function wholeAddress(address: AddressProjection): Address | null {
  const { addressLabel, ownerName, address1, city, state, pinCode, mobile, deleted } = address;
  if (
    addressLabel === undefined ||
    ownerName === undefined ||
    address1 === undefined ||
    city === undefined ||
    state === undefined ||
    pinCode === undefined ||
    mobile === undefined ||
    deleted === undefined
  ) {
    return null;
  }
  return { ...address, addressLabel, ownerName, address1, city, state, pinCode, mobile, deleted };
}

function SavedAddress({ address }: { address: Address }) {
  const dispatch = useAppDispatch();
  const headingId = `address-${address._id}`;
  const receiver = address.receiversDetails;
  const where = `${address.addressLabel}: ${address.address1}`;
  return (
    <AddressCard aria-labelledby={headingId}>
      <h2 id={headingId}>{address.addressLabel}</h2>
      <p>{address.address1}</p>
      {address.address2 && <p>{address.address2}</p>}
      <p>
        {address.city}, {address.state} {address.pinCode}
      </p>
      <p>Contact mobile {address.mobile[0]}</p>
      {receiver && (
        <Muted>
          For {receiver.type === 'mySelf' ? 'myself' : receiver.name}, {receiver.mobileNumber}
        </Muted>
      )}
      <CardActions>
        <Button
          type="button"
          $variant="ghost"
          aria-label={`Edit ${where}`}
          onClick={() => dispatch(openEditAddress(address))}
        >
          Edit
        </Button>
        <Button
          type="button"
          $variant="ghost"
          aria-label={`Remove ${where}`}
          onClick={() => dispatch(requestAddressRemoval(address._id))}
        >
          Remove
        </Button>
      </CardActions>
    </AddressCard>
  );
}

function SignedInAddresses() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useAddressGetAddressBqQuery(ADDRESS_LIST_ARG);
  const addresses = (data?.addresses ?? []).flatMap((entry) => {
    const address = wholeAddress(entry);
    return address ? [address] : [];
  });
  return (
    <>
      <Toolbar>
        <h1 id="addresses-title">My Addresses</h1>
        <Button type="button" onClick={() => dispatch(openAddAddress())}>
          Add New Address
        </Button>
      </Toolbar>
      {isLoading ? (
        <AddressList aria-hidden="true">
          <li>
            <Skeleton $height="8rem" />
          </li>
          <li>
            <Skeleton $height="8rem" />
          </li>
        </AddressList>
      ) : isError ? (
        <>
          <Muted role="alert">Your addresses could not be loaded.</Muted>
          <Button type="button" $variant="ghost" onClick={() => void refetch()}>
            Try again
          </Button>
        </>
      ) : addresses.length === 0 ? (
        <Muted>You have no saved addresses yet.</Muted>
      ) : (
        <AddressList aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address._id}>
              <SavedAddress address={address} />
            </li>
          ))}
        </AddressList>
      )}
    </>
  );
}

/** /profile/myaddress: the saved addresses, or a login prompt for a visitor (SPEC 6). */
export default function AddressesPage() {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <PageSection aria-labelledby="addresses-title">
      <PageMeta title="My Addresses" noIndex />
      {loggedIn ? (
        <SignedInAddresses />
      ) : (
        <>
          <h1 id="addresses-title">My Addresses</h1>
          <Muted>Login to view your saved addresses.</Muted>
          <Button type="button" onClick={() => dispatch(loginModalOpened())}>
            Login
          </Button>
        </>
      )}
    </PageSection>
  );
}
