const SMALL_WORDS = new Set(['and', 'or', 'of', 'for', 'with', 'on', 'in', 'the', 'a', 'to']);

/** A tag as people read it: 'rose-gold' → 'Rose Gold', 'on-demand booking' → 'On Demand Booking'. */
export function tagLabel(tag: string): string {
  return tag
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** The rating line, shared with the product cards (see the domain's `ratingText`). */
export { ratingText } from '../../../shared/domain';
