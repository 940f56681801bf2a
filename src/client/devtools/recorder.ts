/**
 * Session recorder: a store enhancer that keeps the last actions (1000 by default) with their
 * timestamps and the state at the start of that window, redacted with the store's sanitizers
 * before anything is kept, and mirrored to session storage so a reload keeps the session.
 *
 * Storage layout (one key per action, so a dispatch writes one small entry):
 *   `<key>:window` → `{ first, next }` sequence numbers of the kept steps,
 *   `<key>:start`  → jsan of the state before step `first`,
 *   `<key>:step:N` → jsan of `{ action, timestamp }`.
 * A reload appends a `RELOADED_ACTION_TYPE` step carrying the new page's starting state.
 *
 * With selectors (the trace selectors, traceSelectors.ts, which come with the codec unless given)
 * a step also keeps the values that changed with it, evaluated on the state once its reducer has
 * run (a reload step keeps them all); memoised selectors make that a few reference checks for
 * most steps. The steps kept before the codec arrived get theirs when it comes, from their states
 * recomputed by the reducer. The export writes every
 * value at the start of the window on its `@@INIT` entry, so a replay can diff them at each step.
 *
 * With page signals (pageSignals.ts, in the browser) a step also keeps where the window was
 * scrolled when it was dispatched and, for the first step a real user input (a click, a key, typing)
 * dispatches, that input's event type: what the customer did, apart from what the app did.
 *
 * Within the size cap, query results go before steps: RTK Query answers the API can give again
 * are replaced by `LEFT_OUT_RESULT`, oldest first (the start state's cache, then each step's),
 * and only when none is left do the oldest steps go. So a long session keeps its last actions.
 *
 * The text format (jsan), the export and the sanitizers come in `traceCodec.ts`, loaded after
 * the app starts unless a codec is given: until it arrives the steps are kept in memory as they
 * were dispatched (nothing is stored or exported meanwhile), and are redacted when it comes; a
 * stored window is read then, with the reload mark and the steps since placed after it, as if it
 * had been read at once.
 */
import type { Action, Reducer, StoreEnhancer } from '@reduxjs/toolkit';
import { TRACE_MAX_CHARS } from '../../shared/contract/constants';
import { RELOADED_ACTION_TYPE, applyStep, withComputedStates, type TraceReducer } from './steps';
import {
  isWindow,
  safely,
  type Recorder,
  type RecorderOptions,
  type TraceCodec,
} from './recorderTypes';
import type { SelectorWatch } from './selectorWatch';
import type { Trace, TraceAction, TraceMeta, TraceStep } from './traceFormat';
import type { SelectorValues } from './traceSelectors';

export type { Recorder, RecorderOptions, RecorderStorage, TraceCodec } from './recorderTypes';

const UNKNOWN_META: TraceMeta = { appVersion: 'unknown', buildId: 'unknown' };
// With the codec come every API endpoint's definitions (the first load registers only the
// endpoints its own code calls): RTK Query's reducer needs an endpoint's definition to apply its
// answer, and a window stored by an earlier page may hold answers from any endpoint.
export const loadJsanCodec = () =>
  Promise.all([import('./traceCodec'), import('../api')]).then(([module]) => module.jsanCodec);

export const RECORDER_MAX_ACTIONS = 1000;

/** The selector watch until the codec arrives: nothing is watched. */
const IDLE_WATCH: SelectorWatch = {
  active: () => false,
  values: () => undefined,
  reset: () => undefined,
  changed: () => undefined,
};

/** The longest stretch, in ms, of the codec's start-up work between two yields to the browser. */
const SLICE_MS = 4;

/**
 * A pause for work done in pieces: it yields (`tick`, a new task) once `SLICE_MS` have passed
 * since it last did, and costs nothing before, so a task ends after a few milliseconds of pieces
 * however large or small each one is.
 */
function slicedPause(tick: () => Promise<void>): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < SLICE_MS) return;
    await tick();
    since = performance.now();
  };
}
export const RECORDER_STORAGE_KEY = 'utsav.sessionTrace';

