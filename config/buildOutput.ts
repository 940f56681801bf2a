import path from 'node:path';
import { projectRoot as root } from './projectRoot';

/** The production build's files, served by the web server (and by any static host). */
export const DIST_DIR = path.join(root, 'dist');
/**
 * What a production build keeps beside dist/ and nothing serves: its hidden source maps (to read
 * the stacks of error reports) and its webpack stats (for the bundle budget).
 */
export const BUILD_INFO_DIR = path.join(root, 'build');
/** `build/source-maps/assets/<bundle>.js.map` for `dist/assets/<bundle>.js`. */
export const SOURCE_MAPS_DIR = path.join(BUILD_INFO_DIR, 'source-maps');
export const STATS_FILE = path.join(BUILD_INFO_DIR, 'stats.json');
/**
 * The server compiled to one file (`npm run build`), which `npm run start:prod` runs with plain
 * node: no TypeScript loader at start. Its packages stay in node_modules.
 */
export const SERVER_BUNDLE = path.join(BUILD_INFO_DIR, 'server', 'main.js');
/**
 * `dist/route-chunks.json`: each named chunk group's script files (e.g. `product` and the shared
 * chunks it needs), which the web server preloads with a page it renders. Not served.
 */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
/**
 * The app's chunk group: everything `src/client/index.tsx` needs, which the first script
 * (`src/client/boot.ts`) starts. Every page preloads its scripts.
 */
export const APP_CHUNK = 'app';
/**
 * V8's explicit compile hint, the first line of each script a public page's first view runs
 * (webpack.config.ts): compile all of this file's functions as it streams in.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
