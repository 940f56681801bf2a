import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsan from 'jsan';
import { api } from '../../../src/client/api';
import { rootReducer, type RootState } from '../../../src/client/app/rootReducer';
import {
  describeDivergence,
  RELOADED_ACTION_TYPE,
  replayTrace,
  snapshotPathFor,
  stateDifferences,
  withComputedStates,
  withRecordedExpectations,
  withSnapshot,
  type TraceReducer,
} from '../../../src/client/devtools/replay';
import {
  parseJsan,
  parseTrace,
  serializeTrace,
  stringifyJsan,
  type Trace,
} from '../../../src/client/devtools/traceFormat';
import { TRACE_SELECTORS } from '../../../src/client/devtools/traceSelectors';
import { productAddedToCart } from '../../../src/client/features/cart/cartSlice';
import { product } from '../support/fixtures';
import { otpSent, phoneSubmitted } from '../../../src/client/features/auth/authSlice';
import { OTP_HASH, PHONE } from '../support/fixtures';

const root = path.resolve(__dirname, '../../..');
const reducer = rootReducer as TraceReducer<unknown>;
const STACK = 'Error\n    at submitPhone (LoginDialog.tsx:42:7)';

/** A short login session, its states computed by the app's root reducer. */
function loginTrace(): Trace {
  const initialState = rootReducer(undefined, { type: '@@INIT' });
  return withComputedStates(
    {
      steps: [
        { action: api.internalActions.middlewareRegistered('a-browser-id'), timestamp: 1 },
        { action: api.internalActions.onOffline(), timestamp: 2 },
        { action: phoneSubmitted({ phoneNumber: PHONE }), timestamp: 3, stack: STACK },
        {
          action: otpSent({ phoneNumber: PHONE, hash: OTP_HASH, isExist: true }),
          timestamp: 4,
        },
      ],
      initialState,
      meta: { appVersion: '0.1.0', buildId: 'test' },
    },
    reducer,
  );
}

/** The same trace whose recorded step 3 (index 2) says the phone step never got busy. */
function tamperedTrace(): Trace {
  const trace = loginTrace();
  const states = trace.computedStates!.map((entry) => entry.state as RootState);
  const [, , third, fourth] = states;
  const notBusy = (state: RootState): RootState => ({
    ...state,
    auth: { ...state.auth, flow: { ...state.auth.flow, busy: false } } as RootState['auth'],
  });
  return {
    ...trace,
    computedStates: [states[0]!, states[1]!, notBusy(third!), fourth!].map((state) => ({ state })),
  };
}

describe('replay engine', () => {
  test('a trace computed by the same reducer matches at every step', () => {
    expect(replayTrace(loginTrace(), { reducer })).toEqual({
      ok: true,
      steps: 4,
      compared: 'every step',
    });
  });

  test("RTK Query's environment fields are ignored", () => {
    const trace = loginTrace();
    const recorded = trace.computedStates!.map(({ state }) => {
      const typed = state as RootState;
      return {
        state: {
          ...typed,
          api: {
            ...typed.api,
            config: {
              ...typed.api.config,
              middlewareRegistered: true,
              online: true,
              focused: false,
            },
          },
        },
      };
    });
    expect(replayTrace({ ...trace, computedStates: recorded }, { reducer }).ok).toBe(true);
  });

  test('the first divergence names the step, the action, its stack and the path', () => {
    const result = replayTrace(tamperedTrace(), { reducer });
    expect(result).toEqual({
      ok: false,
      steps: 2,
      divergence: {
        stepIndex: 2,
        actionType: phoneSubmitted.type,
        stack: STACK,
        differences: [
          { type: 'CHANGE', path: ['auth', 'flow', 'busy'], oldValue: false, value: true },
        ],
      },
    });
  });

  test('until stops before the divergence', () => {
    expect(replayTrace(tamperedTrace(), { reducer, until: 2 })).toEqual({
      ok: true,
      steps: 2,
      compared: 'every step',
    });
  });

  test('a reducer that throws where the recording did not is a divergence', () => {
    const trace = loginTrace();
    const throwing: TraceReducer<unknown> = (state, action) => {
      if (action.type === otpSent.type) throw new Error('boom');
      return reducer(state, action);
    };
    expect(replayTrace(trace, { reducer: throwing })).toMatchObject({
      ok: false,
      divergence: { stepIndex: 3, actionType: otpSent.type, error: 'boom' },
    });
  });

  test('a reload step replaces the state with the one the new page started from', () => {
    const trace = loginTrace();
    const fresh = rootReducer(undefined, { type: '@@INIT' });
    const reloaded = withComputedStates(
      {
        ...trace,
        steps: [
          ...trace.steps,
          { action: { type: RELOADED_ACTION_TYPE, payload: { state: fresh } }, timestamp: 5 },
        ],
      },
      reducer,
    );
    expect(reloaded.computedStates?.at(-1)?.state).toEqual(fresh);
    expect(replayTrace(reloaded, { reducer }).ok).toBe(true);
  });

  test('without recorded states the final state is compared with the expected one', () => {
    const trace = loginTrace();
    const { computedStates, ...actionList } = trace;
    const finalState = computedStates!.at(-1)!.state;
    expect(replayTrace(actionList, { reducer, expectedFinalState: finalState })).toEqual({
      ok: true,
      steps: 4,
      compared: 'final state',
    });
    expect(
      replayTrace(actionList, { reducer, expectedFinalState: trace.initialState }),
    ).toMatchObject({
      ok: false,
      divergence: { stepIndex: 3, actionType: otpSent.type },
    });
  });
});

