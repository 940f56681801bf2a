// Add-ons and offers as product shots: one thing on a studio sweep (a seamless paper backdrop)
// with its contact shadow: a balloon bunch, lights, a cake, photo props, flowers or sparks.
import type { Random } from '../../../db/seed/random';
import { balloon, type BalloonStyle } from './balloons';
import { cakeTable, fairyLights, foilFill, neonSign } from './props';
import { darken, deepest, glowFilter, lighten, linear, round, softShadow, type Defs } from './svg';

export const STILL_LIFES = [
  'balloons',
  'lights',
  'cake',
  'photo',
  'flowers',
  'effects',
  'gift',
] as const;
export type StillLife = (typeof STILL_LIFES)[number];

export const STILL_LIFE_WORDS: Record<StillLife, string> = {
  balloons: 'A bunch of helium balloons on ribbons',
  lights: 'Warm fairy lights and a neon sign',
  cake: 'A two-tier celebration cake with candles',
  photo: 'Polaroid photos on a string of lights with party hats',
  flowers: 'A bouquet of red roses in wrapping paper',
  effects: 'Cold spark fountains lighting up the floor',
  gift: 'A wrapped gift box with balloons and confetti',
};

function sweep(defs: Defs, w: number, h: number, colour: string): string {
  const fill = defs.use(`sweep${colour}`, (id) =>
    linear(id, [
      [0, lighten(colour, 0.55)],
      [0.7, lighten(colour, 0.85)],
      [1, lighten(colour, 0.7)],
    ]),
  );
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}

function bunch(
  style: BalloonStyle,
  rng: Random,
  cx: number,
  floorY: number,
  unit: number,
  colours: readonly string[],
) {
  let out = softShadow(style.defs, cx, floorY, unit * 0.14, unit * 0.03);
  out += `<rect x="${round(cx - unit * 0.04)}" y="${round(floorY - unit * 0.06)}" width="${round(unit * 0.08)}" height="${round(unit * 0.06)}" rx="3" fill="${darken(colours[0] ?? '#333333', 0.1)}"/>`;
  const count = rng.int(5, 8);
  for (let index = 0; index < count; index += 1) {
    const x = cx + (rng.next() - 0.5) * unit * 0.45;
    const y = unit * (0.18 + rng.next() * 0.22);
    out += balloon(
      style,
      x,
      y,
      unit * 0.09,
      rng.pick(colours),
      rng.int(-15, 15),
      floorY - unit * 0.06,
    );
  }
  return out;
}

function polaroids(defs: Defs, rng: Random, w: number, h: number, colours: readonly string[]) {
  let out = fairyLights(defs, rng, w * 0.05, w * 0.95, h * 0.18, h * 0.2, false);
  for (let index = 0; index < 5; index += 1) {
    const x = w * (0.12 + index * 0.17);
    const y = h * 0.2 + Math.sin((index / 4) * Math.PI) * h * 0.07;
    out += `<g transform="rotate(${rng.int(-8, 8)} ${round(x)} ${round(y)})"><rect x="${round(x - w * 0.06)}" y="${round(y)}" width="${round(w * 0.12)}" height="${round(w * 0.14)}" fill="#FFFFFF"/>`;
    out += `<rect x="${round(x - w * 0.05)}" y="${round(y + w * 0.01)}" width="${round(w * 0.1)}" height="${round(w * 0.1)}" fill="${rng.pick(colours)}"/></g>`;
  }
  // Party hats on the table.
  for (const [dx, colour] of [
    [0.35, colours[0]],
    [0.55, colours[1]],
    [0.7, colours[2]],
  ] as const) {
    const x = w * dx;
    out += softShadow(defs, x, h * 0.84, w * 0.06, h * 0.015);
    out += `<path d="M${round(x - w * 0.05)} ${round(h * 0.84)} L${round(x)} ${round(h * 0.62)} L${round(x + w * 0.05)} ${round(h * 0.84)} Z" fill="${foilFill(defs, colour ?? '#D4AF37')}"/>`;
  }
  return out;
}

function roses(defs: Defs, rng: Random, cx: number, floorY: number, unit: number) {
  let out = softShadow(defs, cx, floorY, unit * 0.16, unit * 0.03);
  for (let index = 0; index < 14; index += 1) {
    const x = cx + (rng.next() - 0.5) * unit * 0.3;
    const y = unit * (0.32 + rng.next() * 0.14);
    out += `<ellipse cx="${round(x + unit * 0.03)}" cy="${round(y + unit * 0.02)}" rx="${round(unit * 0.04)}" ry="${round(unit * 0.018)}" fill="#2D6A4F" transform="rotate(${rng.int(-40, 40)} ${round(x)} ${round(y)})"/>`;
    out += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(unit * 0.035)}" fill="${defs.use('rose', (id) => `<radialGradient id="${id}"><stop offset="0" stop-color="#7A0A1E"/><stop offset="0.6" stop-color="#C8102E"/><stop offset="1" stop-color="#E4455D"/></radialGradient>`)}"/>`;
  }
  out += `<path d="M${round(cx - unit * 0.2)} ${round(unit * 0.42)} L${round(cx)} ${round(floorY)} L${round(cx + unit * 0.2)} ${round(unit * 0.42)} L${round(cx + unit * 0.05)} ${round(unit * 0.5)} Z" fill="#F3E5D0"/>`;
  return out;
}

