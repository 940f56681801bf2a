// The catalogue's pictures as scenes: product setups in rooms (compose.ts on room.ts,
// balloons.ts and props.ts), occasion and category tiles, cities (places.ts), add-ons and offers
// (stillLife.ts) and banners (banners.ts), each with the alt text of what it shows.
export {
  altText,
  LAYOUTS,
  PALETTES,
  sceneAttributes,
  type Layout,
  type PaletteKey,
} from './attributes';
export { renderScene, sceneAlt, type RenderedScene } from './render';