interface Entry {
  step: TraceStep;
  /** Its stored text length, counted against `maxChars`. */
  chars: number;
}

/**
 * A recorder and its enhancer. Put the enhancer inside the middleware (RTK's
 * `getDefaultEnhancers().concat(enhancer)`) so it sees exactly the actions the reducer sees.
 */
export function createRecorder(options: RecorderOptions = {}): {
  recorder: Recorder;
  enhancer: StoreEnhancer;
} {
  const storage = options.storage ?? null;
  const maxActions = options.maxActions ?? RECORDER_MAX_ACTIONS;
  const maxChars = options.maxChars ?? TRACE_MAX_CHARS;
  const meta = options.meta ?? UNKNOWN_META;
  const now = options.now ?? Date.now;
  const page = options.page;
  /** The input that marked a step already: the steps it dispatches next are the app's. */
  let markedInput: unknown;
  /** Where the customer was and what they did, as the step being dispatched keeps them. */
  const pageFacts = (): Pick<TraceStep, 'input' | 'scroll'> => {
    if (!page) return {};
    const { x, y } = page.scroll();
    const input = page.input();
    const first = input !== undefined && input !== markedInput;
    if (first) markedInput = input;
    return {
      ...(first ? { input: input.type } : {}),
      ...(x !== 0 || y !== 0 ? { scroll: { x, y } } : {}),
    };
  };
  const key = options.key ?? RECORDER_STORAGE_KEY;
  const stepKey = (seq: number) => `${key}:step:${seq}`;
  let codec: TraceCodec | null = typeof options.codec === 'object' ? options.codec : null;
  const loadCodec =
    typeof options.codec === 'function' ? options.codec : codec ? null : loadJsanCodec;
  let settleReady: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
  // A recorder whose codec never loads is still a recorder: nobody need be waiting on `ready`.
  ready.catch(() => undefined);
  if (codec) settleReady!.resolve();
  /** Set while the codec loads: what the page started with, to place after a stored window. */
  let started: { state: unknown; timestamp: number; selectors?: SelectorValues } | null = null;

  // The selectors are watched once the codec, which brings the watch, is here.
  let watch: SelectorWatch = codec
    ? codec.watchSelectors(options.selectors ?? codec.selectors ?? {})
    : IDLE_WATCH;
  /** The step being dispatched: kept once its reducer has run, with the selectors it changed. */
  let pending: TraceStep | null = null;

  let reducer: TraceReducer<unknown> = (state) => state;
  let getState: () => unknown = () => undefined;
  let start: unknown;
  let startChars = 0;
  let entries: Entry[] = [];
  let entryChars = 0;
  let first = 0;
  /** How many times the window was cleared: an activation under way sees a clear. */
  let clears = 0;

  // Nothing touches storage before the codec is here: a stored window must be read first.
  const write = (name: string, value: string) => {
    if (storage && codec) safely(() => storage.setItem(name, value));
  };
  const writeWindow = () =>
    write(`${key}:window`, JSON.stringify({ first, next: first + entries.length }));
  const writeStart = (text = codec?.stringify(start)) => {
    if (text === undefined) return;
    startChars = text.length;
    write(`${key}:start`, text);
  };

  const tooBig = () => entries.length > 0 && startChars + entryChars > maxChars;

  /** Drops the oldest step, folding it into the start state. */
  const dropOldest = () => {
    const oldest = entries.shift()!;
    entryChars -= oldest.chars;
    start = applyStep(reducer, start, oldest.step.action);
    if (storage && codec) safely(() => storage.removeItem(stepKey(first)));
    first += 1;
  };

  /** Leaves out query results, oldest first, until the window fits or none is left. */
  const leaveOutResults = () => {
    if (!codec) return;
    const lighterStart = codec.withoutResults(start);
    if (lighterStart !== null) {
      start = lighterStart;
      writeStart();
    }
    for (let index = 0; index < entries.length && tooBig(); index += 1) {
      if (!codec) return;
      const lighter = codec.withoutResult(entries[index]!.step);
      if (lighter === null) continue;
      const text = codec.stringify(lighter);
      entryChars += text.length - entries[index]!.chars;
      entries[index] = { step: lighter, chars: text.length };
      write(stepKey(first + index), text);
    }
  };

  /** Keeps the window within its count, then within its size: results go before steps. */
  const trim = () => {
    let dropped = 0;
    for (; entries.length > maxActions; dropped += 1) dropOldest();
    if (tooBig()) leaveOutResults();
    for (; tooBig(); dropped += 1) dropOldest();
    if (dropped > 0) writeStart();
  };

  const append = (step: TraceStep, written?: string) => {
    if (!codec) {
      // Kept in memory until the codec arrives, then written (and trimmed) in order.
      entries.push({ step, chars: 0 });
      return;
    }
    const text = written ?? codec.stringify(step);
    const seq = first + entries.length;
    entries.push({ step, chars: text.length });
    entryChars += text.length;
    write(stepKey(seq), text);
    trim();
    writeWindow();
  };

  const restore = (): boolean => {
    if (!storage || !codec) return false;
    const { parse } = codec;
    const window = safely(() => JSON.parse(storage.getItem(`${key}:window`) ?? 'null') as unknown);
    const startText = safely(() => storage.getItem(`${key}:start`));
    if (!isWindow(window) || typeof startText !== 'string') return false;
    const restored: Entry[] = [];
    for (let seq = window.first; seq < window.next; seq += 1) {
      const text = safely(() => storage.getItem(stepKey(seq)));
      const step = typeof text === 'string' ? safely(() => parse(text, 'a step')) : undefined;
      if (!text || typeof step !== 'object' || step === null) return false;
      restored.push({ step: step as TraceStep, chars: text.length });
    }
    start = safely(() => parse(startText, 'the start state'));
    startChars = startText.length;
    entries = restored;
    entryChars = restored.reduce((total, entry) => total + entry.chars, 0);
    first = window.first;
    return true;
  };

  const removeStored = () => {
    if (!storage || !codec) return;
    for (let seq = first; seq < first + entries.length; seq += 1) {
      safely(() => storage.removeItem(stepKey(seq)));
    }
  };

  const startFresh = () => {
    clears += 1;
    removeStored();
    started = null;
    pending = null;
    watch.reset(getState());
    entries = [];
    entryChars = 0;
    first = 0;
    start = codec ? codec.redact(getState()) : getState();
    writeStart();
    writeWindow();
  };

  /** The trace from a start state, its states computed, with the selectors' values there. */
  const traceFrom = (steps: TraceStep[], initialState: unknown): Trace => {
    const initialSelectors = watch.values(initialState);
    return withComputedStates(
      { steps, initialState, ...(initialSelectors ? { initialSelectors } : {}), meta },
      reducer,
    );
  };

  const trace = (): Trace => {
    if (!codec) throw new Error('The session recording is still loading');
    settle();
    return traceFrom(
      entries.map((entry) => entry.step),
      start,
    );
  };

  const recorder: Recorder = {
    trace,
    exportTrace() {
      if (!codec) throw new Error('The session recording is still loading');
      return codec.fitTrace(trace(), {
        maxChars,
        serialize: codec.serialize,
        recompute: (lighter) => withComputedStates(lighter, reducer),
        traceFrom,
      });
    },
    clear: startFresh,
    ready,
  };

  const reloaded = (state: unknown, timestamp: number, values?: SelectorValues): TraceStep => ({
    action: { type: RELOADED_ACTION_TYPE, payload: { state } },
    timestamp,
    ...(values ? { selectors: values } : {}),
  });

  /** Keeps the step being dispatched, with the selector values its reducer changed. */
  function settle() {
    if (pending === null) return;
    const step = pending;
    pending = null;
    const changed = watch.changed(getState());
    append(changed ? { ...step, selectors: changed } : step);
  }

  /**
   * The codec arrived: read a stored window, then write what this page recorded meanwhile. With a
   * `nextTask`, the heavy parts (redacting the page's start state, writing it as text, then the
   * steps) run in tasks of their own, the redaction and the steps in slices of a few milliseconds;
   * the recorder keeps to memory until the last one, so what is dispatched meanwhile joins the
   * steps still to write.
   */
  const activate = async (loaded: TraceCodec) => {
    const { redact, stringify } = loaded;
    watch = loaded.watchSelectors(options.selectors ?? loaded.selectors ?? {});
    const tick = options.nextTask ?? (() => Promise.resolve());
    const clearsBefore = clears;
    const pageState =
      started &&
      (loaded.redactInSteps
        ? await loaded.redactInSteps(started.state, slicedPause(tick))
        : redact(started.state));
    await tick();
    const pageText = pageState === null ? null : stringify(pageState);
    const prepare = ({ step }: Entry) => {
      const redacted = { ...step, action: redact(step.action) };
      return { step: redacted, text: stringify(redacted) };
    };
    let prepared: { step: TraceStep; text: string }[] = [];
    if (entries.length > 0) await tick();
    const pause = slicedPause(tick);
    while (prepared.length < entries.length) {
      prepared.push(prepare(entries[prepared.length]!));
      await pause();
    }
    // Cleared meanwhile: the page's state is not used, and the steps are those since.
    if (clears !== clearsBefore) prepared = entries.map(prepare);
    // The selector values of the steps kept meanwhile, from their states recomputed.
    if (watch.active()) {
      watch.reset(start);
      let state = start;
      prepared = prepared.map((entry, index) => {
        try {
          state = applyStep(reducer, state, entries[index]!.step.action);
        } catch {
          // The store kept its state when this one threw.
        }
        const changed = watch.changed(state);
        if (!changed) return entry;
        const step = { ...entry.step, selectors: changed };
        return { step, text: stringify(step) };
      });
      if (started) started = { ...started, selectors: watch.values(started.state)! };
      watch.reset(getState());
    }
    codec = loaded;
    if (started === null || pageState === null || pageText === null) {
      // This page's window replaces any stored one.
      start = redact(start);
      entries = [];
      entryChars = 0;
      writeStart();
    } else if (restore()) {
      append(reloaded(pageState, started.timestamp, started.selectors));
    } else {
      start = pageState;
      entries = [];
      entryChars = 0;
      first = 0;
      writeStart(pageText);
    }
    started = null;
    for (const { step, text } of prepared) append(step, text);
    writeWindow();
  };

  const enhancer: StoreEnhancer =
    (createStore) =>
    <S, A extends Action, P>(storeReducer: Reducer<S, A, P>, preloadedState?: P) => {
      const store = createStore(storeReducer, preloadedState);
      reducer = storeReducer as unknown as TraceReducer<unknown>;
      getState = store.getState;
      watch.reset(store.getState());
      if (!codec) {
        start = store.getState();
        const values = watch.values(start);
        started = { state: start, timestamp: now(), ...(values ? { selectors: values } : {}) };
        void loadCodec?.()
          .then(activate)
          .then(
            () => settleReady?.resolve(),
            // Without its codec the recorder keeps the window in memory only.
            (error: unknown) => settleReady?.reject(error),
          );
      } else if (restore()) {
        append(reloaded(codec.redact(store.getState()), now(), watch.values(store.getState())));
      } else {
        startFresh();
      }
      const dispatch = (action: A) => {
        // One dispatched from a subscriber comes after the step that woke it.
        settle();
        pending = {
          action: (codec ? codec.redact(action) : action) as unknown as TraceAction,
          timestamp: now(),
          ...pageFacts(),
        };
        // Kept once the reducer has run (with what it changed of the selectors); one that makes
        // the reducer throw is kept too, and replays as throwing.
        try {
          return store.dispatch(action);
        } finally {
          settle();
        }
      };
      return { ...store, dispatch: dispatch as typeof store.dispatch };
    };

  return { recorder, enhancer };
}
