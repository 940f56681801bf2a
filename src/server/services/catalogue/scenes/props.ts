// The things a decorator sets up besides balloons: backdrops, frames, a neon sign, foil letters
// and numbers, fairy lights, a cake table, drapes and a stage, each with its light and shadow.
import type { Random } from '../../../db/seed/random';
import {
  darken,
  type Defs,
  escapeXml,
  glowFilter,
  lighten,
  linear,
  round,
  softShadow,
} from './svg';

const FONT = 'font-family="\'DejaVu Sans\', \'Liberation Sans\', sans-serif" font-weight="bold"';

/** A gold, silver or rose foil gradient for letters and frames. */
export function foilFill(defs: Defs, colour: string): string {
  return defs.use(`foil${colour}`, (id) =>
    linear(
      id,
      [
        [0, lighten(colour, 0.7)],
        [0.35, colour],
        [0.55, darken(colour, 0.3)],
        [0.75, lighten(colour, 0.4)],
        [1, darken(colour, 0.2)],
      ],
      [0, 0, 0.3, 1],
    ),
  );
}

/** Foil balloon letters or numbers, standing slightly tilted in a row. */
export function foilText(
  defs: Defs,
  rng: Random,
  text: string,
  cx: number,
  y: number,
  size: number,
  colour: string,
) {
  const fill = foilFill(defs, colour);
  const step = size * 0.72;
  const start = cx - ((text.length - 1) * step) / 2;
  return [...text]
    .map((letter, index) =>
      letter === ' '
        ? ''
        : `<text x="${round(start + index * step)}" y="${round(y)}" font-size="${round(size)}" ${FONT} text-anchor="middle" fill="${fill}" stroke="${darken(colour, 0.35)}" stroke-width="${round(size * 0.025)}" transform="rotate(${rng.int(-6, 6)} ${round(start + index * step)} ${round(y)})">${escapeXml(letter)}</text>`,
    )
    .join('');
}

/** A neon sign in script-like letters with its glow on the wall behind. */
export function neonSign(
  defs: Defs,
  text: string,
  cx: number,
  y: number,
  size: number,
  colour: string,
) {
  const glow = glowFilter(defs, round(size * 0.12));
  return (
    `<text x="${round(cx)}" y="${round(y)}" font-size="${round(size)}" font-family="'DejaVu Serif', serif" font-style="italic" text-anchor="middle" fill="none" stroke="${colour}" stroke-width="${round(size * 0.09)}" filter="${glow}" opacity="0.9">${escapeXml(text)}</text>` +
    `<text x="${round(cx)}" y="${round(y)}" font-size="${round(size)}" font-family="'DejaVu Serif', serif" font-style="italic" text-anchor="middle" fill="none" stroke="#FFFFFF" stroke-width="${round(size * 0.03)}">${escapeXml(text)}</text>`
  );
}

/** Strings of warm bulbs hanging as curtains (vertical) or swags (sagging) across the wall. */
export function fairyLights(
  defs: Defs,
  rng: Random,
  x0: number,
  x1: number,
  top: number,
  drop: number,
  curtain: boolean,
) {
  const glow = glowFilter(defs, 2);
  let out = '';
  const strands = curtain ? 9 : 3;
  for (let strand = 0; strand < strands; strand += 1) {
    const points: [number, number][] = [];
    for (let step = 0; step <= 12; step += 1) {
      const t = step / 12;
      points.push(
        curtain
          ? [
              x0 + ((x1 - x0) * (strand + 0.5)) / strands + Math.sin(t * 6 + strand) * 2,
              top + drop * t * (0.7 + 0.3 * rng.next()),
            ]
          : [x0 + (x1 - x0) * t, top + strand * drop * 0.3 + Math.sin(t * Math.PI) * drop * 0.35],
      );
    }
    out += `<path d="M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join(' L')}" stroke="#4A4036" stroke-opacity="0.6" stroke-width="0.8" fill="none"/>`;
    out += `<g filter="${glow}">${points.map(([x, y]) => `<circle cx="${round(x)}" cy="${round(y)}" r="2.2" fill="#FFE9A8"/>`).join('')}</g>`;
  }
  return out;
}

