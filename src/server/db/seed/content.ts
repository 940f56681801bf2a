// The rest of the demo catalogue: add-ons, offers (every field of SPEC 3), banners for every
// placement and device, home tiles, FAQs, policy texts, cover videos and customer reviews.
import { imagePath } from '../../services/catalogue/images';
import type { PolicySectionValue } from '../schema/catalogue';

/** Add-on categories; `picture` names the still life their images show (scenes/stillLife.ts). */
export const ADDON_CATEGORIES = [
  { code: 0, name: 'Balloons', picture: 'balloons' },
  { code: 1, name: 'Lights', picture: 'lights' },
  { code: 2, name: 'Cakes', picture: 'cake' },
  { code: 3, name: 'Photo and Fun', picture: 'photo' },
  { code: 4, name: 'Flowers', picture: 'flowers' },
  { code: 5, name: 'Special Effects', picture: 'effects' },
] as const;

/** The colours add-on and offer pictures take in turn, so neighbours differ. */
export const ADDON_PALETTES = [
  'classic',
  'rose-gold',
  'pastel',
  'red-white',
  'pink-white',
  'green-gold',
];

/** [name, category code, base price, max quantity, description]. */
export const ADDON_SEEDS: readonly (readonly [string, number, number, number, string])[] = [
  ['Helium Balloon Bunch (10)', 0, 699, 5, 'Ten helium balloons tied with ribbons.'],
  ['Foil Number Balloons', 0, 399, 4, 'Two 32-inch gold or silver foil numbers.'],
  ['Happy Birthday Foil Banner', 0, 249, 2, 'Foil letter banner reading Happy Birthday.'],
  ['Confetti Balloons (5)', 0, 349, 6, 'Clear balloons filled with shimmering confetti.'],
  ['Chrome Balloons (20)', 0, 499, 5, 'Twenty metallic chrome balloons.'],
  ['Jumbo Heart Foil Balloon', 0, 299, 4, 'A 36-inch heart-shaped foil balloon.'],
  ['Bubble Balloon with Name', 0, 899, 3, 'A clear bubble balloon printed with a name.'],
  ['Warm Fairy Lights', 1, 299, 4, 'Ten metres of warm white fairy lights.'],
  ['LED Neon Sign', 1, 1299, 2, 'A neon sign reading Happy Birthday or Love.'],
  ['LED Candles (12)', 1, 349, 4, 'Twelve flameless LED tea lights.'],
  ['Marquee Letter Lights', 1, 1799, 2, 'Four-foot marquee letters or numbers.'],
  ['Curtain Lights', 1, 599, 3, 'A three-metre curtain of light strings.'],
  ['Chocolate Truffle Cake (1 kg)', 2, 1199, 3, 'Rich chocolate truffle cake, 1 kg.'],
  ['Red Velvet Cake (1 kg)', 2, 1299, 3, 'Red velvet with cream cheese frosting, 1 kg.'],
  ['Cupcake Box (6)', 2, 549, 5, 'Six assorted cupcakes.'],
  ['Fresh Fruit Cake (1 kg)', 2, 1099, 3, 'Vanilla sponge with seasonal fruit, 1 kg.'],
  ['Polaroid Photo Wall (20 photos)', 3, 999, 2, 'Twenty printed photos on a fairy-light string.'],
  ['Photo Booth Props', 3, 399, 3, 'A set of fifteen party props on sticks.'],
  ['Party Photographer (1 hour)', 3, 2999, 2, 'An hour of candid photos, edited and shared.'],
  ['Party Hats (10)', 3, 199, 5, 'Ten foil party hats.'],
  ['Sash and Tiara', 3, 349, 3, 'A satin sash and tiara for the star of the day.'],
  ['Rose Petals (500 g)', 4, 449, 4, 'Fresh red rose petals for the floor or bed.'],
  ['Red Rose Bouquet (20)', 4, 899, 3, 'Twenty red roses wrapped in paper.'],
  ['Table Flower Centrepiece', 4, 749, 4, 'A low arrangement of seasonal flowers.'],
  ['Cold Pyro (2)', 5, 2499, 2, 'Two indoor-safe cold spark fountains.'],
  ['Fog Entry Effect', 5, 1999, 1, 'Low-lying fog for a grand entry.'],
  ['Smoke Bomb Pair', 5, 599, 3, 'Two coloured smoke bombs for outdoor photos.'],
  ['Confetti Cannon (2)', 5, 499, 4, 'Two hand-held confetti cannons.'],
  ['Bubble Machine', 5, 999, 2, 'A bubble machine for an hour of bubbles.'],
];

