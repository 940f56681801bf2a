import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { instrument, type LiftedState } from '@redux-devtools/instrument';
import {
  legacy_createStore as createStore,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import jsan from 'jsan';
import { injectAllFeatures } from '../../../src/client/app/allFeatures';
import { appReducer } from '../../../src/client/app/appReducer';
import { rootReducer } from '../../../src/client/app/rootReducer';
import { makeStore } from '../../../src/client/app/store';
import {
  RELOADED_ACTION_TYPE,
  stateDifferences,
  type TraceReducer,
} from '../../../src/client/devtools/replay';
import { readTraceFile } from '../../../src/client/devtools/traceFiles';
import { parseTrace } from '../../../src/client/devtools/traceFormat';
import { loadTrace } from '../../../src/client/features/support/supportTrace';
import { isWholeHistory } from '../support/traceKinds';

// What the Redux DevTools extension does with an exported file: `importState` (@redux-devtools/
// utils) parses it with jsan and the page's instrumented store receives IMPORT_STATE, which
// recomputes every state with the app's own reducer (@redux-devtools/instrument). Those states
// must be the ones the file recorded, which `npm run replay` and the support player use.

const TRACES_DIR = path.resolve(__dirname, '../../traces');
// The browser's reducer with every page's slices loaded, as in a session that opened them all
// (a slice joins the one browser reducer, whichever store it was injected through).
makeStore().dispatch(injectAllFeatures());
const wholeHistories = readdirSync(TRACES_DIR)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.snapshot.json'))
  .filter((name) => isWholeHistory(readFileSync(path.join(TRACES_DIR, name), 'utf8')))
  .sort();

type Lifted = LiftedState<unknown, UnknownAction, null>;

/** The states the DevTools compute for a file, with the given app reducer. */
function importIntoDevTools(text: string, reducer: Reducer): unknown[] {
  const store = createStore(reducer, instrument());
  store.liftedStore.dispatch({ type: 'IMPORT_STATE', nextLiftedState: jsan.parse(text) as Lifted });
  return store.liftedStore.getState().computedStates.map(({ state }) => state);
}

/** How many positions differ between two lists of states (the environment ignored). */
const differingPositions = (expected: unknown[], actual: unknown[]) =>
  expected.filter((state, index) => stateDifferences(state, actual[index]).length > 0).length;

test('four recorded journeys include a page reload', () => {
  const withReload = wholeHistories.filter((name) =>
    parseTrace(readFileSync(path.join(TRACES_DIR, name), 'utf8')).steps.some(
      (step) => step.action.type === RELOADED_ACTION_TYPE,
    ),
  );
  expect(withReload.length).toBeGreaterThanOrEqual(4);
});

describe.each(wholeHistories)('%s imported into the Redux DevTools', (name) => {
  const text = readFileSync(path.join(TRACES_DIR, name), 'utf8');
  const { trace } = readTraceFile(path.join(TRACES_DIR, name));
  const recorded = [trace.initialState, ...trace.computedStates!.map(({ state }) => state)];
  const hasReload = trace.steps.some((step) => step.action.type === RELOADED_ACTION_TYPE);

  test.each([
    ['the root reducer (replay)', rootReducer],
    ["the browser store's reducer (every page's slices)", appReducer],
  ])('computes the recorded states with %s', (_label, reducer) => {
    const computed = importIntoDevTools(text, reducer as Reducer);
    expect(computed).toHaveLength(recorded.length);
    expect(differingPositions(recorded, computed)).toBe(0);
  });

  test('computes the support player states', () => {
    const load = loadTrace(text);
    if (load.status !== 'loaded') throw new Error(`the player cannot load ${name}`);
    expect(differingPositions(load.value.states, importIntoDevTools(text, rootReducer))).toBe(0);
  });

  if (hasReload) {
    test('would not without the reload in the reducer', () => {
      const ignoringReload: TraceReducer<unknown> = (state, action) =>
        action.type === RELOADED_ACTION_TYPE ? state : rootReducer(state as never, action);
      const computed = importIntoDevTools(text, ignoringReload as Reducer);
      expect(differingPositions(recorded, computed)).toBeGreaterThan(0);
    });
  }
});

test('an action list imports with its preloaded state and computes the same states as replay', () => {
  const file = path.join(TRACES_DIR, wholeHistories[0]!);
  const { trace } = readTraceFile(file);
  const store = createStore(rootReducer as Reducer, instrument());
  store.liftedStore.dispatch({
    type: 'IMPORT_STATE',
    nextLiftedState: trace.steps.map((step) => step.action),
    preloadedState: trace.initialState,
  } as never);
  const computed = store.liftedStore.getState().computedStates.map(({ state }) => state);
  const recorded = [trace.initialState, ...trace.computedStates!.map(({ state }) => state)];
  expect(differingPositions(recorded, computed)).toBe(0);
});
