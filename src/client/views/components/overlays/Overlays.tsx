import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  addressFormClosed,
  selectAddressForm,
} from '../../../features/addressForm/addressFormSlice';
import { authFlowReset } from '../../../features/auth/authSlice';
import {
  locationPanelClosed,
  selectIsLocationPanelOpen,
} from '../../../features/location/locationSlice';
import {
  modalClosed,
  selectIsLoginModalOpen,
  selectShare,
  selectTimeSlotPicker,
} from '../../../features/modals/modalsSlice';
import { SLOT_PICKER_TITLE } from '../slotPicker/slotPickerTexts';
import { overlayChunks } from './overlayChunks';
import { AddressFormSkeleton, DialogSkeleton, LocationPanelSkeleton } from './OverlaySkeletons';

const LocationPanel = lazy(overlayChunks.locationPanel);
const AddressFormPanel = lazy(overlayChunks.addressForm);
const ShareDialog = lazy(overlayChunks.share);
const SlotPickerModal = lazy(() =>
  overlayChunks.slotPicker().then((module) => ({ default: module.SlotPickerModal })),
);
const RatingDialog = lazy(() =>
  overlayChunks.rating().then((module) => ({ default: module.RatingDialog })),
);
const LoginDialog = lazy(() =>
  overlayChunks.login().then((module) => ({ default: module.LoginDialog })),
);

/*
 * Each overlay renders nothing while closed, so neither the server's page nor the first view
 * needs its code; once open it loads behind a skeleton of its size. The titles here are the
 * overlays' own.
 */

function LocationPanelHost() {
  const open = useAppSelector(selectIsLocationPanelOpen);
  const dispatch = useAppDispatch();
  if (!open) return null;
  return (
    <Suspense fallback={<LocationPanelSkeleton onClose={() => dispatch(locationPanelClosed())} />}>
      <LocationPanel />
    </Suspense>
  );
}

function AddressFormHost() {
  const form = useAppSelector(selectAddressForm);
  const pickingOnMap = useAppSelector(selectIsLocationPanelOpen);
  const dispatch = useAppDispatch();
  if (form.status !== 'open' || pickingOnMap) return null;
  const title = form.mode === 'edit' ? 'Edit address' : 'Add address';
  return (
    <Suspense
      fallback={<AddressFormSkeleton title={title} onClose={() => dispatch(addressFormClosed())} />}
    >
      <AddressFormPanel />
    </Suspense>
  );
}

function ShareHost() {
  const open = useAppSelector((state) => selectShare(state) !== null);
  const dispatch = useAppDispatch();
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <DialogSkeleton
          title="Share with"
          bodyHeight="12.5rem"
          onClose={() => dispatch(modalClosed({ name: 'share' }))}
        />
      }
    >
      <ShareDialog />
    </Suspense>
  );
}

function SlotPickerHost() {
  const zIndex = useAppSelector((state) => selectTimeSlotPicker(state)?.zIndex ?? null);
  const dispatch = useAppDispatch();
  if (zIndex === null) return null;
  return (
    <Suspense
      fallback={
        <DialogSkeleton
          title={SLOT_PICKER_TITLE}
          bodyHeight="14rem"
          zIndex={zIndex}
          onClose={() => dispatch(modalClosed({ name: 'timeSlot' }))}
        />
      }
    >
      <SlotPickerModal />
    </Suspense>
  );
}

function RatingHost() {
  const open = useAppSelector((state) => state.modals.rating !== null);
  const dispatch = useAppDispatch();
  if (!open) return null;
  return (
    <Suspense
      fallback={
        <DialogSkeleton
          title="Rate the decoration"
          bodyHeight="13rem"
          onClose={() => dispatch(modalClosed({ name: 'rating' }))}
        />
      }
    >
      <RatingDialog />
    </Suspense>
  );
}

function LoginHost() {
  const open = useAppSelector(selectIsLoginModalOpen);
  const dispatch = useAppDispatch();
  if (!open) return null;
  const close = () => {
    dispatch(modalClosed({ name: 'login' }));
    dispatch(authFlowReset());
  };
  return (
    <Suspense fallback={<DialogSkeleton title="Login" bodyHeight="10rem" onClose={close} />}>
      <LoginDialog />
    </Suspense>
  );
}

/** The overlays any page may raise, each loaded when it first opens. */
export function Overlays() {
  return (
    <>
      <LocationPanelHost />
      <AddressFormHost />
      <ShareHost />
      <SlotPickerHost />
      <RatingHost />
      <LoginHost />
    </>
  );
}
