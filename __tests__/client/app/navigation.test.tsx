import { act, render, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import {
  connectRouter,
  createNavigation,
  routerNavigation,
} from '../../../src/client/app/navigation';
import { selectHistoryStack } from '../../../src/client/features/history/historySlice';
import { machine } from '../support/store';

/** What the router shows: its path, as a page would read it. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function routedAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Where }], {
    initialEntries: [path],
  });
  const navigation = createNavigation(router);
  const store = machine();
  const heard: UnknownAction[] = [];
  const stop = connectRouter(navigation, (action) => {
    heard.push(action);
    store.dispatch(action);
  });
  // As the app does: the router is drawn, then moves asked for meanwhile go through.
  const mount = () => {
    const rendered = render(<RouterProvider router={router} />);
    navigation.drawn();
    return rendered;
  };
  return { navigation, store, heard, stop, mount, ...routerNavigation(navigation) };
}

const shown = () => screen.getByTestId('where').textContent;

describe('router wiring', () => {
  test('every location change reaches the history stack; back pops it', async () => {
    const { store, heard, stop, mount, navigate, goBack, navigation } = routedAt('/');
    mount();
    await act(async () => {
      navigate('/decors/list');
      navigate('/products/decor/p1/arch');
      navigate('/checkout', { replace: true });
    });
    expect(shown()).toBe('/checkout');
    expect(selectHistoryStack(store.state())).toEqual(['/', '/decors/list', '/checkout']);
    await act(async () => goBack());
    expect(shown()).toBe('/decors/list');
    expect(selectHistoryStack(store.state())).toEqual(['/', '/decors/list']);
    expect(navigation.location().pathname).toBe('/decors/list');
    expect(heard.map((action) => action.payload)).toEqual([
      { path: '/', kind: 'PUSH' },
      { path: '/decors/list', kind: 'PUSH' },
      { path: '/products/decor/p1/arch', kind: 'PUSH' },
      { path: '/checkout', kind: 'REPLACE' },
      { path: '/decors/list', kind: 'POP' },
    ]);
    stop();
  });

  test('the store hears the first page at once, before the router is drawn', () => {
    const { store, heard } = routedAt('/kw/balloon?x=1');
    expect(heard.map((action) => action.payload)).toEqual([
      { path: '/kw/balloon?x=1', kind: 'PUSH' },
    ]);
    expect(selectHistoryStack(store.state())).toEqual(['/kw/balloon?x=1']);
  });

  test('a move asked for before the router is drawn happens once it is', async () => {
    const { store, mount, navigate, navigation } = routedAt('/?orderCode=A1');
    navigate('/e/A1', { replace: true });
    // A server-rendered page hydrates at the URL it was rendered for.
    expect(navigation.location().pathname).toBe('/');
    await act(async () => void mount());
    expect(shown()).toBe('/e/A1');
    expect(selectHistoryStack(store.state())).toEqual(['/e/A1']);
  });

  test('a move to the page on screen is not a new visit', async () => {
    const { heard, mount, navigate } = routedAt('/help');
    mount();
    await act(async () => navigate('/help'));
    expect(shown()).toBe('/help');
    expect(heard).toHaveLength(1);
  });

  test('a move made while the store hears the last one is what the router shows', async () => {
    const { navigation, heard, mount, navigate } = routedAt('/');
    // As a route guard does: a private page sends a visitor home.
    navigation.subscribe((location) => {
      if (location.pathname === '/profile/wallet') navigate('/', { replace: true });
    });
    mount();
    await act(async () => navigate('/profile/wallet'));
    expect(shown()).toBe('/');
    expect(heard.map((action) => action.payload)).toEqual([
      { path: '/', kind: 'PUSH' },
      { path: '/profile/wallet', kind: 'PUSH' },
      { path: '/', kind: 'REPLACE' },
    ]);
  });

  test('after stopping, the store hears no more', async () => {
    const { heard, stop, mount, navigate } = routedAt('/');
    mount();
    stop();
    await act(async () => navigate('/faqs'));
    expect(shown()).toBe('/faqs');
    expect(heard).toHaveLength(1);
  });
});
