/**
 * The page's first script (deferred, in the head): it starts the app's code at once. The page
 * preloads that code and its own page's chunks in its head, so they download beside this one.
 */
void import(/* webpackChunkName: "app" */ './index');
