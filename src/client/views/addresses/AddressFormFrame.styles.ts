import styled, { keyframes } from 'styled-components';
import { panelBackdrop, panelHeader, panelIconButton } from '../components/ui/panelFrame.styles';

/* The panel's frame, drawn at once when it opens; its form loads with its own chunk. */

const rise = keyframes`
  from { transform: translateY(16px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

export const PanelBackdrop = styled.div`
  ${panelBackdrop}
  display: flex;
  align-items: flex-end;
  justify-content: center;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    align-items: center;
    padding: 1rem;
  }
`;

/** A bottom sheet on phones, a centred card on wide screens; its body scrolls. */
export const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 30rem;
  max-height: 92vh;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large} ${({ theme }) => theme.radii.large} 0 0;
  box-shadow: 0 12px 40px rgba(10, 15, 40, 0.25);
  animation: ${rise} 0.3s ease-out;
  outline: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.wide + 1}px) {
    border-radius: ${({ theme }) => theme.radii.medium};
  }
`;

export const SheetHeader = styled.div`
  ${panelHeader}
  justify-content: space-between;
`;

export const IconButton = styled.button`
  ${panelIconButton}
  width: 44px;
  height: 44px;
  flex: none;
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;
