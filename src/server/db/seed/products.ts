// The demo decor catalogue: designs for every footer occasion (SPEC 9), priced per hub. The same
// builder makes the 10,000-product catalogue of `npm run bench` by repeating designs in other
// colourways, so demo and benchmark data share one shape.
import { imagePath, type Layout, type PaletteKey } from '../../services/catalogue/images';
import { seededRandom, type Random } from './random';

export interface Occasion {
  /** Slug, as in /kw/{occasion}-decoration-service-in-{city} and the listing's category. */
  key: string;
  name: string;
  code: number;
}

/** Footer occasions in footer order, with category codes (Birthday 0 ... Welcome 4 as in SPEC 2). */
export const OCCASIONS: readonly Occasion[] = [
  { key: 'birthday', name: 'Birthday', code: 0 },
  { key: 'anniversary', name: 'Anniversary', code: 1 },
  { key: 'wedding', name: 'Wedding', code: 6 },
  { key: 'house-warming', name: 'House Warming', code: 7 },
  { key: 'kids-party', name: "Kid's Party", code: 2 },
  { key: 'welcome', name: 'Welcome', code: 4 },
  { key: 'baby-shower', name: 'Baby Shower', code: 3 },
  { key: 'romantic', name: 'Romantic', code: 8 },
  { key: 'get-together', name: 'Get Together', code: 9 },
  { key: 'pet-party', name: 'Pet Party', code: 10 },
  { key: 'bachelorette', name: 'Bachelorette', code: 11 },
  { key: 'mothers-day', name: 'Mothers Day', code: 12 },
  { key: 'bouquet', name: 'Bouquet', code: 13 },
  { key: 'stage', name: 'Stage', code: 14 },
  { key: 'store', name: 'Store', code: 15 },
  { key: 'premium', name: 'Premium', code: 16 },
  { key: 'canopy', name: 'Canopy', code: 17 },
];

/** BYOD (bring your own decor) is a footer category without an occasion of its own. */
export const BYOD_CATEGORY = { key: 'byod', name: 'BYOD', code: 5 } as const;

/** How a design is set up: its tag (which gives the card label), picture, price band and kit. */
interface Style {
  tag: string;
  layout: Layout;
  price: readonly [number, number];
  words: string;
  inclusions: readonly string[];
  leadTimeHours: number;
}

const STYLES = {
  W: {
    tag: 'wall decor',
    layout: 'wall',
    price: [1499, 3999],
    words: 'balloon wall backdrop',
    inclusions: ['60 to 80 metallic and pastel balloons', 'Foil letter banner', 'Backdrop cloth'],
    leadTimeHours: 4,
  },
  A: {
    tag: 'wall decor',
    layout: 'arch',
    price: [1999, 4999],
    words: 'balloon arch',
    inclusions: ['Organic balloon garland of 120 balloons', 'Foil accents', 'Arch frame'],
    leadTimeHours: 6,
  },
  R: {
    tag: 'ring',
    layout: 'ring',
    price: [2499, 5499],
    words: 'ring stand backdrop',
    inclusions: ['Metal ring stand', 'Balloon garland on the ring', 'Neon or foil sign'],
    leadTimeHours: 6,
  },
  U: {
    tag: 'ustand',
    layout: 'arch',
    price: [2999, 5999],
    words: 'U-stand balloon setup',
    inclusions: ['U-shaped stand', 'Balloon garland', 'Two balloon pillars'],
    leadTimeHours: 6,
  },
  S: {
    tag: 'square stand',
    layout: 'wall',
    price: [3499, 6999],
    words: 'square stand backdrop',
    inclusions: ['Square frame stand', 'Fabric drape', 'Balloon clusters on two corners'],
    leadTimeHours: 8,
  },
  M: {
    tag: 'room decor',
    layout: 'room',
    price: [1999, 5999],
    words: 'room decoration',
    inclusions: ['Ceiling balloons with ribbons', 'Floor balloon clusters', 'Fairy lights'],
    leadTimeHours: 4,
  },
  C: {
    tag: 'canopy',
    layout: 'canopy',
    price: [6999, 15999],
    words: 'canopy setup',
    inclusions: ['Canopy frame with sheer drapes', 'Floor cushions and rug', 'Fairy lights'],
    leadTimeHours: 12,
  },
  T: {
    tag: 'stage',
    layout: 'stage',
    price: [9999, 22699],
    words: 'stage decoration',
    inclusions: ['Stage backdrop frame', 'Balloon and flower arch', 'Name board', 'Lighting'],
    leadTimeHours: 24,
  },
  B: {
    tag: 'bouquet',
    layout: 'bouquet',
    price: [499, 1999],
    words: 'balloon bouquet',
    inclusions: ['Helium-filled balloons', 'Ribbons and weight', 'Doorstep delivery'],
    leadTimeHours: 3,
  },
} as const satisfies Record<string, Style>;