/** A round table with a cloth and a two-tier cake with candles, standing on the floor. */
export function cakeTable(defs: Defs, cx: number, floorY: number, width: number, colour: string) {
  const cloth = defs.use(`cloth${colour}`, (id) =>
    linear(
      id,
      [
        [0, lighten(colour, 0.75)],
        [1, lighten(colour, 0.45)],
      ],
      [0, 0, 1, 0],
    ),
  );
  const tableTop = floorY - width * 0.55;
  const cake = (y: number, cw: number, ch: number, c: string) =>
    `<rect x="${round(cx - cw / 2)}" y="${round(y - ch)}" width="${round(cw)}" height="${round(ch)}" rx="${round(cw * 0.06)}" fill="${c}"/>` +
    `<ellipse cx="${round(cx)}" cy="${round(y - ch)}" rx="${round(cw / 2)}" ry="${round(cw * 0.08)}" fill="${lighten(c, 0.35)}"/>`;
  const tier1 = tableTop - width * 0.02;
  const tier2 = tier1 - width * 0.2;
  let candles = '';
  for (const dx of [-0.08, 0, 0.08]) {
    const x = cx + dx * width;
    candles += `<rect x="${round(x - 1.5)}" y="${round(tier2 - width * 0.18 - 10)}" width="3" height="10" fill="#FFFFFF"/>`;
    candles += `<ellipse cx="${round(x)}" cy="${round(tier2 - width * 0.18 - 13)}" rx="2.5" ry="4" fill="#FFC94D" filter="${glowFilter(defs, 2)}"/>`;
  }
  return (
    softShadow(defs, cx, floorY + 2, width * 0.62, width * 0.07, 0.45) +
    `<path d="M${round(cx - width / 2)} ${round(tableTop)} L${round(cx - width * 0.56)} ${round(floorY)} L${round(cx + width * 0.56)} ${round(floorY)} L${round(cx + width / 2)} ${round(tableTop)} Z" fill="${cloth}"/>` +
    `<ellipse cx="${round(cx)}" cy="${round(tableTop)}" rx="${round(width / 2)}" ry="${round(width * 0.06)}" fill="${lighten(colour, 0.85)}"/>` +
    cake(tier1, width * 0.42, width * 0.2, '#FBF3EA') +
    cake(tier2, width * 0.28, width * 0.18, lighten(colour, 0.55)) +
    candles
  );
}

/** A backdrop panel on the wall: sequin or fabric in one colour, lit from above. */
export function backdrop(
  defs: Defs,
  rng: Random,
  x: number,
  y: number,
  width: number,
  height: number,
  colour: string,
  square: boolean,
) {
  const fill = defs.use(`panel${colour}`, (id) =>
    linear(id, [
      [0, lighten(colour, 0.35)],
      [1, darken(colour, 0.15)],
    ]),
  );
  let out = softShadow(defs, x + width / 2, y + height, width * 0.6, height * 0.05, 0.4);
  out += `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" rx="${square ? 2 : round(width / 2)}" fill="${fill}"/>`;
  if (square) return out;
  // Sequins catching the light: a scatter of small bright dots.
  for (let index = 0; index < 40; index += 1) {
    const sx = x + width * (0.1 + rng.next() * 0.8);
    const sy = y + height * (0.15 + rng.next() * 0.8);
    out += `<circle cx="${round(sx)}" cy="${round(sy)}" r="1.3" fill="#FFFFFF" opacity="${round(0.3 + rng.next() * 0.5)}"/>`;
  }
  return out;
}

/** A ring stand: a metal hoop on a base. */
export function ringFrame(
  defs: Defs,
  cx: number,
  cy: number,
  r: number,
  floorY: number,
  colour: string,
) {
  const metal = foilFill(defs, colour);
  return (
    softShadow(defs, cx, floorY, r * 0.8, r * 0.08, 0.45) +
    `<path d="M${round(cx - r * 0.15)} ${round(cy + r)} L${round(cx - r * 0.35)} ${round(floorY)} M${round(cx + r * 0.15)} ${round(cy + r)} L${round(cx + r * 0.35)} ${round(floorY)}" stroke="${metal}" stroke-width="5"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="none" stroke="${metal}" stroke-width="7"/>`
  );
}

