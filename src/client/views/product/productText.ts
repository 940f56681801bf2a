import type { Product } from '../../../shared/contract';

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

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/**
 * The rating line: 'New' until someone rates the decor, then its mean stars and how many rated
 * it ('★ 4.6 · 12 ratings'), with a sentence for screen readers.
 */
export function ratingText(feedback: Product['feedback']): { shown: string; spoken: string } {
  const total = feedback?.analytics.total ?? 0;
  if (!feedback || total === 0) return { shown: 'New', spoken: 'New: not rated yet' };
  const average = feedback.analytics.average.toFixed(1);
  return {
    shown: `★ ${average} · ${count(total, 'rating', 'ratings')}`,
    spoken: `Rated ${average} out of 5 by ${count(total, 'customer', 'customers')}`,
  };
}
