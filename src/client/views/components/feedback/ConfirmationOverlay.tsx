import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  overlayClicked,
  selectOverlay,
  selectOverlayContent,
  type OverlayType,
} from '../../../features/overlay/overlaySlice';
import { Button } from '../ui/ui.styles';

type Tone = 'done' | 'pending' | 'failed';

const TONES: Record<OverlayType, Tone> = {
  _ORDER_PLACED: 'done',
  _ORDER_CANCELLED: 'done',
  _ORDER_RESCHEDULED: 'done',
  _PAYMENT_DONE: 'done',
  _PAYMENT_PENDING: 'pending',
  CART_PAYMENT_PENDING: 'pending',
  _PAYMENT_FAILED: 'failed',
  _PAYMENT_CREDITED: 'pending',
};

/** What the card says under its heading when the spec gives no detail. */
const SUMMARIES: Partial<Record<OverlayType, string>> = {
  _ORDER_PLACED: 'Your booking is confirmed. Its details are on your order page.',
  _ORDER_CANCELLED: 'It has moved to your past bookings.',
  _ORDER_RESCHEDULED: 'Your new date and time are on your order page.',
  _PAYMENT_DONE: 'Thank you. The payment is on your order page.',
  _PAYMENT_FAILED:
    'You can try paying again. If money was deducted, raise a query and we will sort it out.',
};

const TONE_COLOURS: Record<Tone, { ring: string; mark: string }> = {
  done: { ring: '#E3F4E8', mark: '#1B873F' },
  pending: { ring: '#FFF4D6', mark: '#9A6700' },
  failed: { ring: '#FDE7E7', mark: '#C62828' },
};

const ICON_PATHS: Record<Tone, string> = {
  done: 'M9 16.5l4.5 4.5L23 11.5',
  pending: 'M16 9v7l4.5 3',
  failed: 'M11 11l10 10M21 11L11 21',
};

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { transform: translateY(16px) scale(0.98); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast - 1};
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(10, 15, 40, 0.55);
  animation: ${fade} 0.2s ease-out;
`;

const Card = styled.div`
  width: min(100%, 24rem);
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 2rem 1.5rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 48px rgba(10, 15, 40, 0.3);
  text-align: center;
  animation: ${rise} 0.3s ease-out;
  h2 {
    margin: 0;
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    line-height: 1.45;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 0.5rem;
  width: 100%;
  margin-top: 0.5rem;
  a {
    display: grid;
    place-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

function ToneIcon({ tone }: { tone: Tone }) {
  const { ring, mark } = TONE_COLOURS[tone];
  return (
    <svg width="64" height="64" viewBox="0 0 32 32" aria-hidden="true" data-tone={tone}>
      <circle cx="16" cy="16" r="16" fill={ring} />
      <circle cx="16" cy="16" r="10.5" fill="none" stroke={mark} strokeWidth="1.5" />
      <path
        d={ICON_PATHS[tone]}
        fill="none"
        stroke={mark}
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * SPEC 4: over anything, a click anywhere closes it; pending and failed link to /help. A card
 * like the app's dialogs: an icon of how it went, the spec's heading, a summary and the actions.
 */
export function ConfirmationOverlay() {
  const overlay = useAppSelector(selectOverlay);
  const content = useAppSelector(selectOverlayContent);
  const dispatch = useAppDispatch();
  if (overlay.status !== 'shown' || !content) return null;
  const close = () => dispatch(overlayClicked());
  const summary = content.detail ?? SUMMARIES[overlay.type];
  return (
    <Screen
      role="alertdialog"
      aria-modal="true"
      aria-label={content.title}
      data-variant={overlay.type}
      onClick={close}
    >
      <Card>
        <ToneIcon tone={TONES[overlay.type]} />
        <h2>{content.title}</h2>
        {summary && <p>{summary}</p>}
        <Actions>
          <Button type="button" onClick={close}>
            Close
          </Button>
          {content.raiseQuery && <Link to="/help">Raise a Query?</Link>}
        </Actions>
      </Card>
    </Screen>
  );
}
