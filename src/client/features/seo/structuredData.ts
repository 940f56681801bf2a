// Structured data (schema.org JSON-LD) of the public pages, as Google's rich-result guides ask
// for each type. Pure builders: contract data and the site's origin in, typed objects out.
import type {
  AggregateRating,
  BreadcrumbList,
  FAQPage,
  ItemList,
  Offer,
  Organization,
  Product as ProductThing,
  Review,
  SearchAction,
  Service,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import { appConfig } from '../../../../config/app.config';
import type { Faq, KeywordDetail, Product } from '../../../shared/contract';
import { absoluteUrl, occasionListingPath, productPath } from '../../../shared/domain';
import { LOGO_PATH } from './urls';

const CONTEXT = 'https://schema.org' as const;

/** The listing every breadcrumb trail passes through. */
const ALL_DECORATIONS = { name: 'All decorations', path: '/decors/list' } as const;

/** The search results page the search box opens; {search_term_string} is Google's placeholder. */
const SEARCH_PATH_TEMPLATE = '/decors/list?searchText={search_term_string}';

const organizationId = (origin: string) => absoluteUrl(origin, '/#organization');

const titleCase = (text: string) =>
  text.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** Home: who runs the site, with its logo and how customers reach it. */
export function organizationLd(origin: string): WithContext<Organization> {
  const { callNumber, supportEmail } = appConfig.contact;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: appConfig.shortName,
    alternateName: appConfig.name,
    description: appConfig.description,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, LOGO_PATH),
    email: supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: callNumber,
      email: supportEmail,
      areaServed: 'IN',
    },
  };
}

/** Home: the site, with the search the navigation box runs (the listing's searchText). */
export function webSiteLd(origin: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(origin, SEARCH_PATH_TEMPLATE) },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: appConfig.shortName,
    alternateName: appConfig.name,
    url: absoluteUrl(origin, '/'),
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  };
}

/** One step of a breadcrumb trail; the page itself, last, needs no path. */
export interface Crumb {
  name: string;
  path?: string;
}

/** Product and listing pages: the trail from home to the page. */
export function breadcrumbLd(
  origin: string,
  crumbs: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: absoluteUrl(origin, crumb.path) }),
    })),
  };
}

/** The trail of a listing: all decorations, then the listing itself when it is another. */
export function listingCrumbs(heading: string): Crumb[] {
  return heading === ALL_DECORATIONS.name
    ? [{ name: heading }]
    : [ALL_DECORATIONS, { name: heading }];
}

/** The trail of a product: all decorations, its first occasion's listing, the product. */
export function productCrumbs(product: Pick<Product, 'name' | 'occasions'>): Crumb[] {
  const occasion = product.occasions?.[0];
  return [
    ALL_DECORATIONS,
    ...(occasion ? [{ name: `${occasion} decorations`, path: occasionListingPath(occasion) }] : []),
    { name: product.name },
  ];
}

/** Listings and keyword pages: the decors shown, in order, each by its page. Null when empty. */
export function itemListLd(
  origin: string,
  name: string,
  products: readonly Pick<Product, '_id' | 'name'>[],
): WithContext<ItemList> | null {
  if (products.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: product.name,
      url: absoluteUrl(origin, productPath(product)),
    })),
  };
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

/**
 * A keyword page that belongs to a city (/kw/decoration-in-{city} and its variants): the
 * decoration service offered there. A Service with areaServed rather than a LocalBusiness,
 * because decorators come to the customer and the pages name no premises to visit.
 */
export function cityServiceLd(
  origin: string,
  path: string,
  detail: KeywordDetail,
  heading: string,
): WithContext<Service> | null {
  if (!detail.city) return null;
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: heading,
    description: detail.description ?? detail.topSubHeading,
    serviceType: detail.occasion
      ? `${titleCase(detail.occasion)} decoration`
      : 'Balloon and theme decoration',
    url: absoluteUrl(origin, path),
    areaServed: {
      '@type': 'City',
      name: titleCase(detail.city),
      containedInPlace: { '@type': 'Country', name: 'India' },
    },
    provider: {
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: appConfig.shortName,
      url: absoluteUrl(origin, '/'),
    },
  };
}

/** /faqs: every question with its answer. Null when there are none. */
export function faqPageLd(faqs: readonly Faq[]): WithContext<FAQPage> | null {
  if (faqs.length === 0) return null;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

// Characters that could end the script element or an HTML comment, or that some JavaScript
// parsers read as line ends; escaped as JSON allows, so the data reads back the same.
const UNSAFE = /[<>&\u2028\u2029]/g;

/** JSON-LD text that is safe inside <script>: no content can close the element. */
export function serializeJsonLd(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
