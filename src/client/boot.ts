import { afterFirstPaint, mainPicturesOf } from './app/firstPaint';
import { preloadPageScripts } from './app/pageScripts';

/**
 * The page's first script, and its only deferred one: once the server's page and its main picture
 * are painted, the app's code (`index.tsx` and what it needs, with the page's own chunks, which the
 * page names in its head) is fetched and run. The shell, which has nothing to paint, starts at once.
 */
void afterFirstPaint({
  document,
  PerformanceObserver: typeof PerformanceObserver === 'function' ? PerformanceObserver : undefined,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  mainPictures: () => mainPicturesOf(document),
  loadPicture: (url) => {
    const picture = new Image();
    picture.src = url;
    return picture.decode().catch(() => undefined);
  },
}).then(() => {
  preloadPageScripts(document);
  return import(/* webpackChunkName: "app" */ './index');
});
