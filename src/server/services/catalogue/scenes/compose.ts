// A product's picture: the room, then the layout's structure and balloons, then the props its
// attributes name, then the lens's vignette. Every choice comes from the name, so a product's
// picture never changes and two products differ in layout, colours, room, props or placement.
import { seededRandom, type Random } from '../../../db/seed/random';
import { type SceneAttributes, METALLIC, OCCASION_THEMES, PALETTES } from './attributes';
import {
  arcPoints,
  ceilingBalloons,
  floorCluster,
  garland,
  balloon,
  type BalloonStyle,
} from './balloons';
import {
  backdrop,
  cakeTable,
  canopy,
  fairyLights,
  foilText,
  neonSign,
  petalHeart,
  ringFrame,
  stagePlatform,
} from './props';
import { pickRoom, roomBack, vignette, type Room } from './room';
import { darken, deepest, hash, lighten, round, type Defs } from './svg';

interface Frame {
  rng: Random;
  style: BalloonStyle;
  w: number;
  h: number;
  /** The setup's centre line (not always the picture's: the camera stands a little aside). */
  cx: number;
  unit: number;
  room: Room;
  colours: readonly string[];
}

/** The layout's structure and balloons; answers where its sign goes (x, y, size). */
function structure(
  frame: Frame,
  attributes: SceneAttributes,
): { svg: string; sign: [number, number, number] } {
  const { rng, style, w, h, cx, unit, room, colours } = frame;
  const { defs } = style;
  const floorY = room.floorY;
  const balloonColours = colours.slice(0, 3);
  switch (attributes.layout) {
    case 'arch': {
      const points = arcPoints(
        cx,
        floorY,
        unit * 0.36,
        floorY - h * 0.12,
        Math.PI,
        Math.PI * 2,
        17,
      );
      const panel =
        rng.next() < 0.5
          ? backdrop(
              defs,
              rng,
              cx - unit * 0.24,
              h * 0.3,
              unit * 0.48,
              floorY - h * 0.3,
              colours[3] ?? '#FFFFFF',
              true,
            )
          : '';
      return {
        svg: panel + garland(style, rng, points, unit * 0.055, balloonColours),
        sign: [cx, h * 0.5, unit * 0.075],
      };
    }
    case 'ring': {
      const cy = h * 0.42;
      const r = unit * 0.27;
      const panel = backdrop(
        defs,
        rng,
        cx - unit * 0.34,
        h * 0.1,
        unit * 0.68,
        floorY - h * 0.1,
        lighten(colours[1] ?? '#FFFFFF', 0.55),
        false,
      );
      const start = rng.next() * Math.PI * 0.3;
      const points = arcPoints(cx, cy, r, r, Math.PI * 0.45 + start, Math.PI * 1.35 + start, 10);
      return {
        svg:
          panel +
          ringFrame(
            defs,
            cx,
            cy,
            r,
            floorY,
            METALLIC.includes(colours[1] ?? '') ? colours[1]! : '#D4AF37',
          ) +
          garland(style, rng, points, unit * 0.05, balloonColours),
        sign: [cx, cy + unit * 0.03, unit * 0.065],
      };
    }
    case 'wall': {
      const square = rng.next() < 0.4;
      const top = h * 0.12;
      const panel = backdrop(
        defs,
        rng,
        cx - unit * 0.3,
        top,
        unit * 0.6,
        floorY - top,
        colours[rng.int(0, 1)] ?? '#FFFFFF',
        square,
      );
      const edge = [
        ...arcPoints(
          cx - unit * 0.3,
          top + unit * 0.3,
          unit * 0.05,
          unit * 0.3,
          Math.PI * 0.5,
          Math.PI * 1.4,
          6,
        ),
        ...arcPoints(
          cx + unit * 0.3,
          floorY - unit * 0.05,
          unit * 0.05,
          unit * 0.28,
          Math.PI * 1.5,
          Math.PI * 0.9,
          5,
        ),
      ];
      return {
        svg: panel + garland(style, rng, edge, unit * 0.055, balloonColours),
        sign: [cx, h * 0.42, unit * 0.07],
      };
    }
    case 'bouquet': {
      let svg = '';
      const bunches = rng.int(2, 3);
      for (let bunch = 0; bunch < bunches; bunch += 1) {
        const bx = cx + (bunch - (bunches - 1) / 2) * unit * 0.3;
        const weightY = floorY + h * 0.06;
        svg += `<rect x="${round(bx - 10)}" y="${round(weightY - 18)}" width="20" height="18" rx="3" fill="${colours[bunch % 3]}"/>`;
        const count = rng.int(4, 7);
        for (let index = 0; index < count; index += 1) {
          const x = bx + (rng.next() - 0.5) * unit * 0.22;
          const y = h * (0.2 + rng.next() * 0.22) + bunch * h * 0.04;
          svg += balloon(
            style,
            x,
            y,
            unit * 0.06,
            rng.pick(colours.slice(0, 3)),
            rng.int(-15, 15),
            weightY - 18,
          );
        }
      }
      return { svg, sign: [cx, floorY - h * 0.04, unit * 0.12] };
    }
    case 'canopy': {
      const svg =
        canopy(defs, cx, h * 0.12, floorY + h * 0.04, unit * 0.7, colours[0] ?? '#FFFFFF') +
        garland(
          style,
          rng,
          [
            [cx - unit * 0.35, h * 0.13],
            [cx - unit * 0.28, h * 0.15],
            [cx + unit * 0.28, h * 0.15],
            [cx + unit * 0.35, h * 0.13],
          ],
          unit * 0.045,
          balloonColours,
        );
      return { svg, sign: [cx, h * 0.5, unit * 0.06] };
    }
    case 'room':
      return {
        svg: ceilingBalloons(style, rng, w, 0, unit * 0.055, balloonColours, 9),
        sign: [cx, h * 0.5, unit * 0.09],
      };
    case 'stage': {
      const stageH = h * 0.08;
      const points = arcPoints(
        cx,
        floorY - stageH,
        unit * 0.4,
        floorY - stageH - h * 0.1,
        Math.PI,
        Math.PI * 2,
        19,
      );
      const svg =
        backdrop(
          defs,
          rng,
          cx - unit * 0.3,
          h * 0.18,
          unit * 0.6,
          floorY - stageH - h * 0.18,
          colours[3] ?? '#FFFFFF',
          true,
        ) +
        stagePlatform(
          defs,
          cx - unit * 0.45,
          floorY + h * 0.04,
          unit * 0.9,
          stageH,
          colours[0] ?? '#333333',
        ) +
        garland(style, rng, points, unit * 0.05, balloonColours);
      return { svg, sign: [cx, h * 0.45, unit * 0.065] };
    }
  }
}

