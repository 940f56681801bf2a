// Banner art: a wide room with a garland, lights and balloons to the right, and a calm, darker
// left side where the page writes the banner's words as real text (no text in the picture).
import type { Random } from '../../../db/seed/random';
import { arcPoints, floorCluster, garland, type BalloonStyle } from './balloons';
import { fairyLights } from './props';
import { pickRoom, roomBack } from './room';
import { darken, type Defs, linear } from './svg';

export function bannerArt(
  defs: Defs,
  rng: Random,
  w: number,
  h: number,
  colours: readonly string[],
): string {
  const room = { ...pickRoom(rng, h, rng.next() < 0.3), window: 'none' as const, floorY: h * 0.82 };
  const style: BalloonStyle = { defs, metallic: ['#D4AF37', '#C0C7D6', '#B76E79'] };
  const balloonColours = colours.slice(0, 3);
  const cx = w * (0.72 + rng.next() * 0.1);
  let art = roomBack(defs, room, w, h);
  art += fairyLights(defs, rng, w * 0.4, w, h * 0.05, h * 0.5, false);
  art += garland(
    style,
    rng,
    arcPoints(cx, room.floorY, h * 0.75, h * 0.68, Math.PI, Math.PI * 2, 15),
    h * 0.07,
    balloonColours,
  );
  art += floorCluster(style, rng, w * 0.97, h * 0.95, h * 0.1, balloonColours);
  art += floorCluster(style, rng, cx - h * 1.05, h * 0.97, h * 0.08, balloonColours);
  // The words' side: the palette's deepest colour fading out, so white text reads on it.
  const wash = defs.use(`wash${colours[0]}`, (id) =>
    linear(
      id,
      [
        [0, darken(colours[0] ?? '#2136D4', 0.35), 0.92],
        [0.45, darken(colours[0] ?? '#2136D4', 0.35), 0.6],
        [0.62, darken(colours[0] ?? '#2136D4', 0.35), 0],
      ],
      [0, 0, 1, 0],
    ),
  );
  return `${art}<rect width="${w}" height="${h}" fill="${wash}"/>`;
}
