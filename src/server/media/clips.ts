// The videos `npm run media` builds (build.ts) and the site serves from public/media/: the cover
// videos of SPEC 4 (home, with its short preview, and the decor listing), the nav drop
// banner's two variants (SPEC: Home), before and after login, and the how-it-works video view's.
import type { ImageKind } from '../../shared/domain/images';
import { DROP_BANNER_CLIPS, HOW_IT_WORKS_CLIP, MEDIA_PATH } from '../../shared/domain/media';

export interface MediaClip {
  /** File name without extension: {name}.webm, {name}.mp4 and {name}-poster.webp. */
  name: string;
  size: readonly [number, number];
  secondsPerStill: number;
  /** The scenes shown one after another: [kind, image name]. */
  stills: readonly (readonly [ImageKind, string])[];
}

/** Where the site serves the files, and the most any of them may weigh. */
export { MEDIA_PATH };
export const MEDIA_LIMIT_BYTES = 1024 * 1024;

export const MEDIA_CLIPS: readonly MediaClip[] = [
  {
    name: 'cover-home',
    size: [360, 640],
    secondsPerStill: 2.1,
    stills: [
      ['video', 'arch-rose-gold-birthday-cover-1'],
      ['video', 'ring-black-gold-anniversary-cover-2'],
      ['video', 'canopy-pink-white-romantic-cover-3'],
      ['video', 'wall-pastel-baby-shower-cover-4'],
    ],
  },
  {
    name: 'cover-home-preview',
    size: [240, 426],
    secondsPerStill: 1.6,
    stills: [
      ['video', 'arch-rose-gold-birthday-cover-1'],
      ['video', 'ring-black-gold-anniversary-cover-2'],
      ['video', 'canopy-pink-white-romantic-cover-3'],
    ],
  },
  {
    name: 'cover-listing',
    size: [360, 640],
    secondsPerStill: 2.1,
    stills: [
      ['video', 'stage-green-gold-wedding-cover-5'],
      ['video', 'room-rainbow-kids-party-cover-6'],
      ['video', 'bouquet-classic-welcome-cover-7'],
    ],
  },
  {
    name: DROP_BANNER_CLIPS.guest,
    size: [960, 160],
    secondsPerStill: 2,
    stills: [
      ['banner-wide', 'rainbow-drop-guest-1'],
      ['banner-wide', 'pastel-drop-guest-2'],
    ],
  },
  {
    name: DROP_BANNER_CLIPS.member,
    size: [960, 160],
    secondsPerStill: 2,
    stills: [
      ['banner-wide', 'rose-gold-drop-member-1'],
      ['banner-wide', 'black-gold-drop-member-2'],
    ],
  },
  {
    // One scene a step: the decoration chosen, the day, the setup under way, the room ready.
    name: HOW_IT_WORKS_CLIP,
    size: [360, 640],
    secondsPerStill: 1.8,
    stills: [
      ['video', 'arch-pastel-birthday-how-1'],
      ['video', 'ring-rose-gold-anniversary-how-2'],
      ['video', 'wall-rainbow-kids-party-how-3'],
      ['video', 'canopy-pink-white-romantic-how-4'],
    ],
  },
];
