// Deterministic SVG illustrations for every catalogue image: balloon arrangements in the theme
// colours. An image is a pure function of its kind and name, so the API serves them without
// storage, and the catalogue names them by path only (no outside URL anywhere in the data).
import { IMAGE_SIZES, type ImageKind } from '../../../shared/domain/images';
import { seededRandom, type Random } from '../../db/seed/random';

export {
  IMAGE_KINDS,
  IMAGE_NAME_PATTERN,
  IMAGE_ROUTE_PREFIX,
  IMAGE_SIZES,
  imagePath,
  type ImageKind,
} from '../../../shared/domain/images';

/** Named colour sets; a name starting with one of these keys uses it. */
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
const PALETTE_KEYS = Object.keys(PALETTES) as PaletteKey[];

export const LAYOUTS = ['arch', 'ring', 'wall', 'bouquet', 'canopy', 'room', 'stage'] as const;
export type Layout = (typeof LAYOUTS)[number];

function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  }
  return value >>> 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

function balloon(x: number, y: number, r: number, colour: string, withString = true): string {
  const knotY = y + r * 1.2;
  const string = withString
    ? `<path d="M${round(x)} ${round(knotY + 4)} q ${round(r * 0.3)} ${round(r * 0.8)} 0 ${round(r * 1.6)}" stroke="#7A7F99" stroke-width="1.5" fill="none"/>`
    : '';
  return (
    `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(r)}" ry="${round(r * 1.2)}" fill="${colour}"/>` +
    `<ellipse cx="${round(x - r * 0.35)}" cy="${round(y - r * 0.45)}" rx="${round(r * 0.22)}" ry="${round(r * 0.32)}" fill="#FFFFFF" opacity="0.45"/>` +
    `<path d="M${round(x - 4)} ${round(knotY + 4)} L${round(x)} ${round(knotY - 1)} L${round(x + 4)} ${round(knotY + 4)} Z" fill="${colour}"/>` +
    string
  );
}

function cluster(rng: Random, x: number, y: number, size: number, colours: readonly string[]) {
  let out = '';
  for (let index = 0; index < 5; index += 1) {
    const angle = (index / 5) * Math.PI * 2 + rng.next();
    const r = size * (0.35 + rng.next() * 0.25);
    out += balloon(
      x + Math.cos(angle) * size * 0.5,
      y + Math.sin(angle) * size * 0.4,
      r,
      rng.pick(colours),
      false,
    );
  }
  return out;
}

function arrangement(
  layout: Layout,
  rng: Random,
  w: number,
  h: number,
  colours: readonly string[],
) {
  const cx = w / 2;
  const unit = Math.min(w, h);
  switch (layout) {
    case 'arch': {
      let out = '';
      for (let index = 0; index <= 14; index += 1) {
        const angle = Math.PI + (index / 14) * Math.PI;
        out += cluster(
          rng,
          cx + Math.cos(angle) * unit * 0.38,
          h * 0.78 + Math.sin(angle) * unit * 0.55,
          unit * 0.09,
          colours,
        );
      }
      return out;
    }
    case 'ring': {
      let out = `<circle cx="${cx}" cy="${h * 0.48}" r="${unit * 0.33}" fill="none" stroke="${colours[0]}" stroke-width="6"/>`;
      for (let index = 0; index < 9; index += 1) {
        const angle = Math.PI * 0.65 + (index / 8) * Math.PI * 0.9;
        out += cluster(
          rng,
          cx + Math.cos(angle) * unit * 0.33,
          h * 0.48 + Math.sin(angle) * unit * 0.33,
          unit * 0.08,
          colours,
        );
      }
      return `${out}<rect x="${cx - unit * 0.2}" y="${h * 0.86}" width="${unit * 0.4}" height="${unit * 0.04}" fill="${colours[0]}"/>`;
    }
    case 'wall': {
      let out = `<rect x="${w * 0.15}" y="${h * 0.18}" width="${w * 0.7}" height="${h * 0.62}" rx="12" fill="${colours[1]}" opacity="0.55"/>`;
      for (const [x, y] of [
        [0.18, 0.2],
        [0.82, 0.2],
        [0.16, 0.78],
        [0.84, 0.78],
        [0.5, 0.16],
      ] as const) {
        out += cluster(rng, w * x, h * y, unit * 0.14, colours);
      }
      return `${out}<rect x="${w * 0.3}" y="${h * 0.44}" width="${w * 0.4}" height="${h * 0.1}" rx="6" fill="${colours[0]}"/>`;
    }
    case 'bouquet': {
      let out = '';
      const count = rng.int(5, 9);
      for (let index = 0; index < count; index += 1) {
        const x = cx + (index - (count - 1) / 2) * unit * 0.1;
        const y = h * (0.25 + rng.next() * 0.2);
        out += `<path d="M${round(x)} ${round(y + unit * 0.1)} L${cx} ${h * 0.85}" stroke="#7A7F99" stroke-width="1.5"/>`;
        out += balloon(x, y, unit * 0.08, rng.pick(colours), false);
      }
      return `${out}<rect x="${cx - 14}" y="${h * 0.84}" width="28" height="26" rx="4" fill="${colours[0]}"/>`;
    }
    case 'canopy': {
      let out = `<path d="M${w * 0.2} ${h * 0.88} L${cx} ${h * 0.2} L${w * 0.8} ${h * 0.88}" fill="${colours[3] ?? '#FFFFFF'}" stroke="${colours[0]}" stroke-width="5"/>`;
      for (let index = 0; index < 7; index += 1) {
        out += balloon(
          w * (0.25 + index * 0.083),
          h * 0.86 - Math.abs(index - 3) * h * 0.08 - h * 0.28,
          unit * 0.05,
          rng.pick(colours),
          false,
        );
      }
      return `${out}<rect x="${w * 0.15}" y="${h * 0.88}" width="${w * 0.7}" height="${h * 0.04}" fill="${colours[1]}"/>`;
    }
    case 'room': {
      let out = `<rect x="0" y="${h * 0.82}" width="${w}" height="${h * 0.18}" fill="${colours[3] ?? '#FFFFFF'}"/>`;
      for (let index = 0; index < 9; index += 1) {
        out += balloon(
          w * (0.1 + index * 0.1),
          h * (0.14 + rng.next() * 0.1),
          unit * 0.06,
          rng.pick(colours),
        );
      }
      return `${out}${cluster(rng, w * 0.2, h * 0.74, unit * 0.12, colours)}${cluster(rng, w * 0.8, h * 0.74, unit * 0.12, colours)}`;
    }
    case 'stage': {
      let out = `<rect x="${w * 0.08}" y="${h * 0.78}" width="${w * 0.84}" height="${h * 0.12}" fill="${colours[0]}"/>`;
      out += `<rect x="${w * 0.18}" y="${h * 0.26}" width="${w * 0.64}" height="${h * 0.52}" fill="${colours[1]}" opacity="0.6"/>`;
      for (let index = 0; index <= 10; index += 1) {
        const angle = Math.PI + (index / 10) * Math.PI;
        out += cluster(
          rng,
          cx + Math.cos(angle) * w * 0.36,
          h * 0.56 + Math.sin(angle) * h * 0.38,
          unit * 0.07,
          colours,
        );
      }
      return out;
    }
  }
}

