// One catalogue picture as an SVG document with its alt text, by kind and name.
import { seededRandom } from '../../../db/seed/random';
import type { ImageKind } from '../../../../shared/domain/images';
import { IMAGE_SIZES } from '../../../../shared/domain/images';
import {
  altText,
  PALETTE_KEYS,
  PALETTES,
  sceneAttributes,
  type Layout,
  type PaletteKey,
  type SceneAttributes,
} from './attributes';
import { bannerArt } from './banners';
import { productScene } from './compose';
import { cityArt, cityLandmark } from './places';
import { STILL_LIFE_WORDS, STILL_LIFES, stillLife, type StillLife } from './stillLife';
import { Defs, escapeXml, hash } from './svg';

/** Each occasion's own look on its tiles, so no two occasions share a picture. */
const SIGNATURES: Record<string, readonly [Layout, PaletteKey]> = {
  birthday: ['arch', 'rainbow'],
  anniversary: ['ring', 'red-white'],
  wedding: ['stage', 'green-gold'],
  'house-warming': ['wall', 'classic'],
  'kids-party': ['room', 'pastel'],
  welcome: ['arch', 'blue-silver'],
  'baby-shower': ['wall', 'pink-white'],
  romantic: ['canopy', 'red-white'],
  'get-together': ['room', 'black-gold'],
  'pet-party': ['bouquet', 'rainbow'],
  bachelorette: ['ring', 'rose-gold'],
  'mothers-day': ['wall', 'purple-lilac'],
  bouquet: ['bouquet', 'pink-white'],
  stage: ['stage', 'rose-gold'],
  store: ['arch', 'classic'],
  premium: ['stage', 'black-gold'],
  canopy: ['canopy', 'purple-lilac'],
};

/** An occasion or category tile: the occasion's signature setup with its words on it. */
function tileAttributes(name: string): SceneAttributes {
  const attributes = sceneAttributes(name);
  const signature = SIGNATURES[name];
  return {
    ...attributes,
    ...(signature ? { layout: signature[0], palette: signature[1] } : {}),
    sign: hash(name) % 2 ? 'neon' : 'foil-letters',
  };
}

/** The subject of an add-on or offer picture: named first (`cake-…`), else from the hash. */
function subjectOf(name: string, fallback: StillLife): StillLife {
  return STILL_LIFES.find((subject) => name.startsWith(`${subject}-`)) ?? fallback;
}

export interface RenderedScene {
  svg: string;
  alt: string;
}

/** What a kind's picture draws for a name: still lifes for add-ons, offers and their categories. */
function stillLifeOf(kind: ImageKind, name: string): StillLife | null {
  if (kind === 'offer') return subjectOf(name, 'gift');
  if (kind === 'addon') return subjectOf(name, STILL_LIFES[hash(name) % STILL_LIFES.length]!);
  if (kind === 'category' && STILL_LIFES.some((subject) => name.startsWith(`${subject}-`))) {
    return subjectOf(name, 'balloons');
  }
  return null;
}

const sceneAttributesOf = (kind: ImageKind, name: string) =>
  kind === 'product' || kind === 'video' ? sceneAttributes(name) : tileAttributes(name);

/** The alt text of a picture without drawing it (empty for banners: the page writes their words). */
export function sceneAlt(kind: ImageKind, name: string): string {
  if (kind === 'city') return `Balloons over ${cityLandmark(name)}`;
  if (kind === 'banner' || kind === 'banner-wide') return '';
  const subject = stillLifeOf(kind, name);
  return subject ? STILL_LIFE_WORDS[subject] : altText(sceneAttributesOf(kind, name));
}

export function renderScene(kind: ImageKind, name: string): RenderedScene {
  const [w, h] = IMAGE_SIZES[kind];
  const rng = seededRandom(hash(`${kind}/${name}`));
  const palette =
    PALETTE_KEYS.find((key) => name.includes(key)) ??
    PALETTE_KEYS[hash(name) % PALETTE_KEYS.length]!;
  const colours = PALETTES[palette];
  const defs = new Defs();
  const subject = stillLifeOf(kind, name);
  let body: string;
  if (kind === 'city') body = cityArt(defs, name, w, h, colours);
  else if (kind === 'banner' || kind === 'banner-wide') body = bannerArt(defs, rng, w, h, colours);
  else if (subject) body = stillLife(defs, rng, subject, w, h, colours);
  else body = productScene(defs, `${kind}/${name}`, sceneAttributesOf(kind, name), w, h);
  const alt = sceneAlt(kind, name);
  const label = alt ? ` aria-label="${escapeXml(alt)}"` : ' aria-hidden="true"';
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"${label}>${defs}${body}</svg>`,
    alt,
  };
}
