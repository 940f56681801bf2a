import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
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
const NotFoundPage = lazy(
  () => import(/* webpackChunkName: "not-found" */ '../views/notFound/NotFoundPage'),
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
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/decors/list', element: <ListingPage /> },
      { path: '/decors/list/:categoryName', element: <ListingPage /> },
      { path: '/products/category/:code', element: <ListingPage /> },
      { path: '/decors/predefined', element: <PredefinedPage /> },
      { path: '/kw/:keyword', element: <KeywordPage /> },
      { path: '/products/decor/:id/:productName', element: <ProductPage /> },
      { path: '/products/:type/:text', element: <OldProductsRedirect /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
