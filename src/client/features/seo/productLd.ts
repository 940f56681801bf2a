// A product page's structured data (see structuredData.ts).
import type {
  AggregateOffer,
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

/** The lowest and highest selling prices of a product's price table (every hub and city). */
function priceRange(product: Product): { low: number; high: number; count: number } | null {
  const { defaultPrice, hubWise, cityWise } = product.pricing;
  const prices = [
    defaultPrice,
    ...hubWise.map((row) => row.price),
    ...cityWise.map((row) => row.price),
  ]
    .map((price) => price.sellingPrice)
    .filter((price) => price > 0);
  if (prices.length === 0) return null;
  return { low: Math.min(...prices), high: Math.max(...prices), count: new Set(prices).size };
}

/**
 * A product page, always with its offer in INR. The offer carries the price the page shows for
 * the visitor's service location (`price`); with none shown yet ('Set location to view price',
 * as a crawler sees the page) it is an AggregateOffer from the lowest to the highest price the
 * product has anywhere it is served; a product priced on request offers without a price. Ratings
 * come from customers' feedback only.
 */
export function productLd(
  origin: string,
  product: Product,
  price: number | null,
): WithContext<ProductThing> {
  const url = absoluteUrl(origin, productPath(product));
  const analytics = product.feedback?.analytics;
  const rated = analytics !== undefined && analytics.total > 0;
  const availability = product.active
    ? 'https://schema.org/InStock'
    : 'https://schema.org/Discontinued';
  const range = price === null ? priceRange(product) : null;
  const offer: Offer | AggregateOffer =
    price !== null
      ? { '@type': 'Offer', price, priceCurrency: 'INR', availability, url }
      : range
        ? {
            '@type': 'AggregateOffer',
            lowPrice: range.low,
            highPrice: range.high,
            offerCount: range.count,
            priceCurrency: 'INR',
            availability,
            url,
          }
        : { '@type': 'Offer', priceCurrency: 'INR', availability, url };
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
    offers: offer,
    ...(rating ? { aggregateRating: rating } : {}),
    ...(reviews.length > 0 ? { review: reviews } : {}),
  };
}
