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
