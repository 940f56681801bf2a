import { css } from 'styled-components';

/* What the side panels' frames (location, address form) share; each frame adds its own layout. */

/** The dimmed layer under a panel, over everything else. */
export const panelBackdrop = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: rgba(10, 15, 40, 0.45);
`;

/** The panel's title row over its scrolling body. */
export const panelHeader = css`
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

/** A round, borderless button holding one glyph (back, close); the frame sets its size. */
export const panelIconButton = css`
  display: inline-grid;
  place-items: center;
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
