import type { Banner, HomeRail } from '../../../../shared/contract';
import { useAppSelector } from '../../../app/hooks';
import { selectUser } from '../../../features/auth/authSlice';
import { listingProducts } from '../../../features/listing/listingCards';
import { selectRecentlyViewed } from '../../../features/recentlyViewed/recentlyViewedSlice';
import { selectWishlistIds } from '../../../features/wishlist/wishlistSlice';
import { AppDownload } from '../../components/contact/AppDownload';
import { HowItWorks } from './HowItWorks';
import { OfferBanners } from './OfferBanners';
import { Rail } from './Rail';
import { useCardsById } from './useCardsById';

/** Decors this browser opened, most recent first (kept on the device). */
function RecentlyViewedRail() {
  const ids = useAppSelector(selectRecentlyViewed);
  const products = useCardsById(ids);
  if (products.length === 0) return null;
  return (
    <Rail
      id="recently-viewed"
      title="Recently viewed"
      seeAllUrl={`/decors/predefined?ids=${products.map((product) => product._id).join(',')}`}
      products={products}
    />
  );
}

/** The signed-in customer's wishlist, newest first; nothing for a visitor or an empty list. */
function WishlistRail() {
  const user = useAppSelector(selectUser);
  const ids = useAppSelector(selectWishlistIds);
  const products = useCardsById(user ? ids : []);
  if (!user || products.length === 0) return null;
  return (
    <Rail id="wishlist" title="Your wishlist" seeAllUrl="/profile/wishlist" products={products} />
  );
}

/**
 * The home page below its first screen: product rails, offer banners, how it works and the app.
 * A chunk of its own, drawn on the server with the rest of the page.
 */
export default function HomeRails({
  rails,
  banners,
}: {
  rails: readonly HomeRail[];
  banners: readonly Banner[];
}) {
  return (
    <>
      <RecentlyViewedRail />
      {rails.map((rail) => (
        <Rail
          key={rail.key}
          id={rail.key}
          title={rail.title}
          seeAllUrl={rail.seeAllUrl}
          products={listingProducts(rail.products)}
        />
      ))}
      <WishlistRail />
      <OfferBanners banners={banners} />
      <HowItWorks />
      <AppDownload />
    </>
  );
}
