// The recorder's interfaces (recorder.ts): its codec, storage, options and what it answers,
// with the checks of what it reads back from storage.
import type { FitOptions } from './leftOut';
import type { PageSignals } from './pageSignals';
import type { SelectorWatch } from './selectorWatch';
import type { Trace, TraceMeta, TraceStep } from './traceFormat';
import type { TraceSelector } from './traceSelectors';

/** How the recorder writes and reads its text: jsan, from traceCodec.ts. */
export interface TraceCodec {
  stringify(value: unknown): string;
  /** Throws when the text is not jsan. */
  parse(text: string, what: string): unknown;
  /** The whole-history Redux DevTools file of a trace. */
  serialize(trace: Trace): string;
  /** What may be kept of an action or a state: secrets replaced (sanitize.ts). */
  redact<T>(value: T): T;
  /**
   * The same as `redact`, in steps with `pause` awaited between them, for a state too large to
   * redact in one task; without it, the recorder redacts the page's state at once.
   */
  redactInSteps?<T>(value: T, pause: () => Promise<void>): Promise<T>;
  /** The trace selectors, when the options name none. */
  selectors?: Readonly<Record<string, TraceSelector>>;
  /** Watches selectors' values step by step (selectorWatch.ts); it comes with the codec. */
  watchSelectors(selectors: Readonly<Record<string, TraceSelector>>): SelectorWatch;
  /** The step without its query result, or null when it has none to leave out (leftOut.ts). */
  withoutResult(step: TraceStep): TraceStep | null;
  /** The state with RTK Query's cached results left out, or null when it holds none. */
  withoutResults(state: unknown): unknown;
  /** The whole-history text of a trace, within the size cap (leftOut.ts). */
  fitTrace(whole: Trace, options: FitOptions): string;
}

/** The part of the Web Storage API the recorder uses (session storage in the browser). */
export interface RecorderStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface RecorderOptions {
  /** Where the window is mirrored; without one it lives in memory only. */
  storage?: RecorderStorage | null;
  /** How many actions the window keeps. */
  maxActions?: number;
  /** The longest exported trace, in characters; the oldest actions go first to fit. */
  maxChars?: number;
  /** App version, build id and device written into the trace. */
  meta?: TraceMeta;
  /** Selectors whose values each step keeps when they change (traceSelectors.ts). */
  selectors?: Readonly<Record<string, TraceSelector>>;
  /** The window's scroll and the user input under way at each dispatch (none without). */
  page?: PageSignals;
  now?: () => number;
  key?: string;
  /** The codec, or how to load it (by default traceCodec.ts is imported when the store is made). */
  codec?: TraceCodec | (() => Promise<TraceCodec>);
  /**
   * Starts a new task: redacting the page's start state when the codec arrives runs in a task of
   * its own, apart from writing the window (by default both run at once).
   */
  nextTask?: () => Promise<void>;
}

export interface Recorder {
  /**
   * The kept window, with every step's state recomputed by the reducer; throws while the codec
   * is still loading (the steps are not redacted yet).
   */
  trace(): Trace;
  /**
   * The whole-history Redux DevTools file (jsan text) of the window, within `maxChars`; throws
   * while the codec is still loading (the first moments of a page).
   */
  exportTrace(): string;
  /** Forgets the window (memory and storage), starting again from the current state. */
  clear(): void;
  /**
   * Settles once the codec has arrived and what was recorded meanwhile is written, so `trace` and
   * `exportTrace` answer; rejects when the codec cannot load.
   */
  ready: Promise<void>;
}

/** The stored window's sequence numbers (recorder.ts). */
export interface Window {
  first: number;
  next: number;
}

export const isWindow = (value: unknown): value is Window =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as Window).first) &&
  Number.isInteger((value as Window).next) &&
  (value as Window).first <= (value as Window).next;

/** Runs storage calls that may fail (quota, privacy mode): recording never breaks the app. */
export const safely = <T>(call: () => T): T | undefined => {
  try {
    return call();
  } catch {
    return undefined;
  }
};
