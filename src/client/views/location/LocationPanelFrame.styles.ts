import styled, { keyframes } from 'styled-components';
import { panelBackdrop, panelHeader, panelIconButton } from '../components/ui/panelFrame.styles';

/* The panel's frame, drawn at once when it opens; its contents load with their own chunk. */

/** SPEC 2 and 9: a bottom sheet at 30 rem or less, otherwise a left drawer; at most 30 rem wide. */
const NARROW = '(max-width: 30rem)';

const fromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;
const fromBottom = keyframes`
  from { transform: translateY(100%); }
  to { transform: none; }
`;

export const PanelBackdrop = styled.div`
  ${panelBackdrop}
`;

export const Sheet = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 30rem;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 4px 0 24px rgba(10, 15, 40, 0.25);
  animation: ${fromLeft} 0.3s ease-out;
  outline: none;
  @media ${NARROW} {
    top: auto;
    height: 92vh;
    border-radius: ${({ theme }) => theme.radii.large} ${({ theme }) => theme.radii.large} 0 0;
    animation-name: ${fromBottom};
  }
`;

export const SheetHeader = styled.div`
  ${panelHeader}
`;

export const IconButton = styled.button`
  ${panelIconButton}
  width: 40px;
  height: 40px;
`;
