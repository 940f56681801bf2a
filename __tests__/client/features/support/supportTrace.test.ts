import { rootReducer } from '../../../../src/client/app/rootReducer';
import { RELOADED_ACTION_TYPE } from '../../../../src/client/devtools/replay';
import { stringifyJsan } from '../../../../src/client/devtools/traceFormat';
import {
  loadTrace,
  pathOfState,
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