export interface OfferSeed {
  id: string;
  offerCode: string;
  title: string;
  description: string;
  visibility: boolean;
  active: boolean;
  discountType: 0 | 1;
  discountValue: number;
  maxOfferAmountGain: number | null;
  minOrderValue: number;
  isRange2: boolean;
  range2MinOrderValue: number | null;
  range2MaxOrderValue: number | null;
  range2DiscountType: 0 | 1 | null;
  range2DiscountValue: number | null;
  range2MaxPriceGain: number | null;
  maxUsesPerCustomer: number | null;
  maxUsesTotal: number | null;
  firstOrderOnly: boolean;
}

const offer = (fields: Partial<OfferSeed> & Pick<OfferSeed, 'id' | 'offerCode' | 'title'>) => ({
  description: fields.title,
  visibility: true,
  active: true,
  discountType: 0 as const,
  discountValue: 0,
  maxOfferAmountGain: null,
  minOrderValue: 0,
  isRange2: false,
  range2MinOrderValue: null,
  range2MaxOrderValue: null,
  range2DiscountType: null,
  range2DiscountValue: null,
  range2MaxPriceGain: null,
  maxUsesPerCustomer: null,
  maxUsesTotal: null,
  firstOrderOnly: false,
  ...fields,
});

export const OFFER_SEEDS: readonly OfferSeed[] = [
  offer({
    id: 'offer-utsav10',
    offerCode: 'UTSAV10',
    title: '10% off up to ₹300 on decors above ₹999',
    discountValue: 10,
    maxOfferAmountGain: 300,
    minOrderValue: 999,
  }),
  offer({
    id: 'offer-flat250',
    offerCode: 'FLAT250',
    title: 'Flat ₹250 off on orders above ₹2,499',
    discountType: 1,
    discountValue: 250,
    minOrderValue: 2499,
  }),
  offer({
    id: 'offer-bigday',
    offerCode: 'BIGDAY',
    title: '5% off up to ₹200, or flat ₹750 off orders from ₹4,999 to ₹24,999',
    discountValue: 5,
    maxOfferAmountGain: 200,
    minOrderValue: 1499,
    isRange2: true,
    range2MinOrderValue: 4999,
    range2MaxOrderValue: 24999,
    range2DiscountType: 1,
    range2DiscountValue: 750,
    range2MaxPriceGain: 750,
  }),
  offer({
    id: 'offer-mega15',
    offerCode: 'MEGA15',
    title: '15% off up to ₹1,500 on orders above ₹9,999',
    discountValue: 15,
    maxOfferAmountGain: 1500,
    minOrderValue: 9999,
  }),
  offer({
    id: 'offer-firstdecor',
    offerCode: 'FIRSTDECOR',
    title: 'Flat ₹150 off your first decor',
    discountType: 1,
    discountValue: 150,
    firstOrderOnly: true,
    maxUsesPerCustomer: 1,
  }),
  offer({
    id: 'offer-kids12',
    offerCode: 'KIDS12',
    title: '12% off up to ₹400 on orders above ₹1,999',
    discountValue: 12,
    maxOfferAmountGain: 400,
    minOrderValue: 1999,
  }),
  offer({
    id: 'offer-vipsecret',
    offerCode: 'VIPSECRET',
    title: '20% off up to ₹1,000 for our VIP customers',
    visibility: false,
    discountValue: 20,
    maxOfferAmountGain: 1000,
    minOrderValue: 2999,
  }),
  offer({
    id: 'offer-monsoon25',
    offerCode: 'MONSOON25',
    title: '25% off up to ₹500 (monsoon sale, ended)',
    active: false,
    discountValue: 25,
    maxOfferAmountGain: 500,
    minOrderValue: 1499,
  }),
  offer({
    id: 'offer-staff500',
    offerCode: 'STAFF500',
    title: 'Flat ₹500 off for staff (retired)',
    visibility: false,
    active: false,
    discountType: 1,
    discountValue: 500,
  }),
];

