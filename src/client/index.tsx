import { nextTask } from './app/tasks';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

/**
 * Evaluating the first view's modules in one go is a phone's longest task of the page load (a
 * tap waits it out). They are in this bundle all the same (`eager`: no request of their own), but
 * evaluated in stages, each its own task, so input and paint get in between: React's renderer,
 * the store with its calls, the router with its pages, then the rest of the start.
 */
async function boot(root: HTMLElement) {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["makeStore"] */ './app/store');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["AppRoutes"] */ './app/router');
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  await start(root);
}

void boot(container);
