// What product cards are made of, for every list of them (the listing, the keyword pages): the
// fields a card asks for, and the answer turned into the products the views take.
import { createSelector } from '@reduxjs/toolkit';
import type { Product, ProductProjection } from '../../../shared/contract';

/**
 * What a listing card shows: name, first image, tag label, the hub's price and the review totals
 * (`_id` always comes). A page of cards is a fraction of the full products' size: no pricing
 * tables, descriptions, inclusions or variants, which only a product page reads (it asks for
 * itself). The review totals are the product page's own, so a card's stars match its page.
 */
export { CARD_FIELDS } from '../../../shared/contract/constants';

/** A priced-on-request card: nothing to show but 'Enquire for price'. */
const NO_PRICE = { sellingPrice: 0, costPrice: 0, webDiscount: 0 };

const cardsOf = new WeakMap<readonly ProductProjection[], Product[]>();

/**
 * A page's cards as the views take products. A card carries its hub's resolved price only, so
 * its price table is that one price (for that hub; a list is shown for its own hub only), or
 * none for a product priced on request. Made once per answer, so cards keep their identity.
 */
export function listingProducts(products: readonly ProductProjection[]): Product[] {
  const known = cardsOf.get(products);
  if (known) return known;
  const cards = products.map((product): Product => {
    const { resolvedPrice } = product;
    const price = resolvedPrice && {
      sellingPrice: resolvedPrice.sellingPrice,
      costPrice: resolvedPrice.costPrice,
      webDiscount: resolvedPrice.webDiscount,
    };
    return {
      name: '',
      images: [],
      tags: [],
      active: true,
      pricing: {
        defaultPrice: price ?? NO_PRICE,
        hubWise: resolvedPrice && price ? [{ hubId: resolvedPrice.hubId, price }] : [],
        cityWise: [],
      },
      ...product,
    };
  });
  cardsOf.set(products, cards);
  return cards;
}

const NO_CARDS: Product[] = [];

/**
 * Cards for a list of product ids kept by this browser or account (recently viewed, the
 * wishlist), in the ids' order (`ids` joined by commas), from the server's answer for them; an id
 * the answer lacks (a decor taken off the catalogue) is left out.
 */
export const cardsInIdOrder = createSelector(
  [
    (products: readonly ProductProjection[] | undefined) => products,
    (_products: readonly ProductProjection[] | undefined, ids: string) => ids,
  ],
  (products, ids): Product[] => {
    if (!products || ids === '') return NO_CARDS;
    const byId = new Map(listingProducts(products).map((card) => [card._id, card]));
    return ids.split(',').flatMap((id) => byId.get(id) ?? []);
  },
);
