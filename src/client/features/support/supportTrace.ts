// What the report player shows, derived from a report's stored trace: the states at every
// position, the action that led there, the diff against the previous position, the page the
// customer was on and the DevTools download. Pure functions, memoised per trace text.
import diff from 'microdiff';
import type { ErrorReport } from '../../../shared/contract';
import { rootReducer } from '../../app/rootReducer';
import { withComputedStates, type TraceReducer } from '../../devtools/replay';
import {
  parseTrace,
  serializeTrace,
  TraceFormatError,
  type Trace,
  type TraceDevice,
  type TraceScroll,
  type TraceStep,
} from '../../devtools/traceFormat';
import type { StepKind } from './supportSlice';

/** The device widths of the frame (SPEC 9: mobile layouts at 360 px, desktop at 1280 px). */
export const DEVICE_WIDTHS = { mobile: 360, desktop: 1280 } as const;

/** Enough lines to read a step; a step that changes more says how many were left out. */
export const DIFF_LINES_MAX = 200;
const VALUE_CHARS_MAX = 120;

export interface LoadedTrace {
  trace: Trace;
  /** `states[0]` is the recording's first state, `states[k]` the state after step k. */
  states: unknown[];
  /** What each position is, for the timeline's filters and jumps (`kinds[0]` is the start). */
  kinds: StepKind[];
  /** Whole-history jsan text for the Redux DevTools extension. */
  devToolsFile: string;
}

export type TraceLoad =
  | { status: 'none' }
  | { status: 'invalid'; message: string }
  | { status: 'loaded'; value: LoadedTrace };

export interface DiffLine {
  kind: 'added' | 'removed' | 'changed';
  path: string;
  before?: string;
  after?: string;
}

export interface PositionView {
  position: number;
  /** The action type, or the start of the recording. */
  label: string;
  timestamp: number | null;
  stack: string | null;
  action: unknown;
  state: unknown;
  /** Where the customer was: the history stack's top, '/' when the state has none. */
  path: string;
  /** How far the customer had scrolled the page while it showed this state (the top if unknown). */
  scroll: TraceScroll;
  diff: DiffLine[];
  diffOmitted: number;
}

export const START_LABEL = 'Start of recording';

const RTK_QUERY_STEP = /^api\/execute(?:Query|Mutation)\/(pending|fulfilled|rejected)$/;

/**
 * A step as support reads it: an RTK Query step by its endpoint and outcome
 * (`productsGetProducts fulfilled`), any other action by its type.
 */
export function stepLabel(action: { type: string; meta?: unknown }): string {
  const outcome = RTK_QUERY_STEP.exec(action.type)?.[1];
  const endpoint = (action.meta as { arg?: { endpointName?: unknown } } | undefined)?.arg
    ?.endpointName;
  return outcome && typeof endpoint === 'string' ? `${endpoint} ${outcome}` : action.type;
}

const QUERY_STEP = /^api\//;
const ERROR_EVENT = /(?:Failed|Rejected|Refused)$/;
const ERROR_TYPES = new Set(['crash/appCrashed']);

/** A rejection RTK Query or a thunk made only to skip a call (already cached), not a failure. */
const skippedOnly = (action: TraceStep['action']) =>
  (action.meta as { condition?: unknown } | undefined)?.condition === true;

function isErrorStep(action: TraceStep['action']): boolean {
  if (skippedOnly(action)) return false;
  if (action.error !== undefined && action.error !== false) return true;
  if (RTK_QUERY_STEP.exec(action.type)?.[1] === 'rejected') return true;
  if (ERROR_TYPES.has(action.type) || ERROR_EVENT.test(action.type)) return true;
  const toast = action.type === 'toast/toastShown' ? (action.payload as { kind?: unknown }) : null;
  return toast?.kind === 'error';
}

/**
 * What a step is on the timeline: an error (a rejected query or mutation, a failure event, an
 * error toast, a crash), one of RTK Query's own steps, the customer's own action, or the app's.
 * A trace recorded with the user's inputs marks the customer's steps; in one without (an older
 * recording, an extension export), every step that is neither RTK Query's nor an error counts.
 */
export function stepKinds(steps: readonly TraceStep[]): StepKind[] {
  const marked = steps.some((step) => step.input !== undefined);
  return [
    'start',
    ...steps.map(({ action, input }): StepKind => {
      const query = QUERY_STEP.test(action.type);
      if (isErrorStep(action)) return query ? 'queryError' : 'error';
      if (marked ? input !== undefined : !query && !action.type.startsWith('@@')) {
        return 'customer';
      }
      return query ? 'query' : 'app';
    }),
  ];
}

