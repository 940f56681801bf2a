// The room a setup stands in: a painted wall lit by a window, a floor (wood, marble or carpet)
// seen in perspective, a skirting board, and a vignette as a camera lens gives.
import type { Random } from '../../../db/seed/random';
import { darken, type Defs, lighten, linear, mix, round } from './svg';

export const WALLS = ['#EFE6DA', '#E4E9EE', '#F3E9E4', '#E7E2F0', '#E9EDE4', '#2B2A33'] as const;
export const FLOORS = ['wood', 'marble', 'carpet'] as const;
export type Floor = (typeof FLOORS)[number];

export interface Room {
  wall: string;
  floor: Floor;
  /** Where the window light comes from: left, right or none (an evening room). */
  window: 'left' | 'right' | 'none';
  /** The line where the wall meets the floor. */
  floorY: number;
}

/** Picks a room for a scene: darker walls for evening and glam palettes; floor and window as given. */
export function pickRoom(
  rng: Random,
  h: number,
  evening: boolean,
  given: Partial<Pick<Room, 'floor' | 'window'>> = {},
): Room {
  const wall = evening ? rng.pick(['#2B2A33', '#3A2F3B', '#25303B']) : rng.pick(WALLS.slice(0, 5));
  return {
    wall,
    floor: given.floor ?? rng.pick(FLOORS),
    window: evening ? 'none' : (given.window ?? rng.pick(['left', 'right', 'none'] as const)),
    floorY: h * (0.74 + rng.next() * 0.06),
  };
}

function floorArt(defs: Defs, room: Room, w: number, h: number): string {
  const top = room.floorY;
  const depth = h - top;
  if (room.floor === 'wood') {
    const fill = defs.use('floorwood', (id) =>
      linear(id, [
        [0, '#8A5A3B'],
        [1, '#B98560'],
      ]),
    );
    let out = `<rect x="0" y="${round(top)}" width="${w}" height="${round(depth)}" fill="${fill}"/>`;
    // Planks run towards the camera: lines fanning out from a vanishing point above the room.
    for (let index = -8; index <= 8; index += 1) {
      const x0 = w / 2 + index * w * 0.06;
      const x1 = w / 2 + index * w * 0.16;
      out += `<path d="M${round(x0)} ${round(top)} L${round(x1)} ${h}" stroke="#6B4329" stroke-opacity="0.35" stroke-width="1.2"/>`;
    }
    return out;
  }
  if (room.floor === 'marble') {
    const fill = defs.use('floormarble', (id) =>
      linear(id, [
        [0, '#D9D6D2'],
        [1, '#F4F2EF'],
      ]),
    );
    let out = `<rect x="0" y="${round(top)}" width="${w}" height="${round(depth)}" fill="${fill}"/>`;
    for (let index = 1; index < 4; index += 1) {
      const y = top + depth * (index / 4) ** 1.4;
      out += `<path d="M0 ${round(y)} L${w} ${round(y)}" stroke="#BDB8B2" stroke-opacity="0.5" stroke-width="1"/>`;
    }
    return `${out}<path d="M${w * 0.1} ${round(top + depth * 0.5)} q ${w * 0.2} ${-depth * 0.2} ${w * 0.4} ${depth * 0.1}" stroke="#A9A39C" stroke-opacity="0.35" fill="none"/>`;
  }
  const fill = defs.use(`floorcarpet${room.wall}`, (id) =>
    linear(id, [
      [0, darken(mix(room.wall, '#7A6A5A', 0.5), 0.25)],
      [1, mix(room.wall, '#7A6A5A', 0.4)],
    ]),
  );
  return `<rect x="0" y="${round(top)}" width="${w}" height="${round(depth)}" fill="${fill}"/>`;
}

/** The room behind everything: wall, window light, floor and skirting. */
export function roomBack(defs: Defs, room: Room, w: number, h: number): string {
  const wallFill = defs.use(`wall${room.wall}`, (id) =>
    linear(id, [
      [0, darken(room.wall, 0.12)],
      [0.7, room.wall],
      [1, lighten(room.wall, 0.08)],
    ]),
  );
  let out = `<rect width="${w}" height="${round(room.floorY)}" fill="${wallFill}"/>`;
  if (room.window !== 'none') {
    const left = room.window === 'left';
    const x = left ? w * 0.04 : w * 0.78;
    const pane = defs.use('windowpane', (id) =>
      linear(id, [
        [0, '#DCEBFA'],
        [1, '#FFFFFF'],
      ]),
    );
    out +=
      `<rect x="${round(x)}" y="${round(h * 0.1)}" width="${round(w * 0.18)}" height="${round(h * 0.42)}" fill="${pane}" stroke="#FFFFFF" stroke-width="5"/>` +
      `<path d="M${round(x + w * 0.09)} ${round(h * 0.1)} V${round(h * 0.52)} M${round(x)} ${round(h * 0.31)} H${round(x + w * 0.18)}" stroke="#FFFFFF" stroke-width="3"/>`;
    // The sunlight falling across the wall and floor.
    const beam = defs.use(`beam${room.window}`, (id) =>
      linear(
        id,
        [
          [0, '#FFF6DF', 0.55],
          [1, '#FFF6DF', 0],
        ],
        left ? [0, 0, 1, 0.4] : [1, 0, 0, 0.4],
      ),
    );
    const far = left ? w * 0.75 : w * 0.25;
    out += `<path d="M${round(x)} ${round(h * 0.1)} L${round(x + w * 0.18)} ${round(h * 0.1)} L${round(far + (left ? w * 0.2 : 0))} ${h} L${round(far - (left ? 0 : w * 0.2))} ${h} Z" fill="${beam}"/>`;
  }
  out += floorArt(defs, room, w, h);
  out += `<rect x="0" y="${round(room.floorY - h * 0.02)}" width="${w}" height="${round(h * 0.02)}" fill="${lighten(room.wall, 0.4)}"/>`;
  return out;
}

/** Darker corners, as a lens sees a room. */
export function vignette(defs: Defs, w: number, h: number): string {
  const fill = defs.use(
    'vignette',
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>`,
  );
  return `<rect width="${w}" height="${h}" fill="${fill}"/>`;
}
