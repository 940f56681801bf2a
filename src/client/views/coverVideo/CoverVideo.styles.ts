import styled, { css } from 'styled-components';

/**
 * SPEC 9: 120 px wide, 9/16, bottom left; 70 px higher over a cart bar below 700 px wide. On a
 * phone it docks as a 56 px round thumbnail beside the contact button, so it hides no content.
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
  @media (max-width: 699px) {
    width: 56px;
    aspect-ratio: 1;
    border-radius: 50%;
    button + button {
      top: -8px;
      right: -8px;
      width: 24px;
      height: 24px;
      font-size: 0.9rem;
    }
  }
  ${({ $raised }) =>
    $raised &&
    css`
      @media (max-width: 699px) {
        bottom: calc(1rem + 70px);
      }
    `}
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