const BANNER_PLACES = ['home', 'listing', 'listingWide', 'product'] as const;
const BANNER_DEVICES = ['mobile', 'desktop'] as const;

export interface BannerSeed {
  id: string;
  placeType: string;
  placementPosition: number;
  showForParticularUrl: string | null;
  device: 'mobile' | 'desktop' | 'all';
  bannerImgUrl: string;
  redirectUrl: string | null;
  name: string;
  cardsCapture: string | null;
}

const BANNER_THEMES = [
  ['Birthday decors from ₹999', '/decors/list/birthday', 'rainbow'],
  ['Anniversary surprises', '/decors/list/anniversary', 'red-white'],
  ['Kids party themes', '/decors/list/kids-party', 'pastel'],
] as const;

/** Every placement, for both devices, in three positions; wide listing banners are 6/1. */
export function bannerSeeds(): BannerSeed[] {
  const list: BannerSeed[] = [];
  for (const placeType of BANNER_PLACES) {
    for (const device of BANNER_DEVICES) {
      BANNER_THEMES.forEach(([name, redirectUrl, palette], index) => {
        const kind = placeType === 'listingWide' ? 'banner-wide' : 'banner';
        const id = `banner-${placeType.toLowerCase()}-${device}-${index + 1}`;
        list.push({
          id,
          placeType,
          placementPosition: index + 1,
          showForParticularUrl: null,
          device,
          bannerImgUrl: imagePath(kind, `${palette}-${id}`),
          redirectUrl,
          name,
          cardsCapture: `${name} in Mumbai, Pune and Siliguri`,
        });
      });
    }
  }
  list.push({
    id: 'banner-listing-birthday-only',
    placeType: 'listing',
    placementPosition: 1,
    showForParticularUrl: '/decors/list/birthday',
    device: 'all',
    bannerImgUrl: imagePath('banner', 'rose-gold-banner-listing-birthday-only'),
    redirectUrl: '/decors/list/birthday',
    name: 'Milestone birthday decors',
    cardsCapture: null,
  });
  return list;
}

export const TOP_CATEGORY_KEYS = [
  'birthday',
  'anniversary',
  'kids-party',
  'baby-shower',
  'welcome',
  'romantic',
  'canopy',
  'premium',
] as const;

export const FAQ_SEEDS: readonly (readonly [string, string, string])[] = [
  [
    'booking',
    'How do I book a decoration?',
    'Choose a decor, set your location to see the price for your area, pick a date and a time slot, add any add-ons and pay online or choose cash on delivery.',
  ],
  [
    'booking',
    'How early should I book?',
    'Most decors can be booked a few hours ahead; stages and canopies need a day. Each product shows its earliest slot.',
  ],
  [
    'booking',
    'Which cities do you serve?',
    'We decorate across Mumbai (including Thane and Navi Mumbai), Pune and Siliguri. Set your location to check your address.',
  ],
  [
    'pricing',
    'Why does the price change with my location?',
    'Each service hub has its own prices for materials and travel, so a decor may cost a little more or less in your area.',
  ],
  [
    'pricing',
    'What is the prepaid offer?',
    'Paying the full amount online earns a discount of up to ₹150; paying an advance earns up to ₹75.',
  ],
  [
    'pricing',
    'How do promo codes work?',
    'Enter a code at checkout. Each code has a minimum order value and may cap the discount; the best code is applied for you automatically.',
  ],
  [
    'wallet',
    'What are Reward and Credit?',
    'Reward is earned from referrals and promotions, may expire and pays up to 5% of an order. Credit comes from refunds, never expires and can pay the whole amount.',
  ],
  [
    'orders',
    'Can I reschedule my decoration?',
    'Yes. Open the order in My Bookings and request a new date and slot; our team confirms it.',
  ],
  [
    'orders',
    'How do I cancel an order?',
    'Open the order in My Bookings and choose Cancel. Refunds follow our cancellation policy and go to your Credit balance or the original payment method.',
  ],
  [
    'orders',
    'Do the decorators clear up afterwards?',
    'Setup and clean-up are included. Balloons and props stay with you; stands and frames go back with the team.',
  ],
  [
    'custom',
    'Can I get a customised decor?',
    'Yes. Call or chat with us with your theme and photos, and we will design it with you.',
  ],
  [
    'payment',
    'Is cash on delivery available?',
    'Yes, if an online payment does not go through your order can still be placed with cash on delivery.',
  ],
];