type StyleCode = keyof typeof STYLES;

/** [name, style, palette] of each design, by occasion key. */
const DESIGNS: Record<string, readonly (readonly [string, StyleCode, PaletteKey])[]> = {
  birthday: [
    ['Pastel Dream Birthday Wall', 'W', 'pastel'],
    ['Rose Gold Birthday Balloon Arch', 'A', 'rose-gold'],
    ['Golden Glam Birthday Ring Backdrop', 'R', 'black-gold'],
    ['Blue and Silver Birthday U-Stand', 'U', 'blue-silver'],
    ['Neon Party Birthday Square Stand', 'S', 'rainbow'],
    ['Surprise Birthday Room Decor', 'M', 'classic'],
    ['Midnight Birthday Surprise Room', 'M', 'purple-lilac'],
    ['Sequin Shimmer Birthday Backdrop', 'W', 'pink-white'],
    ['Milestone 50th Birthday Ring Decor', 'R', 'black-gold'],
    ['Black and Gold Birthday Wall', 'W', 'black-gold'],
    ['Confetti Balloon Birthday Ceiling', 'M', 'rainbow'],
  ],
  anniversary: [
    ['Red Heart Anniversary Wall', 'W', 'red-white'],
    ['Love Canopy Anniversary Setup', 'C', 'red-white'],
    ['Candlelight Anniversary Room Decor', 'M', 'rose-gold'],
    ['Silver Jubilee Anniversary Ring Backdrop', 'R', 'blue-silver'],
    ['Golden Jubilee Anniversary Stage', 'T', 'black-gold'],
    ['Rose Petal Anniversary Room', 'M', 'red-white'],
    ['Heart Arch Anniversary U-Stand', 'U', 'pink-white'],
    ['Forever Yours Anniversary Square Stand', 'S', 'rose-gold'],
    ['Red and White Anniversary Balloon Arch', 'A', 'red-white'],
  ],
  wedding: [
    ['Floral Mandap Canopy', 'C', 'green-gold'],
    ['Haldi Ceremony Yellow Backdrop', 'S', 'green-gold'],
    ['Mehendi Night Ring Decor', 'R', 'green-gold'],
    ['Sangeet Night Stage Decor', 'T', 'purple-lilac'],
    ['Wedding Entrance Balloon Arch', 'A', 'pink-white'],
    ['Bride and Groom Photo Booth U-Stand', 'U', 'rose-gold'],
    ['Reception Stage Backdrop', 'T', 'black-gold'],
    ['Wedding Night Room Decor', 'M', 'red-white'],
    ['Marigold Wedding Wall', 'W', 'green-gold'],
  ],
  'house-warming': [
    ['Griha Pravesh Marigold Wall', 'W', 'green-gold'],
    ['Housewarming Entrance Balloon Arch', 'A', 'classic'],
    ['New Home Balloon Wall', 'W', 'pastel'],
    ['Housewarming Pooja Square Stand', 'S', 'green-gold'],
    ['Toran and Balloon Entrance U-Stand', 'U', 'green-gold'],
    ['Housewarming Party Room Decor', 'M', 'classic'],
    ['Flower Rangoli Entrance Room Decor', 'M', 'rainbow'],
    ['Housewarming Ring Backdrop', 'R', 'pastel'],
    ['Golden Key Housewarming Square Stand', 'S', 'black-gold'],
  ],
  'kids-party': [
    ['Jungle Safari Kids Party Wall', 'W', 'green-gold'],
    ['Unicorn Pastel Kids Party Ring', 'R', 'pastel'],
    ['Space Explorer Kids Party Square Stand', 'S', 'blue-silver'],
    ['Princess Castle Kids Party U-Stand', 'U', 'pink-white'],
    ['Superhero Squad Kids Party Wall', 'W', 'rainbow'],
    ['Under the Sea Kids Party Room', 'M', 'blue-silver'],
    ['Cartoon Carnival Kids Party Stage', 'T', 'rainbow'],
    ['Dinosaur Land Kids Party Square Stand', 'S', 'green-gold'],
    ['Candyland Kids Party Ring', 'R', 'pink-white'],
    ['Little Racer Kids Party Wall', 'W', 'red-white'],
  ],
  welcome: [
    ['Welcome Baby Girl Room Decor', 'M', 'pink-white'],
    ['Welcome Baby Boy Room Decor', 'M', 'blue-silver'],
    ['Welcome Home Balloon Arch', 'A', 'classic'],
    ['Newborn Welcome Door Wall', 'W', 'pastel'],
    ['Welcome Back Home Wall', 'W', 'rainbow'],
    ['Bride Welcome Square Stand', 'S', 'red-white'],
    ['Welcome Home Ring Backdrop', 'R', 'pastel'],
    ['Star Baby Welcome Room', 'M', 'purple-lilac'],
    ['Welcome Balloon Bouquet', 'B', 'classic'],
  ],
  'baby-shower': [
    ['Oh Baby Pastel Baby Shower Wall', 'W', 'pastel'],
    ['Twinkle Little Star Baby Shower Ring', 'R', 'blue-silver'],
    ['Blue or Pink Gender Reveal Square Stand', 'S', 'pink-white'],
    ['Baby Shower Floral Ring Backdrop', 'R', 'green-gold'],
    ['Godh Bharai Traditional Stage', 'T', 'green-gold'],
    ['Mom to Be Balloon Arch', 'A', 'pink-white'],
    ['Teddy Bear Baby Shower U-Stand', 'U', 'pastel'],
    ['Cloud Nine Baby Shower Room', 'M', 'blue-silver'],
    ['Boho Baby Shower Backdrop', 'W', 'rose-gold'],
  ],
  romantic: [
    ['Candlelight Dinner Canopy', 'C', 'red-white'],
    ['Proposal Balloon Room', 'M', 'red-white'],
    ['Marry Me Neon Ring Backdrop', 'R', 'pink-white'],
    ['Rooftop Romantic Canopy', 'C', 'purple-lilac'],
    ['Heart Balloon Bedroom Decor', 'M', 'red-white'],
    ['Valentine Red Room Decor', 'M', 'red-white'],
    ['Love Letter Balloon Wall', 'W', 'rose-gold'],
    ['Starry Night Romantic Canopy', 'C', 'black-gold'],
    ['Romantic Cabana Canopy', 'C', 'pink-white'],
  ],
  'get-together': [
    ['Office Party Balloon Wall', 'W', 'classic'],
    ['Farewell Party Ring Backdrop', 'R', 'blue-silver'],
    ['Reunion Party Square Stand', 'S', 'rainbow'],
    ['Team Celebration Balloon Arch', 'A', 'classic'],
    ['Friends Night Room Decor', 'M', 'purple-lilac'],
    ['Retirement Party Stage', 'T', 'black-gold'],
    ['Kitty Party Pastel Wall', 'W', 'pastel'],
    ['Graduation Party Ring', 'R', 'black-gold'],
    ['Festive Get Together Square Stand', 'S', 'green-gold'],
  ],
  'pet-party': [
    ['Pawsome Pet Birthday Wall', 'W', 'classic'],
    ['Puppy Party Ring Backdrop', 'R', 'pastel'],
    ['Kitty Cat Party Square Stand', 'S', 'pink-white'],
    ['Bone Balloon Pet Party Wall', 'W', 'blue-silver'],
    ['Pet Gotcha Day Room Decor', 'M', 'rainbow'],
    ['Paw Print Pet Party U-Stand', 'U', 'classic'],
    ['Doggy Birthday Bash Square Stand', 'S', 'red-white'],
    ['Pet Picnic Canopy', 'C', 'green-gold'],
    ['Meow Party Balloon Wall', 'W', 'purple-lilac'],
  ],
  bachelorette: [
    ['Bride Tribe Ring Backdrop', 'R', 'rose-gold'],
    ['Bachelorette Rose Gold Room', 'M', 'rose-gold'],
    ['Last Fling Neon Wall', 'W', 'purple-lilac'],
    ['Bride to Be Balloon Arch', 'A', 'pink-white'],
    ['Bachelorette Pink Room Decor', 'M', 'pink-white'],
    ['Bridal Shower Floral Ring', 'R', 'green-gold'],
    ['Groom Squad Bachelor Party Square Stand', 'S', 'black-gold'],
    ['Bachelorette Sequin Wall', 'W', 'rose-gold'],
    ['Bride Squad Room Decor', 'M', 'purple-lilac'],
  ],
  'mothers-day': [
    ['Best Mom Ever Balloon Wall', 'W', 'pink-white'],
    ['Mothers Day Floral Ring', 'R', 'green-gold'],
    ['Mom Breakfast Surprise Room', 'M', 'pastel'],
    ['Love You Mom Balloon Arch', 'A', 'red-white'],
    ['Mothers Day Pastel U-Stand', 'U', 'pastel'],
    ['Queen Mom Square Stand', 'S', 'black-gold'],
    ['Mothers Day Heart Room', 'M', 'red-white'],
    ['Super Mom Balloon Bouquet', 'B', 'pink-white'],
    ['Mothers Day Rose Wall', 'W', 'rose-gold'],
  ],
  bouquet: [
    ['Classic Balloon Bouquet', 'B', 'classic'],
    ['Helium Heart Bouquet', 'B', 'red-white'],
    ['Birthday Balloon Bouquet', 'B', 'rainbow'],
    ['Chrome Gold Bouquet', 'B', 'black-gold'],
    ['Bubble Balloon Bouquet', 'B', 'pastel'],
    ['Number Balloon Bouquet', 'B', 'blue-silver'],
    ['Pastel Confetti Bouquet', 'B', 'pastel'],
    ['Rose Red Balloon Bouquet', 'B', 'red-white'],
    ['Jumbo Star Bouquet', 'B', 'purple-lilac'],
  ],
  stage: [
    ['Grand Birthday Stage', 'T', 'rainbow'],
    ['School Annual Day Stage', 'T', 'classic'],
    ['Corporate Event Stage', 'T', 'blue-silver'],
    ['Engagement Stage Decor', 'T', 'rose-gold'],
    ['Naming Ceremony Stage', 'T', 'pastel'],
    ['Festival Stage Backdrop', 'T', 'green-gold'],
    ['Award Night Stage', 'T', 'black-gold'],
    ['Musical Night Stage', 'T', 'purple-lilac'],
    ['Premium Wedding Stage', 'T', 'red-white'],
  ],
  store: [
    ['Store Opening Balloon Arch', 'A', 'classic'],
    ['Shop Inauguration Square Stand', 'S', 'red-white'],
    ['Showroom Launch Ring Backdrop', 'R', 'black-gold'],
    ['Diwali Store Balloon Wall', 'W', 'green-gold'],
    ['Mall Kiosk Balloon U-Stand', 'U', 'rainbow'],
    ['Restaurant Opening Square Stand', 'S', 'classic'],
    ['Clinic Opening Balloon Wall', 'W', 'blue-silver'],
    ['Office Inauguration Square Stand', 'S', 'blue-silver'],
    ['Store Anniversary Sale Wall', 'W', 'red-white'],
  ],
  premium: [
    ['Luxury Floral Birthday Stage', 'T', 'rose-gold'],
    ['Premium Chrome Balloon Installation', 'T', 'black-gold'],
    ['Premium Pastel Garden Canopy', 'C', 'pastel'],
    ['Royal Gold Premium Square Stand', 'S', 'black-gold'],
    ['Premium Neon Lounge Room', 'M', 'purple-lilac'],
    ['Premium Anniversary Suite Room', 'M', 'red-white'],
    ['Crystal Premium Canopy', 'C', 'blue-silver'],
    ['Premium Kids Carnival Stage', 'T', 'rainbow'],
    ['Premium Rose Balloon Wall', 'W', 'rose-gold'],
  ],
  canopy: [
    ['Boho Canopy Picnic', 'C', 'rose-gold'],
    ['Fairy Light Canopy', 'C', 'black-gold'],
    ['Sheer Drape Canopy', 'C', 'pink-white'],
    ['Pastel Picnic Canopy', 'C', 'pastel'],
    ['Backyard Movie Canopy', 'C', 'classic'],
    ['Teepee Sleepover Canopy', 'C', 'purple-lilac'],
    ['Garden Canopy Dinner', 'C', 'green-gold'],
    ['Floral Swing Canopy', 'C', 'green-gold'],
    ['Poolside Canopy', 'C', 'blue-silver'],
  ],
};

