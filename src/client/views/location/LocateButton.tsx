import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLocationPanelView } from '../../features/location/locationPanelView';
import { currentLocationRequested } from '../../features/location/locationSlice';
import { LocateButton as Styled, Spinner } from './LocationPanel.styles';
import { PANEL_TEXTS } from '../components/location/panelTexts';

/** 'Use my current location' in the default view, the 'Locate me' chip over the map. */
export function LocateButton({ chip }: { chip: boolean }) {
  const dispatch = useAppDispatch();
  const panel = useAppSelector(selectLocationPanelView);
  const locating = panel.status !== 'closed' && panel.locating;
  return (
    <Styled
      type="button"
      $chip={chip}
      aria-busy={locating}
      onClick={() => dispatch(currentLocationRequested({ automatic: false }))}
    >
      {locating ? <Spinner aria-hidden="true" /> : <span aria-hidden="true">◎</span>}
      {chip ? PANEL_TEXTS.locateMe : PANEL_TEXTS.useCurrentLocation}
    </Styled>
  );
}
