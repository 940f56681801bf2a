import styled, { css } from 'styled-components';

/** SPEC 9: 120 px wide, 9/16, bottom left; 70 px higher over a cart bar below 700 px wide. */
export const Preview = styled.div<{ $raised: boolean }>`
  position: fixed;
  left: 1rem;
  bottom: 1rem;
  z-index: 9;
  width: 120px;
  aspect-ratio: 9 / 16;
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
  background: #000;
  box-shadow: 0 8px 24px rgba(10, 15, 40, 0.35);
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
  background: none;
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

export const FullScreen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: #000;
  img,
  video {
    max-width: 100%;
    max-height: 100%;
    aspect-ratio: 9 / 16;
    object-fit: contain;
  }
  a {
    position: absolute;
    bottom: 2rem;
    left: 50%;
    transform: translateX(-50%);
    padding: 0.75rem 1.5rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
`;
