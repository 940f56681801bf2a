import styled from 'styled-components';

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
