import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { contentApi, reportsApi, usersApi } from '../../../src/client/api';
import { memoryStorage } from '../../../src/client/app/services';
import { withPageReload } from '../../../src/client/app/pageReload';
import { rootReducer } from '../../../src/client/app/rootReducer';
import { makeStore } from '../../../src/client/app/store';
import {
  RECORDER_MAX_ACTIONS,
  createRecorder,
  type RecorderStorage,
} from '../../../src/client/devtools/recorder';
import { LEFT_OUT_RESULT, isLeftOut } from '../../../src/client/devtools/leftOut';
import {
  RELOADED_ACTION_TYPE,
  replayTrace,
  type TraceReducer,
} from '../../../src/client/devtools/replay';
import { PLACEHOLDERS } from '../../../src/client/devtools/sanitize';
import { jsanCodec } from '../../../src/client/devtools/traceCodec';
import { parseTrace } from '../../../src/client/devtools/traceFormat';
import { addressFieldChanged } from '../../../src/client/features/addressForm/addressFormSlice';
import { userSignedIn } from '../../../src/client/features/auth/authEvents';
import { instructionsChanged } from '../../../src/client/features/cart/cartSlice';
import { pageVisited } from '../../../src/client/features/history/historySlice';
import {
  reportNoteChanged,
  reportProblemOpened,
} from '../../../src/client/features/reportProblem/reportProblemSlice';
import {
  otpSent,
  otpSubmitted,
  phoneSubmitted,
  registrationRequired,
} from '../../../src/client/features/auth/authSlice';
import { contract } from '../../../src/shared/contract';
import { TRACE_MAX_CHARS } from '../../../src/shared/contract/entities';
import {
  OTP_HASH,
  PHONE,
  REGISTRATION_TOKEN,
  TOKEN,
  address,
  location,
  order,
  serverCart,
  signedInData,
  user,
} from '../support/fixtures';
import { backgroundHandlers, handle, server, settle, withMockApi } from '../support/msw';
import { fakeServices } from '../support/store';

withMockApi();

interface Tally {
  count: number;
  last: unknown;
}
// Like the app's own reducers, it applies the recorder's page-reload mark (app/pageReload.ts).
const tally: Reducer<Tally, UnknownAction> = withPageReload(
  (state: Tally = { count: 0, last: null }, action: UnknownAction) =>
    action.type === 'added'
      ? { count: state.count + (action.payload as { n: number }).n, last: action.payload }
      : state,
);

/** A small store with the recorder, on the given storage. */
function tallyStore(storage: RecorderStorage, options: { maxChars?: number } = {}) {
  let clock = 1_000;
  const { recorder, enhancer } = createRecorder({
    storage,
    codec: jsanCodec,
    now: () => (clock += 1),
    meta: { appVersion: '9.9.9', buildId: 'test' },
    ...options,
  });
  const store = configureStore({
    reducer: tally,
    enhancers: (getDefault) => getDefault().concat(enhancer),
  });
  return { store, recorder };
}

/** A small store with a recorder whose codec arrives when the test calls `arrive`. */
function lateTallyStore(storage: RecorderStorage | null = null) {
  let arrive: (codec: typeof jsanCodec) => void = () => undefined;
  const { recorder, enhancer } = createRecorder({
    storage,
    codec: () => new Promise((resolve) => (arrive = resolve)),
  });
  const store = configureStore({
    reducer: tally,
    enhancers: (getDefault) => getDefault().concat(enhancer),
  });
  return { store, recorder, arrive: () => arrive(jsanCodec) };
}

const storedText = (storage: ReturnType<typeof memoryStorage>, keys: string[]) =>
  keys.map((key) => storage.getItem(key) ?? '').join('\n');

/** Every key the memory storage holds (it keeps no index of its own). */
function trackedStorage() {
  const inner = memoryStorage();
  const keys = new Set<string>();
  return {
    storage: {
      ...inner,
      setItem: (key: string, value: string) => {
        keys.add(key);
        inner.setItem(key, value);
      },
      removeItem: (key: string) => {
        keys.delete(key);
        inner.removeItem(key);
      },
    },
    text: () => storedText(inner, [...keys]),
    keys,
  };
}

