import type { Offer } from './coupons';
import { effectiveOfferDiscount } from './coupons';
import { MESSAGES } from './messages';
import { prepayDiscount } from './pricing';

export type TagLabel = 'On Wall' | 'On Stand' | 'Room Decor';

/** The tag that means the price is given on enquiry only. */
export const ON_DEMAND_TAG = 'on-demand booking';

// 'ring' must start a word so that 'string lights' or 'spring' do not read as a ring stand.
const TAG_LABEL_RULES: readonly (readonly [RegExp, TagLabel])[] = [
  [/wall decor/, 'On Wall'],
  [/\bring|ustand|square stand/, 'On Stand'],
  [/room decor/, 'Room Decor'],
];

/** Label for one tag (case-insensitive), or null when the tag carries none. */
export function tagLabel(tag: string): TagLabel | null {
  const lower = tag.toLowerCase();
  return TAG_LABEL_RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

/** Label of a product: that of its first labelled tag. */
export function productTagLabel(tags: readonly string[]): TagLabel | null {
  for (const tag of tags) {
    const label = tagLabel(tag);
    if (label) return label;
  }
  return null;
}

export function isOnDemandBooking(tags: readonly string[]): boolean {
  return tags.some((tag) => tag.trim().toLowerCase() === ON_DEMAND_TAG);
}

/** What the server answers when a price-on-request product is put in a cart, placed or paid. */
export const PRICE_ON_REQUEST_MESSAGE =
  'This decor is priced on request. Please call or chat with us to book it.';

/**
 * A product priced on request (SPEC 2: the on-demand tag, or no selling price): never shown a
 * price, never priced into a cart or booked; the customer calls or chats instead.
 */
export function isPriceOnRequest(tags: readonly string[], sellingPrice: unknown): boolean {
  return (
    isOnDemandBooking(tags) ||
    typeof sellingPrice !== 'number' ||
    !Number.isFinite(sellingPrice) ||
    sellingPrice <= 0
  );
}

export interface PriceDisplayInput {
  hasLocation: boolean;
  calculating: boolean;
  tags: readonly string[];
  sellingPrice: number | null | undefined;
  isLoggedIn: boolean;
  offer: Offer | null | undefined;
}

export type PriceDisplayState =
  | { kind: 'calculating' }
  | { kind: 'noLocation'; message: string }
  | { kind: 'onRequest'; message: string }
  | { kind: 'loggedOut'; message: string; price: number }
  | {
      kind: 'offer';
      sellingPrice: number;
      offerCode: string;
      offerDiscount: number;
      prepaidDiscount: number;
      price: number;
    }
  | {
      kind: 'prepaid';
      label: string;
      sellingPrice: number;
      prepaidDiscount: number;
      price: number;
    };

/**
 * What a product card shows for its price (SPEC 2 "Price display states"). A missing, zero or
 * malformed selling price counts as "on request". The offer is priced on the product alone
 * and only counts when it is usable and gives a discount; otherwise the prepaid price shows.
 */
export function priceDisplayState(input: PriceDisplayInput): PriceDisplayState {
  if (input.calculating) return { kind: 'calculating' };
  if (!input.hasLocation) return { kind: 'noLocation', message: MESSAGES.setLocationToViewPrice };
  const sellingPrice = input.sellingPrice;
  if (isPriceOnRequest(input.tags, sellingPrice) || typeof sellingPrice !== 'number') {
    return { kind: 'onRequest', message: MESSAGES.enquireForPrice };
  }
  if (!input.isLoggedIn) {
    return { kind: 'loggedOut', message: MESSAGES.loginToDropPrice, price: sellingPrice };
  }
  const prepaidDiscount = prepayDiscount(sellingPrice);
  const offerDiscount = input.offer
    ? effectiveOfferDiscount(input.offer, sellingPrice, sellingPrice)
    : 0;
  if (input.offer && offerDiscount > 0) {
    return {
      kind: 'offer',
      sellingPrice,
      offerCode: input.offer.offerCode,
      offerDiscount,
      prepaidDiscount,
      price: Math.max(0, sellingPrice - offerDiscount - prepaidDiscount),
    };
  }
  return {
    kind: 'prepaid',
    label: MESSAGES.prepaidOffer,
    sellingPrice,
    prepaidDiscount,
    price: sellingPrice - prepaidDiscount,
  };
}

/**
 * A slug or lower-case phrase as a heading: 'kids-party' → 'Kids Party'. Only a word's first
 * letter is raised, so "kid's party" reads "Kid's Party", never "Kid'S Party".
 */
export function titleCase(text: string): string {
  return text
    .replace(/[-_]+/g, ' ')
    .replace(
      /(^|\s)(\p{Ll})/gu,
      (_, space: string, letter: string) => space + letter.toUpperCase(),
    );
}
