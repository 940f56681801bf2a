// What a picture shows, read from its name: `{layout}-{palette}-{occasion}-{id}-{n}` for a
// product (the seed writes it so), any other name falling back to choices from its hash. The
// same attributes give the picture's alt text.
import { seededRandom } from '../../../db/seed/random';
import { FLOORS, type Floor } from './room';
import { hash } from './svg';

export const PALETTES = {
  classic: ['#2136D4', '#5B6CF0', '#FFC94D', '#F0F5FE'],
  'rose-gold': ['#B76E79', '#E8A49C', '#F7D6D0', '#FFF4F1'],
  pastel: ['#A7C7E7', '#F8C8DC', '#C1E1C1', '#FFF8E7'],
  'red-white': ['#D7263D', '#FFFFFF', '#F46036', '#FFF1F1'],
  'black-gold': ['#1B1B1E', '#D4AF37', '#F2E3A0', '#FAF6E9'],
  rainbow: ['#FF595E', '#FFCA3A', '#8AC926', '#1982C4'],
  'blue-silver': ['#2136D4', '#C0C7D6', '#8FA3FF', '#F0F5FE'],
  'pink-white': ['#FF8FAB', '#FFFFFF', '#FFC2D1', '#FFF0F5'],
  'green-gold': ['#2D6A4F', '#D4AF37', '#95D5B2', '#F1FAEE'],
  'purple-lilac': ['#6A4C93', '#C8B6FF', '#E7C6FF', '#F8F0FF'],
} as const;
export type PaletteKey = keyof typeof PALETTES;
export const PALETTE_KEYS = Object.keys(PALETTES) as PaletteKey[];
/** Colours drawn as foil (gold, silver, rose gold). */
export const METALLIC = ['#D4AF37', '#C0C7D6', '#B76E79', '#F2E3A0'];