const BYOD_DESIGNS: readonly (readonly [string, StyleCode, PaletteKey])[] = [
  ['Bring Your Own Decor Wall Setup', 'W', 'classic'],
  ['Bring Your Own Decor Room Setup', 'M', 'classic'],
];

/** Designs sold on enquiry only (SPEC 2: the 'on-demand booking' tag means price on request). */
const ON_DEMAND = new Set([
  'Corporate Event Stage',
  'Premium Wedding Stage',
  'Floral Mandap Canopy',
  'Premium Chrome Balloon Installation',
]);

/** Designs that come in sizes; each size is a product of its own, listed as a variant. */
const WITH_VARIANTS = new Set([
  'Rose Gold Birthday Balloon Arch',
  'Red Heart Anniversary Wall',
  'Jungle Safari Kids Party Wall',
  'Classic Balloon Bouquet',
  'Oh Baby Pastel Baby Shower Wall',
]);
const VARIANT_SIZES = [
  ['Large', 1.4],
  ['Grand', 1.9],
] as const;

/** Designs withdrawn from sale: kept in the data, hidden from every catalogue read. */
const INACTIVE = new Set(['Little Racer Kids Party Wall', 'Meow Party Balloon Wall']);

const COLOURWAYS: readonly [PaletteKey, string][] = [
  ['classic', 'Royal Blue'],
  ['rose-gold', 'Rose Gold'],
  ['pastel', 'Pastel'],
  ['red-white', 'Red and White'],
  ['black-gold', 'Black and Gold'],
  ['rainbow', 'Rainbow'],
  ['blue-silver', 'Blue and Silver'],
  ['pink-white', 'Pink and White'],
  ['green-gold', 'Green and Gold'],
  ['purple-lilac', 'Purple and Lilac'],
];

