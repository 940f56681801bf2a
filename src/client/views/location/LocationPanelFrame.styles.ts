import styled, { keyframes } from 'styled-components';

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
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: rgba(10, 15, 40, 0.45);
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
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;
