/**
 * Trace format: the two files the Redux DevTools extension exports, read into one normalised
 * `Trace`, and the whole-history file written back (it imports into the extension).
 *
 * Both files are jsan text (what the DevTools use), so Dates, undefined, Maps and Sets survive:
 * - action list: `{ "payload": "<jsan actions>", "preloadedState": "<jsan state>" }`; each
 *   action is a plain action or a lifted `{ type: 'PERFORM_ACTION', action, timestamp, stack }`.
 * - whole history (the lifted state): `actionsById`, `nextActionId`, `stagedActionIds`,
 *   `skippedActionIds`, `committedState`, `computedStates`, `currentStateIndex`.
 *
 * API:
 * - `parseTrace(text)`: either file (or an already parsed object) → `Trace`.
 * - `serializeTrace(trace)`: `Trace` → whole-history jsan text, with `appVersion`, `buildId`
 *   and `device` beside the lifted state's own fields.
 * - `toLiftedState(trace)`: the whole-history object before it becomes text.
 * - `stateBeforeStep(trace, i)` / `stateAfterStep(trace, i)`: recorded states around a step.
 *
 * Normalisation: the lifted state's leading `@@INIT` entry is not a step; its computed state
 * (or, without one, `committedState`) is `initialState`. Skipped actions changed nothing in
 * the recorded session, so they are left out along with their computed states. A whole history
 * whose computed states do not pair one to one with its staged actions (one deleted by hand, a
 * state lost) keeps no computed states and says why in `statesProblem`: a replay fails it.
 *
 * This app's recorder also writes the values of its trace selectors (traceSelectors.ts) beside
 * the actions, as a field of the lifted action the DevTools ignore: `selectors` on the `@@INIT`
 * entry holds every value at the start, on a step only the values that changed with it. Two more
 * such fields say what the customer was doing: `input`, the kind of user input (a DOM event type,
 * `click`, `input`, `submit`...) that dispatched the step, and `scroll`, where the window was
 * scrolled when it was dispatched (left out at the top of the page).
 */
import type { Static } from '@sinclair/typebox';
import jsan from 'jsan';
import type { ReportDevice } from '../../shared/contract/entities';
import { isLegacyPanel, upgradeLegacyPanel } from '../features/location/legacyPanel';

/** Any Redux action as recorded: a type and whatever else it carried. */
export interface TraceAction {
  type: string;
  [key: string]: unknown;
}

export interface TraceStep {
  action: TraceAction;
  /** Milliseconds since the epoch when it was dispatched (0 when the file had none). */
  timestamp: number;
  /** The dispatch call stack, when the recorder captured one. */
  stack?: string;
  /** The trace selectors' values that changed with this step (traceSelectors.ts). */
  selectors?: Record<string, unknown>;
  /** The user input that dispatched it (a DOM event type), when the customer's own. */
  input?: string;
  /** The window's scroll in CSS pixels when it was dispatched; absent at the top of the page. */
  scroll?: TraceScroll;
}

export interface TraceScroll {
  x: number;
  y: number;
}

export interface ComputedState<S = unknown> {
  state: S;
  /** The reducer's error message, when it threw on this step. */
  error?: string;
}

export type TraceDevice = Static<typeof ReportDevice>;

export interface TraceMeta {
  appVersion: string;
  buildId: string;
  device?: TraceDevice;
}

export interface Trace<S = unknown> {
  steps: TraceStep[];
  /** The state before the first step. */
  initialState: S;
  /** The recorded state after each step: `computedStates[i]` follows `steps[i]`. */
  computedStates?: ComputedState<S>[];
  /** Why a whole history's recorded states cannot be compared (they do not pair with its actions). */
  statesProblem?: string;
  /** Every trace selector's value in `initialState`, when the recorder stored them. */
  initialSelectors?: Record<string, unknown>;
  meta: TraceMeta;
}

/**
 * The extension's lifted action: a step as the DevTools wrap it. This app's trace selectors,
 * input and scroll ride along, and the DevTools ignore them.
 */
export interface LiftedAction extends TraceStep {
  type: 'PERFORM_ACTION';
}

/** The extension's whole-history export, plus this app's build details. */
export interface LiftedState<S = unknown> extends TraceMeta {
  monitorState: Record<string, unknown>;
  nextActionId: number;
  actionsById: Record<string, LiftedAction>;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: S;
  currentStateIndex: number;
  computedStates: ComputedState<S>[];
  isLocked: boolean;
  isPaused: boolean;
}

export const INIT_ACTION_TYPE = '@@INIT';
export const UNKNOWN_META: TraceMeta = { appVersion: 'unknown', buildId: 'unknown' };

