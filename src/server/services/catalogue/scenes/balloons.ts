// Balloons with light on them: a radial gradient lit from the upper left, a specular highlight,
// a knot, and garlands, clusters, floor and ceiling balloons built from them.
import type { Random } from '../../../db/seed/random';
import { darken, type Defs, lighten, round, softShadow } from './svg';

/** The gradient of a balloon of one colour; gold-like colours get a harder, metallic one. */
function balloonFill(defs: Defs, colour: string, metallic: boolean): string {
  return defs.use(
    `balloon${colour}${metallic ? 'm' : ''}`,
    (id) =>
      `<radialGradient id="${id}" cx="0.42" cy="0.38" r="0.68" fx="0.32" fy="0.26">` +
      `<stop offset="0" stop-color="${lighten(colour, metallic ? 0.75 : 0.45)}"/>` +
      `<stop offset="${metallic ? 0.3 : 0.5}" stop-color="${colour}"/>` +
      `<stop offset="${metallic ? 0.7 : 0.85}" stop-color="${darken(colour, metallic ? 0.35 : 0.22)}"/>` +
      `<stop offset="1" stop-color="${darken(colour, metallic ? 0.15 : 0.4)}"/></radialGradient>`,
  );
}

export interface BalloonStyle {
  defs: Defs;
  /** Colours seen as metallic foil (gold, silver, chrome). */
  metallic?: readonly string[];
}

/** One balloon centred at (x, y) of radius r; `tilt` in degrees; a string when `stringTo` is set. */
export function balloon(
  style: BalloonStyle,
  x: number,
  y: number,
  r: number,
  colour: string,
  tilt = 0,
  stringTo?: number,
): string {
  const metallic = style.metallic?.includes(colour) ?? false;
  const fill = balloonFill(style.defs, colour, metallic);
  const knotY = y + r * 1.12;
  const string =
    stringTo === undefined
      ? ''
      : `<path d="M${round(x)} ${round(knotY + 3)} q ${round(r * 0.4)} ${round((stringTo - knotY) * 0.5)} 0 ${round(stringTo - knotY)}" stroke="#F4F1EC" stroke-opacity="0.8" stroke-width="1" fill="none"/>`;
  return (
    `<g transform="rotate(${round(tilt)} ${round(x)} ${round(y)})">` +
    `<path d="M${round(x - r * 0.12)} ${round(knotY + 3)} L${round(x)} ${round(knotY - 2)} L${round(x + r * 0.12)} ${round(knotY + 3)} Z" fill="${darken(colour, 0.25)}"/>` +
    `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(r)}" ry="${round(r * 1.12)}" fill="${fill}"/>` +
    `<ellipse cx="${round(x - r * 0.38)}" cy="${round(y - r * 0.48)}" rx="${round(r * 0.16)}" ry="${round(r * 0.26)}" fill="#FFFFFF" opacity="${metallic ? 0.85 : 0.6}" transform="rotate(-28 ${round(x - r * 0.38)} ${round(y - r * 0.48)})"/>` +
    `</g>${string}`
  );
}

/**
 * An organic garland along the points: each point gets a cluster of three to five balloons of
 * mixed sizes, small fillers in front, drawn back to front.
 */
export function garland(
  style: BalloonStyle,
  rng: Random,
  points: readonly (readonly [number, number])[],
  size: number,
  colours: readonly string[],
): string {
  const parts: { y: number; r: number; svg: string }[] = [];
  for (const [px, py] of points) {
    const count = rng.int(3, 5);
    for (let index = 0; index < count; index += 1) {
      const angle = rng.next() * Math.PI * 2;
      const r = size * (0.55 + rng.next() * 0.55);
      const x = px + Math.cos(angle) * size * 0.7;
      const y = py + Math.sin(angle) * size * 0.6;
      parts.push({ y, r, svg: balloon(style, x, y, r, rng.pick(colours), rng.int(-40, 40)) });
    }
  }
  // Large ones behind, small fillers in front: the depth of a real garland.
  parts.sort((a, b) => b.r - a.r);
  return parts.map((part) => part.svg).join('');
}

/** Points along an arc (angles in radians), for arches, rings and canopies. */
export function arcPoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  count: number,
): [number, number][] {
  return Array.from({ length: count }, (_, index) => {
    const angle = from + ((to - from) * index) / Math.max(1, count - 1);
    return [cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry];
  });
}

/** A heap of balloons resting on the floor at x, with its shadow. */
export function floorCluster(
  style: BalloonStyle,
  rng: Random,
  x: number,
  floorY: number,
  size: number,
  colours: readonly string[],
): string {
  let out = softShadow(style.defs, x, floorY + size * 0.1, size * 2.1, size * 0.35);
  const spots: [number, number, number][] = [
    [-1.1, -0.9, 0.9],
    [1.1, -0.85, 0.85],
    [0, -1.7, 0.95],
    [-0.45, -0.8, 1],
    [0.55, -0.75, 0.95],
  ];
  for (const [dx, dy, scale] of spots) {
    out += balloon(
      style,
      x + dx * size,
      floorY + dy * size,
      size * scale,
      rng.pick(colours),
      rng.int(-30, 30),
    );
  }
  return out;
}

/** Helium balloons under the ceiling with ribbons hanging down. */
export function ceilingBalloons(
  style: BalloonStyle,
  rng: Random,
  w: number,
  top: number,
  size: number,
  colours: readonly string[],
  count: number,
): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = w * ((index + 0.5) / count) + (rng.next() - 0.5) * size;
    const y = top + size * 1.2 + rng.next() * size * 0.8;
    out += balloon(
      style,
      x,
      y,
      size * (0.85 + rng.next() * 0.3),
      rng.pick(colours),
      rng.int(-12, 12),
      y + size * (3 + rng.next() * 2),
    );
  }
  return out;
}
