// Small helpers the scenes share: rounding, colour mixing, and a collector of <defs> so each
// gradient or filter is written once per picture and named by what it draws.

export const round = (value: number) => Math.round(value * 10) / 10;

/** Text safe inside an SVG element or attribute. */
export const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** FNV-1a: the same text always gives the same number (names seed the pictures). */
export function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    value = Math.imul(value ^ text.charCodeAt(index), 16777619);
  }
  return value >>> 0;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `colour` moved `amount` (0 to 1) of the way towards `target`. */
export function mix(colour: string, target: string, amount: number): string {
  const [r1, g1, b1] = channels(colour);
  const [r2, g2, b2] = channels(target);
  const at = (a: number, b: number) => Math.round(a + (b - a) * amount);
  return `#${[at(r1, r2), at(g1, g2), at(b1, b2)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The darkest of the colours (by luma), for marks that must stand out on a light wall. */
export function deepest(colours: readonly string[]): string {
  const luma = (colour: string) => {
    const [r, g, b] = channels(colour);
    return 0.299 * r + 0.587 * g + 0.114 * b;
  };
  return [...colours].sort((a, b) => luma(a) - luma(b))[0] ?? '#2136D4';
}

export const lighten = (colour: string, amount: number) => mix(colour, '#FFFFFF', amount);
export const darken = (colour: string, amount: number) => mix(colour, '#000000', amount);

/** Gradients and filters of one picture, each added once under its key. */
export class Defs {
  private readonly items = new Map<string, string>();

  /** Adds the definition built by `make(id)` under `key` once; answers `url(#id)`. */
  use(key: string, make: (id: string) => string): string {
    const id = `d${key.replace(/[^a-zA-Z0-9]/g, '')}`;
    if (!this.items.has(id)) this.items.set(id, make(id));
    return `url(#${id})`;
  }

  toString(): string {
    return this.items.size === 0 ? '' : `<defs>${[...this.items.values()].join('')}</defs>`;
  }
}

/** A vertical linear gradient through the given stops (offset 0 to 1, colour, opacity). */
export function linear(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  return (
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">` +
    stops
      .map(([offset, colour, opacity]) =>
        opacity === undefined
          ? `<stop offset="${offset}" stop-color="${colour}"/>`
          : `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
      )
      .join('') +
    `</linearGradient>`
  );
}

/** A soft contact shadow: an ellipse fading out from its centre (no blur filter to render). */
export function softShadow(
  defs: Defs,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.35,
) {
  const fill = defs.use(
    `shadow${Math.round(strength * 100)}`,
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="#1B1420" stop-opacity="${strength}"/>` +
      `<stop offset="1" stop-color="#1B1420" stop-opacity="0"/></radialGradient>`,
  );
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"/>`;
}

/** A glow for lit things (neon, bulbs): the shape blurred under itself. */
export function glowFilter(defs: Defs, spread: number): string {
  return defs.use(
    `glow${spread}`,
    (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">` +
      `<feGaussianBlur stdDeviation="${spread}" result="b"/>` +
      `<feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
}
