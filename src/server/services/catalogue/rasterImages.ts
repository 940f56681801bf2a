// The raster copies of the catalogue's drawings (shared/domain/images.ts): WebP and AVIF at the
// kind's widths and a 16 px WebP placeholder, rendered from the SVG by sharp on first request,
// then kept in memory, and on disk too with IMAGE_CACHE_DIR; an image is a pure function of its
// path. Render times: catalogue README.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp, { type Sharp } from 'sharp';
import { PLACEHOLDER_WIDTH, rasterWidths, type ImageKind } from '../../../shared/domain/images';
import { renderImage } from './images';

/** About 8 KB a product card's copy: some thousands of copies before the oldest go. */
const CACHE_BYTES = 32 * 1024 * 1024;

export type RasterFormat = 'webp' | 'avif';

/**
 * Encoder settings: WebP at 75; AVIF at 50 with effort 2, which costs about twice a WebP's time
 * (effort 4 saves 8% more bytes at ten times the time); the placeholder as small as it gets.
 */
const encode = {
  webp: (image: Sharp) => image.webp({ quality: 75 }),
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  placeholder: (image: Sharp) => image.webp({ quality: 40, smartSubsample: true }),
} as const;

/**
 * Part of every copy's name on disk: the encoders' own code, so a copy made with other settings
 * is never taken for one made with these.
 */
const ENCODING = Object.values(encode).map(String).join('\n');

const rendered = new LRUCache<string, Promise<Buffer>>({
  maxSize: CACHE_BYTES,
  // A render under way counts as a small entry; its size is known once it ends.
  sizeCalculation: () => 1,
});

/** Whether the kind has a raster copy at that width. */
export function isRasterWidth(kind: ImageKind, width: number): boolean {
  return rasterWidths(kind).includes(width);
}

function kept(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const known = rendered.get(key);
  if (known) return known;
  const render = make();
  rendered.set(key, render);
  render.then(
    (bytes) => {
      if (rendered.get(key) === render) rendered.set(key, render, { size: bytes.length });
    },
    () => rendered.delete(key),
  );
  return render;
}

/**
 * A copy kept in `dir`, named by a hash of what makes it (the SVG, the variant, the encoders), so
 * instances sharing the directory, and the next start, never render it again, and a changed
 * drawing is a new name. The disk only saves work: a copy that cannot be read or written there is
 * rendered, and sent, all the same.
 */
async function throughDisk(
  dir: string | undefined,
  svg: string,
  variant: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  if (!dir) return make();
  const hash = createHash('sha256').update(`${ENCODING}\n${variant}\n${svg}`).digest('hex');
  const file = path.join(dir, hash.slice(0, 2), `${hash}.${variant.split('.').pop()}`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const bytes = await make();
  // Written aside and renamed, so another instance never reads half a file.
  const scratch = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(scratch, bytes);
    await rename(scratch, file);
  } catch {
    await rm(scratch, { force: true }).catch(() => undefined);
  }
  return bytes;
}

/**
 * The image's raster copy at one of its widths (see `isRasterWidth`); `dir` is where copies are
 * also kept on disk (IMAGE_CACHE_DIR), if anywhere.
 */
export function renderRaster(
  kind: ImageKind,
  name: string,
  width: number,
  format: RasterFormat = 'webp',
  dir?: string,
): Promise<Buffer> {
  return kept(`${kind}/${name}/${width}.${format}`, () => {
    const svg = renderImage(kind, name);
    return throughDisk(dir, svg, `${width}.${format}`, () =>
      encode[format](sharp(Buffer.from(svg)).resize({ width })).toBuffer(),
    );
  });
}

/** The image's placeholder: 16 px wide, a few hundred bytes, for the page to show blurred. */
export function renderPlaceholder(kind: ImageKind, name: string, dir?: string): Promise<Buffer> {
  return kept(`${kind}/${name}/placeholder`, () => {
    const svg = renderImage(kind, name);
    return throughDisk(dir, svg, 'placeholder.webp', () =>
      encode.placeholder(sharp(Buffer.from(svg)).resize({ width: PLACEHOLDER_WIDTH })).toBuffer(),
    );
  });
}