function sign(
  frame: Frame,
  attributes: SceneAttributes,
  [x, y, size]: [number, number, number],
): string {
  const theme = OCCASION_THEMES[attributes.occasion];
  const { defs } = frame.style;
  const foil = frame.colours.find((colour) => METALLIC.includes(colour)) ?? '#D4AF37';
  // Neon glows pale on a dark wall; on a light one it shows in the palette's deepest colour.
  const neon = attributes.evening
    ? lighten(frame.colours[0] ?? '#FF8FAB', 0.35)
    : darken(deepest(frame.colours.slice(0, 3)), 0.3);
  switch (attributes.sign) {
    case 'neon':
      return neonSign(defs, theme?.neon ?? 'Celebrate', x, y, size, neon);
    case 'foil-letters':
      return foilText(defs, frame.rng, theme?.foil ?? 'YAY', x, y, size, foil);
    case 'foil-numbers':
      return foilText(defs, frame.rng, String(attributes.number), x, y + size, size * 2.4, foil);
    case 'none':
      return '';
  }
}

/** The SVG body (no <svg> element) of a product scene w by h. */
export function productScene(
  defs: Defs,
  name: string,
  attributes: SceneAttributes,
  w: number,
  h: number,
): string {
  const rng = seededRandom(hash(`product/${name}`));
  const colours = PALETTES[attributes.palette];
  const unit = Math.min(w, h);
  const room = pickRoom(rng, h, attributes.evening, attributes);
  const frame: Frame = {
    rng,
    style: { defs, metallic: METALLIC },
    w,
    h,
    cx: w / 2 + (rng.next() - 0.5) * w * 0.12,
    unit,
    room,
    colours,
  };
  let body = roomBack(defs, room, w, h);
  if (attributes.fairyLights) {
    body += fairyLights(
      defs,
      rng,
      w * 0.08,
      w * 0.92,
      h * 0.04,
      room.floorY * (attributes.layout === 'canopy' ? 0.35 : 0.75),
      attributes.layout !== 'room' && rng.next() < 0.6,
    );
  }
  const built = structure(frame, attributes);
  body += built.svg + sign(frame, attributes, built.sign);
  if (attributes.cakeTable) {
    const side = frame.cx < w / 2 ? 1 : -1;
    body += cakeTable(
      defs,
      frame.cx + side * unit * 0.3,
      room.floorY + h * 0.14,
      unit * 0.26,
      colours[1] ?? '#FFFFFF',
    );
  }
  if (attributes.petals) body += petalHeart(rng, frame.cx, room.floorY + h * 0.13, unit * 0.16);
  if (attributes.floorBalloons) {
    const y = room.floorY + h * 0.15;
    body += floorCluster(frame.style, rng, w * 0.1, y, unit * 0.05, colours.slice(0, 3));
    if (!attributes.cakeTable || rng.next() < 0.5)
      body += floorCluster(frame.style, rng, w * 0.9, y, unit * 0.045, colours.slice(0, 3));
  }
  return body + vignette(defs, w, h);
}
