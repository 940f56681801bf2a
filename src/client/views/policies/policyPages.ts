import type { Policy } from '../../../shared/contract';

type Slug = Policy['slug'];

/** Each policy route's slug on the server and what search results say about it. */
export const POLICY_PAGES: Record<Slug, { path: string; title: string; description: string }> = {
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What Utsav collects about you, how it is used to take and deliver your bookings, and your choices.',
  },
  terms: {
    path: '/terms',
    title: 'Terms and Conditions',
    description:
      'The terms of booking a decoration with Utsav: prices by service location, slots and venue access.',
  },
  shippingPolicy: {
    path: '/shippingPolicy',
    title: 'Shipping Policy',
    description:
      'How Utsav sets up your decoration at your address in your slot, and delivers bouquets.',
  },
  cancellation: {
    path: '/cancellation',
    title: 'Cancellation and Refunds',
    description:
      'When an Utsav order can be cancelled, what is refunded, and how refunds reach your Credit or payment method.',
  },
};

export type PolicyPageSlug = Slug;
