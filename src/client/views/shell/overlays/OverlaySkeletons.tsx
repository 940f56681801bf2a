import { PANEL_TEXTS } from '../../components/location/panelTexts';
import {
  IconButton as LocationIconButton,
  PanelBackdrop as LocationBackdrop,
  Sheet as LocationSheet,
  SheetHeader as LocationHeader,
} from '../../location/LocationPanelFrame.styles';
import {
  IconButton as AddressIconButton,
  PanelBackdrop as AddressBackdrop,
  Sheet as AddressSheet,
  SheetHeader as AddressHeader,
} from '../../addresses/AddressFormFrame.styles';
import { Skeleton } from '../../components/ui/ui.styles';
import { outside } from '../../components/overlays/DialogSkeleton';

/*
 * The skeletons of the location panel and the address form (see DialogSkeleton.tsx): they load
 * with the overlays' hosts, which come with the shell.
 */

/** The location panel's drawer (a bottom sheet on phones) with its header. */
export function LocationPanelSkeleton({ onClose }: { onClose: () => void }) {
  return (
    <LocationBackdrop onClick={outside(onClose)}>
      <LocationSheet role="status" aria-busy="true" aria-label={`Loading ${PANEL_TEXTS.title}`}>
        <LocationHeader>
          <LocationIconButton as="span" aria-hidden="true">
            ←
          </LocationIconButton>
          <h2 aria-hidden="true">{PANEL_TEXTS.title}</h2>
        </LocationHeader>
        <div style={{ display: 'grid', gap: '1.25rem', padding: '1rem' }}>
          <Skeleton $height="3rem" />
          <Skeleton $height="2.75rem" $width="60%" />
          <Skeleton $height="6rem" />
        </div>
      </LocationSheet>
    </LocationBackdrop>
  );
}

/** The add/edit address sheet with its header; its form is about this tall. */
export function AddressFormSkeleton({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <AddressBackdrop onClick={outside(onClose)}>
      <AddressSheet role="status" aria-busy="true" aria-label={`Loading ${title}`}>
        <AddressHeader>
          <h2 aria-hidden="true">{title}</h2>
          <AddressIconButton as="span" aria-hidden="true">
            ×
          </AddressIconButton>
        </AddressHeader>
        <div style={{ padding: '1rem', overflow: 'hidden' }}>
          <Skeleton data-testid="overlay-skeleton-body" $height="min(36rem, calc(92vh - 5rem))" />
        </div>
      </AddressSheet>
    </AddressBackdrop>
  );
}
