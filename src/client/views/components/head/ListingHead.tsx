import type { Product } from '../../../../shared/contract';
import { useSiteOrigin } from '../../../app/site';
import { breadcrumbLd, itemListLd, listingCrumbs } from '../../../features/seo/structuredData';
import { JsonLd } from './JsonLd';
import { PageMeta } from './PageMeta';

/** The listing query parameters that choose what a listing shows; others leave its canonical URL. */
const LISTING_PARAMS = ['category', 'occassion', 'tags', 'searchText'] as const;

/**
 * A listing: named after its heading, its trail and the decors it shows. A search is kept out
 * of the index, and so carries no structured data either.
 */
export function ListingHead({
  heading,
  noIndex,
  products,
}: {
  heading: string;
  noIndex: boolean;
  products: readonly Pick<Product, '_id' | 'name'>[];
}) {
  const origin = useSiteOrigin();
  return (
    <>
      <PageMeta
        title={heading}
        description={`${heading} by Utsav: balloon and theme decoration set up at your home or venue. Set your location to see prices.`}
        noIndex={noIndex}
        params={LISTING_PARAMS}
      />
      {!noIndex && (
        <>
          <JsonLd data={breadcrumbLd(origin, listingCrumbs(heading))} />
          <JsonLd data={itemListLd(origin, heading, products)} />
        </>
      )}
    </>
  );
}
