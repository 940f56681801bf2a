import { useEffect, useId, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLocationPanelView } from '../../features/location/locationPanelView';
import { backPressed, locationPanelClosed } from '../../features/location/locationSlice';
import { modalFrameProps } from '../components/ui/modalFrame';
import { useFocusTrap } from '../components/ui/useFocusTrap';
import { IconButton, PanelBackdrop, Sheet, SheetBody, SheetHeader } from './LocationPanel.styles';
import { LocateButton } from './LocateButton';
import { LocationSearch } from './LocationSearch';
import { MapView } from './MapView';
import { SavedAddresses } from './SavedAddresses';
import { ServiceCities } from './ServiceCities';
import { PANEL_TEXTS } from '../components/location/panelTexts';

/**
 * 'Select service location' (SPEC 2): the default view (search, locate, cities, saved
 * addresses) or the map view; a click outside or Escape closes it, Back steps back. Focus stays
 * inside while it is open; each view places it (the search box, the map card's next action), and
 * the panel itself takes it when a step leaves nothing focused.
 */
export default function LocationPanel() {
  const dispatch = useAppDispatch();
  const panel = useAppSelector(selectLocationPanelView);
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  useFocusTrap(sheet, panel.status !== 'closed');
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) sheet.current?.focus();
  });
  if (panel.status === 'closed') return null;

  const frame = modalFrameProps(titleId, () => dispatch(locationPanelClosed()));
  return (
    <PanelBackdrop {...frame.backdrop}>
      <Sheet ref={sheet} {...frame.card}>
        <SheetHeader>
          <IconButton type="button" aria-label="Back" onClick={() => dispatch(backPressed())}>
            ←
          </IconButton>
          <h2 id={titleId}>{PANEL_TEXTS.title}</h2>
        </SheetHeader>
        {panel.status === 'map' ? (
          <MapView panel={panel} />
        ) : (
          <SheetBody>
            <LocationSearch panel={panel} />
            {panel.predictions.status === 'hidden' && (
              <>
                <LocateButton chip={false} />
                <ServiceCities />
                {panel.purpose === 'select' && <SavedAddresses />}
              </>
            )}
          </SheetBody>
        )}
      </Sheet>
    </PanelBackdrop>
  );
}
