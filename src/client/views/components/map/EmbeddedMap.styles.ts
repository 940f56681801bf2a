import styled from 'styled-components';
import { stepGlyph } from '../ui/controls.styles';

export const MapFrame = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 16rem;
  overflow: hidden;
  background: #e7edf8;
  touch-action: none;
  user-select: none;
`;

export const MapSvg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  cursor: grab;
  &:active {
    cursor: grabbing;
  }
`;

export const Pin = styled.g`
  cursor: grab;
  outline: none;
  &:focus-visible .pin-ring {
    stroke: #ffc94d;
    stroke-width: 4;
  }
`;

export const ZoomControls = styled.div`
  position: absolute;
  right: 0.75rem;
  top: 3.75rem;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  button {
    width: 40px;
    height: 40px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    ${stepGlyph}
  }
`;
