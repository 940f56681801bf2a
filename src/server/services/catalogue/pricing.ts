import { resolvePrice, type ProductPricing } from '../../../shared/domain';

export type PriceSource = 'hub' | 'city' | 'default';

/** A hub's price (SPEC 3: hub-wise, else city-wise, else default) and which of the three it is. */
export function resolvedPriceFor(pricing: ProductPricing, hubId: string) {
  const price = resolvePrice(pricing, hubId);
  const source: PriceSource = pricing.hubWise?.some((entry) => entry.price === price)
    ? 'hub'
    : price === pricing.defaultPrice
      ? 'default'
      : 'city';
  return {
    sellingPrice: price.sellingPrice,
    costPrice: price.costPrice,
    webDiscount: price.webDiscount,
    source,
  };
}
