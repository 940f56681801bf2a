import { MESSAGES, addWorthMoreMessage, promoCodeInvalidMessage } from './messages';
import { assertRupees, percentOf } from './money';

/** discountType 0 is a percentage; any other value is a flat amount in rupees. */
export const PERCENTAGE_DISCOUNT = 0;

export interface Offer {
  offerCode: string;
  visibility: boolean;
  active: boolean;
  discountType: number;
  discountValue: number;
  /** Cap for percentage discounts; missing or 0 means uncapped. */
  maxOfferAmountGain?: number | null;
  minOrderValue?: number | null;
  isRange2?: boolean | null;
  range2MinOrderValue?: number | null;
  range2MaxOrderValue?: number | null;
  range2DiscountType?: number | null;
  range2DiscountValue?: number | null;
  /** Cap for the range discount (either type); missing or 0 means uncapped. */
  range2MaxPriceGain?: number | null;
}

// Offers are stored data, not caller input: a malformed number in an offer counts as 0
// (no discount, no cap, no minimum) rather than breaking pricing for every cart.
const num = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** Offers a customer may see and apply. */
export function isOfferUsable(offer: Offer): boolean {
  return offer.active && offer.visibility;
}

export function visibleOffers<T extends Offer>(offers: readonly T[]): T[] {
  return offers.filter(isOfferUsable);
}

function inRange2(offer: Offer, orderValue: number): boolean {
  return (
    offer.isRange2 === true &&
    orderValue >= num(offer.range2MinOrderValue) &&
    orderValue <= num(offer.range2MaxOrderValue)
  );
}

/**
 * Rupees still missing before the offer applies; 0 when the order value qualifies, either by
 * reaching minOrderValue or by lying inside a range offer's range2Min..range2Max (inclusive).
 */
export function offerShortfall(offer: Offer, orderValue: number): number {
  assertRupees(orderValue, 'orderValue');
  if (orderValue >= num(offer.minOrderValue) || inRange2(offer, orderValue)) return 0;
  const toMinimum = num(offer.minOrderValue) - orderValue;
  const toRange =
    offer.isRange2 === true && orderValue < num(offer.range2MinOrderValue)
      ? num(offer.range2MinOrderValue) - orderValue
      : Infinity;
  return Math.ceil(Math.min(toMinimum, toRange));
}

export type MinimumCheck = { ok: true } | { ok: false; shortfall: number; message: string };

export function checkOfferMinimum(offer: Offer, orderValue: number): MinimumCheck {
  const shortfall = offerShortfall(offer, orderValue);
  return shortfall === 0
    ? { ok: true }
    : { ok: false, shortfall, message: addWorthMoreMessage(shortfall) };
}

function discountFor(type: number, value: number, cap: number, amount: number): number {
  const raw = type === PERCENTAGE_DISCOUNT ? percentOf(amount, value) : Math.round(value);
  return cap > 0 ? Math.min(raw, cap) : raw;
}

/**
 * Discount in rupees on `amount` (the product selling price). The order value picks the range
 * tier; the minimum is not checked here (see checkOfferMinimum). Never exceeds `amount`.
 */
export function offerDiscount(offer: Offer, orderValue: number, amount: number): number {
  assertRupees(orderValue, 'orderValue');
  assertRupees(amount);
  if (inRange2(offer, orderValue)) {
    const type = offer.range2DiscountType ?? PERCENTAGE_DISCOUNT;
    const discount = discountFor(
      type,
      num(offer.range2DiscountValue),
      num(offer.range2MaxPriceGain),
      amount,
    );
    return Math.min(discount, amount);
  }
  // Outside a range only percentage discounts are capped (SPEC 9); flat ones are their own cap.
  const cap = offer.discountType === PERCENTAGE_DISCOUNT ? num(offer.maxOfferAmountGain) : 0;
  const discount = discountFor(offer.discountType, num(offer.discountValue), cap, amount);
  return Math.min(discount, amount);
}

/** Discount a usable offer actually gives this cart: 0 when hidden, inactive or below minimum. */
export function effectiveOfferDiscount(offer: Offer, orderValue: number, amount: number): number {
  if (!isOfferUsable(offer) || offerShortfall(offer, orderValue) > 0) return 0;
  return offerDiscount(offer, orderValue, amount);
}

export interface OfferLimits {
  maxUsesPerCustomer?: number | null;
  maxUsesTotal?: number | null;
  firstOrderOnly?: boolean | null;
}

/** An offer's uses and the customer's history, counted over orders that are not cancelled. */
export interface OfferUsage {
  total: number;
  byCustomer: number;
  customerOrders: number;
}

export function hasUsageLimits(offer: OfferLimits): boolean {
  return (
    offer.firstOrderOnly === true ||
    typeof offer.maxUsesPerCustomer === 'number' ||
    typeof offer.maxUsesTotal === 'number'
  );
}

/** Whether this customer may still use the offer: first order, per-customer and total limits. */
export function isWithinOfferLimits(offer: OfferLimits, usage: OfferUsage): boolean {
  if (offer.firstOrderOnly === true && usage.customerOrders > 0) return false;
  const under = (limit: number | null | undefined, used: number) =>
    typeof limit !== 'number' || used < limit;
  return (
    under(offer.maxUsesPerCustomer, usage.byCustomer) && under(offer.maxUsesTotal, usage.total)
  );
}

export type PromoResult<T extends Offer = Offer> =
  | { ok: true; offer: T; discount: number; message: string }
  | { ok: false; reason: 'empty' | 'invalid'; message: string }
  | { ok: false; reason: 'belowMinimum'; offer: T; shortfall: number; message: string };

/** Apply a typed promo code: matched trimmed and case-insensitively against usable offers. */
export function applyPromoCode<T extends Offer>(
  typedCode: string,
  offers: readonly T[],
  orderValue: number,
  productSellingPrice: number,
): PromoResult<T> {
  const code = typedCode.trim();
  if (code === '') return { ok: false, reason: 'empty', message: MESSAGES.promoCodeEmpty };
  const wanted = code.toUpperCase();
  const offer = visibleOffers(offers).find((o) => o.offerCode.trim().toUpperCase() === wanted);
  if (!offer) return { ok: false, reason: 'invalid', message: promoCodeInvalidMessage(code) };
  const minimum = checkOfferMinimum(offer, orderValue);
  if (!minimum.ok) {
    return {
      ok: false,
      reason: 'belowMinimum',
      offer,
      shortfall: minimum.shortfall,
      message: minimum.message,
    };
  }
  return {
    ok: true,
    offer,
    discount: offerDiscount(offer, orderValue, productSellingPrice),
    message: MESSAGES.promoCodeApplied,
  };
}

/**
 * The usable offer with the largest discount on the product selling price among those the
 * order value qualifies for; first wins ties; null when none gives a positive discount
 * (a zero-discount coupon is removed from the cart anyway).
 */
export function bestCoupon<T extends Offer>(
  offers: readonly T[],
  orderValue: number,
  productSellingPrice: number,
): { offer: T; discount: number } | null {
  let best: { offer: T; discount: number } | null = null;
  for (const offer of offers) {
    const discount = effectiveOfferDiscount(offer, orderValue, productSellingPrice);
    if (discount > 0 && (best === null || discount > best.discount)) best = { offer, discount };
  }
  return best;
}
