// Every catalogue image as an SVG scene (scenes/): a product is a decoration set up in a room,
// drawn from the attributes its name carries; occasions, categories, cities, add-ons, offers and
// banners have art of their own. An image is a pure function of its kind and name, so the API
// serves them without storage, and the catalogue names them by path only (no outside URL).
import { IMAGE_ROUTE_PREFIX, IMAGE_SIZES, type ImageKind } from '../../../shared/domain/images';
import { renderScene, sceneAlt } from './scenes';

export {
  IMAGE_KINDS,
  IMAGE_NAME_PATTERN,
  IMAGE_ROUTE_PREFIX,
  IMAGE_SIZES,
  imagePath,
  type ImageKind,
} from '../../../shared/domain/images';
export { LAYOUTS, PALETTES, type Layout, type PaletteKey } from './scenes';

/** The SVG document for an image; any valid name renders, the same name always alike. */
export function renderImage(kind: ImageKind, name: string): string {
  return renderScene(kind, name).svg;
}

/**
 * What a catalogue image shows, in words, by its site path (`/api/content/images/{kind}/{name}.svg`);
 * empty for banners, whose words the page writes, and for any other picture.
 */
export function imageAlt(path: string): string {
  const match = /^\/([a-z-]+)\/([a-z0-9-]+)\.svg$/.exec(path.slice(IMAGE_ROUTE_PREFIX.length));
  if (!path.startsWith(IMAGE_ROUTE_PREFIX) || !match || !Object.hasOwn(IMAGE_SIZES, match[1]!)) {
    return '';
  }
  return sceneAlt(match[1] as ImageKind, match[2]!);
}
