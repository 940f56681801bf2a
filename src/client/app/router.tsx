import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { PageSkeleton } from '../views/components/feedback/PageSkeleton';
import { RequireUser } from '../views/components/guard/RequireUser';
import { AppShell } from '../views/components/shell/AppShell';

/**
 * A route's page, loaded with its own chunk when the route first matches. React Router resolves
 * it before it renders the route: the server's render and the browser's hydration (see
 * `loadMatchedRoutes`) draw the same page, and a navigation keeps the old page until the new one
 * is ready.
 */
const page =
  <M,>(load: () => Promise<M>, draw: (module: M) => ReactNode) =>
  async () => ({ element: draw(await load()) });

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
const support = () => import(/* webpackChunkName: "support" */ '../views/support/SupportConsole');

/**
 * The shop's frame; while the first page's chunk loads, the frame around a page-sized skeleton
 * (so the footer does not paint high and jump down), and the same while a page's own lazy part
 * loads.
 */
function Layout({ loadingPage = false }: { loadingPage?: boolean }) {
  return (
    <AppShell>
      {loadingPage ? (
        <PageSkeleton />
      ) : (
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      )}
    </AppShell>
  );
}

export const routes: RouteObject[] = [
  // The staff console (issue 9) has its own pages and guard, outside the shop's shell.
  {
    path: '/support/*',
    lazy: page(support, (m) => <m.default />),
    hydrateFallbackElement: <PageSkeleton label="Loading the support console" />,
  },
  // Its own layout, without the shop's navigation (SPEC 2).
  {
    path: '/delete/user',
    lazy: page(deleteUser, (m) => <m.default />),
    hydrateFallbackElement: <PageSkeleton />,
  },
  {
    element: <Layout />,
    // A page the browser renders alone shows its frame at once (server-rendered pages hydrate
    // with their page already loaded, so they never show this).
    hydrateFallbackElement: <Layout loadingPage />,
    children: [
      { path: '/', lazy: page(home, (m) => <m.default />) },
      { path: '/register', lazy: page(register, (m) => <m.default />) },
      { path: '/decors/list', lazy: page(listing, (m) => <m.default />) },
      { path: '/decors/list/:categoryName', lazy: page(listing, (m) => <m.default />) },
      { path: '/products/category/:code', lazy: page(listing, (m) => <m.default />) },
      { path: '/decors/predefined', lazy: page(predefined, (m) => <m.default />) },
      { path: '/kw/:keyword', lazy: page(keyword, (m) => <m.default />) },
      { path: '/products/decor/:id/:productName', lazy: page(product, (m) => <m.default />) },
      { path: '/products/:type/:text', lazy: page(listing, (m) => <m.OldProductsRedirect />) },
      { path: '/help', lazy: page(help, (m) => <m.default />) },
      { path: '/faqs', lazy: page(faqs, (m) => <m.default />) },
      { path: '/privacy', lazy: page(policy, (m) => <m.default slug="privacy" />) },
      { path: '/terms', lazy: page(policy, (m) => <m.default slug="terms" />) },
      {
        path: '/shippingPolicy',
        lazy: page(policy, (m) => <m.default slug="shippingPolicy" />),
      },
      {
        path: '/cancellation',
        lazy: page(policy, (m) => <m.default slug="cancellation" />),
      },
      { path: '/checkout', lazy: page(checkout, (m) => <m.default />) },
      {
        path: '/profile/myaccount',
        lazy: page(account, (m) => (
          <RequireUser>
            <m.default />
          </RequireUser>
        )),
      },
      {
        path: '/profile/referral',
        lazy: page(comingSoon, (m) => (
          <RequireUser>
            <m.default page="referral" />
          </RequireUser>
        )),
      },
      {
        path: '/profile/wallet',
        lazy: page(comingSoon, (m) => (
          <RequireUser>
            <m.default page="wallet" />
          </RequireUser>
        )),
      },
      {
        path: '/profile/wishlist',
        lazy: page(wishlist, (m) => (
          <RequireUser>
            <m.default />
          </RequireUser>
        )),
      },
      // SPEC 2 lists it unguarded: a visitor sees a login prompt instead of the list.
      { path: '/profile/myaddress', lazy: page(addresses, (m) => <m.default />) },
      {
        path: '/payment',
        lazy: page(payment, (m) => (
          <RequireUser>
            <m.default />
          </RequireUser>
        )),
      },
      { path: '/api/pay/:redirectingUrl', lazy: page(paymentReturn, (m) => <m.default />) },
      // SPEC 2 lists the bookings unguarded: a visitor sees a login prompt instead.
      { path: '/profile/mybookings', lazy: page(bookings, (m) => <m.default />) },
      { path: '/profile/mybookings/order/:orderid', lazy: page(order, (m) => <m.default />) },
      { path: '/e/:orderid', lazy: page(order, (m) => <m.default />) },
      { path: '*', lazy: page(notFound, (m) => <m.default />) },
    ],
  },
];

/**
 * Loads the pages this URL matches, so a server-rendered page hydrates at once with the page it
 * was drawn with (a page still loading would be drawn again from nothing).
 */
export async function loadMatchedRoutes(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function makeRouter() {
  return createBrowserRouter(routes);
}