describe('comparing a recorded state with a replayed one', () => {
  const shared = { items: [{ id: 'a', qty: 1 }], note: 'kept' };
  const recorded = {
    cart: shared,
    api: { config: { online: true, focused: true }, queries: {} },
    auth: { phone: '9876543210', hint: undefined },
  };

  test('keys holding undefined and the environment paths never count', () => {
    const replayed = {
      cart: shared,
      api: { config: { online: false }, queries: {} },
      auth: { phone: '9876543210' },
    };
    expect(stateDifferences(recorded, replayed)).toEqual([]);
    expect(stateDifferences([recorded], [replayed])).toEqual([]);
  });

  test('a change deep in an otherwise shared state is found, with its path', () => {
    const replayed = {
      ...recorded,
      cart: { ...shared, items: [{ id: 'a', qty: 2 }] },
    };
    expect(stateDifferences(recorded, replayed)).toEqual([
      { type: 'CHANGE', path: ['cart', 'items', 0, 'qty'], oldValue: 1, value: 2 },
    ]);
  });

  test('a key added, removed, or an object in place of a list, is a difference', () => {
    expect(stateDifferences(recorded, { ...recorded, extra: 1 })).toEqual([
      { type: 'CREATE', path: ['extra'], value: 1 },
    ]);
    const { auth: _auth, ...withoutAuth } = recorded;
    expect(stateDifferences(recorded, withoutAuth)).toHaveLength(1);
    expect(stateDifferences({ list: [1] }, { list: { 0: 1 } })).not.toEqual([]);
    expect(stateDifferences({ a: { config: { online: 1 } } }, { a: { config: {} } })).toHaveLength(
      1,
    );
  });
});