/** jsan settings that keep what JSON loses; `refs` writes shared subtrees once. */
const JSAN_OPTIONS = {
  date: true,
  undefined: true,
  map: true,
  set: true,
  nan: true,
  infinity: true,
  regex: true,
  error: true,
  refs: true,
};

export class TraceFormatError extends Error {
  override name = 'TraceFormatError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAction = (value: unknown): value is TraceAction =>
  isRecord(value) && typeof value.type === 'string';

const isScroll = (value: unknown): value is TraceScroll =>
  isRecord(value) && Number.isFinite(value.x) && Number.isFinite(value.y);

/** The fields this app's recorder adds to a lifted action, as they are in the file. */
const stepExtras = (entry: Record<string, unknown>) => ({
  ...(typeof entry.stack === 'string' && entry.stack ? { stack: entry.stack } : {}),
  ...(isRecord(entry.selectors) ? { selectors: entry.selectors } : {}),
  ...(typeof entry.input === 'string' && entry.input ? { input: entry.input } : {}),
  ...(isScroll(entry.scroll) ? { scroll: { x: entry.scroll.x, y: entry.scroll.y } } : {}),
});

/** jsan text → value, with a format error naming what failed. */
export function parseJsan(text: string, what: string): unknown {
  try {
    return jsan.parse(text);
  } catch (error) {
    throw new TraceFormatError(`${what} is not jsan/JSON: ${(error as Error).message}`);
  }
}

/** Any value → jsan text that restores Dates, undefined, Maps and Sets. */
export const stringifyJsan = (value: unknown): string =>
  jsan.stringify(value, undefined, undefined, JSAN_OPTIONS);

function metaFrom(source: Record<string, unknown>): TraceMeta {
  const device = source.device;
  return {
    appVersion: typeof source.appVersion === 'string' ? source.appVersion : UNKNOWN_META.appVersion,
    buildId: typeof source.buildId === 'string' ? source.buildId : UNKNOWN_META.buildId,
    ...(device === 'mobile' || device === 'browser' || device === 'notDefined' ? { device } : {}),
  };
}

function stepFrom(entry: unknown, where: string): TraceStep {
  if (isRecord(entry) && entry.type === 'PERFORM_ACTION') {
    if (!isAction(entry.action)) throw new TraceFormatError(`${where} has no action type`);
    return {
      action: entry.action,
      timestamp: typeof entry.timestamp === 'number' ? entry.timestamp : 0,
      ...stepExtras(entry),
    };
  }
  if (!isAction(entry)) throw new TraceFormatError(`${where} is not an action`);
  return { action: entry, timestamp: 0 };
}

function computedFrom(entry: unknown, where: string): ComputedState {
  if (!isRecord(entry) || !('state' in entry)) {
    throw new TraceFormatError(`${where} has no state`);
  }
  return {
    state: entry.state,
    ...(typeof entry.error === 'string' ? { error: entry.error } : {}),
  };
}

function fromActionList(file: Record<string, unknown>): Trace {
  const actions =
    typeof file.payload === 'string' ? parseJsan(file.payload, 'payload') : file.payload;
  if (!Array.isArray(actions)) throw new TraceFormatError('payload is not a list of actions');
  const preloaded =
    typeof file.preloadedState === 'string'
      ? parseJsan(file.preloadedState, 'preloadedState')
      : file.preloadedState;
  const steps = actions
    .map((entry, index) => stepFrom(entry, `payload[${index}]`))
    .filter((step) => step.action.type !== INIT_ACTION_TYPE);
  return { steps, initialState: preloaded, meta: metaFrom(file) };
}

function fromLiftedState(lifted: Record<string, unknown>): Trace {
  const { actionsById, stagedActionIds, computedStates } = lifted;
  if (!isRecord(actionsById) || !Array.isArray(stagedActionIds)) {
    throw new TraceFormatError('the whole history needs actionsById and stagedActionIds');
  }
  const skipped = new Set(Array.isArray(lifted.skippedActionIds) ? lifted.skippedActionIds : []);
  const computed = Array.isArray(computedStates)
    ? computedStates.map((entry, index) => computedFrom(entry, `computedStates[${index}]`))
    : undefined;
  const staged = stagedActionIds.map((id, index) => ({
    id,
    step: stepFrom(actionsById[String(id)], `actionsById[${String(id)}]`),
    computed: computed?.[index],
  }));
  const first = staged[0];
  const hasInit = first?.step.action.type === INIT_ACTION_TYPE;
  const kept = (hasInit ? staged.slice(1) : staged).filter(({ id }) => !skipped.has(id));
  const initialState = hasInit && first?.computed ? first.computed.state : lifted.committedState;
  const complete = computed !== undefined && computed.length === staged.length;
  const statesProblem = complete
    ? undefined
    : computed === undefined
      ? 'the whole history has no computedStates'
      : `the whole history has ${staged.length} actions (@@INIT included) but ${computed.length} computed states`;
  const initialSelectors = hasInit ? first?.step.selectors : undefined;
  return {
    steps: kept.map(({ step }) => step),
    initialState,
    ...(complete ? { computedStates: kept.map(({ computed: state }) => state!) } : {}),
    ...(statesProblem ? { statesProblem } : {}),
    ...(initialSelectors ? { initialSelectors } : {}),
    meta: metaFrom(lifted),
  };
}

/**
 * Reads either DevTools export (text, or the object a caller already parsed with jsan).
 * Throws `TraceFormatError` for anything else.
 */
export function parseTrace<S = unknown>(input: string | Record<string, unknown>): Trace<S> {
  const file = typeof input === 'string' ? parseJsan(input, 'the trace') : input;
  return withTodaysShapes(parseFile(file)) as Trace<S>;
}

function parseFile(file: unknown): Trace {
  if (Array.isArray(file)) return fromActionList({ payload: file });
  if (!isRecord(file)) throw new TraceFormatError('the trace is not an object');
  if ('actionsById' in file) return fromLiftedState(file);
  if ('payload' in file) return fromActionList(file);
  throw new TraceFormatError('neither an action list (payload) nor a whole history (actionsById)');
}

/**
 * A trace recorded before a slice changed shape holds its state the old way (stored problem
 * reports keep such sessions): each old shape is read as today's, in the recorded states and in
 * the reload steps' states alike, so it replays and shows with today's reducer and views. Today:
 * the location panel's flat record of flags (legacyPanel.ts).
 */
function withTodaysShapes(trace: Trace): Trace {
  const upgraded = new Map<object, unknown>();
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (!isRecord(value) && !Array.isArray(value)) return;
    if (seen.has(value)) return;
    seen.add(value);
    if (isRecord(value) && isLegacyPanel(value.panel)) {
      const old = value.panel;
      if (!upgraded.has(old)) upgraded.set(old, upgradeLegacyPanel(old));
      value.panel = upgraded.get(old);
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit(trace.initialState);
  for (const step of trace.steps) visit(step.action);
  for (const computed of trace.computedStates ?? []) visit(computed.state);
  return trace;
}

/**
 * The whole-history object: entry 0 is `@@INIT` with `initialState` as its computed state,
 * then one entry per step. Without recorded states every step repeats `initialState`, so
 * give the trace its `computedStates` (see replay's `withComputedStates`) before exporting.
 */
export function toLiftedState<S>(trace: Trace<S>): LiftedState<S> {
  const firstTimestamp = trace.steps[0]?.timestamp ?? 0;
  const actionsById: Record<string, LiftedAction> = {
    0: {
      type: 'PERFORM_ACTION',
      action: { type: INIT_ACTION_TYPE },
      timestamp: firstTimestamp,
      ...(trace.initialSelectors ? { selectors: trace.initialSelectors } : {}),
    },
  };
  trace.steps.forEach((step, index) => {
    actionsById[String(index + 1)] = {
      type: 'PERFORM_ACTION',
      action: step.action,
      timestamp: step.timestamp,
      ...(step.stack ? { stack: step.stack } : {}),
      ...(step.selectors ? { selectors: step.selectors } : {}),
      ...(step.input ? { input: step.input } : {}),
      ...(step.scroll ? { scroll: step.scroll } : {}),
    };
  });
  const states = trace.steps.map(
    (_step, index) => trace.computedStates?.[index] ?? { state: trace.initialState },
  );
  return {
    monitorState: {},
    nextActionId: trace.steps.length + 1,
    actionsById,
    stagedActionIds: Array.from({ length: trace.steps.length + 1 }, (_unused, index) => index),
    skippedActionIds: [],
    committedState: trace.initialState,
    currentStateIndex: trace.steps.length,
    computedStates: [{ state: trace.initialState }, ...states],
    isLocked: false,
    isPaused: false,
    appVersion: trace.meta.appVersion,
    buildId: trace.meta.buildId,
    ...(trace.meta.device ? { device: trace.meta.device } : {}),
  };
}

/** The whole-history file text. */
export const serializeTrace = <S>(trace: Trace<S>): string => stringifyJsan(toLiftedState(trace));

/** The recorded state before step `index` (the initial state for step 0). */
export function stateBeforeStep<S>(trace: Trace<S>, index: number): S | undefined {
  if (index === 0) return trace.initialState;
  return trace.computedStates?.[index - 1]?.state;
}

/** The recorded state after step `index`, when the trace has computed states. */
export const stateAfterStep = <S>(trace: Trace<S>, index: number): S | undefined =>
  trace.computedStates?.[index]?.state;
