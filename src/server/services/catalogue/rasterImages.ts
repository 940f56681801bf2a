// The WebP copies of the catalogue's drawings (shared/domain/images.ts): rendered from the SVG by
// sharp on first request, then kept in memory; an image is a pure function of its path.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { rasterWidths, type ImageKind } from '../../../shared/domain/images';
import { renderImage } from './images';

/** About 3 KB a product card's copy: some thousands of copies before the oldest go. */
const CACHE_BYTES = 24 * 1024 * 1024;
/** WebP quality: flat drawings stay sharp well below the default 80. */
const QUALITY = 75;

const rendered = new LRUCache<string, Promise<Buffer>>({
  maxSize: CACHE_BYTES,
  // A render under way counts as a small entry; its size is known once it ends.
  sizeCalculation: () => 1,
});

/** Whether the kind has a WebP copy at that width. */
export function isRasterWidth(kind: ImageKind, width: number): boolean {
  return rasterWidths(kind).includes(width);
}

/** The image's WebP copy at one of its widths (see `isRasterWidth`). */
export function renderRaster(kind: ImageKind, name: string, width: number): Promise<Buffer> {
  const key = `${kind}/${name}/${width}`;
  const kept = rendered.get(key);
  if (kept) return kept;
  const render = sharp(Buffer.from(renderImage(kind, name)))
    .resize({ width })
    .webp({ quality: QUALITY })
    .toBuffer();
  rendered.set(key, render);
  render.then(
    (bytes) => {
      if (rendered.get(key) === render) rendered.set(key, render, { size: bytes.length });
    },
    () => rendered.delete(key),
  );
  return render;
}
