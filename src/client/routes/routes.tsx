import { Suspense, type ComponentType } from 'react';
import {
  matchRoutes,
  Outlet,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { injectFeature, type LazyFeature } from '../app/injectFeature';
import type { AppStore } from '../app/store';
import type { PageRequests } from './requests/pageRequests';
import { CrashBoundary } from '../views/crash/CrashBoundary';
import { PageSkeleton } from '../views/shell/PageSkeleton';
import { RequireUser } from '../views/shell/RequireUser';
import { AppShell } from '../views/shell/AppShell';

/**
 * The one route table, made for the store it serves: the browser's router (`createBrowserRouter`,
 * start.tsx), the server's (`createStaticHandler`, ssr/renderPage.tsx) and the support console's
 * replay frame (`createMemoryRouter`) are all made from `appRoutes(store)`. Each page is a module
 * of its own, loaded with the route's `lazy` the first time a location needs it, together with
 * what its loader needs: the loader puts the page's features in that store and starts the page's
 * requests, so the page's code and data load side by side, on the server and in the browser alike.
 * The router keeps the old page on screen until the new one's module has arrived, and the server
 * and the browser's hydration run the matched pages' loaders before drawing.
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
   * The page's own state and effects (`…Feature` modules, loaded with the page), which its loader
   * injects into the store before the page is drawn.
   */
  features?: () => Promise<readonly LazyFeature[]>;
  /** The page's requests (a module of routes/requests, loaded with the page), started by its loader. */
  requests?: () => Promise<PageRequests>;
}

/** The store a route table serves: in the browser it is made while the pages' modules load. */
export type StoreSource = AppStore | Promise<AppStore>;

export interface RouteOptions {
  /**
   * The server's loaders start each page's requests and wait for them, so the server draws the
   * page with its data; the browser's leave them to the views' hooks (see `lazy` below).
   */
  waitForData?: boolean;
  /** Whether the page is drawn for a wide screen (some requests are for wide screens only). */
  wide?: () => boolean;
  /** A read-only copy of the app (the support console's frame): no effects, no requests. */
  readOnly?: boolean;
}

/** A page drawn from its module's default export, for the routes of one store. */
const pageFor =
  (store: StoreSource | null, options: RouteOptions) =>
  (
    path: string,
    chunk: string,
    load: () => Promise<PageModule>,
    { wrap = (Page) => Page, Skeleton = PageSkeleton, features, requests }: PageOptions = {},
  ): RouteObject => ({
    path,
    handle: { chunk } satisfies RouteHandle,
    HydrateFallback: Skeleton,
    lazy: async () => {
      const active = store !== null && !options.readOnly;
      const [module, injected, start] = await Promise.all([
        load(),
        active ? features?.() : undefined,
        // Only the server starts a page's requests. In the browser the views' hooks ask: a
        // loader's request that failed before the page mounted would be asked for again by the
        // page's hook at once (a hook retries a failed entry it subscribes to), and the
        // customer's "Try again" would then wait on that second call.
        active && options.waitForData ? requests?.() : undefined,
      ]);
      const Component = wrap(module.default);
      if (!active || (!injected && !start)) return { Component };
      return {
        Component,
        loader: async ({ params, request }: LoaderFunctionArgs) => {
          const appStore = await store;
          for (const feature of injected ?? []) appStore.dispatch(injectFeature(feature));
          if (start) {
            const page = { params, url: new URL(request.url), wide: options.wide?.() ?? true };
            await appStore.dispatch(start(page));
          }
          return null;
        },
      };
    },
  });

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

// The features pages inject (each loads with the page, in the chunk named) and their requests.
const checkoutEffects = () =>
  import(/* webpackChunkName: "checkout-effects" */ '../features/checkout/checkoutFeature').then(
    (feature) => [feature.checkoutFeature],
  );
const accountDeletion = () =>
  import(
    /* webpackChunkName: "delete-user" */ '../features/accountDeletion/accountDeletionFeature'
  ).then((feature) => [feature.accountDeletionFeature]);
const supportEffects = () =>
  import(/* webpackChunkName: "support" */ '../features/support/supportFeature').then((feature) => [
    feature.supportFeature,
  ]);
const profileEffects = () =>
  import(/* webpackChunkName: "account" */ '../features/profile/profileFeature').then((feature) => [
    feature.profileFeature,
  ]);
// The rating dialog (home's delivered order), the order page's dialogs and its slot picker
// (rescheduling) change orders; the order page also pays a balance.
const homeEffects = () =>
  import(/* webpackChunkName: "home" */ '../features/orders/ordersFeature').then((feature) => [
    feature.ordersFeature,
  ]);
const orderEffects = () =>
  Promise.all([
    import(/* webpackChunkName: "order" */ '../features/orders/ordersFeature'),
    checkoutEffects(),
  ]).then(([orders, checkout]) => [orders.ordersFeature, ...checkout]);

const homeRequests = () =>
  import(/* webpackChunkName: "home" */ './requests/home').then((module) => module.homeRequests);
const listingRequests = () =>
  import(/* webpackChunkName: "listing" */ './requests/listing').then(
    (module) => module.listingRequests,
  );
