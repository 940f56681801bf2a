// Offer banners' words and their de-duplication, for the home page (kept out of the domain
// index so the app's entry does not carry them).

/** What an offer banner says over its art, as text a screen reader reads. */
export interface BannerWords {
  headline: string;
  offer: string | null;
  cta: string;
}

export const BANNER_CTA = 'Shop now';

export function bannerWords(banner: { name: string; cardsCapture?: string }): BannerWords {
  return { headline: banner.name, offer: banner.cardsCapture ?? null, cta: BANNER_CTA };
}

/**
 * Each banner once: a placement asked for without a device holds one copy per device of the
 * same banner (same words, same destination); the first copy stays.
 */
export function uniqueBanners<T extends { name: string; redirectUrl?: string }>(
  banners: readonly T[],
): T[] {
  const seen = new Set<string>();
  return banners.filter((banner) => {
    const key = `${banner.name}\n${banner.redirectUrl ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
