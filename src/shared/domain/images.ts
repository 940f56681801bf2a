// The catalogue's images: each is drawn as SVG by the API (src/server/services/catalogue/images.ts)
// and also served as WebP and AVIF at a few widths, so pages send a `srcset` and the browser
// fetches the raster size the layout needs (an SVG is drawn on the page's main thread, a WebP
// decodes off it), plus a tiny blurred placeholder to show while the picture loads.

export const IMAGE_ROUTE_PREFIX = '/api/content/images';

/** Each kind's drawing size in CSS pixels (width, height). */
export const IMAGE_SIZES = {
  product: [600, 600],
  addon: [400, 400],
  city: [240, 240],
  category: [400, 400],
  'top-category': [600, 400],
  /** Listing banners are 4/1 (mobile) or 6/1 (wide screens), SPEC 2. */
  banner: [1200, 300],
  'banner-wide': [1200, 200],
  offer: [480, 240],
  /** The cover video's 9/16 frame, animated. */
  video: [360, 640],
} as const satisfies Record<string, readonly [number, number]>;

export type ImageKind = keyof typeof IMAGE_SIZES;
export const IMAGE_KINDS = Object.keys(IMAGE_SIZES) as ImageKind[];
export const IMAGE_NAME_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The widths the WebP copies come in; a kind has those up to its own width. */
const RASTER_WIDTHS = [120, 240, 360, 480, 600, 900, 1200] as const;

/** The WebP widths of a kind (the animated video frame has none: it stays SVG). */
export function rasterWidths(kind: ImageKind): number[] {
  if (kind === 'video') return [];
  return RASTER_WIDTHS.filter((width) => width <= IMAGE_SIZES[kind][0]);
}

/** The site-relative path of an image's SVG (the API answers it on its own origin). */
export function imagePath(kind: ImageKind, name: string): string {
  return `${IMAGE_ROUTE_PREFIX}/${kind}/${name}.svg`;
}

/** The path of an image's WebP copy at one of its widths (the same path ending .avif: AVIF). */
export function rasterImagePath(kind: ImageKind, name: string, width: number): string {
  return `${IMAGE_ROUTE_PREFIX}/${kind}/${name}.${width}.webp`;
}

/** The width of the blurred placeholder (a few hundred bytes of WebP, scaled up by the page). */
export const PLACEHOLDER_WIDTH = 16;

/**
 * The placeholder of a catalogue drawing's path (`….svg`): a 16 px wide WebP that a page may
 * show, stretched and blurred, behind the image while it loads; undefined for other pictures.
 */
export function placeholderPath(path: string): string | undefined {
  const srcSet = imageSrcSet(path);
  return srcSet === undefined ? undefined : `${path.slice(0, -'.svg'.length)}.placeholder.webp`;
}

/**
 * The `srcSet` of a catalogue image: its WebP widths, or undefined for any other
 * picture (an outside URL, or an image with no raster copies), which then shows from `src` alone.
 */
export function imageSrcSet(path: string): string | undefined {
  const [kind, file, ...rest] = path.startsWith(`${IMAGE_ROUTE_PREFIX}/`)
    ? path.slice(IMAGE_ROUTE_PREFIX.length + 1).split('/')
    : [];
  if (!kind || !file?.endsWith('.svg') || rest.length > 0 || !Object.hasOwn(IMAGE_SIZES, kind)) {
    return undefined;
  }
  const name = file.slice(0, -'.svg'.length);
  const widths = rasterWidths(kind as ImageKind);
  if (widths.length === 0) return undefined;
  return widths
    .map((width) => `${rasterImagePath(kind as ImageKind, name, width)} ${width}w`)
    .join(', ');
}

/** The same set in AVIF, for a `<picture>`'s `<source type="image/avif">` (a tenth smaller). */
export function avifSrcSet(path: string): string | undefined {
  return imageSrcSet(path)?.replace(/\.webp /g, '.avif ');
}
