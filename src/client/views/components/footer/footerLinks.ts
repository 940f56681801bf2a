import { CITIES } from '../../../../shared/domain';

/** SPEC 2 routes: footer category codes (BYOD 5 only in the other footer variant). */
export const FOOTER_CATEGORIES = [
  { code: 0, name: 'Birthday' },
  { code: 1, name: 'Anniversary' },
  { code: 2, name: "Kid's Party" },
  { code: 3, name: 'Baby Shower' },
  { code: 4, name: 'Welcome' },
] as const;

export const categoryHref = ({ code, name }: { code: number; name: string }) =>
  `/products/category/${code}?${new URLSearchParams({ occassion: name })}`;

export const FOOTER_CITIES = CITIES.map((city) => ({
  label: city,
  href: `/kw/decoration-in-${city}`,
}));

export const FOOTER_POLICIES = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Term & Conditions', href: '/terms' },
  { label: 'Shipping policy', href: '/shippingPolicy' },
  { label: 'Cancellation & refunds', href: '/cancellation' },
] as const;
