import styled from 'styled-components';

/** A product's square picture frame, cropped to fill (product cards and the wishlist). */
export const ProductMedia = styled.div`
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radii.small};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
