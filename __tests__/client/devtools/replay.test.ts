import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsan from 'jsan';
import { api } from '../../../src/client/api';
import { rootReducer, type RootState } from '../../../src/client/app/rootReducer';
import {
  RELOADED_ACTION_TYPE,
  replayTrace,
  snapshotPathFor,
  withComputedStates,
  type TraceReducer,
} from '../../../src/client/devtools/replay';
import { serializeTrace, type Trace } from '../../../src/client/devtools/traceFormat';
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

  test('a file that is not a trace exits 2 with the reason', () => {
    const result = replay(write('broken.json', '{"hello":1}'));
    expect(result.code).toBe(2);
    expect(result.err).toContain('neither an action list (payload) nor a whole history');
    expect(replay().code).toBe(2);
  }, 60_000);
});
