import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  overlayClicked,
  selectOverlay,
  selectOverlayContent,
} from '../../../features/overlay/overlaySlice';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast - 1};
  display: grid;
  place-content: center;
  gap: 1rem;
  padding: 2rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.75rem;
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Close = styled.button`
  justify-self: center;
  min-height: 44px;
  padding: 0 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.small};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  cursor: pointer;
`;

/** SPEC 4: full screen over anything; a click closes it; pending and failed link to /help. */
export function ConfirmationOverlay() {
  const overlay = useAppSelector(selectOverlay);
  const content = useAppSelector(selectOverlayContent);
  const dispatch = useAppDispatch();
  if (overlay.status !== 'shown' || !content) return null;
  const close = () => dispatch(overlayClicked());
  return (
    <Screen
      role="alertdialog"
      aria-modal="true"
      aria-label={content.title}
      data-variant={overlay.type}
      onClick={close}
    >
      <h2>{content.title}</h2>
      {content.detail && <p>{content.detail}</p>}
      {content.raiseQuery && <Link to="/help">Raise a Query?</Link>}
      <Close type="button" onClick={close}>
        Close
      </Close>
    </Screen>
  );
}
