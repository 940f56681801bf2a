// Structured data (schema.org JSON-LD) of the public pages, as Google's rich-result guides ask
// for each type. Pure builders: contract data and the site's origin in, typed objects out. This
// module holds what listings share with the others; the product page's (productLd.ts) and the
// site's own (siteLd.ts) load with the pages that show them.
import type { BreadcrumbList, ItemList, Thing, WithContext } from 'schema-dts';
import type { Product } from '../../../shared/contract';
import { absoluteUrl, productPath } from '../../../shared/domain';

export const CONTEXT = 'https://schema.org' as const;

/** The listing every breadcrumb trail passes through. */
export const ALL_DECORATIONS = { name: 'All decorations', path: '/decors/list' } as const;

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