describe('a replay that cannot pass by accident', () => {
  test('a whole history whose states do not pair with its actions fails unless allowed', () => {
    const lifted = parseJsan(serializeTrace(loginTrace()), 'trace') as {
      actionsById: Record<string, unknown>;
      stagedActionIds: number[];
    };
    lifted.stagedActionIds = lifted.stagedActionIds.filter((id) => id !== 2);
    delete lifted.actionsById[2];
    const edited = parseTrace(stringifyJsan(lifted));
    expect(edited.statesProblem).toBe(
      'the whole history has 4 actions (@@INIT included) but 5 computed states',
    );
    expect(replayTrace(edited, { reducer })).toEqual({
      ok: false,
      steps: 0,
      unchecked: 'the whole history has 4 actions (@@INIT included) but 5 computed states',
    });
    expect(replayTrace(edited, { reducer, allowUnchecked: true })).toEqual({
      ok: true,
      steps: 3,
      compared: 'nothing',
    });
  });

  test('an action list with nothing to compare fails unless allowed', () => {
    const { computedStates: _states, ...actionList } = loginTrace();
    expect(replayTrace(actionList, { reducer })).toEqual({
      ok: false,
      steps: 4,
      unchecked: 'the trace has no recorded state to compare with',
    });
    expect(replayTrace(actionList, { reducer, allowUnchecked: true }).ok).toBe(true);
    expect(replayTrace(loginTrace(), { reducer, until: 0 })).toMatchObject({ ok: false });
  });

  test("a snapshot written on this build checks every step's state and trace selectors", () => {
    const { computedStates: _states, ...actionList } = loginTrace();
    const recorded = withRecordedExpectations(actionList, reducer);
    const snapshot = parseJsan(serializeTrace(recorded), 'snapshot');
    const { trace } = withSnapshot(actionList, snapshot);
    expect(trace.computedStates).toHaveLength(4);
    expect(Object.keys(trace.initialSelectors ?? {})).toEqual(Object.keys(TRACE_SELECTORS));
    expect(replayTrace(trace, { reducer })).toEqual({
      ok: true,
      steps: 4,
      compared: 'every step',
    });
    // The same snapshot beside a list that lost an action is no longer its snapshot.
    const shorter = { ...actionList, steps: actionList.steps.slice(1) };
    const stale = withSnapshot(shorter, snapshot).trace;
    expect(replayTrace(stale, { reducer })).toMatchObject({
      ok: false,
      unchecked: expect.stringContaining('the snapshot was written for other actions'),
    });
  });

  test('a change in what a trace selector computes is a divergence, the state matching', () => {
    const initialState = rootReducer(undefined, { type: '@@INIT' });
    const booked = withRecordedExpectations(
      {
        steps: [
          {
            action: productAddedToCart({ product: product(), hubId: 'MUM-01' }),
            timestamp: 1,
          },
        ],
        initialState,
        meta: { appVersion: '0.1.0', buildId: 'test' },
      },
      reducer,
    );
    const summary = booked.steps[0]!.selectors?.cartPriceSummary as { amountToPay: number };
    expect(summary.amountToPay).toBeGreaterThan(0);
    const result = replayTrace(booked, {
      reducer,
      selectors: {
        ...TRACE_SELECTORS,
        cartPriceSummary: (state) => {
          const price = TRACE_SELECTORS.cartPriceSummary!(state) as { amountToPay: number } | null;
          return price && { ...price, amountToPay: price.amountToPay + 100 };
        },
      },
    });
    if (result.ok || !('divergence' in result)) throw new Error('expected a divergence');
    expect(describeDivergence(result.divergence, 1)).toContain(
      `  ~ cartPriceSummary.amountToPay: recorded ${summary.amountToPay}, replayed ${summary.amountToPay + 100}`,
    );
    expect(result.divergence.differences).toEqual([]);
  });
});

