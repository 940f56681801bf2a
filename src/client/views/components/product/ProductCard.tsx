import { memo } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Product } from '../../../../shared/contract';
import { productPath, ratingText, productTagLabel } from '../../../../shared/domain';
import { Picture, type PicturePriority } from '../ui/Picture';
import { VisuallyHidden } from '../ui/ui.styles';
import { PriceBlock } from '../price/PriceBlock';
import { ProductMedia } from './ProductMedia.styles';
import { WishlistHeart } from './WishlistHeart';

export const Card = styled.article`
  position: relative;
  display: grid;
  gap: 0.35rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  padding: 0.5rem;
  min-width: 0;
`;

/** SPEC 9: a card is 22% of the row on wide screens, 47% on phones. */
const CARD_IMAGE_SIZES = '(min-width: 769px) 22vw, 47vw';

const Media = styled(ProductMedia)`
  position: relative;
`;

// Above the card-wide link, so the heart and the price prompts stay their own controls.
const Corner = styled.div`
  position: absolute;
  top: 0.35rem;
  right: 0.35rem;
  z-index: 1;
`;

const Above = styled.div`
  position: relative;
  z-index: 1;
`;

const Label = styled.span`
  position: absolute;
  left: 0.35rem;
  bottom: 0.35rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  background: rgba(16, 22, 63, 0.85);
  color: #fff;
`;

/** Two lines at most, wrapped at spaces, in a box exactly two lines high: no third line peeks. */
const Name = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: break-word;
  line-height: 1.3;
  height: 2.6em;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Meta = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * How a card's image loads: 'lazy' below the fold; 'eager' in the first row a phone or a laptop
 * shows without scrolling; 'first' for the page's first image, asked for ahead of the others.
 */
export type ImagePriority = PicturePriority;

/**
 * A listing card: sized image, heart, label, rating (and review count), name and the price block.
 * A list drawn again with the same products (the listing taking over its server-drawn first
 * page, a next page appended) leaves its cards alone; the heart and the price follow the store.
 */
export const ProductCard = memo(function ProductCard({
  product,
  imagePriority = 'lazy',
}: {
  product: Product;
  imagePriority?: ImagePriority;
}) {
  const label = productTagLabel(product.tags);
  const image = product.images[0];
  // The product page's own line from the server's review totals: no stars without reviews.
  const rating = ratingText(product.feedback);
  return (
    <Card aria-label={product.name}>
      <Media>
        {image && (
          <Picture
            src={image}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            priority={imagePriority}
            width={300}
            height={300}
          />
        )}
        {label && <Label>{label}</Label>}
      </Media>
      <Name to={productPath(product)}>{product.name}</Name>
      <Meta>
        <span aria-hidden="true">{rating.shown}</span>
        <VisuallyHidden>{rating.spoken}</VisuallyHidden>
      </Meta>
      <Above>
        <PriceBlock product={product} />
      </Above>
      <Corner>
        <WishlistHeart productId={product._id} productName={product.name} />
      </Corner>
    </Card>
  );
});