export interface ProductSeed {
  id: string;
  name: string;
  description: string;
  images: string[];
  tags: string[];
  active: boolean;
  variantOf: string | null;
  variants: { _id: string; name: string; image: string }[];
  occasions: string[];
  occasionKeys: string[];
  categoryCode: number;
  ocassionCategoryIndex: number;
  isSpotLight: boolean;
  inclusions: string[];
  leadTimeHours: number;
  /** The price before hub factors; hub prices derive from it. */
  basePrice: number;
  createdAt: Date;
}

/** Selling prices end in 9 (₹1,499), as decor prices customarily do. */
export const endInNine = (value: number) => Math.max(499, Math.round(value / 10) * 10 - 1);

const SEED_EPOCH = Date.UTC(2025, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

function describe(name: string, style: Style, occasion: string, colours: string, rng: Random) {
  const mood = rng.pick(['cheerful', 'elegant', 'playful', 'dreamy', 'classy', 'vibrant']);
  return (
    `${name}: a ${mood} ${style.words} in ${colours.toLowerCase()} tones for ${occasion} ` +
    `celebrations at home or at your venue. Our decorators bring everything, set it up in about ` +
    `${Math.max(1, Math.round(style.leadTimeHours / 3))} hours and clear it away after the party. ` +
    `Book at least ${style.leadTimeHours} hours ahead; colours can be matched to your theme on request.`
  );
}

interface DesignRef {
  name: string;
  style: StyleCode;
  palette: PaletteKey;
  occasion: Occasion;
  categoryCode: number;
}

function designList(): DesignRef[] {
  const list: DesignRef[] = [];
  for (const occasion of OCCASIONS) {
    for (const [name, style, palette] of DESIGNS[occasion.key] ?? []) {
      list.push({ name, style, palette, occasion, categoryCode: occasion.code });
    }
  }
  const birthday = OCCASIONS[0] as Occasion;
  for (const [name, style, palette] of BYOD_DESIGNS) {
    list.push({ name, style, palette, occasion: birthday, categoryCode: BYOD_CATEGORY.code });
  }
  return list;
}

/** Second occasions a design also suits, so listings by occasion overlap as in real catalogues. */
const ALSO_FOR: Record<string, string> = {
  'room decor': 'romantic',
  bouquet: 'birthday',
  canopy: 'romantic',
  stage: 'premium',
};

/**
 * The catalogue: one product per design (plus sized variants) when `copies` is 1; each further
 * copy repeats every design in another colourway, which is how the benchmark reaches 10,000.
 */
export function buildProducts(copies = 1, limit = Infinity): ProductSeed[] {
  const rng = seededRandom(20250101);
  const designs = designList();
  const products: ProductSeed[] = [];
  let serial = 0;
  for (let copy = 0; copy < copies && products.length < limit; copy += 1) {
    for (const design of designs) {
      if (products.length >= limit) break;
      const style: Style = STYLES[design.style];
      const [palette, colourName] =
        copy === 0
          ? ([design.palette, ''] as const)
          : (COLOURWAYS[(copy + serial) % COLOURWAYS.length] ?? COLOURWAYS[0]!);
      const name = copy === 0 ? design.name : `${colourName} ${design.name} ${copy + 1}`;
      serial += 1;
      const id = `d${String(serial).padStart(5, '0')}`;
      const occasionKeys = [design.occasion.key];
      const also = ALSO_FOR[style.tag];
      if (also && also !== design.occasion.key) occasionKeys.push(also);
      const occasionNames = occasionKeys.map(
        (key) => OCCASIONS.find((occasion) => occasion.key === key)?.name ?? key,
      );
      const tags = [style.tag, design.occasion.key, 'balloon decor', palette];
      if (design.categoryCode === BYOD_CATEGORY.code) tags.push('byod');
      if (ON_DEMAND.has(design.name)) tags.push('on-demand booking');
      if (style.tag === 'stage' || design.occasion.key === 'premium') tags.push('premium');
      const [low, high] = style.price;
      let basePrice = endInNine(low + rng.next() * (high - low));
      // Pin the ends of the demo's price range: ₹499 to ₹24,969 at the dearest hub (under ₹25,000).
      if (copy === 0 && design.name === 'Classic Balloon Bouquet') basePrice = 499;
      if (copy === 0 && design.name === 'Premium Chrome Balloon Installation') basePrice = 22699;
      const image = (n: number) =>
        imagePath('product', `${style.layout}-${palette}-${design.occasion.key}-${id}-${n}`);
      const base: ProductSeed = {
        id,
        name,
        description: describe(
          name,
          style,
          design.occasion.name,
          palette.replace('-', ' and '),
          rng,
        ),
        images: [image(1), image(2), image(3)],
        tags,
        active: !(copy === 0 && INACTIVE.has(design.name)),
        variantOf: null,
        variants: [],
        occasions: occasionNames,
        occasionKeys,
        categoryCode: design.categoryCode,
        ocassionCategoryIndex: products.length + 1,
        isSpotLight: serial % 7 === 3,
        inclusions: [...style.inclusions, 'Setup and clean-up by our decorators'],
        leadTimeHours: style.leadTimeHours,
        basePrice,
        createdAt: new Date(SEED_EPOCH + (serial % 365) * DAY),
      };
      products.push(base);
      if (copy === 0 && WITH_VARIANTS.has(design.name)) {
        for (const [size, factor] of VARIANT_SIZES) {
          serial += 1;
          const variantId = `d${String(serial).padStart(5, '0')}`;
          const variant: ProductSeed = {
            ...base,
            id: variantId,
            name: `${design.name} (${size})`,
            description: base.description.replace(design.name, `${design.name} (${size})`),
            images: [
              imagePath(
                'product',
                `${style.layout}-${palette}-${design.occasion.key}-${variantId}-1`,
              ),
            ],
            variantOf: id,
            variants: [],
            basePrice: endInNine(basePrice * factor),
            ocassionCategoryIndex: products.length + 1,
            isSpotLight: false,
          };
          base.variants.push({ _id: variantId, name: variant.name, image: variant.images[0]! });
          products.push(variant);
        }
      }
    }
  }
  return products;
}
