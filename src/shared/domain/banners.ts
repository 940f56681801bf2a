/** Banner aspect ratios (width / height) on wide screens and on mobile. */
export const BANNER_RATIO_WIDE = 6 / 1;
export const BANNER_RATIO_MOBILE = 4 / 1;

export const WIDE_BANNER_EVERY = 8;
export const WIDE_ALT_BANNER_EVERY = 16;
export const MOBILE_APP_PROMO_EVERY = 4;

export type ListingSlot<T> =
  | { kind: 'item'; item: T }
  /** `index` counts banners of this variant from 0, to pick which banner image to show. */
  | { kind: 'banner'; variant: 'A' | 'B'; index: number }
  | { kind: 'appPromo'; index: number };

/**
 * Wide: a slot follows the 8th, 16th, 24th... item: banner B after every 16th, banner A after
 * the others. Mobile: an app promo follows the 4th, 8th, 12th... item. A slot may end the list.
 */
export function interleaveListing<T>(
  items: readonly T[],
  options: { wide: boolean },
): ListingSlot<T>[] {
  const slots: ListingSlot<T>[] = [];
  let bannersA = 0;
  let bannersB = 0;
  let promos = 0;
  items.forEach((item, i) => {
    slots.push({ kind: 'item', item });
    const position = i + 1;
    if (options.wide) {
      if (position % WIDE_ALT_BANNER_EVERY === 0) {
        slots.push({ kind: 'banner', variant: 'B', index: bannersB++ });
      } else if (position % WIDE_BANNER_EVERY === 0) {
        slots.push({ kind: 'banner', variant: 'A', index: bannersA++ });
      }
    } else if (position % MOBILE_APP_PROMO_EVERY === 0) {
      slots.push({ kind: 'appPromo', index: promos++ });
    }
  });
  return slots;
}
