import { percentOf } from './money';

/** Cart-value thresholds where the payment discounts change tier. */
export const DISCOUNT_TIER_2_FROM = 1299;
export const DISCOUNT_TIER_3_FROM = 1599;

export const ADVANCE_DISCOUNT_CAP = 75;
export const PREPAY_DISCOUNT_CAP = 150;

interface Tiers {
  belowTier2Pct: number;
  tier2Pct: number;
  tier3Pct: number;
  tier3Cap: number;
}

function tieredDiscount(cartValue: number, tiers: Tiers): number {
  if (cartValue < DISCOUNT_TIER_2_FROM) return percentOf(cartValue, tiers.belowTier2Pct);
  if (cartValue < DISCOUNT_TIER_3_FROM) return percentOf(cartValue, tiers.tier2Pct);
  return Math.min(percentOf(cartValue, tiers.tier3Pct), tiers.tier3Cap);
}

/** Convenience discount when paying an advance: 2% / 3% / 3% capped at 75 (rounded). */
export function advanceDiscount(cartValue: number): number {
  return tieredDiscount(cartValue, {
    belowTier2Pct: 2,
    tier2Pct: 3,
    tier3Pct: 3,
    tier3Cap: ADVANCE_DISCOUNT_CAP,
  });
}

/** Discount when paying everything up front: 3% / 5% / 5% capped at 150 (rounded). */
export function prepayDiscount(cartValue: number): number {
  return tieredDiscount(cartValue, {
    belowTier2Pct: 3,
    tier2Pct: 5,
    tier3Pct: 5,
    tier3Cap: PREPAY_DISCOUNT_CAP,
  });
}
