import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, useRouteError, type RouteObject } from 'react-router';
import { CrashBoundary } from '../views/crash/CrashBoundary';
import { PageSkeleton } from '../views/shell/PageSkeleton';
import { RequireUser } from '../views/shell/RequireUser';
import { AppShell } from '../views/shell/AppShell';

/**
 * The one route table: the browser's router (`createBrowserRouter`, start.tsx), the server's
 * (`createStaticHandler`, ssr/renderPage.tsx) and the support console's replay frame
 * (`createMemoryRouter`) are all made from it. Each page is a module of its own, loaded with the
 * route's `lazy` the first time a location needs it; the router keeps the old page on screen
 * until the new one's module has arrived, and the server and the browser's hydration load the
 * matched pages before drawing.
 */

/** What the server reads of a route: the chunk its `lazy` loads, which it preloads with the page. */
export interface RouteHandle {
  chunk: string;
}

type PageModule = { default: ComponentType };

interface PageOptions {
  /** Wraps the page, e.g. in the sign-in guard. */
  wrap?: (Page: ComponentType) => ComponentType;
  /** What a page the browser draws alone (no server render) shows while its module arrives. */
  Skeleton?: ComponentType;
  /**
   * The page's own state and effects (a feature's `inject…`), put in the store by the route's
   * loader, before the page is drawn, on the server and in the browser alike.
   */
  effects?: () => Promise<() => void>;
}

/** A page drawn from its module's default export. */
function page(
  path: string,
  chunk: string,
  load: () => Promise<PageModule>,
  { wrap = (Page) => Page, Skeleton = PageSkeleton, effects }: PageOptions = {},
): RouteObject {
  return {
    path,
    handle: { chunk } satisfies RouteHandle,
    HydrateFallback: Skeleton,
    lazy: async () => {
      const [module, inject] = await Promise.all([load(), effects?.()]);
      return {
        Component: wrap(module.default),
        ...(inject && {
          loader: () => {
            inject();
            return null;
          },
        }),
      };
    },
  };
}

/** Throws the route's error on, to the app's crash boundary around it. */
function Rethrow(): never {
  throw useRouteError();
}

/**
 * What the router does with an error of a route (a page's module that could not load: the
 * network, a new deployment): it is the app's crash, which reports it and reloads once.
 */
function ShellCrash() {
  return (
    <AppShell>
      <Rethrow />
    </AppShell>
  );
}

function PageCrash() {
  return (
    <CrashBoundary>
      <Rethrow />
    </CrashBoundary>
  );
}

const SupportSkeleton = () => <PageSkeleton label="Loading the support console" />;

/** A page only a signed-in customer sees; a visitor is asked to log in (RequireUser). */
const signedIn = (Page: ComponentType) =>
  function Guarded() {
    return (
      <RequireUser>
        <Page />
      </RequireUser>
    );
  };

const home = () => import(/* webpackChunkName: "home" */ '../views/home/HomePage');
const listing = () => import(/* webpackChunkName: "listing" */ '../views/listing/ListingPage');
const keyword = () => import(/* webpackChunkName: "keyword" */ '../views/listing/KeywordPage');
const predefined = () =>
  import(/* webpackChunkName: "predefined" */ '../views/listing/PredefinedPage');
const product = () => import(/* webpackChunkName: "product" */ '../views/product/ProductPage');
const checkout = () => import(/* webpackChunkName: "checkout" */ '../views/checkout/CheckoutPage');
const account = () => import(/* webpackChunkName: "account" */ '../views/account/AccountPage');
const comingSoon = () =>
  import(/* webpackChunkName: "account" */ '../views/account/ComingSoonPage');
const addresses = () =>
  import(/* webpackChunkName: "addresses" */ '../views/addresses/AddressesPage');
const wishlist = () => import(/* webpackChunkName: "wishlist" */ '../views/wishlist/WishlistPage');
const notFound = () => import(/* webpackChunkName: "not-found" */ '../views/notFound/NotFoundPage');
const help = () => import(/* webpackChunkName: "help" */ '../views/help/HelpPage');
const faqs = () => import(/* webpackChunkName: "help" */ '../views/help/FaqsPage');
const policy = () => import(/* webpackChunkName: "policies" */ '../views/policies/PolicyPage');
const register = () => import(/* webpackChunkName: "register" */ '../views/auth/RegisterPage');
const deleteUser = () =>
  import(/* webpackChunkName: "delete-user" */ '../views/deleteUser/DeleteUserPage');
const payment = () => import(/* webpackChunkName: "payment" */ '../views/payment/PaymentPage');
const checkoutEffects = () =>
  import(/* webpackChunkName: "checkout-effects" */ '../features/checkout/checkoutFeature').then(
    (feature) => feature.injectCheckoutEffects,
  );