const policy = (title: string, sections: PolicySectionValue[]) => ({ title, sections });

export const POLICY_SEEDS = {
  privacy: policy('Privacy Policy', [
    {
      paragraphs: [
        'We collect your name, phone number, addresses and order details to take and deliver your bookings.',
      ],
    },
    {
      heading: 'How we use your data',
      paragraphs: [
        'Your phone number is used for sign-in codes and booking updates. Addresses are shared only with the decorators serving your order.',
        'We never sell your personal data.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: ['You can delete your account at any time from the account deletion page.'],
    },
  ]),
  terms: policy('Terms and Conditions', [
    {
      paragraphs: [
        'By booking a decoration you agree to these terms. Prices depend on the service location and are confirmed at checkout.',
      ],
    },
    {
      heading: 'Venue access',
      paragraphs: [
        'Please give our team access to the venue at the arriving time. Delays at the venue may shorten the setup.',
      ],
    },
  ]),
  shippingPolicy: policy('Shipping Policy', [
    {
      paragraphs: [
        'Decorations are set up at your address by our team in the slot you choose. Bouquets are delivered to the door.',
      ],
    },
  ]),
  cancellation: policy('Cancellation and Refunds', [
    {
      paragraphs: [
        'Orders cancelled more than 24 hours before the slot are refunded in full. Later cancellations may carry a charge for materials already prepared.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Refunds go to your Credit balance at once, or to the original payment method within 7 working days.',
      ],
    },
  ]),
} as const;

/** Real clips built by `npm run media` (src/server/media/clips.ts) and served from /media/. */
export const COVER_VIDEO_SEEDS = [
  {
    id: 'video-home',
    page: 'home' as const,
    videoUrl: '/media/cover-home.webm',
    collapsedVideoUrl: '/media/cover-home-preview.webm',
    redirectUrl: '/decors/list/birthday',
  },
  {
    id: 'video-decor-listing',
    page: 'decorListing' as const,
    videoUrl: '/media/cover-listing.webm',
    collapsedVideoUrl: null,
    redirectUrl: '/decors/list',
  },
];

export const REVIEWER_NAMES = [
  'Aarti',
  'Rohan',
  'Priya',
  'Sandeep',
  'Neha',
  'Vikram',
  'Sneha',
  'Arjun',
  'Pooja',
  'Rahul',
  'Ananya',
  'Kunal',
  'Meera',
  'Aditya',
  'Ishita',
  'Sourav',
  'Riya',
  'Amit',
] as const;

/** Reviews by star rating, so the text always matches the stars. */
export const REVIEWS: Record<number, readonly string[]> = {
  5: [
    'Absolutely loved it! The team arrived on time and the setup looked even better than the photos.',
    'Beautiful decor and very polite decorators. My wife was so surprised.',
    'Perfect for our little one’s party, all the kids loved the balloons.',
    'Great quality balloons, they stayed up for days. Highly recommended.',
  ],
  4: [
    'Lovely setup, slightly late but they finished quickly.',
    'Good value for money. The colours were exactly as shown.',
    'Nice work overall, would book again for the next birthday.',
  ],
  3: [
    'Decent decor, a few balloons burst by evening.',
    'Okay experience, the arch was smaller than expected.',
  ],
};
