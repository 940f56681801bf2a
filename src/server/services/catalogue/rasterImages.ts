// The raster copies of the catalogue's drawings (shared/domain/images.ts): WebP and AVIF at the
// kind's widths and a 16 px WebP placeholder, rendered from the SVG by sharp on first request,
// then kept in memory; an image is a pure function of its path. Render times: catalogue README.
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

/** The image's raster copy at one of its widths (see `isRasterWidth`). */
export function renderRaster(
  kind: ImageKind,
  name: string,
  width: number,
  format: RasterFormat = 'webp',
): Promise<Buffer> {
  return kept(`${kind}/${name}/${width}.${format}`, () =>
    encode[format](sharp(Buffer.from(renderImage(kind, name))).resize({ width })).toBuffer(),
  );
}

/** The image's placeholder: 16 px wide, a few hundred bytes, for the page to show blurred. */
export function renderPlaceholder(kind: ImageKind, name: string): Promise<Buffer> {
  return kept(`${kind}/${name}/placeholder`, () =>
    encode
      .placeholder(sharp(Buffer.from(renderImage(kind, name))).resize({ width: PLACEHOLDER_WIDTH }))
      .toBuffer(),
  );
}