export const LAYOUTS = ['arch', 'ring', 'wall', 'bouquet', 'canopy', 'room', 'stage'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Per occasion: the words of its foil letters and neon sign, and how the alt text names it. */
export const OCCASION_THEMES: Record<string, { foil: string; neon: string; phrase: string }> = {
  birthday: { foil: 'HAPPY BDAY', neon: 'Happy Birthday', phrase: 'a birthday' },
  anniversary: { foil: 'LOVE', neon: 'Forever', phrase: 'an anniversary' },
  wedding: { foil: 'MR & MRS', neon: 'Just Married', phrase: 'a wedding' },
  'house-warming': { foil: 'HOME', neon: 'Home Sweet Home', phrase: 'a house warming' },
  'kids-party': { foil: 'PARTY', neon: 'Party Time', phrase: "a kids' party" },
  welcome: { foil: 'WELCOME', neon: 'Welcome Home', phrase: 'a welcome home' },
  'baby-shower': { foil: 'OH BABY', neon: 'Oh Baby', phrase: 'a baby shower' },
  romantic: { foil: 'LOVE', neon: 'Love You', phrase: 'a romantic evening' },
  'get-together': { foil: 'CHEERS', neon: 'Cheers', phrase: 'a get-together' },
  'pet-party': { foil: 'WOOF', neon: 'Pawty', phrase: 'a pet party' },
  bachelorette: { foil: 'BRIDE', neon: 'Bride to Be', phrase: 'a bachelorette' },
  'mothers-day': { foil: 'MOM', neon: 'Love You Mom', phrase: "Mother's Day" },
  bouquet: { foil: 'YAY', neon: 'Celebrate', phrase: 'a surprise' },
  stage: { foil: 'WELCOME', neon: 'Celebrate', phrase: 'a stage event' },
  store: { foil: 'OPEN', neon: 'Grand Opening', phrase: 'a store opening' },
  premium: { foil: 'CHEERS', neon: 'Celebrate', phrase: 'a grand celebration' },
  canopy: { foil: 'LOVE', neon: 'Together', phrase: 'a cosy night in' },
};
const OCCASION_KEYS = Object.keys(OCCASION_THEMES).sort((a, b) => b.length - a.length);

const LOVE = new Set(['anniversary', 'romantic', 'wedding', 'bachelorette']);

export type Sign = 'foil-letters' | 'foil-numbers' | 'neon' | 'none';

export interface SceneAttributes {
  layout: Layout;
  palette: PaletteKey;
  occasion: string;
  sign: Sign;
  /** The foil number's digits, when the sign is numbers. */
  number: number;
  fairyLights: boolean;
  floorBalloons: boolean;
  cakeTable: boolean;
  /** A heart of rose petals on the floor (love occasions). */
  petals: boolean;
  /** An evening room: dark wall, lights on. */
  evening: boolean;
  floor: Floor;
  /** Where daylight comes in (none in the evening). */
  window: 'left' | 'right' | 'none';
}

/** The name's parts: a known layout first, then a palette, then an occasion, each optional. */
function parse(name: string) {
  // A tile named by its occasion alone (`canopy`, `stage`): the occasion, not the layout.
  if (Object.hasOwn(OCCASION_THEMES, name))
    return { layout: undefined, palette: undefined, occasion: name };
  let rest = name;
  const take = <T extends string>(options: readonly T[]): T | undefined => {
    const found = options.find((option) => rest === option || rest.startsWith(`${option}-`));
    if (found) rest = rest.slice(found.length + 1);
    return found;
  };
  const layout = take(LAYOUTS);
  const palette = take([...PALETTE_KEYS].sort((a, b) => b.length - a.length));
  const occasion = take(OCCASION_KEYS);
  return { layout, palette, occasion };
}

/** A picture's attributes: what the name says, the rest chosen from its hash (stable). */
export function sceneAttributes(name: string): SceneAttributes {
  const parsed = parse(name);
  const rng = seededRandom(hash(`scene/${name}`));
  const layout = parsed.layout ?? rng.pick(LAYOUTS);
  const palette =
    parsed.palette ?? PALETTE_KEYS.find((key) => name.includes(key)) ?? rng.pick(PALETTE_KEYS);
  const occasion = parsed.occasion ?? rng.pick(OCCASION_KEYS);
  const celebratesAge = occasion === 'birthday' || occasion === 'anniversary';
  const signs: Sign[] =
    layout === 'bouquet'
      ? ['none', 'foil-numbers', 'foil-letters']
      : ['neon', 'foil-letters', ...(celebratesAge ? (['foil-numbers'] as const) : [])];
  // Glam colours and romance are mostly evening setups; anything may be.
  const glam = palette === 'black-gold' || palette === 'purple-lilac' || occasion === 'romantic';
  const evening = rng.next() < (glam ? 0.7 : 0.15);
  return {
    layout,
    palette,
    occasion,
    sign: rng.pick(signs),
    number: occasion === 'anniversary' ? rng.pick([1, 5, 10, 25, 50]) : rng.int(1, 60),
    fairyLights: layout === 'canopy' || layout === 'room' || evening || rng.next() < 0.4,
    floorBalloons: layout === 'room' || (layout !== 'bouquet' && rng.next() < 0.7),
    cakeTable:
      (celebratesAge || occasion === 'baby-shower' || occasion === 'kids-party') &&
      layout !== 'bouquet' &&
      rng.next() < 0.6,
    evening,
    petals: LOVE.has(occasion) && layout !== 'bouquet' && rng.next() < 0.5,
    floor: rng.pick(FLOORS),
    window: evening ? 'none' : rng.pick(['left', 'right', 'none'] as const),
  };
}

const FLOOR_WORDS: Record<Floor, string> = {
  wood: 'a wooden floor',
  marble: 'a marble floor',
  carpet: 'a carpeted floor',
};

const LAYOUT_WORDS: Record<Layout, string> = {
  arch: 'balloon arch',
  ring: 'ring backdrop with a balloon garland',
  wall: 'balloon wall backdrop',
  bouquet: 'balloon bouquets',
  canopy: 'canopy with sheer drapes and balloons',
  room: 'room decoration with ceiling balloons',
  stage: 'stage with a balloon arch',
};

const paletteWords = (palette: PaletteKey) =>
  palette === 'rose-gold' ? palette : palette.replace('-', ' and ');

/** 'Rose-gold balloon arch with a neon sign, fairy lights and a cake table for a birthday'. */
export function altText(attributes: SceneAttributes): string {
  const theme = OCCASION_THEMES[attributes.occasion];
  const extras = [
    attributes.sign === 'neon' ? `a '${theme?.neon ?? 'Celebrate'}' neon sign` : '',
    attributes.sign === 'foil-letters' ? `'${theme?.foil ?? 'YAY'}' foil letters` : '',
    attributes.sign === 'foil-numbers' ? `a foil number ${attributes.number}` : '',
    attributes.fairyLights ? 'fairy lights' : '',
    attributes.cakeTable ? 'a cake table' : '',
    attributes.petals ? 'a heart of rose petals' : '',
    attributes.floorBalloons ? 'balloons on the floor' : '',
  ].filter(Boolean);
  const list =
    extras.length > 1
      ? `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}`
      : (extras[0] ?? '');
  const colours = paletteWords(attributes.palette);
  const start = `${colours.charAt(0).toUpperCase()}${colours.slice(1)} ${LAYOUT_WORDS[attributes.layout]}`;
  const room = attributes.evening
    ? 'in a softly lit evening room'
    : `${attributes.window === 'none' ? 'in a room' : 'by a sunny window'} with ${FLOOR_WORDS[attributes.floor]}`;
  return `${start}${list ? ` with ${list}` : ''}, ${room}, for ${theme?.phrase ?? 'a celebration'}`;
}
