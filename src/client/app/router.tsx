import { Suspense, useEffect, useReducer, useState, type ReactNode } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router';
import { PageSkeleton } from '../views/shell/PageSkeleton';
import { RequireUser } from '../views/shell/RequireUser';
import { AppShell } from '../views/shell/AppShell';

/** A page's module, loaded with its own chunk the first time a route shows it, then kept. */
interface PageModule<M> {
  /** Its chunk's name (the import's `webpackChunkName`): the server preloads it with the page. */
  chunk: string;
  load(): Promise<M>;
  /** The module once it has loaded: a page drawn from it renders at once, without suspending. */
  loaded: M | undefined;
}

function pageModule<M>(chunk: string, importModule: () => Promise<M>): PageModule<M> {
  let loading: Promise<M> | undefined;
  const module: PageModule<M> = {
    chunk,
    loaded: undefined,
    load: () =>
      (loading ??= importModule().then(
        (loaded) => (module.loaded = loaded),
        (error: unknown) => {
          // A chunk that failed to arrive (the network, a new deployment) is asked for again next time.
          loading = undefined;
          throw error;
        },
      )),
  };
  return module;
}

/**
 * A route's page, drawn at once when its module has loaded: the server's render and the browser's
 * hydration load the matched pages first, and a navigation draws the new location once its pages
 * have loaded (see `loadRoutePages` and the app's navigation), so the old page stays until then.
 * A page the browser renders alone shows `fallback` while its chunk arrives.
 */
function Page<M>({
  module,
  draw,
  fallback,
}: {
  module: PageModule<M>;
  draw: (loaded: M) => ReactNode;
  fallback: ReactNode;
}) {
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (module.loaded) return;
    let current = true;
    module.load().then(
      () => current && arrived(),
      (error: unknown) => current && setFailed({ error }),
    );
    return () => {
      current = false;
    };
  }, [module]);
  // A chunk that could not load is the app's crash (its boundary reports it and reloads once).
  if (failed) throw failed.error;
  return module.loaded ? draw(module.loaded) : fallback;
}

/** A route whose page comes from a module of its own (its `page` is loaded before it is drawn). */
type AppRoute = RouteObject & { page?: PageModule<unknown>; children?: AppRoute[] };

function pageRoute<M>(
  path: string,
  module: PageModule<M>,
  draw: (loaded: M) => ReactNode,
  fallback: ReactNode = <PageSkeleton />,
): AppRoute {
  return {
    path,
    element: <Page module={module} draw={draw} fallback={fallback} />,
    page: module,
  };
}

const home = pageModule(
  'home',
  () => import(/* webpackChunkName: "home" */ '../views/home/HomePage'),
);
const listing = pageModule(
  'listing',
  () => import(/* webpackChunkName: "listing" */ '../views/listing/ListingPage'),
);
const keyword = pageModule(
  'keyword',
  () => import(/* webpackChunkName: "keyword" */ '../views/listing/KeywordPage'),
);
const predefined = pageModule(
  'predefined',
  () => import(/* webpackChunkName: "predefined" */ '../views/listing/PredefinedPage'),
);
const product = pageModule(
  'product',
  () => import(/* webpackChunkName: "product" */ '../views/product/ProductPage'),
);
const checkout = pageModule(
  'checkout',
  () => import(/* webpackChunkName: "checkout" */ '../views/checkout/CheckoutPage'),
);
const account = pageModule(
  'account',
  () => import(/* webpackChunkName: "account" */ '../views/account/AccountPage'),
);
const comingSoon = pageModule(
  'account',
  () => import(/* webpackChunkName: "account" */ '../views/account/ComingSoonPage'),
);
const addresses = pageModule(
  'addresses',
  () => import(/* webpackChunkName: "addresses" */ '../views/addresses/AddressesPage'),
);
const wishlist = pageModule(
  'wishlist',
  () => import(/* webpackChunkName: "wishlist" */ '../views/wishlist/WishlistPage'),
);
const notFound = pageModule(
  'not-found',
  () => import(/* webpackChunkName: "not-found" */ '../views/notFound/NotFoundPage'),
);
const help = pageModule(
  'help',
  () => import(/* webpackChunkName: "help" */ '../views/help/HelpPage'),
);
const faqs = pageModule(
  'help',
  () => import(/* webpackChunkName: "help" */ '../views/help/FaqsPage'),
);
const policy = pageModule(
  'policies',
  () => import(/* webpackChunkName: "policies" */ '../views/policies/PolicyPage'),
);
const register = pageModule(
  'register',
  () => import(/* webpackChunkName: "register" */ '../views/auth/RegisterPage'),
);
const deleteUser = pageModule(
  'delete-user',
  () => import(/* webpackChunkName: "delete-user" */ '../views/deleteUser/DeleteUserPage'),
);
const payment = pageModule(
  'payment',
  () => import(/* webpackChunkName: "payment" */ '../views/payment/PaymentPage'),
);
const paymentReturn = pageModule(
  'payment-return',
  () => import(/* webpackChunkName: "payment-return" */ '../views/payment/PaymentReturnPage'),
);
const bookings = pageModule(
  'bookings',
  () => import(/* webpackChunkName: "bookings" */ '../views/bookings/BookingsPage'),
);
const order = pageModule(
  'order',
  () => import(/* webpackChunkName: "order" */ '../views/order/OrderPage'),
);
const support = pageModule(
  'support',
  () => import(/* webpackChunkName: "support" */ '../views/support/SupportConsole'),
);

