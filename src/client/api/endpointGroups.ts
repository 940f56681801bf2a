// Every endpoint group's module, for code that registers them all after the first view (the
// session recording's codec): one `import()` each, so a caller can register one group per task.
// `index.ts` imports the same files at once. All sit in one chunk (`endpoints`), so loading them
// is one request; what takes time is building each group's definitions.
export const ENDPOINT_GROUPS: readonly (() => Promise<object>)[] = [
  () => import(/* webpackChunkName: "endpoints" */ './addonsApi'),
  () => import(/* webpackChunkName: "endpoints" */ './addressApi'),
  () => import(/* webpackChunkName: "endpoints" */ './cartApi'),
  () => import(/* webpackChunkName: "endpoints" */ './contentApi'),
  () => import(/* webpackChunkName: "endpoints" */ './devApi'),
  () => import(/* webpackChunkName: "endpoints" */ './geoApi'),
  () => import(/* webpackChunkName: "endpoints" */ './healthApi'),
  () => import(/* webpackChunkName: "endpoints" */ './homepageApi'),
  () => import(/* webpackChunkName: "endpoints" */ './offersApi'),
  () => import(/* webpackChunkName: "endpoints" */ './opsApi'),
  () => import(/* webpackChunkName: "endpoints" */ './ordersApi'),
  () => import(/* webpackChunkName: "endpoints" */ './paymentApi'),
  () => import(/* webpackChunkName: "endpoints" */ './productsApi'),
  () => import(/* webpackChunkName: "endpoints" */ './reportsApi'),
  () => import(/* webpackChunkName: "endpoints" */ './sessionApi'),
  () => import(/* webpackChunkName: "endpoints" */ './timeslotApi'),
  () => import(/* webpackChunkName: "endpoints" */ './usersApi'),
  () => import(/* webpackChunkName: "endpoints" */ './v2Api'),
];
