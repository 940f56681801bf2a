import styled, { createGlobalStyle, css } from 'styled-components';

/** SPEC 9: the preview is 120 px wide at 9/16, so this tall. */
const PREVIEW_HEIGHT = 'calc(120px * 16 / 9)';
/** Below 700 px wide, 70 px higher over a cart bar. */
const RAISE = '70px';

/**
 * SPEC 9: 120 px wide, 9/16, bottom left; 70 px higher over a cart bar below 700 px wide, on
 * every screen.
 */
export const Preview = styled.div<{ $raised: boolean }>`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 9;
  width: 120px;
  aspect-ratio: 9 / 16;
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 8px 24px rgba(10, 15, 40, 0.35);
  ${({ $raised }) =>
    $raised &&
    css`
      @media (max-width: 699px) {
        bottom: calc(1rem + ${RAISE});
      }
    `}
`;

/**
 * While the preview floats, what the page scrolls into view lands above it, and the page ends
 * above it (the footer's last links stay free), on a phone as on a wide screen.
 */
export const RoomForPreview = createGlobalStyle<{ $raised: boolean }>`
  @media (max-width: 699px) {
    html:has([data-cover-preview]) {
      scroll-padding-bottom: calc(${PREVIEW_HEIGHT} + 1.5rem${({ $raised }) => ($raised ? ` + ${RAISE}` : '')});
    }
    body:has([data-cover-preview]) footer {
      padding-bottom: calc(${PREVIEW_HEIGHT} + 2rem${({ $raised }) => ($raised ? ` + ${RAISE}` : '')});
    }
  }
`;

export const Media = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const PreviewButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: none;
  border-radius: inherit;
  overflow: hidden;
  background: #000;
  cursor: pointer;
  img,
  video {
    ${Media}
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  top: 4px;
  right: 4px;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: none;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: 1.1rem;
  cursor: pointer;
`;
