import type { Product } from '../../../shared/contract';
import { LISTING_PAGE_SIZE } from '../../../shared/contract/constants';
import { productPath } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectWishlistBusy, selectWishlistIds } from '../../features/wishlist/wishlistSlice';
import { wishlistRemovalAsked } from '../../features/wishlist/wishlistThunks';
import { PageMeta } from '../components/head/PageMeta';
import { PriceBlock } from '../components/price/PriceBlock';
import { ProductMedia } from '../components/product/ProductMedia.styles';
import { Picture } from '../components/ui/Picture';
import { Button, PageSection, Skeleton } from '../components/ui/ui.styles';
import { Card, Cards, Empty, NameLink } from './WishlistPage.styles';
import { WishlistRemoveDialog } from './WishlistRemoveDialog';
import { useProductsByIdsForHub } from '../../features/listing/catalogueQueries';

const isWholeProduct = (product: object): product is Product =>
  'pricing' in product && 'name' in product && 'images' in product && 'tags' in product;

/** Two cards a row on phones, four on wide screens. */
const WISHLIST_IMAGE_SIZES = '(min-width: 769px) 22vw, 47vw';

function WishlistCard({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectWishlistBusy) === product._id;
  const headingId = `wishlist-${product._id}`;
  const image = product.images[0];
  return (
    <Card aria-labelledby={headingId}>
      <ProductMedia>
        {image && (
          <Picture src={image} sizes={WISHLIST_IMAGE_SIZES} alt="" width={300} height={300} />
        )}
      </ProductMedia>
      <h2 id={headingId}>
        <NameLink to={productPath(product)}>{product.name}</NameLink>
      </h2>
      <PriceBlock product={product} />
      <Button
        type="button"
        $variant="ghost"
        disabled={busy}
        aria-label={`Remove ${product.name} from wishlist`}
        onClick={() => dispatch(wishlistRemovalAsked(product._id))}
      >
        Remove
      </Button>
    </Card>
  );
}

/** /profile/wishlist (guarded): the wishlisted decors, newest first. */
export default function WishlistPage() {
  const ids = useAppSelector(selectWishlistIds).slice(0, LISTING_PAGE_SIZE);
  const { data, isLoading } = useProductsByIdsForHub(ids, { limit: LISTING_PAGE_SIZE });
  // The last answer stays while a smaller list reloads, so cards follow the ids at once.
  const byId = new Map(
    (data?.products ?? []).filter(isWholeProduct).map((product) => [product._id, product]),
  );
  const products = ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });

  return (
    <PageSection aria-labelledby="wishlist-title">
      <PageMeta title="My Wishlist" noIndex />
      <h1 id="wishlist-title">My Wishlist</h1>
      {ids.length === 0 ? (
        <Empty>
          <p>Your wishlist is empty.</p>
          <NameLink to="/decors/list">Browse decorations</NameLink>
        </Empty>
      ) : isLoading ? (
        <Cards aria-hidden="true">
          {ids.slice(0, 4).map((id) => (
            <li key={id}>
              <Skeleton $height="16rem" />
            </li>
          ))}
        </Cards>
      ) : (
        <Cards aria-label="Wishlisted decorations">
          {products.map((product) => (
            <li key={product._id}>
              <WishlistCard product={product} />
            </li>
          ))}
        </Cards>
      )}
      <WishlistRemoveDialog products={products} />
    </PageSection>
  );
}
