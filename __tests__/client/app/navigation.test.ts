import { createMemoryRouter } from 'react-router';
import { connectRouter, routerNavigation } from '../../../src/client/app/navigation';
import { selectHistoryStack } from '../../../src/client/features/history/historySlice';
import { machine } from '../support/store';

const routes = [{ path: '*', element: null }];

describe('router wiring', () => {
  test('every location change reaches the history stack; back pops it', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    const store = machine();
    const stop = connectRouter(router, (action) => store.dispatch(action));
    const { navigate, goBack } = routerNavigation(router);
    navigate('/decors/list');
    navigate('/products/decor/p1/arch');
    navigate('/checkout', { replace: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectHistoryStack(store.state())).toEqual(['/', '/decors/list', '/checkout']);
    goBack();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectHistoryStack(store.state())).toEqual(['/', '/decors/list']);
    expect(router.state.location.pathname).toBe('/decors/list');
    stop();
    router.dispose();
  });
});
