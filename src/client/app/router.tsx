import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { AppShell } from '../views/components/shell/AppShell';

const HomePage = lazy(() => import(/* webpackChunkName: "home" */ '../views/home/HomePage'));
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function makeRouter() {
  return createBrowserRouter(routes);
}