function sparks(defs: Defs, rng: Random, w: number, floorY: number, unit: number) {
  const glow = glowFilter(defs, 3);
  let out = '';
  for (const x of [w * 0.32, w * 0.68]) {
    out += softShadow(defs, x, floorY, unit * 0.08, unit * 0.02);
    out += `<rect x="${round(x - unit * 0.04)}" y="${round(floorY - unit * 0.1)}" width="${round(unit * 0.08)}" height="${round(unit * 0.1)}" fill="#2B2A33"/>`;
    let fountain = '';
    for (let index = 0; index < 26; index += 1) {
      const angle = -Math.PI / 2 + (rng.next() - 0.5) * 0.6;
      const length = unit * (0.3 + rng.next() * 0.35);
      fountain += `<path d="M${round(x)} ${round(floorY - unit * 0.1)} l${round(Math.cos(angle) * length)} ${round(Math.sin(angle) * length)}" stroke="#FFE9A8" stroke-width="1.4" stroke-linecap="round" opacity="${round(0.5 + rng.next() * 0.5)}"/>`;
    }
    out += `<g filter="${glow}">${fountain}</g>`;
  }
  return out;
}

function gift(
  defs: Defs,
  style: BalloonStyle,
  rng: Random,
  w: number,
  h: number,
  colours: readonly string[],
) {
  const cx = w * 0.62;
  const floorY = h * 0.86;
  const size = Math.min(w, h) * 0.36;
  let out = softShadow(defs, cx, floorY, size * 0.7, size * 0.08);
  out += `<rect x="${round(cx - size / 2)}" y="${round(floorY - size * 0.8)}" width="${round(size)}" height="${round(size * 0.8)}" fill="${colours[0]}"/>`;
  out += `<rect x="${round(cx - size * 0.56)}" y="${round(floorY - size * 0.92)}" width="${round(size * 1.12)}" height="${round(size * 0.18)}" fill="${lighten(colours[0] ?? '#2136D4', 0.15)}"/>`;
  out += `<rect x="${round(cx - size * 0.07)}" y="${round(floorY - size * 0.92)}" width="${round(size * 0.14)}" height="${round(size * 0.92)}" fill="${foilFill(defs, '#D4AF37')}"/>`;
  for (let index = 0; index < 3; index += 1) {
    out += balloon(
      style,
      w * (0.82 + index * 0.05),
      h * (0.25 + index * 0.08),
      Math.min(w, h) * 0.09,
      rng.pick(colours),
      rng.int(-10, 10),
      floorY - size * 0.9,
    );
  }
  for (let index = 0; index < 30; index += 1) {
    const [x, y] = [round(rng.next() * w), round(rng.next() * h * 0.8)];
    out += `<rect x="${x}" y="${y}" width="5" height="3" fill="${rng.pick(colours)}" transform="rotate(${rng.int(0, 90)} ${x} ${y})" opacity="0.8"/>`;
  }
  return out;
}

/** A still life w by h of one thing, in the palette's colours. */
export function stillLife(
  defs: Defs,
  rng: Random,
  subject: StillLife,
  w: number,
  h: number,
  colours: readonly string[],
): string {
  const unit = Math.min(w, h);
  const floorY = h * 0.86;
  const style: BalloonStyle = { defs, metallic: ['#D4AF37', '#C0C7D6'] };
  let art = sweep(defs, w, h, colours[1] ?? '#F0F5FE');
  switch (subject) {
    case 'balloons':
      art += bunch(style, rng, w / 2, floorY, unit, colours.slice(0, 3));
      break;
    case 'lights':
      art = sweep(defs, w, h, '#3A2F3B') + fairyLights(defs, rng, 0, w, h * 0.05, h * 0.8, true);
      art += neonSign(
        defs,
        rng.pick(['Love', 'Party', 'Yay']),
        w / 2,
        h * 0.58,
        unit * 0.16,
        lighten(colours[0] ?? '#FF8FAB', 0.35),
      );
      break;
    case 'cake':
      art += cakeTable(
        defs,
        w / 2,
        floorY + h * 0.04,
        unit * 0.72,
        colours[rng.int(0, 2)] ?? '#FFFFFF',
      );
      break;
    case 'photo':
      art = sweep(defs, w, h, deepest(colours)) + polaroids(defs, rng, w, h, colours);
      break;
    case 'flowers':
      art += roses(defs, rng, w / 2, floorY, unit);
      break;
    case 'effects':
      art = sweep(defs, w, h, '#25303B') + sparks(defs, rng, w, floorY, unit);
      break;
    case 'gift':
      art += gift(defs, style, rng, w, h, colours);
      break;
  }
  return art;
}
