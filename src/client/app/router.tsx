import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RequireUser } from '../views/components/guard/RequireUser';
import { AppShell } from '../views/components/shell/AppShell';

const HomePage = lazy(() => import(/* webpackChunkName: "home" */ '../views/home/HomePage'));
const ListingPage = lazy(
  () => import(/* webpackChunkName: "listing" */ '../views/listing/ListingPage'),
);
const OldProductsRedirect = lazy(() =>
  import(/* webpackChunkName: "listing" */ '../views/listing/ListingPage').then((module) => ({
    default: module.OldProductsRedirect,
  })),
);
const KeywordPage = lazy(
  () => import(/* webpackChunkName: "keyword" */ '../views/listing/KeywordPage'),
);
const PredefinedPage = lazy(
  () => import(/* webpackChunkName: "predefined" */ '../views/listing/PredefinedPage'),
);
const ProductPage = lazy(
  () => import(/* webpackChunkName: "product" */ '../views/product/ProductPage'),
);
const CheckoutPage = lazy(
  () => import(/* webpackChunkName: "checkout" */ '../views/checkout/CheckoutPage'),
);
const AccountPage = lazy(
  () => import(/* webpackChunkName: "account" */ '../views/account/AccountPage'),
);
const ComingSoonPage = lazy(
  () => import(/* webpackChunkName: "account" */ '../views/account/ComingSoonPage'),
);
const AddressesPage = lazy(
  () => import(/* webpackChunkName: "addresses" */ '../views/addresses/AddressesPage'),
);
const WishlistPage = lazy(
  () => import(/* webpackChunkName: "wishlist" */ '../views/wishlist/WishlistPage'),
);
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "not-found" */ '../views/notFound/NotFoundPage'),
);
const HelpPage = lazy(() => import(/* webpackChunkName: "help" */ '../views/help/HelpPage'));
const FaqsPage = lazy(() => import(/* webpackChunkName: "help" */ '../views/help/FaqsPage'));
const PolicyPage = lazy(
  () => import(/* webpackChunkName: "policies" */ '../views/policies/PolicyPage'),
);

const RegisterPage = lazy(
  () => import(/* webpackChunkName: "register" */ '../views/auth/RegisterPage'),
);
const DeleteUserPage = lazy(
  () => import(/* webpackChunkName: "delete-user" */ '../views/deleteUser/DeleteUserPage'),
);
const PaymentPage = lazy(
  () => import(/* webpackChunkName: "payment" */ '../views/payment/PaymentPage'),
);
const PaymentReturnPage = lazy(
  () => import(/* webpackChunkName: "payment-return" */ '../views/payment/PaymentReturnPage'),
);
const BookingsPage = lazy(
  () => import(/* webpackChunkName: "bookings" */ '../views/bookings/BookingsPage'),
);
const OrderPage = lazy(() => import(/* webpackChunkName: "order" */ '../views/order/OrderPage'));
const SupportConsole = lazy(
  () => import(/* webpackChunkName: "support" */ '../views/support/SupportConsole'),
);

function Layout() {
  return (
    <AppShell>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

export const routes = [
  // The staff console (issue 9) has its own pages and guard, outside the shop's shell.
  {
    path: '/support/*',
    element: (
      <Suspense fallback={null}>
        <SupportConsole />
      </Suspense>
    ),
  },
  // Its own layout, without the shop's navigation (SPEC 2).
  {
    path: '/delete/user',
    element: (
      <Suspense fallback={null}>
        <DeleteUserPage />
      </Suspense>
    ),
  },
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/decors/list', element: <ListingPage /> },
      { path: '/decors/list/:categoryName', element: <ListingPage /> },
      { path: '/products/category/:code', element: <ListingPage /> },
      { path: '/decors/predefined', element: <PredefinedPage /> },
      { path: '/kw/:keyword', element: <KeywordPage /> },
      { path: '/products/decor/:id/:productName', element: <ProductPage /> },
      { path: '/products/:type/:text', element: <OldProductsRedirect /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/faqs', element: <FaqsPage /> },
      { path: '/privacy', element: <PolicyPage slug="privacy" /> },
      { path: '/terms', element: <PolicyPage slug="terms" /> },
      { path: '/shippingPolicy', element: <PolicyPage slug="shippingPolicy" /> },
      { path: '/cancellation', element: <PolicyPage slug="cancellation" /> },
      { path: '/checkout', element: <CheckoutPage /> },
      {
        path: '/profile/myaccount',
        element: (
          <RequireUser>
            <AccountPage />
          </RequireUser>
        ),
      },
      {
        path: '/profile/referral',
        element: (
          <RequireUser>
            <ComingSoonPage page="referral" />
          </RequireUser>
        ),
      },
      {
        path: '/profile/wallet',
        element: (
          <RequireUser>
            <ComingSoonPage page="wallet" />
          </RequireUser>
        ),
      },
      {
        path: '/profile/wishlist',
        element: (
          <RequireUser>
            <WishlistPage />
          </RequireUser>
        ),
      },
      // SPEC 2 lists it unguarded: a visitor sees a login prompt instead of the list.
      { path: '/profile/myaddress', element: <AddressesPage /> },
      {
        path: '/payment',
        element: (
          <RequireUser>
            <PaymentPage />
          </RequireUser>
        ),
      },
      { path: '/api/pay/:redirectingUrl', element: <PaymentReturnPage /> },
      // SPEC 2 lists the bookings unguarded: a visitor sees a login prompt instead.
      { path: '/profile/mybookings', element: <BookingsPage /> },
      { path: '/profile/mybookings/order/:orderid', element: <OrderPage /> },
      { path: '/e/:orderid', element: <OrderPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