/** Sheer drapes from a point (a canopy tent) down to the floor, with cushions on a rug. */
export function canopy(
  defs: Defs,
  cx: number,
  top: number,
  floorY: number,
  width: number,
  colour: string,
) {
  const sheer = defs.use(`sheer${colour}`, (id) =>
    linear(id, [
      [0, '#FFFFFF', 0.9],
      [1, lighten(colour, 0.6), 0.75],
    ]),
  );
  const left = cx - width / 2;
  const right = cx + width / 2;
  const mid = top + (floorY - top) * 0.55;
  let out = softShadow(defs, cx, floorY + 6, width * 0.7, width * 0.08, 0.35);
  out += `<ellipse cx="${round(cx)}" cy="${round(floorY + 8)}" rx="${round(width * 0.6)}" ry="${round(width * 0.07)}" fill="${darken(colour, 0.2)}" opacity="0.8"/>`;
  // Drapes fall from the rod's ends, are tied back at mid height, then spread on the floor.
  for (const [edge, inward] of [
    [left, 1],
    [right, -1],
  ] as const) {
    out +=
      `<path d="M${round(edge)} ${round(top)} L${round(edge + inward * width * 0.3)} ${round(top)} ` +
      `Q ${round(edge + inward * width * 0.12)} ${round(mid - (mid - top) * 0.3)} ${round(edge + inward * width * 0.06)} ${round(mid)} ` +
      `Q ${round(edge + inward * width * 0.14)} ${round(floorY - (floorY - mid) * 0.3)} ${round(edge + inward * width * 0.2)} ${round(floorY)} ` +
      `L${round(edge - inward * width * 0.04)} ${round(floorY)} Z" fill="${sheer}"/>`;
  }
  out += `<rect x="${round(left - 6)}" y="${round(top - 4)}" width="${round(width + 12)}" height="6" rx="3" fill="${darken(colour, 0.1)}"/>`;
  for (const dx of [-0.22, 0, 0.22]) {
    out += `<ellipse cx="${round(cx + dx * width)}" cy="${round(floorY - 4)}" rx="${round(width * 0.1)}" ry="${round(width * 0.045)}" fill="${lighten(colour, 0.3)}"/>`;
  }
  return out;
}

/** A low stage with a carpeted front, for events. */
export function stagePlatform(
  defs: Defs,
  x: number,
  floorY: number,
  width: number,
  height: number,
  colour: string,
) {
  const front = defs.use(`stage${colour}`, (id) =>
    linear(id, [
      [0, darken(colour, 0.05)],
      [1, darken(colour, 0.4)],
    ]),
  );
  return (
    softShadow(defs, x + width / 2, floorY, width * 0.6, height * 0.3, 0.4) +
    `<rect x="${round(x)}" y="${round(floorY - height)}" width="${round(width)}" height="${round(height)}" fill="${front}"/>` +
    `<rect x="${round(x)}" y="${round(floorY - height)}" width="${round(width)}" height="${round(height * 0.12)}" fill="${lighten(colour, 0.3)}"/>`
  );
}

/** A heart of rose petals on the floor, seen in perspective (flattened). */
export function petalHeart(rng: Random, cx: number, cy: number, size: number) {
  let out = '';
  for (let index = 0; index < 70; index += 1) {
    const t = (index / 70) * Math.PI * 2;
    // The classic heart curve, squashed to lie on the floor.
    const x = 16 * Math.sin(t) ** 3;
    const y = -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t));
    const px = cx + (x / 17) * size + (rng.next() - 0.5) * 3;
    const py = cy + (y / 17) * size * 0.3 + (rng.next() - 0.5) * 2;
    out += `<ellipse cx="${round(px)}" cy="${round(py)}" rx="3.2" ry="2" fill="${rng.pick(['#C8102E', '#E4455D', '#9E0B24'])}" transform="rotate(${rng.int(0, 180)} ${round(px)} ${round(py)})"/>`;
  }
  return out;
}
