// A product page's structured data (see structuredData.ts).
import type {
  AggregateRating,
  Offer,
  Product as ProductThing,
  Review,
  WithContext,
} from 'schema-dts';
import { appConfig } from '../../../../config/app.config';
import type { Product } from '../../../shared/contract';
import { absoluteUrl, occasionListingPath, productPath } from '../../../shared/domain';
import { ALL_DECORATIONS, CONTEXT, type Crumb } from './structuredData';

/** The trail of a product: all decorations, its first occasion's listing, the product. */
export function productCrumbs(product: Pick<Product, 'name' | 'occasions'>): Crumb[] {
  const occasion = product.occasions?.[0];
  return [
    ALL_DECORATIONS,
    ...(occasion ? [{ name: `${occasion} decorations`, path: occasionListingPath(occasion) }] : []),
    { name: product.name },
  ];
}

const RATING_SCALE = { bestRating: 5, worstRating: 1 } as const;

/**
 * A product page. The offer carries the price the page shows for the visitor's service
 * location (`price`); with none shown ('Set location to view price', price on request) there is
 * no offer, since structured data must not state what the page does not. Ratings come from
 * customers' feedback only. Null when there is nothing of the three Google needs one of.
 */
export function productLd(
  origin: string,
  product: Product,
  price: number | null,
): WithContext<ProductThing> | null {
  const url = absoluteUrl(origin, productPath(product));
  const analytics = product.feedback?.analytics;
  const rated = analytics !== undefined && analytics.total > 0;
  if (price === null && !rated) return null;
  const offer: Offer | null =
    price === null
      ? null
      : {
          '@type': 'Offer',
          price,
          priceCurrency: 'INR',
          availability: product.active
            ? 'https://schema.org/InStock'
            : 'https://schema.org/Discontinued',
          url,
        };
  const rating: AggregateRating | null = rated
    ? {
        '@type': 'AggregateRating',
        ratingValue: Math.round(analytics.average * 10) / 10,
        ratingCount: analytics.total,
        ...RATING_SCALE,
      }
    : null;
  const reviews: Review[] = rated
    ? (product.feedback?.feedbacks ?? []).map((feedback) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: feedback.userName },
        datePublished: feedback.createdAt.slice(0, 10),
        reviewBody: feedback.review,
        reviewRating: { '@type': 'Rating', ratingValue: feedback.stars, ...RATING_SCALE },
      }))
    : [];
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    sku: product._id,
    url,
    image: product.images.map((image) => absoluteUrl(origin, image)),
    ...(product.description ? { description: product.description } : {}),
    brand: { '@type': 'Brand', name: appConfig.shortName },
    ...(offer ? { offers: offer } : {}),
    ...(rating ? { aggregateRating: rating } : {}),
    ...(reviews.length > 0 ? { review: reviews } : {}),
  };
}
