// `npm run media`: the cover and drop-banner videos, built from catalogue scenes with ffmpeg.
// Each clip is a few stills with a slow zoom, crossfading into each other, written as WebM (VP9)
// and MP4 (H.264) with a WebP poster (its first frame) into public/media/, where the web server
// serves the build's static files. The files are committed: CI has no ffmpeg (README.md beside
// this file).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderImage } from '../services/catalogue/images';
import type { ImageKind } from '../../shared/domain/images';
import { MEDIA_CLIPS, MEDIA_LIMIT_BYTES, type MediaClip } from './clips';

const OUT_DIR = path.join(__dirname, '../../../public/media');
const FPS = 24;
/** Seconds of the crossfade between two stills. */
const FADE = 0.6;

/** A still rendered at twice the clip's size, so the slow zoom stays sharp. */
async function still(dir: string, kind: ImageKind, name: string, index: number, width: number) {
  const file = path.join(dir, `still-${index}.png`);
  await sharp(Buffer.from(renderImage(kind, name)))
    .resize({ width: width * 2 })
    .png()
    .toFile(file);
  return file;
}

/** The ffmpeg filter: each still zooms in slowly (or out), then all crossfade in a chain. */
function filterGraph(clip: MediaClip): string {
  const frames = Math.round(clip.secondsPerStill * FPS);
  const [w, h] = clip.size;
  const parts = clip.stills.map((_, index) => {
    const zoom = index % 2 === 0 ? `1+0.08*on/${frames}` : `1.08-0.08*on/${frames}`;
    return (
      `[${index}:v]zoompan=z='${zoom}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${w}x${h}:fps=${FPS},` +
      `format=yuv420p,setsar=1[s${index}]`
    );
  });
  let last = 's0';
  for (let index = 1; index < clip.stills.length; index += 1) {
    const offset = (clip.secondsPerStill - FADE) * index;
    const out = index === clip.stills.length - 1 ? 'v' : `x${index}`;
    parts.push(
      `[${last}][s${index}]xfade=transition=fade:duration=${FADE}:offset=${offset.toFixed(2)}[${out}]`,
    );
    last = out;
  }
  return parts.join(';');
}

const ENCODERS = {
  webm: [
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '36',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
  ],
  mp4: [
    '-c:v',
    'libx264',
    '-crf',
    '26',
    '-preset',
    'slow',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
  ],
} as const;

async function build(clip: MediaClip) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'media-'));
  try {
    const stills = await Promise.all(
      clip.stills.map(([kind, name], index) => still(dir, kind, name, index, clip.size[0])),
    );
    // One frame each: zoompan makes the still's frames from it.
    const inputs = stills.flatMap((file) => ['-i', file]);
    for (const [format, codec] of Object.entries(ENCODERS)) {
      const out = path.join(OUT_DIR, `${clip.name}.${format}`);
      execFileSync('ffmpeg', [
        '-y',
        '-v',
        'error',
        ...inputs,
        '-filter_complex',
        filterGraph(clip),
        '-map',
        '[v]',
        '-an',
        ...codec,
        out,
      ]);
      const { size } = await stat(out);
      if (size > MEDIA_LIMIT_BYTES) throw new Error(`${out} is ${size} bytes, over the limit`);
      console.log(`${path.basename(out)}: ${(size / 1024).toFixed(0)} KB`);
    }
    const poster = path.join(OUT_DIR, `${clip.name}-poster.webp`);
    await sharp(stills[0]).resize({ width: clip.size[0] }).webp({ quality: 70 }).toFile(poster);
    console.log(`${path.basename(poster)}: ${((await stat(poster)).size / 1024).toFixed(0)} KB`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Every clip, or only those named (`npm run media -- how-it-works`). */
async function main() {
  const only = process.argv.slice(2);
  for (const clip of MEDIA_CLIPS) {
    if (only.length === 0 || only.includes(clip.name)) await build(clip);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
