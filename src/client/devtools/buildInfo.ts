// The whole file's default export: webpack keeps only the field read (a named import from JSON is
// deprecated).
import packageJson from '../../../package.json';
import type { TraceDevice, TraceMeta } from './traceFormat';

// Webpack replaces this free variable with the compilation hash; outside a bundle (tests, the
// replay CLI) it is not defined.
declare const __webpack_hash__: string | undefined;

/** The compilation hash of this bundle, or 'dev' when the code runs unbundled. */
export const buildId = (): string =>
  typeof __webpack_hash__ === 'string' && __webpack_hash__ !== '' ? __webpack_hash__ : 'dev';

/** What a recorded trace says about the app that recorded it. */
export const traceMeta = (device?: TraceDevice): TraceMeta => ({
  appVersion: packageJson.version,
  buildId: buildId(),
  ...(device ? { device } : {}),
});
