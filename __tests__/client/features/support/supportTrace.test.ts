import { rootReducer } from '../../../../src/client/app/rootReducer';
import { RELOADED_ACTION_TYPE } from '../../../../src/client/devtools/replay';
import { stringifyJsan } from '../../../../src/client/devtools/traceFormat';
import {
  loadTrace,
  pathOfState,
  stepKinds,
  stepLabel,
} from '../../../../src/client/features/support/supportTrace';

const start = rootReducer(undefined, { type: '@@INIT' });
const afterReload = { ...start, history: { ...start.history, stack: ['/checkout'] } };

/** An action-list export (no recorded states) whose second step is the recorder's page reload. */
const actionListTrace = JSON.stringify({
  payload: stringifyJsan([
    { type: 'unknown/nothingHappened' },
    { type: RELOADED_ACTION_TYPE, payload: { state: afterReload } },
  ]),
  preloadedState: stringifyJsan(start),
});

describe('the player reads an action-list trace', () => {
  test("recomputes every state, taking a reload's new page as the state after it", () => {
    const load = loadTrace(actionListTrace);
    if (load.status !== 'loaded') throw new Error(`trace not loaded: ${load.status}`);
    expect(load.value.states).toHaveLength(3);
    expect(pathOfState(load.value.states[1])).toBe('/');
    expect(pathOfState(load.value.states[2])).toBe('/checkout');
  });
});

describe('the timeline names a step', () => {
  test.each([
    [
      {
        type: 'api/executeQuery/fulfilled',
        meta: { arg: { endpointName: 'productsGetProducts' } },
      },
      'productsGetProducts fulfilled',
    ],
    [
      { type: 'api/executeMutation/rejected', meta: { arg: { endpointName: 'ordersPlace' } } },
      'ordersPlace rejected',
    ],
    [{ type: 'api/executeQuery/pending', meta: {} }, 'api/executeQuery/pending'],
    [{ type: 'history/pageVisited', meta: { arg: { endpointName: 'x' } } }, 'history/pageVisited'],
  ])('%j as %s', (action, label) => {
    expect(stepLabel(action)).toBe(label);
  });
});

describe('what each step is on the timeline', () => {
  const query = (outcome: string, meta: Record<string, unknown> = {}) => ({
    action: {
      type: `api/executeQuery/${outcome}`,
      meta: { arg: { endpointName: 'productsGetProducts' }, ...meta },
      ...(outcome === 'rejected' && { error: { message: 'Rejected' } }),
    },
    timestamp: 0,
  });
  const step = (type: string, extra: Record<string, unknown> = {}) => ({
    action: { type, ...extra },
    timestamp: 0,
  });

  test("with the recorder's input marks: the customer's steps, RTK Query's, errors and the app's", () => {
    expect(
      stepKinds([
        { ...step('cart/addOnAdded'), input: 'click' },
        query('pending'),
        query('rejected'),
        // A query skipped because its result was cached is no failure.
        query('rejected', { condition: true }),
        step('cart/cartSyncFailed'),
        step('toast/toastShown', { payload: { kind: 'error', message: 'Oops' } }),
        step('toast/toastShown', { payload: { kind: 'success', message: 'Saved' } }),
        step('crash/appCrashed', { payload: { message: 'x is undefined' } }),
        step('history/pageVisited'),
      ]),
    ).toEqual([
      'start',
      'customer',
      'query',
      'queryError',
      'query',
      'error',
      'error',
      'app',
      'error',
      'app',
    ]);
  });

  test('without marks (an older recording, an extension export), every other step counts as the customer’s', () => {
    expect(
      stepKinds([
        step('cart/addOnAdded'),
        query('fulfilled'),
        step(RELOADED_ACTION_TYPE),
        step('auth/otpRejected'),
      ]),
    ).toEqual(['start', 'customer', 'query', 'app', 'error']);
  });
});
