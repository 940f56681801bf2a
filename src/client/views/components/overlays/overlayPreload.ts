/**
 * Preloading an overlay's code on intent. The shell owns the table of overlay chunks (they are
 * page modules) and registers it here, so shared components can ask for a chunk by name without
 * importing pages.
 */
export type OverlayChunk =
  | 'locationPanel'
  | 'addressForm'
  | 'share'
  | 'slotPicker'
  | 'rating'
  | 'login'
  | 'sidebar'
  | 'howItWorksVideo'
  | 'referralApplied'
  | 'reportProblem';

type ChunkLoaders = Record<OverlayChunk, () => Promise<unknown>>;

let loaders: ChunkLoaders | undefined;

/** Called once by the shell with its table of overlay chunks. */
export function registerOverlayChunks(chunks: ChunkLoaders): void {
  loaders = chunks;
}

/** Starts loading an overlay's code; a failure shows when the overlay opens. */
export function preloadOverlay(name: OverlayChunk): void {
  loaders?.[name]().catch(() => undefined);
}

/**
 * Props for what opens an overlay: pointing at it, focusing it or pressing it starts loading the
 * overlay's code, so it is usually there by the time the click lands.
 */
export function preloadOnIntent(name: OverlayChunk) {
  const preload = () => preloadOverlay(name);
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload };
}