describe('the window', () => {
  afterEach(() => jest.restoreAllMocks());

  test('keeps exactly the last 1000 actions, with timestamps and the state before them', () => {
    const { storage } = trackedStorage();
    const { store, recorder } = tallyStore(storage);
    for (let n = 1; n <= RECORDER_MAX_ACTIONS + 5; n += 1) {
      store.dispatch({ type: 'added', payload: { n } });
    }
    const trace = recorder.trace();
    expect(trace.steps).toHaveLength(RECORDER_MAX_ACTIONS);
    expect(trace.steps[0]?.action).toEqual({ type: 'added', payload: { n: 6 } });
    expect(trace.steps.at(-1)?.action).toEqual({ type: 'added', payload: { n: 1005 } });
    expect(trace.steps[1]!.timestamp - trace.steps[0]!.timestamp).toBe(1);
    expect(trace.initialState).toEqual({ count: 1 + 2 + 3 + 4 + 5, last: { n: 5 } });
    expect(trace.computedStates?.at(-1)?.state).toEqual(store.getState());
    expect(trace.meta).toEqual({ appVersion: '9.9.9', buildId: 'test' });
  });

  test('the export is a whole-history trace that replays without divergence', () => {
    const { storage } = trackedStorage();
    const { store, recorder } = tallyStore(storage);
    for (let n = 1; n <= 30; n += 1) store.dispatch({ type: 'added', payload: { n } });
    const trace = parseTrace(recorder.exportTrace());
    expect(trace.steps).toHaveLength(30);
    expect(trace.computedStates?.at(-1)?.state).toEqual(store.getState());
    expect(replayTrace(trace, { reducer: tally as TraceReducer<unknown> })).toEqual({
      ok: true,
      steps: 30,
      compared: 'every step',
    });
  });

  test('a reload keeps the session and marks where the new page started', () => {
    const { storage } = trackedStorage();
    const first = tallyStore(storage);
    for (let n = 1; n <= 3; n += 1) first.store.dispatch({ type: 'added', payload: { n } });

    const second = tallyStore(storage);
    second.store.dispatch({ type: 'added', payload: { n: 10 } });
    const trace = parseTrace(second.recorder.exportTrace());
    expect(trace.steps.map((step) => step.action.type)).toEqual([
      'added',
      'added',
      'added',
      RELOADED_ACTION_TYPE,
      'added',
    ]);
    expect(trace.computedStates?.[2]?.state).toEqual({ count: 6, last: { n: 3 } });
    expect(trace.computedStates?.[3]?.state).toEqual({ count: 0, last: null });
    expect(trace.computedStates?.[4]?.state).toEqual(second.store.getState());
    expect(replayTrace(trace, { reducer: tally as TraceReducer<unknown> }).ok).toBe(true);
  });

  test('with selectors, a step keeps the values its reducer changed, and the export every start value', () => {
    const { storage } = trackedStorage();
    const selectors = {
      count: (state: unknown) => (state as Tally).count,
      big: (state: unknown) => (state as Tally).count >= 5,
    };
    const { recorder, enhancer } = createRecorder({ storage, codec: jsanCodec, selectors });
    const store = configureStore({
      reducer: tally,
      enhancers: (getDefault) => getDefault().concat(enhancer),
    });
    // A subscriber that dispatches: its step comes after, with its own values.
    store.subscribe(() => {
      if (store.getState().count === 3) store.dispatch({ type: 'added', payload: { n: 1 } });
    });
    store.dispatch({ type: 'added', payload: { n: 3 } });
    store.dispatch({ type: 'noticed' });
    store.dispatch({ type: 'added', payload: { n: 2 } });
    const trace = parseTrace(recorder.exportTrace());
    expect(trace.initialSelectors).toEqual({ count: 0, big: false });
    expect(trace.steps.map(({ action, selectors: values }) => [action.type, values])).toEqual([
      ['added', { count: 3 }],
      ['added', { count: 4 }],
      ['noticed', undefined],
      ['added', { count: 6, big: true }],
    ]);
    const reducer = tally as TraceReducer<unknown>;
    expect(replayTrace(trace, { reducer, selectors }).ok).toBe(true);
    // A selector that now computes otherwise is caught at the first step where it differs.
    const changed = { ...selectors, big: (state: unknown) => (state as Tally).count >= 4 };
    expect(replayTrace(trace, { reducer, selectors: changed })).toMatchObject({
      ok: false,
      divergence: {
        stepIndex: 1,
        differences: [],
        selectorDifferences: [{ type: 'CHANGE', path: ['big'], oldValue: false, value: true }],
      },
    });
  });

  test('steps kept before the codec arrives get the selector values it brings', async () => {
    const selectors = { count: (state: unknown) => (state as Tally).count };
    let arrive: () => void = () => undefined;
    const { recorder, enhancer } = createRecorder({
      codec: () => new Promise((resolve) => (arrive = () => resolve({ ...jsanCodec, selectors }))),
    });
    const store = configureStore({
      reducer: tally,
      enhancers: (getDefault) => getDefault().concat(enhancer),
    });
    store.dispatch({ type: 'added', payload: { n: 2 } });
    store.dispatch({ type: 'noticed' });
    arrive();
    await recorder.ready;
    store.dispatch({ type: 'added', payload: { n: 5 } });
    const trace = parseTrace(recorder.exportTrace());
    expect(trace.initialSelectors).toEqual({ count: 0 });
    expect(trace.steps.map(({ action, selectors: values }) => [action.type, values])).toEqual([
      ['added', { count: 2 }],
      ['noticed', undefined],
      ['added', { count: 7 }],
    ]);
  });

  test('a reload step keeps every selector value of the page it started', () => {
    const { storage } = trackedStorage();
    const selectors = { count: (state: unknown) => (state as Tally).count };
    const make = () => {
      const { recorder, enhancer } = createRecorder({ storage, codec: jsanCodec, selectors });
      const store = configureStore({
        reducer: tally,
        enhancers: (getDefault) => getDefault().concat(enhancer),
      });
      return { recorder, store };
    };
    const first = make();
    first.store.dispatch({ type: 'added', payload: { n: 4 } });
    const second = make();
    second.store.dispatch({ type: 'added', payload: { n: 1 } });
    const trace = parseTrace(second.recorder.exportTrace());
    expect(trace.steps.map(({ action, selectors: values }) => [action.type, values])).toEqual([
      ['added', { count: 4 }],
      [RELOADED_ACTION_TYPE, { count: 0 }],
      ['added', { count: 1 }],
    ]);
    expect(replayTrace(trace, { reducer: tally as TraceReducer<unknown>, selectors })).toEqual({
      ok: true,
      steps: 3,
      compared: 'every step',
    });
  });

  test('while its codec loads, the recorder keeps steps in memory and writes nothing', async () => {
    const tracked = trackedStorage();
    const { recorder, store, arrive } = lateTallyStore(tracked.storage);
    store.dispatch({ type: 'added', payload: { n: 1 } });
    expect(tracked.keys.size).toBe(0);
    expect(() => recorder.trace()).toThrow('still loading');
    expect(() => recorder.exportTrace()).toThrow('still loading');

    arrive();
    await settle();
    store.dispatch({ type: 'added', payload: { n: 2 } });
    const trace = parseTrace(recorder.exportTrace());
    expect(trace.steps.map((step) => step.action.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(trace.computedStates?.at(-1)?.state).toEqual(store.getState());
    expect(tracked.text()).toContain('"n":2');
  });

  test('what is dispatched while the codec loads is redacted when it arrives, before it is kept', async () => {
    const tracked = trackedStorage();
    const { recorder, store, arrive } = lateTallyStore(tracked.storage);
    store.dispatch({ type: 'added', payload: { n: 1, token: 'secret-session-token' } });

    arrive();
    await settle();
    const exported = recorder.exportTrace();
    expect(exported).not.toContain('secret-session-token');
    expect(tracked.text()).not.toContain('secret-session-token');
    expect(parseTrace(exported).steps[0]?.action.payload).toEqual({
      n: 1,
      token: PLACEHOLDERS.token,
    });
  });

  /**
   * A recorder whose tasks are run by the test (`ticks`), its codec arriving with 25 steps
   * recorded; `clock` is what `performance.now` reads.
   */
  function taskedRecorder(clock: () => number) {
    jest.spyOn(performance, 'now').mockImplementation(clock);
    const tracked = trackedStorage();
    const ticks: (() => void)[] = [];
    const { recorder, enhancer } = createRecorder({
      storage: tracked.storage,
      codec: () => Promise.resolve(jsanCodec),
      nextTask: () => new Promise<void>((resolve) => ticks.push(resolve)),
    });
    const store = configureStore({
      reducer: tally,
      enhancers: (getDefault) => getDefault().concat(enhancer),
    });
    for (let n = 1; n <= 25; n += 1)
      store.dispatch({ type: 'added', payload: { n, token: `t${n}` } });
    return { tracked, ticks, recorder, store };
  }

  test('with nextTask, activation runs in slices of time and keeps what is dispatched meanwhile, in order', async () => {
    // Each reading of the clock is a millisecond later: a slice holds a few steps.
    let clock = 0;
    const { tracked, ticks, recorder, store } = taskedRecorder(() => (clock += 1));
    let n = 25;
    // Each task the recorder asks for, a dispatch lands before it runs.
    for (let round = 0; round < 50; round += 1) {
      await settle(2);
      const next = ticks.shift();
      if (!next) break;
      expect(tracked.keys.size).toBe(0);
      n += 1;
      store.dispatch({ type: 'added', payload: { n, token: `t${n}` } });
      next();
    }
    await settle();
    expect(ticks).toEqual([]);
    const exported = recorder.exportTrace();
    expect(exported).not.toMatch(/"t\d+"/);
    const trace = parseTrace(exported);
    expect(trace.steps.map((step) => (step.action.payload as { n: number }).n)).toEqual(
      Array.from({ length: n }, (_, index) => index + 1),
    );
    // The 25 steps took several tasks, not one.
    expect(n).toBeGreaterThan(30);
    expect(trace.computedStates?.at(-1)?.state).toEqual({
      count: store.getState().count,
      last: { n, token: PLACEHOLDERS.token },
    });
    expect(tracked.text()).toContain(`"n":${n}`);
  });

  test('with a fast clock, the steps of an activation share a task', async () => {
    let clock = 0;
    // No time passes while the steps are redacted: the page's state and the steps each take one task.
    const { ticks, recorder } = taskedRecorder(() => clock);
    let tasks = 0;
    for (;;) {
      await settle(2);
      const next = ticks.shift();
      if (!next) break;
      tasks += 1;
      clock += 1;
      next();
    }
    await recorder.ready;
    expect(tasks).toBe(2);
    expect(parseTrace(recorder.exportTrace()).steps).toHaveLength(25);
  });

  test('ready settles when the recording can be read, and rejects when its codec cannot load', async () => {
    const late = lateTallyStore();
    let settled = false;
    void late.recorder.ready.then(() => (settled = true));
    await settle();
    expect(settled).toBe(false);
    late.arrive();
    await late.recorder.ready;
    expect(parseTrace(late.recorder.exportTrace()).steps).toEqual([]);

    const broken = createRecorder({ codec: () => Promise.reject(new Error('chunk failed')) });
    configureStore({
      reducer: tally,
      enhancers: (getDefault) => getDefault().concat(broken.enhancer),
    });
    await expect(broken.recorder.ready).rejects.toThrow('chunk failed');
    await expect(createRecorder({ codec: jsanCodec }).recorder.ready).resolves.toBeUndefined();
  });

  test('a reload whose codec arrives late still continues the stored session, in order', async () => {
    const { storage } = trackedStorage();
    const first = tallyStore(storage);
    for (let n = 1; n <= 3; n += 1) first.store.dispatch({ type: 'added', payload: { n } });

    const { recorder, store: second, arrive } = lateTallyStore(storage);
    second.dispatch({ type: 'added', payload: { n: 10 } });
    arrive();
    await settle();
    second.dispatch({ type: 'added', payload: { n: 20 } });

    const trace = parseTrace(recorder.exportTrace());
    expect(trace.steps.map((step) => step.action.type)).toEqual([
      'added',
      'added',
      'added',
      RELOADED_ACTION_TYPE,
      'added',
      'added',
    ]);
    expect(trace.computedStates?.[2]?.state).toEqual({ count: 6, last: { n: 3 } });
    expect(trace.computedStates?.[3]?.state).toEqual({ count: 0, last: null });
    expect(trace.computedStates?.at(-1)?.state).toEqual(second.getState());
    expect(replayTrace(trace, { reducer: tally as TraceReducer<unknown> }).ok).toBe(true);

    // And the next page reads all of it back.
    const third = tallyStore(storage);
    expect(third.recorder.trace().steps).toHaveLength(7);
  });

  test('a damaged storage starts a fresh window', () => {
    const { storage } = trackedStorage();
    const first = tallyStore(storage);
    first.store.dispatch({ type: 'added', payload: { n: 1 } });
    storage.setItem('utsav.sessionTrace:step:0', '{not jsan');
    const second = tallyStore(storage);
    expect(second.recorder.trace().steps).toEqual([]);
  });

  test('clear forgets the window in memory and in storage', () => {
    const tracked = trackedStorage();
    const { store, recorder } = tallyStore(tracked.storage);
    store.dispatch({ type: 'added', payload: { n: 4 } });
    recorder.clear();
    expect(recorder.trace().steps).toEqual([]);
    expect(recorder.trace().initialState).toEqual({ count: 4, last: { n: 4 } });
    expect([...tracked.keys].filter((key) => key.includes(':step:'))).toEqual([]);
  });
});

describe('size', () => {
  const bulky = (n: number) => ({ n, text: `${n}:`.padEnd(6_000, 'x') });

  test('the export stays under TRACE_MAX_CHARS by dropping the oldest actions', () => {
    const tracked = trackedStorage();
    const { store, recorder } = tallyStore(tracked.storage);
    for (let n = 1; n <= 400; n += 1) store.dispatch({ type: 'added', payload: bulky(n) });
    const text = recorder.exportTrace();
    expect(text.length).toBeLessThanOrEqual(TRACE_MAX_CHARS);
    expect(tracked.text().length).toBeLessThanOrEqual(TRACE_MAX_CHARS + 1_000);
    const trace = parseTrace(text);
    expect(trace.steps.length).toBeGreaterThan(10);
    expect(trace.steps.length).toBeLessThan(400);
    expect(trace.steps.at(-1)?.action).toEqual({ type: 'added', payload: bulky(400) });
    expect(replayTrace(trace, { reducer: tally as TraceReducer<unknown> }).ok).toBe(true);
  });

  test('a smaller limit is kept too', () => {
    const tracked = trackedStorage();
    const { store, recorder } = tallyStore(tracked.storage, { maxChars: 50_000 });
    for (let n = 1; n <= 40; n += 1) store.dispatch({ type: 'added', payload: bulky(n) });
    expect(recorder.exportTrace().length).toBeLessThanOrEqual(50_000);
    expect(tracked.text().length).toBeLessThanOrEqual(50_000);
    expect(parseTrace(recorder.exportTrace()).steps.at(-1)?.action.payload).toEqual(bulky(40));
  });
});

type RootStateShape = { api: { queries: Record<string, { data?: unknown } | undefined> } };

describe('what fits the size cap', () => {
  /** A cache in the shape RTK Query keeps, for the recorder's policy on its own. */
  type Cache = { api: { queries: Record<string, { data: unknown }> }; count: number };
  const cache: Reducer<Cache, UnknownAction> = (
    state = { api: { queries: {} }, count: 0 },
    action,
  ) => {
    if (action.type !== 'api/executeQuery/fulfilled') return { ...state, count: state.count + 1 };
    const key = (action.meta as { arg: { queryCacheKey: string } }).arg.queryCacheKey;
    return {
      api: { queries: { ...state.api.queries, [key]: { data: action.payload } } },
      count: state.count + 1,
    };
  };
  const answered = (n: number) => ({
    type: 'api/executeQuery/fulfilled',
    payload: { products: `${n}:`.padEnd(3_000, 'p') },
    meta: { arg: { endpointName: 'productsGetProducts', queryCacheKey: `page(${n % 7})` } },
  });

  test('a long session keeps its last 1000 actions: cached API results go before steps', () => {
    const tracked = trackedStorage();
    const { recorder, enhancer } = createRecorder({ storage: tracked.storage, codec: jsanCodec });
    const store = configureStore({
      reducer: cache,
      enhancers: (getDefault) => getDefault().concat(enhancer),
    });
    // 1,200 actions, a third of them answers of 3,000 characters: 1.2 MB of results.
    for (let n = 1; n <= 1_200; n += 1) {
      store.dispatch(n % 3 === 0 ? answered(n) : { type: 'browsed', payload: { n } });
    }
    expect(tracked.text().length).toBeLessThanOrEqual(TRACE_MAX_CHARS + 1_000);
    const text = recorder.exportTrace();
    expect(text.length).toBeLessThanOrEqual(TRACE_MAX_CHARS);
    const trace = parseTrace(text);
    expect(trace.steps).toHaveLength(RECORDER_MAX_ACTIONS);
    expect(trace.steps[0]?.action).toEqual({ ...answered(201), payload: LEFT_OUT_RESULT });
    expect(trace.steps[1]?.action).toEqual({ type: 'browsed', payload: { n: 202 } });
    // The newest answer is whole; the oldest ones stand as left out, and replay as recorded.
    expect(trace.steps.at(-1)?.action).toEqual(answered(1_200));
    const answers = trace.steps.filter((step) => step.action.type === answered(0).type);
    expect(answers[0]?.action.payload).toEqual(LEFT_OUT_RESULT);
    expect(answers.filter((step) => !isLeftOut(step.action.payload)).length).toBeGreaterThan(10);
    expect(trace.computedStates?.at(-1)?.state).toMatchObject({ count: store.getState().count });
    expect(replayTrace(trace, { reducer: cache as TraceReducer<unknown> }).ok).toBe(true);
  });

  test("with the app's store, refetched results are left out and the steps all stay", async () => {
    let served = 0;
    server.use(
      handle(contract.content.faqs, () => {
        served += 1;
        return {
          isSuccess: true,
          // Four answers of 5,000 characters: 20 KB a result.
          faqs: [1, 2, 3, 4].map((n) => ({
            _id: `faq${served}-${n}`,
            question: `Question ${served}.${n}?`,
            answer: 'a'.repeat(5_000),
          })),
        };
      }),
      ...backgroundHandlers(),
    );
    const { recorder, enhancer } = createRecorder({ codec: jsanCodec, maxChars: 250_000 });
    const store = makeStore(undefined, { services: fakeServices(), recorder: { enhancer } });
    for (let n = 1; n <= 30; n += 1) {
      await store.dispatch(
        contentApi.endpoints.contentFaqs.initiate(undefined, { forceRefetch: true }),
      );
    }
    await settle();
    const text = recorder.exportTrace();
    expect(text.length).toBeLessThanOrEqual(250_000);
    const trace = parseTrace(text);
    const fulfilled = trace.steps.filter(
      (step) => step.action.type === 'api/executeQuery/fulfilled',
    );
    expect(fulfilled).toHaveLength(30);
    const idsOf = (result: unknown) =>
      (result as { faqs?: { _id: string }[] }).faqs?.map((faq) => faq._id)[0];
    expect(idsOf(fulfilled.at(-1)?.action.payload)).toBe('faq30-1');
    expect(fulfilled[0]?.action.payload).toEqual(LEFT_OUT_RESULT);
    const lastState = trace.computedStates?.at(-1)?.state as RootStateShape;
    expect(idsOf(lastState.api.queries['contentFaqs(undefined)']?.data)).toBe('faq30-1');
    expect(replayTrace(trace, { reducer: rootReducer as TraceReducer<unknown> }).ok).toBe(true);
  });

  test('a problem report is not recorded with its payload, so the next report carries the session', async () => {
    server.use(
      handle(contract.reports.createError, () => ({ isSuccess: true, referenceId: 'ABCD2345' })),
      ...backgroundHandlers(),
    );
    const { recorder, enhancer } = createRecorder({ codec: jsanCodec });
    const store = makeStore(undefined, { services: fakeServices(), recorder: { enhancer } });
    for (let n = 1; n <= 40; n += 1) store.dispatch(pageVisited({ path: `/p/${n}`, kind: 'PUSH' }));
    const before = parseTrace(recorder.exportTrace()).steps.length;
    const send = (trace: string) =>
      store.dispatch(
        reportsApi.endpoints.reportsCreateError.initiate({
          body: {
            message: 'Problem reported by the customer',
            type: '_ERROR_BOUNDARY_CATCH',
            errorFromUrl: 'http://localhost/help',
            device: 'browser',
            errorFromSiteName: 'Utsav',
            note: 'REPORT-NOTE-MARK',
            trace: `${trace}${'x'.repeat(400_000)}`,
          },
        }),
      );
    await send(recorder.exportTrace());
    const afterOne = recorder.exportTrace();
    expect(afterOne).not.toContain('REPORT-NOTE-MARK');
    expect(afterOne).not.toContain('x'.repeat(1_000));
    expect(afterOne).toContain(PLACEHOLDERS.report);
    await send(afterOne);
    const afterTwo = parseTrace(recorder.exportTrace());
    // Every step is still there: the two reports' own actions came on top.
    expect(afterTwo.steps.length).toBeGreaterThanOrEqual(before + 4);
    expect(afterTwo.steps.filter((step) => step.action.type === pageVisited.type)).toHaveLength(40);
    expect(replayTrace(afterTwo, { reducer: rootReducer as TraceReducer<unknown> }).ok).toBe(true);
  });
});

describe('redaction at the source', () => {
  const OTP = '482913';
  const TYPED_LINE = 'Flat 7C Lotus Court';
  const home = address({ mobile: [PHONE, '9123456789'] });
  const SECRETS = [
    TOKEN,
    OTP_HASH,
    REGISTRATION_TOKEN,
    PHONE,
    '9123456789',
    OTP,
    home.address1,
    home.buildingName!,
    home.address2!,
    TYPED_LINE,
  ];

  test('no token, OTP, OTP hash, registration token, phone or address line is ever stored', async () => {
    server.use(
      handle(contract.users.generateOtp, () => ({
        isSuccess: true,
        isExist: true,
        hash: OTP_HASH,
        message: 'sent',
      })),
      handle(contract.users.checkOtp, () => ({
        isSuccess: true,
        isRegistered: false,
        data: { registrationToken: REGISTRATION_TOKEN },
      })),
      ...backgroundHandlers(),
    );
    const tracked = trackedStorage();
    const { recorder, enhancer } = createRecorder({ storage: tracked.storage, codec: jsanCodec });
    const store = makeStore(undefined, { services: fakeServices(), recorder: { enhancer } });

    store.dispatch(phoneSubmitted({ phoneNumber: PHONE }));
    await store.dispatch(
      usersApi.endpoints.usersGenerateOtp.initiate({
        params: { inputNumber: PHONE },
        query: { type: 'login' },
      }),
    );
    store.dispatch(otpSent({ phoneNumber: PHONE, hash: OTP_HASH, isExist: false }));
    store.dispatch(otpSubmitted({ otp: OTP }));
    store.dispatch(registrationRequired({ registrationToken: REGISTRATION_TOKEN }));
    store.dispatch(userSignedIn({ data: signedInData({ addresses: [home] }), via: 'otp' }));
    for (let length = 1; length <= TYPED_LINE.length; length += 1) {
      store.dispatch(
        addressFieldChanged({ field: 'flatNumber', value: TYPED_LINE.slice(0, length) }),
      );
    }
    for (let length = 1; length <= PHONE.length; length += 1) {
      store.dispatch(
        addressFieldChanged({ field: 'receiverPhone', value: PHONE.slice(0, length) }),
      );
    }
    await settle();

    // The live store does hold them: the test would catch a recorder that saw nothing.
    const live = JSON.stringify(store.getState());
    expect(SECRETS.filter((secret) => live.includes(secret))).toEqual(
      expect.arrayContaining([TOKEN, PHONE, home.address1]),
    );
    const typed = recorder
      .trace()
      .steps.filter((step) => step.action.type === addressFieldChanged.type);
    expect(typed).toHaveLength(TYPED_LINE.length + PHONE.length);

    const stored = tracked.text();
    const exported = recorder.exportTrace();
    for (const secret of SECRETS) {
      expect([secret, stored.includes(secret)]).toEqual([secret, false]);
      expect([secret, exported.includes(secret)]).toEqual([secret, false]);
    }
    // No prefix of the typed phone long enough to identify it is kept either.
    expect(stored).not.toContain(PHONE.slice(0, 6));

    const trace = parseTrace(exported);
    expect(replayTrace(trace, { reducer: rootReducer as TraceReducer<unknown> }).ok).toBe(true);
  });

  test('SECURITY: no phone number, address or token is ever written to a log: nor a name, email, birthday, PIN code, free text, grant token or exact place', async () => {
    const GRANT = 'Zm9yLXN1cHBvcnQtb25seQ_0123456789-abcdefABCDEF';
    const customer = { ...user, email: 'asha.rao@example.com', dateOfBirth: '14-02-1990' };
    const RECEIVER = 'Meera Iyer';
    const INSTRUCTIONS = 'Gate code 4321';
    const NOTE = 'The arch fell at my flat';
    const REVIEW = 'Ravi set it up beautifully';
    const place = address({
      receiversDetails: { name: RECEIVER, mobileNumber: '9123456789', type: 'someoneElse' },
      locationv2: { ...location.locationv2, lat: 19.1364, lng: 72.8296 },
    });
    const lastOrder = order({
      bookingAddress: place,
      instructions: INSTRUCTIONS,
      feedback: { user: { decoration: { stars: 4, review: REVIEW } } },
    });
    const PERSONAL = [
      GRANT,
      customer.name,
      customer.email,
      customer.dateOfBirth,
      RECEIVER,
      place.pinCode,
      INSTRUCTIONS,
      NOTE,
      REVIEW,
      '19.1364',
      '72.8296',
    ];
    server.use(...backgroundHandlers());
    const tracked = trackedStorage();
    const { recorder, enhancer } = createRecorder({ storage: tracked.storage, codec: jsanCodec });
    const store = makeStore(undefined, { services: fakeServices(), recorder: { enhancer } });

    store.dispatch(pageVisited({ path: `/?accessToken=${GRANT}`, kind: 'PUSH' }));
    store.dispatch(
      userSignedIn({
        data: signedInData({
          user: customer,
          addresses: [place],
          lastOrder,
          cart: serverCart({ bookingAddress: place }),
        }),
        via: 'accessToken',
      }),
    );
    store.dispatch(instructionsChanged({ instructions: INSTRUCTIONS }));
    store.dispatch(reportProblemOpened({ origin: 'help' }));
    store.dispatch(reportNoteChanged({ note: NOTE }));
    await settle();

    const live = JSON.stringify(store.getState());
    expect(PERSONAL.filter((item) => live.includes(item))).toEqual(PERSONAL);
    const stored = tracked.text();
    const exported = recorder.exportTrace();
    for (const item of PERSONAL) {
      expect([item, stored.includes(item)]).toEqual([item, false]);
      expect([item, exported.includes(item)]).toEqual([item, false]);
    }
    for (const placeholder of [
      '/?accessToken=[redacted token]',
      "the customer's name",
      "the customer's email",
      "the customer's date of birth",
      "the receiver's name",
      'a PIN code',
      'delivery instructions',
      "the customer's note",
      "the customer's review",
    ]) {
      expect([placeholder, exported.includes(placeholder)]).toEqual([placeholder, true]);
    }
    const trace = parseTrace(exported);
    const final = trace.computedStates?.at(-1)?.state as ReturnType<typeof store.getState>;
    expect(final.session.lastOrder?.bookingAddress.locationv2).toMatchObject({
      lat: 19.14,
      lng: 72.83,
    });
    expect(replayTrace(trace, { reducer: rootReducer as TraceReducer<unknown> }).ok).toBe(true);
  });
});
