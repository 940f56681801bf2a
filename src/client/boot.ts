import { afterFirstPaint, mainPicturesOf } from './app/firstPaint';

/**
 * The page's first script, and its only deferred one: the app's code (`index.tsx` and what it
 * needs, preloaded by the page's head) runs once the server's page and its main picture are
 * painted. The shell, which has nothing to paint, starts at once.
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
}).then(() => import(/* webpackChunkName: "app" */ './index'));
