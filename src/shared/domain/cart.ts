import type { Offer } from './coupons';
import { effectiveOfferDiscount } from './coupons';
import { assertRupees } from './money';
import { advanceDiscount, prepayDiscount } from './pricing';

/** SPEC 9 lists a convenience fee in the cart but never its amount; none is charged. */
export const CONVENIENCE_FEE = 0;

export interface PricedItem {
  sellingPrice: number;
  costPrice: number;
}

export interface CartAddOn extends PricedItem {
  quantity: number;
}

export interface CartPricingInput {
  product: PricedItem;
  addOns: readonly CartAddOn[];
  offer?: Offer | null;
  convenienceFee: number;
  santaTip: number;
}

export interface CartPrice {
  addOnsTotal: number;
  productPrice: number;
  /** Product plus add-ons: the value offers and payment discounts are measured against. */
  cartValue: number;
  couponDiscount: number;
  convenienceFee: number;
  santaTip: number;
  buyingPrice: number;
  amountToPay: number;
  savings: number;
}

export interface AddOnLine {
  addon: string;
  quantity: number;
}

/**
 * One line per add-on, in first-seen order, quantities summed: an add-on's cap applies to the
 * total however many times it is listed.
 */
export function mergeAddOnLines(lines: readonly AddOnLine[]): AddOnLine[] {
  const merged = new Map<string, number>();
  for (const { addon, quantity } of lines) merged.set(addon, (merged.get(addon) ?? 0) + quantity);
  return [...merged].map(([addon, quantity]) => ({ addon, quantity }));
}

function assertQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  }
  return quantity;
}

// An item priced above its cost (strike) price saves nothing rather than a negative amount.
const itemSaving = (item: PricedItem): number =>
  Math.max(
    0,
    assertRupees(item.costPrice, 'costPrice') - assertRupees(item.sellingPrice, 'sellingPrice'),
  );

/**
 * Prices a cart. The coupon applies to the product selling price and only when the offer is
 * active, visible and the cart value meets its minimum; otherwise it counts as 0.
 */
export function priceCart(input: CartPricingInput): CartPrice {
  const productPrice = assertRupees(input.product.sellingPrice, 'product.sellingPrice');
  const convenienceFee = assertRupees(input.convenienceFee, 'convenienceFee');
  const santaTip = assertRupees(input.santaTip, 'santaTip');

  let addOnsTotal = 0;
  let addOnSavings = 0;
  for (const addOn of input.addOns) {
    const quantity = assertQuantity(addOn.quantity);
    addOnsTotal += assertRupees(addOn.sellingPrice, 'addOn.sellingPrice') * quantity;
    addOnSavings += itemSaving(addOn) * quantity;
  }

  const cartValue = productPrice + addOnsTotal;
  const couponDiscount = input.offer
    ? effectiveOfferDiscount(input.offer, cartValue, productPrice)
    : 0;
  const buyingPrice = Math.max(0, cartValue + convenienceFee - couponDiscount);

  return {
    addOnsTotal,
    productPrice,
    cartValue,
    couponDiscount,
    convenienceFee,
    santaTip,
    buyingPrice,
    amountToPay: buyingPrice + santaTip,
    savings: couponDiscount + itemSaving(input.product) + addOnSavings,
  };
}

export interface PaymentOption {
  discount: number;
  /** What the customer pays in total when choosing this option. */
  total: number;
}

export interface PaymentOptions {
  fullPrepay: PaymentOption;
  advance: PaymentOption;
}

/**
 * Both payment choices for a priced cart. The discounts are measured on the cart value
 * (SPEC 9: "discount on cart value") and taken off the amount to pay.
 */
export function paymentOptions(cart: Pick<CartPrice, 'cartValue' | 'amountToPay'>): PaymentOptions {
  assertRupees(cart.amountToPay, 'amountToPay');
  const option = (discount: number): PaymentOption => ({
    discount: Math.min(discount, cart.amountToPay),
    total: Math.max(0, cart.amountToPay - discount),
  });
  return {
    fullPrepay: option(prepayDiscount(cart.cartValue)),
    advance: option(advanceDiscount(cart.cartValue)),
  };
}