const keywordRequests = () =>
  import(/* webpackChunkName: "keyword" */ './requests/keyword').then(
    (module) => module.keywordRequests,
  );
const predefinedRequests = () =>
  import(/* webpackChunkName: "predefined" */ './requests/predefined').then(
    (module) => module.predefinedRequests,
  );
const productRequests = () =>
  import(/* webpackChunkName: "product" */ './requests/product').then(
    (module) => module.productRequests,
  );
const faqRequests = () =>
  import(/* webpackChunkName: "help" */ './requests/help').then((module) => module.faqRequests);
const policyRequests = () =>
  import(/* webpackChunkName: "policies" */ './requests/policies').then(
    (module) => module.policyRequests,
  );
const orderRequests = () =>
  import(/* webpackChunkName: "order" */ './requests/order').then((module) => module.orderRequests);
const locationRequests = () =>
  import(/* webpackChunkName: "nojs-pages" */ './requests/location').then(
    (module) => module.locationRequests,
  );

/** The route table for the store it serves (see the top of this file). */
export function appRoutes(store: StoreSource, options: RouteOptions = {}): RouteObject[] {
  return table(store, options);
}

/** The table's paths, for matching a URL (the pages a server preloads or renders); no loaders. */
export const routePaths: readonly RouteObject[] = table(null, {});

function table(store: StoreSource | null, options: RouteOptions): RouteObject[] {
  const page = pageFor(store, options);

  /** One of the policy pages, all drawn by one module. */
  const policyPage = (
    path: string,
    slug: 'privacy' | 'terms' | 'shippingPolicy' | 'cancellation',
  ) =>
    page(
      path,
      'policies',
      async () => {
        const { default: PolicyPage } = await policy();
        return { default: () => <PolicyPage slug={slug} /> };
      },
      { requests: () => policyRequests().then((requests) => requests(slug)) },
    );

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

  return [
    // The staff console (issue 9) has its own pages and guard, outside the shop's shell.
    {
      ...page('/support/*', 'support', support, {
        Skeleton: SupportSkeleton,
        features: supportEffects,
      }),
      ErrorBoundary: PageCrash,
    },
    // Its own layout, without the shop's navigation (SPEC 2).
    {
      ...page('/delete/user', 'delete-user', deleteUser, { features: accountDeletion }),
      ErrorBoundary: PageCrash,
    },
    {
      Component: Layout,
      ErrorBoundary: ShellCrash,
      children: [
        page('/', 'home', home, { features: homeEffects, requests: homeRequests }),
        page('/register', 'register', register),
        page('/decors/list', 'listing', listing, { requests: listingRequests }),
        page('/decors/list/:categoryName', 'listing', listing, { requests: listingRequests }),
        page('/products/category/:code', 'listing', listing, { requests: listingRequests }),
        page('/decors/predefined', 'predefined', predefined, { requests: predefinedRequests }),
        page('/kw/:keyword', 'keyword', keyword, { requests: keywordRequests }),
        page('/products/decor/:id/:productName', 'product', product, {
          requests: productRequests,
        }),
        page('/products/:type/:text', 'listing', async () => ({
          default: (await listing()).OldProductsRedirect,
        })),
        page('/location', 'nojs-pages', locationPage, { requests: locationRequests }),
        page('/menu', 'nojs-pages', menuPage),
        page('/help', 'help', help, { requests: faqRequests }),
        page('/faqs', 'help', faqs, { requests: faqRequests }),
        policyPage('/privacy', 'privacy'),
        policyPage('/terms', 'terms'),
        policyPage('/shippingPolicy', 'shippingPolicy'),
        policyPage('/cancellation', 'cancellation'),
        page('/checkout', 'checkout', checkout),
        page('/profile/myaccount', 'account', account, {
          wrap: signedIn,
          features: profileEffects,
        }),
        comingSoonPage('/profile/referral', 'referral'),
        comingSoonPage('/profile/wallet', 'wallet'),
        page('/profile/wishlist', 'wishlist', wishlist, { wrap: signedIn }),
        // SPEC 2 lists it unguarded: a visitor sees a login prompt instead of the list.
        page('/profile/myaddress', 'addresses', addresses),
        page('/payment', 'payment', payment, { wrap: signedIn, features: checkoutEffects }),
        page('/api/pay/:redirectingUrl', 'payment-return', paymentReturn, {
          features: checkoutEffects,
        }),
        // SPEC 2 lists the bookings unguarded: a visitor sees a login prompt instead.
        page('/profile/mybookings', 'bookings', bookings),
        page('/profile/mybookings/order/:orderid', 'order', order, {
          features: orderEffects,
          requests: orderRequests,
        }),
        page('/e/:orderid', 'order', order, { features: orderEffects, requests: orderRequests }),
        page('*', 'not-found', notFound),
      ],
    },
  ];
}

/** The chunks of the pages this URL shows, e.g. `['product']`, for the server to preload. */
export function routeChunks(pathname: string): string[] {
  const matched = (matchRoutes([...routePaths], pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as RouteHandle | undefined;
    return handle ? [handle.chunk] : [];
  });
  return [...new Set(matched)];
}