describe('npm run replay', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'utsav-replay-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  const replay = (...args: string[]) => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        'src/client/devtools/replayCli.ts',
        ...args,
      ],
      { cwd: root, encoding: 'utf8' },
    );
    return { code: run.status, out: run.stdout, err: run.stderr };
  };

  test('a matching trace prints OK with the number of steps', () => {
    const result = replay(write('match.json', serializeTrace(loginTrace())));
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toBe('OK: 4 of 4 steps replayed, every step matched its recorded state\n');
  }, 60_000);

  test('a diverging trace prints the step, action, stack and diff, and exits 1', () => {
    const file = write('diverging.json', serializeTrace(tamperedTrace()));
    const result = replay(file);
    expect(result.code).toBe(1);
    expect(result.out).toContain(`DIVERGED at step 3 of 4 (index 2): ${phoneSubmitted.type}`);
    expect(result.out).toContain(`Recorded stack:\n${STACK}`);
    expect(result.out).toContain('  ~ auth.flow.busy: recorded false, replayed true');

    expect(replay(file, '--until', '2')).toMatchObject({
      code: 0,
      out: 'OK: 2 of 4 steps replayed, every step matched its recorded state\n',
    });
  }, 60_000);

  test('an action list is checked against the snapshot beside it', () => {
    const trace = loginTrace();
    const payload = jsan.stringify(
      trace.steps.map((step) => step.action),
      undefined,
      undefined,
      true,
    );
    const file = write(
      'list.json',
      JSON.stringify({ payload, preloadedState: jsan.stringify(trace.initialState) }),
    );
    writeFileSync(snapshotPathFor(file), jsan.stringify(trace.computedStates!.at(-1)!.state));
    expect(replay(file)).toMatchObject({
      code: 0,
      out: 'OK: 4 of 4 steps replayed, the final state matched the snapshot\n',
    });

    writeFileSync(snapshotPathFor(file), jsan.stringify(trace.initialState));
    const diverged = replay(file);
    expect(diverged.code).toBe(1);
    expect(diverged.out).toContain(`DIVERGED at step 4 of 4 (index 3): ${otpSent.type}`);
    expect(diverged.out).toContain('  ~ auth.flow.step: recorded "login", replayed "otp"');
  }, 60_000);

  test('an action list without a snapshot fails as unchecked; --write-snapshot makes it a regression test', () => {
    const trace = loginTrace();
    const payload = jsan.stringify(trace.steps.map((step) => step.action));
    const file = write(
      'exported.json',
      JSON.stringify({ payload, preloadedState: jsan.stringify(trace.initialState) }),
    );
    const unchecked = replay(file);
    expect(unchecked.code).toBe(1);
    expect(unchecked.out).toBe(
      'UNCHECKED: the trace has no recorded state to compare with\n' +
        'Record its states on this build with --write-snapshot, or pass --allow-unchecked to replay its actions alone.\n',
    );
    expect(replay(file, '--allow-unchecked')).toMatchObject({
      code: 0,
      out: 'OK: 4 of 4 steps replayed, nothing compared (--allow-unchecked): no recorded state to compare with\n',
    });

    const written = replay(file, '--write-snapshot');
    expect(written).toMatchObject({ code: 0, err: '' });
    expect(written.out).toContain(`Wrote ${snapshotPathFor(file)}: the states of 4 steps`);
    expect(parseTrace(readFileSync(snapshotPathFor(file), 'utf8')).computedStates).toHaveLength(4);
    expect(replay(file)).toMatchObject({
      code: 0,
      out: 'OK: 4 of 4 steps replayed, every step matched its recorded state and trace selectors\n',
    });

    // One action deleted from the export by hand: the snapshot no longer fits, replay fails.
    const edited = jsan.stringify(trace.steps.slice(0, 3).map((step) => step.action));
    writeFileSync(
      file,
      JSON.stringify({ payload: edited, preloadedState: jsan.stringify(trace.initialState) }),
    );
    const stale = replay(file);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain('UNCHECKED: the snapshot was written for other actions');
  }, 120_000);

  test('a whole history with an action deleted by hand exits 1; --write-snapshot refuses it', () => {
    const lifted = parseJsan(serializeTrace(loginTrace()), 'trace') as {
      actionsById: Record<string, unknown>;
      stagedActionIds: number[];
    };
    lifted.stagedActionIds = lifted.stagedActionIds.filter((id) => id !== 3);
    delete lifted.actionsById[3];
    const file = write('edited.json', stringifyJsan(lifted));
    const result = replay(file);
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      'UNCHECKED: the whole history has 4 actions (@@INIT included) but 5 computed states',
    );
    expect(replay(file, '--allow-unchecked').code).toBe(0);
    const refused = replay(file, '--write-snapshot');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('is a whole history, which carries its own states');
    expect(existsSync(snapshotPathFor(file))).toBe(false);
  }, 120_000);

  test('a file that is not a trace exits 2 with the reason', () => {
    const result = replay(write('broken.json', '{"hello":1}'));
    expect(result.code).toBe(2);
    expect(result.err).toContain('neither an action list (payload) nor a whole history');
    expect(replay().code).toBe(2);
  }, 60_000);
});
