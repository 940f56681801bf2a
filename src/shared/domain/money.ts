// Money in the domain is integer rupees; paise exist only at the payment-provider boundary.

/**
 * Malformed amounts (negative, NaN, ±Infinity) throw a RangeError: a bad amount is a bug
 * upstream, and silently pricing it as 0 could undercharge.
 */
export function assertRupees(value: number, name = 'amount'): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite, non-negative number of rupees, got ${value}`);
  }
  return value;
}

/** `pct` percent of `rupees`, rounded half up; integer maths avoids 0.02-style float drift. */
export function percentOf(rupees: number, pct: number): number {
  return Math.round((assertRupees(rupees) * pct) / 100);
}

/** Rupees to paise for the payment provider; the amount must be whole rupees. */
export function toPaise(rupees: number): number {
  assertRupees(rupees);
  if (!Number.isInteger(rupees)) {
    throw new RangeError(`amount must be whole rupees, got ${rupees}`);
  }
  return rupees * 100;
}

const inrGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Indian digit grouping with the rupee sign: 125000 → '₹1,25,000'. */
export function formatInr(rupees: number): string {
  return `₹${inrGrouping.format(assertRupees(rupees))}`;
}