const TOP: TraceScroll = { x: 0, y: 0 };

/**
 * The scroll while position `index` was on screen: as the next step found it when dispatched
 * (the customer scrolls, then acts); the last position keeps its own step's.
 */
function scrollAt(steps: readonly TraceStep[], index: number): TraceScroll {
  const next = steps[index];
  if (next) return next.scroll ?? TOP;
  return steps[index - 1]?.scroll ?? TOP;
}

function statesOf(trace: Trace): unknown[] {
  // An action-list trace has no recorded states: the app's own reducer recomputes them, the
  // recorder's reload steps included.
  const { computedStates = [] } = trace.computedStates
    ? trace
    : withComputedStates(trace, rootReducer as TraceReducer<unknown>);
  return [trace.initialState, ...computedStates.map(({ state }) => state)];
}

let lastText: string | null = null;
let lastLoad: TraceLoad = { status: 'none' };

/** Parses a report's trace once per text (the player reads it on every step). */
export function loadTrace(text: string | undefined): TraceLoad {
  if (text === undefined || text === '') return { status: 'none' };
  if (text === lastText) return lastLoad;
  let load: TraceLoad;
  try {
    const trace = parseTrace(text);
    const states = statesOf(trace);
    const complete: Trace = {
      ...trace,
      computedStates: states.slice(1).map((state) => ({ state })),
    };
    load = {
      status: 'loaded',
      value: {
        trace,
        states,
        kinds: stepKinds(trace.steps),
        devToolsFile: serializeTrace(complete),
      },
    };
  } catch (error) {
    if (!(error instanceof TraceFormatError)) throw error;
    load = { status: 'invalid', message: error.message };
  }
  lastText = text;
  lastLoad = load;
  return load;
}

/** The path at the top of a recorded state's history stack. */
export function pathOfState(state: unknown): string {
  const history = (state as { history?: { stack?: unknown } } | null)?.history;
  const stack = Array.isArray(history?.stack) ? history.stack : [];
  const top: unknown = stack[stack.length - 1];
  return typeof top === 'string' && top.startsWith('/') ? top : '/';
}

function shortValue(value: unknown): string {
  let text: string;
  try {
    text = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > VALUE_CHARS_MAX ? `${text.slice(0, VALUE_CHARS_MAX - 1)}…` : text;
}

/** The state changes between two positions, path by path. */
export function diffStates(before: unknown, after: unknown): DiffLine[] {
  const asObject = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return diff(asObject(before), asObject(after)).map((change) => {
    const path = change.path.join('.');
    switch (change.type) {
      case 'CREATE':
        return { kind: 'added', path, after: shortValue(change.value) };
      case 'REMOVE':
        return { kind: 'removed', path, before: shortValue(change.oldValue) };
      case 'CHANGE':
        return {
          kind: 'changed',
          path,
          before: shortValue(change.oldValue),
          after: shortValue(change.value),
        };
      default: {
        const unknownChange: never = change;
        return unknownChange;
      }
    }
  });
}

export function positionView(loaded: LoadedTrace, position: number): PositionView {
  const { trace, states } = loaded;
  const index = Math.min(Math.max(0, position), states.length - 1);
  const step = index === 0 ? null : trace.steps[index - 1];
  const state = states[index];
  const lines = index === 0 ? [] : diffStates(states[index - 1], state);
  return {
    position: index,
    label: step ? stepLabel(step.action) : START_LABEL,
    timestamp: step && step.timestamp > 0 ? step.timestamp : null,
    stack: step?.stack ?? null,
    action: step?.action ?? null,
    state,
    path: pathOfState(state),
    scroll: scrollAt(trace.steps, index),
    diff: lines.slice(0, DIFF_LINES_MAX),
    diffOmitted: Math.max(0, lines.length - DIFF_LINES_MAX),
  };
}

/** The width the customer saw: mobile as reported, otherwise a desktop. */
export function deviceWidth(report: Pick<ErrorReport, 'device'>, traceDevice?: TraceDevice) {
  const device = report.device === 'notDefined' ? (traceDevice ?? 'notDefined') : report.device;
  return device === 'mobile' ? DEVICE_WIDTHS.mobile : DEVICE_WIDTHS.desktop;
}

/** A link target that downloads the whole-history file without any script. */
export const devToolsDownloadHref = (file: string): string =>
  `data:application/json;charset=utf-8,${encodeURIComponent(file)}`;
