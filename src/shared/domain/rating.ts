/** Shown when a product has no code to derive a rating from. */
export const RATING_WITHOUT_CODE = 4.5;

// FNV-1a (32-bit): tiny, stable across runtimes, and spreads similar codes apart.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Deterministic pseudo-rating for a product code: one of 4.7, 4.8, 4.9, 5.0 (4.5 without code). */
export function pseudoRating(productCode: string | null | undefined): number {
  const code = productCode?.trim() ?? '';
  if (code === '') return RATING_WITHOUT_CODE;
  return (47 + (fnv1a(code) % 4)) / 10;
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/**
 * The rating line of a product page and of its cards, from the server's review totals: 'New'
 * until someone rates the decor (no stars), then its mean stars and how many rated it
 * ('★ 4.6 · 12 ratings'), with a sentence for screen readers.
 */
export function ratingText(
  feedback: { analytics: { total: number; average: number } } | null | undefined,
): { shown: string; spoken: string } {
  const total = feedback?.analytics.total ?? 0;
  if (!feedback || total === 0) return { shown: 'New', spoken: 'New: not rated yet' };
  const average = feedback.analytics.average.toFixed(1);
  return {
    shown: `★ ${average} · ${count(total, 'rating', 'ratings')}`,
    spoken: `Rated ${average} out of 5 by ${count(total, 'customer', 'customers')}`,
  };
}