const accountDeletion = () =>
  import(
    /* webpackChunkName: "delete-user" */ '../features/accountDeletion/accountDeletionFeature'
  ).then((feature) => feature.injectAccountDeletion);
const supportEffects = () =>
  import(/* webpackChunkName: "support" */ '../features/support/supportFeature').then(
    (feature) => feature.injectSupport,
  );
const paymentReturn = () =>
  import(/* webpackChunkName: "payment-return" */ '../views/payment/PaymentReturnPage');
const bookings = () => import(/* webpackChunkName: "bookings" */ '../views/bookings/BookingsPage');
const order = () => import(/* webpackChunkName: "order" */ '../views/order/OrderPage');
// The location chooser's and the menu's pages, for a tap made before the app runs (and for a
// browser without JavaScript); with the app, the panel and the dialog open over the page instead.
const locationPage = () =>
  import(/* webpackChunkName: "nojs-pages" */ '../views/location/LocationPage');
const menuPage = () => import(/* webpackChunkName: "nojs-pages" */ '../views/menu/MenuPage');
const support = () => import(/* webpackChunkName: "support" */ '../views/support/SupportConsole');

/** One of the policy pages, all drawn by one module. */
const policyPage = (path: string, slug: 'privacy' | 'terms' | 'shippingPolicy' | 'cancellation') =>
  page(path, 'policies', async () => {
    const { default: PolicyPage } = await policy();
    return { default: () => <PolicyPage slug={slug} /> };
  });

/** A "coming soon" page of the account, for a signed-in customer. */
const comingSoonPage = (path: string, which: 'referral' | 'wallet') =>
  page(
    path,
    'account',
    async () => {
      const { default: ComingSoonPage } = await comingSoon();
      return { default: () => <ComingSoonPage page={which} /> };
    },
    { wrap: signedIn },
  );

/**
 * The shop's frame. A page's own lazy parts show a page-sized skeleton while they load, so the
 * footer does not paint high and jump down.
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

export const routes: RouteObject[] = [
  // The staff console (issue 9) has its own pages and guard, outside the shop's shell.
  {
    ...page('/support/*', 'support', support, {
      Skeleton: SupportSkeleton,
      effects: supportEffects,
    }),
    ErrorBoundary: PageCrash,
  },
  // Its own layout, without the shop's navigation (SPEC 2).
  {
    ...page('/delete/user', 'delete-user', deleteUser, { effects: accountDeletion }),
    ErrorBoundary: PageCrash,
  },
  {
    Component: Layout,
    ErrorBoundary: ShellCrash,
    children: [
      page('/', 'home', home),
      page('/register', 'register', register),
      page('/decors/list', 'listing', listing),
      page('/decors/list/:categoryName', 'listing', listing),
      page('/products/category/:code', 'listing', listing),
      page('/decors/predefined', 'predefined', predefined),
      page('/kw/:keyword', 'keyword', keyword),
      page('/products/decor/:id/:productName', 'product', product),
      page('/products/:type/:text', 'listing', async () => ({
        default: (await listing()).OldProductsRedirect,
      })),
      page('/location', 'nojs-pages', locationPage),
      page('/menu', 'nojs-pages', menuPage),
      page('/help', 'help', help),
      page('/faqs', 'help', faqs),
      policyPage('/privacy', 'privacy'),
      policyPage('/terms', 'terms'),
      policyPage('/shippingPolicy', 'shippingPolicy'),
      policyPage('/cancellation', 'cancellation'),
      page('/checkout', 'checkout', checkout),
      page('/profile/myaccount', 'account', account, { wrap: signedIn }),
      comingSoonPage('/profile/referral', 'referral'),
      comingSoonPage('/profile/wallet', 'wallet'),
      page('/profile/wishlist', 'wishlist', wishlist, { wrap: signedIn }),
      // SPEC 2 lists it unguarded: a visitor sees a login prompt instead of the list.
      page('/profile/myaddress', 'addresses', addresses),
      page('/payment', 'payment', payment, { wrap: signedIn, effects: checkoutEffects }),
      page('/api/pay/:redirectingUrl', 'payment-return', paymentReturn, {
        effects: checkoutEffects,
      }),
      // SPEC 2 lists the bookings unguarded: a visitor sees a login prompt instead.
      page('/profile/mybookings', 'bookings', bookings),
      page('/profile/mybookings/order/:orderid', 'order', order),
      page('/e/:orderid', 'order', order),
      page('*', 'not-found', notFound),
    ],
  },
];

/** The chunks of the pages this URL shows, e.g. `['product']`, for the server to preload. */
export function routeChunks(pathname: string): string[] {
  const matched = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as RouteHandle | undefined;
    return handle ? [handle.chunk] : [];
  });
  return [...new Set(matched)];
}