function paletteFor(name: string): readonly string[] {
  const key = PALETTE_KEYS.find((candidate) => name.includes(candidate));
  return PALETTES[key ?? PALETTE_KEYS[hash(name) % PALETTE_KEYS.length] ?? 'classic'];
}

function layoutFor(kind: ImageKind, name: string): Layout {
  const named = LAYOUTS.find((layout) => name.startsWith(`${layout}-`));
  if (named) return named;
  if (kind === 'addon' || kind === 'offer') return 'bouquet';
  return LAYOUTS[hash(name) % LAYOUTS.length] ?? 'arch';
}

function bannerArt(rng: Random, w: number, h: number, colours: readonly string[]) {
  let out = `<rect x="${w * 0.22}" y="${h * 0.3}" width="${w * 0.56}" height="${h * 0.4}" rx="${h * 0.08}" fill="#2136D4"/>`;
  out += `<rect x="${w * 0.3}" y="${h * 0.44}" width="${w * 0.4}" height="${h * 0.12}" rx="${h * 0.05}" fill="#F0F5FE" opacity="0.85"/>`;
  for (const x of [0.06, 0.14, 0.86, 0.94]) out += cluster(rng, w * x, h * 0.5, h * 0.3, colours);
  return out;
}

function videoArt(rng: Random, w: number, h: number, colours: readonly string[]) {
  let out = '';
  for (let index = 0; index < 8; index += 1) {
    const x = w * (0.1 + rng.next() * 0.8);
    const duration = 4 + rng.int(0, 4);
    out +=
      `<g>${balloon(x, h * 0.9, w * (0.07 + rng.next() * 0.05), rng.pick(colours))}` +
      `<animateTransform attributeName="transform" type="translate" from="0 0" to="0 -${h}" dur="${duration}s" begin="${index * 0.6}s" repeatCount="indefinite"/></g>`;
  }
  return out;
}

/** The SVG document for an image; any valid name renders, the same name always alike. */
export function renderImage(kind: ImageKind, name: string): string {
  const [w, h] = IMAGE_SIZES[kind];
  const rng = seededRandom(hash(`${kind}/${name}`));
  const colours = paletteFor(name);
  const background = kind === 'city' ? '#FFFFFF' : '#F0F5FE';
  let art: string;
  if (kind === 'banner' || kind === 'banner-wide') art = bannerArt(rng, w, h, colours);
  else if (kind === 'video') art = videoArt(rng, w, h, colours);
  else if (kind === 'city') {
    art = `<circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.46}" fill="#F0F5FE"/>`;
    for (let index = 0; index < 6; index += 1) {
      const bw = w * 0.09;
      const bh = h * (0.15 + rng.next() * 0.25);
      art += `<rect x="${w * 0.2 + index * bw * 1.05}" y="${h * 0.78 - bh}" width="${bw}" height="${bh}" fill="#2136D4" opacity="${0.55 + index * 0.07}"/>`;
    }
    art += balloon(w * 0.72, h * 0.3, w * 0.08, colours[0] ?? '#2136D4');
  } else art = arrangement(layoutFor(kind, name), rng, w, h, colours);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<rect width="${w}" height="${h}" fill="${background}"/>${art}</svg>`
  );
}
