import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { LocationPanelView, MapCardView } from '../../features/location/locationPanelView';
import {
  changeRequested,
  pinMoved,
  selectAddressHeadline,
} from '../../features/location/locationSlice';
import { confirmLocation } from '../../features/location/locationThunks';
import { ServiceMap } from '../components/map/ServiceMap';
import { Button, TextButton } from '../components/ui/ui.styles';
import { LocateButton } from './LocateButton';
import { BottomCard, CardHeadline, MapArea } from './LocationPanel.styles';
import { PANEL_TEXTS } from '../components/location/panelTexts';
import { MESSAGES } from '../../../shared/domain';

/** The map with its draggable pin and the bottom card's states. */
export function MapView({ panel }: { panel: Extract<LocationPanelView, { status: 'map' }> }) {
  const dispatch = useAppDispatch();
  return (
    <MapArea>
      <LocateButton chip />
      <ServiceMap
        point={panel.point}
        recentre={panel.recentre}
        onPinMoved={(moved) => dispatch(pinMoved(moved))}
      />
      <MapCard card={panel.card} />
    </MapArea>
  );
}

/**
 * The card's step moves focus to its next action (confirm, or change a place not served), or to
 * the card while it waits, unless the customer has put focus somewhere else (the map's pin, say).
 */
function useCardFocus(step: string) {
  const card = useRef<HTMLDivElement>(null);
  const action = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body || card.current?.contains(focused);
    if (lost) (action.current ?? card.current)?.focus();
  }, [step]);
  return { card, action };
}

function MapCard({ card: shown }: { card: MapCardView }) {
  const dispatch = useAppDispatch();
  const headline = useAppSelector(selectAddressHeadline);
  const { card, action } = useCardFocus(shown.state);

  if (shown.state === 'loading') {
    return (
      <BottomCard ref={card} tabIndex={-1} role="status" aria-live="polite">
        <h3>{PANEL_TEXTS.pleaseWait}</h3>
        <Button type="button" disabled>
          {PANEL_TEXTS.confirmLocationDisabled}
        </Button>
      </BottomCard>
    );
  }
  if (shown.state === 'serviceable') {
    return (
      <BottomCard ref={card} tabIndex={-1} role="status" aria-live="polite">
        <CardHeadline>
          <h3>{headline ?? (shown.placeLoading ? PANEL_TEXTS.pleaseWait : '')}</h3>
          <TextButton type="button" onClick={() => dispatch(changeRequested())}>
            {PANEL_TEXTS.change}
          </TextButton>
        </CardHeadline>
        {shown.place && <p>{shown.place.formattedAddress}</p>}
        <Button ref={action} type="button" onClick={() => dispatch(confirmLocation())}>
          {PANEL_TEXTS.confirmLocation}
        </Button>
      </BottomCard>
    );
  }
  if (shown.state === 'notServiceable') {
    return (
      <BottomCard ref={card} tabIndex={-1} role="status" aria-live="polite">
        <h3>{MESSAGES.notServiceableTitle}</h3>
        <p>{PANEL_TEXTS.notServiceableDetail}</p>
        <Button
          ref={action}
          type="button"
          $variant="ghost"
          onClick={() => dispatch(changeRequested())}
        >
          {PANEL_TEXTS.changeLocation}
        </Button>
      </BottomCard>
    );
  }
  return null;
}