/**
 * The shop's frame; a page that is still loading (drawn alone by the browser) shows a page-sized
 * skeleton in it, so the footer does not paint high and jump down; the same while a page's own
 * lazy part loads.
 */
function Layout() {
  return (
    <AppShell>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

const drawn = <M extends { default: () => ReactNode }>(loaded: M) => <loaded.default />;

const guarded = <M extends { default: () => ReactNode }>(loaded: M) => (
  <RequireUser>
    <loaded.default />
  </RequireUser>
);

export const routes: AppRoute[] = [
  // The staff console (issue 9) has its own pages and guard, outside the shop's shell.
  pageRoute('/support/*', support, drawn, <PageSkeleton label="Loading the support console" />),
  // Its own layout, without the shop's navigation (SPEC 2).
  pageRoute('/delete/user', deleteUser, drawn),
  {
    element: <Layout />,
    children: [
      pageRoute('/', home, drawn),
      pageRoute('/register', register, drawn),
      pageRoute('/decors/list', listing, drawn),
      pageRoute('/decors/list/:categoryName', listing, drawn),
      pageRoute('/products/category/:code', listing, drawn),
      pageRoute('/decors/predefined', predefined, drawn),
      pageRoute('/kw/:keyword', keyword, drawn),
      pageRoute('/products/decor/:id/:productName', product, drawn),
      pageRoute('/products/:type/:text', listing, (m) => <m.OldProductsRedirect />),
      pageRoute(
        '/location',
        pageModule(
          'nojs-pages',
          () => import(/* webpackChunkName: "nojs-pages" */ '../views/location/LocationPage'),
        ),
        drawn,
      ),
      pageRoute(
        '/menu',
        pageModule(
          'nojs-pages',
          () => import(/* webpackChunkName: "nojs-pages" */ '../views/menu/MenuPage'),
        ),
        drawn,
      ),
      pageRoute('/help', help, drawn),
      pageRoute('/faqs', faqs, drawn),
      pageRoute('/privacy', policy, (m) => <m.default slug="privacy" />),
      pageRoute('/terms', policy, (m) => <m.default slug="terms" />),
      pageRoute('/shippingPolicy', policy, (m) => <m.default slug="shippingPolicy" />),
      pageRoute('/cancellation', policy, (m) => <m.default slug="cancellation" />),
      pageRoute('/checkout', checkout, drawn),
      pageRoute('/profile/myaccount', account, guarded),
      pageRoute('/profile/referral', comingSoon, (m) => (
        <RequireUser>
          <m.default page="referral" />
        </RequireUser>
      )),
      pageRoute('/profile/wallet', comingSoon, (m) => (
        <RequireUser>
          <m.default page="wallet" />
        </RequireUser>
      )),
      pageRoute('/profile/wishlist', wishlist, guarded),
      // SPEC 2 lists it unguarded: a visitor sees a login prompt instead of the list.
      pageRoute('/profile/myaddress', addresses, drawn),
      pageRoute('/payment', payment, guarded),
      pageRoute('/api/pay/:redirectingUrl', paymentReturn, drawn),
      // SPEC 2 lists the bookings unguarded: a visitor sees a login prompt instead.
      pageRoute('/profile/mybookings', bookings, drawn),
      pageRoute('/profile/mybookings/order/:orderid', order, drawn),
      pageRoute('/e/:orderid', order, drawn),
      pageRoute('*', notFound, drawn),
    ],
  },
];

/**
 * Loads the pages this URL matches that have not loaded yet (`null` when none is missing): a
 * server-rendered page is drawn with its page at once, on the server and when the browser hydrates
 * it (a page still loading would be drawn again from nothing), and a navigation keeps the old page
 * until the new one can be drawn.
 */
export function loadRoutePages(pathname: string): Promise<void> | null {
  const missing = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.page && !route.page.loaded ? [route.page.load()] : [],
  );
  return missing.length === 0 ? null : Promise.all(missing).then(() => undefined);
}

/** The chunks of the pages this URL shows, e.g. `['product']`, for the server to preload. */
export function routeChunks(pathname: string): string[] {
  const matched = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.page ? [route.page.chunk] : [],
  );
  return [...new Set(matched)];
}

/** The app's pages at the router's location (inside a `BrowserRouter`, `StaticRouter`...). */
export function AppRoutes() {
  return useRoutes(routes);
}
