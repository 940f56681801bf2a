import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useScrollRestoration } from '../../../app/useScrollRestoration';
import type { RootState } from '../../../app/rootReducer';
import type { AppDispatch } from '../../../app/store';
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
  selectIsSidebarOpen,
  selectShare,
  selectTimeSlotPicker,
} from '../../../features/modals/modalsSlice';
import { ConfirmationOverlay } from '../../components/feedback/ConfirmationOverlay';
import { ConfirmDialog, WarningDialog } from '../../components/feedback/Dialogs';
import { SIDEBAR_BODY_HEIGHT } from '../useNavSummary';
import { SLOT_PICKER_TITLE } from '../../components/slotPicker/slotPickerTexts';
import { HOW_IT_WORKS_TITLE } from '../../howItWorks/howItWorksSteps';
import { loadFocusTrap } from '../../components/ui/useFocusTrap';
import { DialogSkeleton } from '../../components/overlays/DialogSkeleton';
import { overlayChunks } from './overlayChunks';
import { AddressFormSkeleton, LocationPanelSkeleton } from './OverlaySkeletons';

/*
 * Each overlay renders nothing while closed, so neither the server's page nor the first view
 * needs its code; once open it loads behind a skeleton of its size. This module (the hosts and
 * their skeletons) comes with the shell itself, so the skeleton shows in the frame after the tap
 * that opens it. The titles here are the overlays' own.
 */

/** One overlay: when it shows, its code, its skeleton and how the skeleton closes it. */
interface OverlayHost<Shown extends string | number | true> {
  name: string;
  /** What the open overlay's skeleton needs (a title, a stacking level), null while closed. */
  shown: (state: RootState) => Shown | null;
  Overlay: ComponentType;
  skeleton: (shown: Shown, close: () => void) => ReactNode;
  close: (dispatch: AppDispatch) => void;
}

const host = <Shown extends string | number | true>(entry: OverlayHost<Shown>) =>
  entry as unknown as OverlayHost<string | number | true>;

/** A lazy component from a chunk's named export. */
const lazyNamed = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const HOSTS = [
  host({
    name: 'sidebar',
    shown: (state) => selectIsSidebarOpen(state) || null,
    Overlay: lazy(overlayChunks.sidebar),
    skeleton: (_open, close) => (
      <DialogSkeleton title="Menu" bodyHeight={SIDEBAR_BODY_HEIGHT} onClose={close} />
    ),
    close: (dispatch) => dispatch(modalClosed({ name: 'sidebar' })),
  }),
  host({
    name: 'location-panel',
    shown: (state) => selectIsLocationPanelOpen(state) || null,
    Overlay: lazy(overlayChunks.locationPanel),
    skeleton: (_open, close) => <LocationPanelSkeleton onClose={close} />,
    close: (dispatch) => dispatch(locationPanelClosed()),
  }),
  host({
    name: 'address-form',
    // Hidden while its location is picked on the map (the location panel shows then).
    shown: (state) => {
      const form = selectAddressForm(state);
      if (form.status !== 'open' || selectIsLocationPanelOpen(state)) return null;
      return form.mode === 'edit' ? 'Edit address' : 'Add address';
    },
    Overlay: lazy(overlayChunks.addressForm),
    skeleton: (title, close) => <AddressFormSkeleton title={title} onClose={close} />,
    close: (dispatch) => dispatch(addressFormClosed()),
  }),
  host({
    name: 'share',
    shown: (state) => selectShare(state) !== null || null,
    Overlay: lazy(overlayChunks.share),
    skeleton: (_open, close) => (
      <DialogSkeleton title="Share with" bodyHeight="12.5rem" onClose={close} />
    ),
    close: (dispatch) => dispatch(modalClosed({ name: 'share' })),
  }),
  host({
    name: 'slot-picker',
    shown: (state) => selectTimeSlotPicker(state)?.zIndex ?? null,
    Overlay: lazyNamed(overlayChunks.slotPicker, (module) => module.SlotPickerModal),
    skeleton: (zIndex, close) => (
      <DialogSkeleton
        title={SLOT_PICKER_TITLE}
        bodyHeight="14rem"
        zIndex={zIndex}
        onClose={close}
      />
    ),
    close: (dispatch) => dispatch(modalClosed({ name: 'timeSlot' })),
  }),
  host({
    name: 'rating',
    shown: (state) => state.modals.rating !== null || null,
    Overlay: lazyNamed(overlayChunks.rating, (module) => module.RatingDialog),
    skeleton: (_open, close) => (
      <DialogSkeleton title="Rate the decoration" bodyHeight="13rem" onClose={close} />
    ),
    close: (dispatch) => dispatch(modalClosed({ name: 'rating' })),
  }),
  host({
    name: 'how-it-works',
    shown: (state) => state.modals.howItWorksVideo !== null || null,
    Overlay: lazyNamed(overlayChunks.howItWorksVideo, (module) => module.HowItWorksVideo),
    skeleton: (_open, close) => (
      <DialogSkeleton title={HOW_IT_WORKS_TITLE} bodyHeight="22rem" wide onClose={close} />
    ),
    close: (dispatch) => dispatch(modalClosed({ name: 'howItWorksVideo' })),
  }),
  host({
    name: 'referral-applied',
    shown: (state) => state.modals.referralApplied !== null || null,
    Overlay: lazyNamed(overlayChunks.referralApplied, (module) => module.ReferralAppliedDialog),
    skeleton: (_open, close) => (
      <DialogSkeleton title="Referral applied" bodyHeight="8rem" onClose={close} />
    ),
    close: (dispatch) => dispatch(modalClosed({ name: 'referralApplied' })),
  }),
  host({
    name: 'login',
    shown: (state) => selectIsLoginModalOpen(state) || null,
    Overlay: lazyNamed(overlayChunks.login, (module) => module.LoginDialog),
    skeleton: (_open, close) => <DialogSkeleton title="Login" bodyHeight="10rem" onClose={close} />,
    close: (dispatch) => {
      dispatch(modalClosed({ name: 'login' }));
      dispatch(authFlowReset());
    },
  }),
];

function Host({ entry }: { entry: OverlayHost<string | number | true> }) {
  const shown = useAppSelector(entry.shown);
  const dispatch = useAppDispatch();
  if (shown === null) return null;
  const { Overlay } = entry;
  return (
    <Suspense fallback={entry.skeleton(shown, () => entry.close(dispatch))}>
      <Overlay />
    </Suspense>
  );
}

/**
 * The overlays any page may raise, each loaded when it first opens. They come with the page's
 * scroll on a move to another page, which the first page does not need.
 */
export default function Overlays() {
  useScrollRestoration();
  // Every overlay holds focus: the trap's code is asked for once the shell has hydrated, so it is
  // here before the first one opens without delaying the first view's scripts.
  useEffect(() => {
    loadFocusTrap().catch(() => undefined);
  }, []);
  return (
    <>
      {HOSTS.map((entry) => (
        <Host key={entry.name} entry={entry} />
      ))}
    </>
  );
}

/**
 * The warning and confirm dialogs and the order confirmation screen, which the shell draws after
 * the cover video's player so they show above it.
 */
export function Alerts() {
  return (
    <>
      <WarningDialog />
      <ConfirmDialog />
      <ConfirmationOverlay />
    </>
  );
}
