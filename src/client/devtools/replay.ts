/**
 * Headless replay: a trace's steps run through a reducer (the app's root reducer by default),
 * with no middleware and no network, and every resulting state is compared with the recorded
 * one, and the trace selectors' values (traceSelectors.ts) with those the recorder stored. The
 * first step that differs is reported with a path-by-path diff. A replay that could compare
 * nothing (no recorded state, or states that do not pair with the actions) fails unless the
 * caller allows it.
 */
import diff, { type Difference } from 'microdiff';
// Every API endpoint, registered: RTK Query's reducer needs an endpoint's definition to apply its
// answer, and a trace may hold answers from any endpoint.
import '../api';
import { applyStep, errorMessage, withComputedStates, type TraceReducer } from './steps';
import { parseTrace, type ComputedState, type Trace, type TraceStep } from './traceFormat';
import {
  evaluateSelectors,
  TRACE_SELECTORS,
  type SelectorValues,
  type TraceSelector,
} from './traceSelectors';

export { applyStep, RELOADED_ACTION_TYPE, withComputedStates, type TraceReducer } from './steps';

/**
 * State paths that depend on where the app ran, not on the actions, so they never count as a
 * divergence. RTK Query's `config.online` and `config.focused` start from the browser's
 * navigator and document; `config.middlewareRegistered` compares the action's payload with an
 * id drawn at random when the API slice is created, so a replay in another process always
 * sees 'conflict'.
 */
export const ENVIRONMENT_PATHS: readonly (readonly string[])[] = [
  ['api', 'config', 'middlewareRegistered'],
  ['api', 'config', 'online'],
  ['api', 'config', 'focused'],
];

export interface Divergence {
  /** Zero-based index of the step whose state differs. */
  stepIndex: number;
  actionType: string;
  /** The dispatch stack recorded with the step, when there was one. */
  stack?: string;
  /** From the recorded state to the replayed one. */
  differences: Difference[];
  /** The reducer's error, when replaying the step threw. */
  error?: string;
  /** From the stored trace selectors' values to the replayed ones; paths start with the name. */
  selectorDifferences?: Difference[];
}

export type ReplayResult =
  | { ok: true; steps: number; compared: 'every step' | 'final state' | 'nothing' }
  | { ok: false; steps: number; divergence: Divergence }
  /** Nothing could be compared, and the caller did not allow that. */
  | { ok: false; steps: number; unchecked: string };

export interface ReplayOptions<S> {
  reducer: TraceReducer<S>;
  /** Replay only the first `until` steps. */
  until?: number;
  /** For a trace without recorded states: the state expected after its last step. */
  expectedFinalState?: S;
  /**
   * Pass a replay that compared nothing: an action list with no snapshot, or a whole history
   * whose states do not pair with its actions (then replayed without them).
   */
  allowUnchecked?: boolean;
  /** The selectors whose stored values are checked (the app's trace selectors by default). */
  selectors?: Readonly<Record<string, TraceSelector>>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A copy fit for comparison: environment paths removed, and keys holding undefined dropped,
 * because the extension's plain JSON export loses them while a jsan export keeps them.
 */
export function comparable(state: unknown, path: readonly string[] = []): unknown {
  if (Array.isArray(state)) return state.map((item) => comparable(item));
  if (!isPlainObject(state)) return state;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    const childPath = [...path, key];
    const ignored = ENVIRONMENT_PATHS.some(
      (ignoredPath) =>
        ignoredPath.length === childPath.length &&
        ignoredPath.every((part, index) => part === childPath[index]),
    );
    if (!ignored && value !== undefined) out[key] = comparable(value, childPath);
  }
  return out;
}

const isEnvironmentPath = (path: readonly string[]) =>
  ENVIRONMENT_PATHS.some(
    (ignored) =>
      ignored.length === path.length && ignored.every((part, index) => part === path[index]),
  );

/** Whether an environment path starts with `path`: only then does a child's path matter. */
const holdsEnvironmentPath = (path: readonly string[]) =>
  ENVIRONMENT_PATHS.some(
    (ignored) =>
      ignored.length > path.length && path.every((part, index) => part === ignored[index]),
  );

/** How many of an object's keys `comparable` keeps: defined values outside the environment. */
function keptKeys(value: Record<string, unknown>, path: readonly string[] | null): number {
  let kept = 0;
  for (const key of Object.keys(value)) {
    if (value[key] !== undefined && !(path && isEnvironmentPath([...path, key]))) kept += 1;
  }
  return kept;
}

/**
 * Pairs of objects already found equal. The states of a recording share every subtree a step
 * did not touch, on both sides (a replay's reducer and a jsan file's references keep them), so
 * comparing one state after another meets the same pairs again.
 */
const knownEqual = new WeakMap<object, WeakSet<object>>();

/**
 * Whether `comparable(a)` and `comparable(b)` are equal, found without copying either. `path` is
 * null below the levels where an environment path could still begin; what is compared there
 * depends on the two values alone, so an equal pair is remembered.
 */
function sameComparable(a: unknown, b: unknown, path: readonly string[] | null): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // A list's items are compared from the root's paths again, as `comparable` does.
  const remembered = path === null || Array.isArray(a);
  if (remembered && knownEqual.get(a)?.has(b)) return true;
  const same = Array.isArray(a)
    ? Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameComparable(item, b[index], []))
    : sameObjects(a, b, path);
  if (same && remembered) {
    const pairs = knownEqual.get(a) ?? new WeakSet<object>();
    pairs.add(b);
    knownEqual.set(a, pairs);
  }
  return same;
}

function sameObjects(a: object, b: object, path: readonly string[] | null): boolean {
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  if (keptKeys(a, path) !== keptKeys(b, path)) return false;
  for (const key of Object.keys(a)) {
    const value = a[key];
    if (value === undefined) continue;
    const childPath = path && [...path, key];
    if (childPath && isEnvironmentPath(childPath)) continue;
    if (!Object.prototype.hasOwnProperty.call(b, key) || b[key] === undefined) return false;
    const next = childPath && holdsEnvironmentPath(childPath) ? childPath : null;
    if (!sameComparable(value, b[key], next)) return false;
  }
  return true;
}

/** Path-by-path differences from `recorded` to `replayed`, environment ignored. */
export function stateDifferences(recorded: unknown, replayed: unknown): Difference[] {
  // Most states compared are equal: only a pair that differs is copied and diffed.
  if (sameComparable(recorded, replayed, [])) return [];
  const before = comparable(recorded);
  const after = comparable(replayed);
  if (isPlainObject(before) && isPlainObject(after)) return diff(before, after);
  if (Array.isArray(before) && Array.isArray(after)) return diff(before, after);
  return Object.is(before, after)
    ? []
    : [{ type: 'CHANGE', path: [], oldValue: before, value: after }];
}

function divergenceAt(step: TraceStep, stepIndex: number, rest: Partial<Divergence>): Divergence {
  return {
    stepIndex,
    actionType: step.action.type,
    ...(step.stack ? { stack: step.stack } : {}),
    differences: [],
    ...rest,
  };
}

/** Whether the trace stored any trace selector's value. */
const hasSelectorValues = (trace: Trace<unknown>): boolean =>
  trace.initialSelectors !== undefined || trace.steps.some((step) => step.selectors);

/** From the stored selector values to the replayed ones, each path starting with its name. */
export function selectorDifferences(
  stored: SelectorValues,
  replayed: SelectorValues,
): Difference[] {
  return Object.keys(stored).flatMap((name): Difference[] => {
    if (!(name in replayed)) {
      return [{ type: 'REMOVE', path: [name], oldValue: stored[name] }];
    }
    return stateDifferences(stored[name], replayed[name]).map((difference) => ({
      ...difference,
      path: [name, ...difference.path],
    }));
  });
}

/** Runs the steps and compares each with the recorded state (or the final one). */
export function replayTrace<S>(trace: Trace<S>, options: ReplayOptions<S>): ReplayResult {
  if (trace.statesProblem && !options.allowUnchecked) {
    return { ok: false, steps: 0, unchecked: trace.statesProblem };
  }
  const count = Math.min(options.until ?? trace.steps.length, trace.steps.length);
  const selectors = options.selectors ?? TRACE_SELECTORS;
  const checkSelectors = hasSelectorValues(trace as Trace<unknown>);
  let stored: SelectorValues = { ...trace.initialSelectors };
  let state = trace.initialState;
  for (let index = 0; index < count; index += 1) {
    const step = trace.steps[index]!;
    const recorded: ComputedState<S> | undefined = trace.computedStates?.[index];
    if (step.selectors) stored = { ...stored, ...step.selectors };
    try {
      state = applyStep(options.reducer, state, step.action);
    } catch (error) {
      if (recorded?.error !== undefined) continue;
      return {
        ok: false,
        steps: index,
        divergence: divergenceAt(step, index, { error: errorMessage(error) }),
      };
    }
    const differences = recorded ? stateDifferences(recorded.state, state) : [];
    if (differences.length > 0) {
      return { ok: false, steps: index, divergence: divergenceAt(step, index, { differences }) };
    }
    const selectorChanges = checkSelectors
      ? selectorDifferences(stored, evaluateSelectors(selectors, state))
      : [];
    if (selectorChanges.length > 0) {
      return {
        ok: false,
        steps: index,
        divergence: divergenceAt(step, index, { selectorDifferences: selectorChanges }),
      };
    }
  }
  const passed = (compared: 'every step' | 'final state' | 'nothing'): ReplayResult =>
    (compared === 'nothing' || count === 0) && !options.allowUnchecked
      ? {
          ok: false,
          steps: count,
          unchecked:
            count === 0
              ? 'no step was replayed'
              : 'the trace has no recorded state to compare with',
        }
      : { ok: true, steps: count, compared };
  if (trace.computedStates) return passed('every step');
  const reachedEnd = count === trace.steps.length;
  if (options.expectedFinalState === undefined || !reachedEnd) return passed('nothing');
  const differences = stateDifferences(options.expectedFinalState, state);
  const last = trace.steps[count - 1];
  if (differences.length > 0 && last) {
    return { ok: false, steps: count, divergence: divergenceAt(last, count - 1, { differences }) };
  }
  return passed('final state');
}

/**
 * The trace with its states and trace selectors' values as this build computes them: what
 * `--write-snapshot` keeps, so an action-list export becomes a regression test. Selector values
 * are stored as the recorder stores them: all at the start, then those a step changed.
 */
export function withRecordedExpectations<S>(
  trace: Trace<S>,
  reducer: TraceReducer<S>,
  selectors: Readonly<Record<string, TraceSelector>> = TRACE_SELECTORS,
): Trace<S> {
  const computed = withComputedStates(trace, reducer);
  const initialSelectors = evaluateSelectors(selectors, trace.initialState);
  let previous = initialSelectors;
  const steps = computed.steps.map((step, index) => {
    const values = evaluateSelectors(selectors, computed.computedStates![index]!.state);
    const changed = Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => stateDifferences(previous[name], value).length > 0,
      ),
    );
    previous = values;
    const { selectors: _old, ...rest } = step;
    return Object.keys(changed).length > 0 ? { ...rest, selectors: changed } : rest;
  });
  const { statesProblem: _problem, ...rest } = computed;
  return { ...rest, steps, initialSelectors };
}

/** What a snapshot file adds to the trace it sits beside. */
export interface SnapshotExpectation<S> {
  trace: Trace<S>;
  /** A snapshot of the older kind: the final state alone. */
  expectedFinalState?: S;
}

/**
 * Puts a snapshot's expectations on an action-list trace. A snapshot written by
 * `--write-snapshot` is a whole history of the same actions, whose states and selector values
 * become the trace's (actions that differ make it unusable: the replay fails); any other value
 * is the expected final state.
 */
export function withSnapshot<S>(trace: Trace<S>, snapshot: unknown): SnapshotExpectation<S> {
  const isHistory =
    typeof snapshot === 'object' &&
    snapshot !== null &&
    !Array.isArray(snapshot) &&
    'actionsById' in snapshot;
  if (!isHistory) return { trace, expectedFinalState: snapshot as S };
  const recorded = parseTrace<S>(snapshot as Record<string, unknown>);
  const actions = (steps: TraceStep[]) => steps.map((step) => step.action);
  const sameActions =
    recorded.steps.length === trace.steps.length &&
    stateDifferences(actions(recorded.steps), actions(trace.steps)).length === 0 &&
    stateDifferences(recorded.initialState, trace.initialState).length === 0;
  if (!sameActions || !recorded.computedStates) {
    const problem = !sameActions
      ? `the snapshot was written for other actions or another start (${recorded.steps.length} steps; the trace has ${trace.steps.length}): write it again with --write-snapshot`
      : `the snapshot's states do not pair with its actions: ${recorded.statesProblem ?? ''}`;
    return { trace: { ...trace, statesProblem: problem } };
  }
  return {
    trace: {
      ...trace,
      steps: trace.steps.map((step, index) => {
        const { selectors } = recorded.steps[index]!;
        return selectors ? { ...step, selectors } : step;
      }),
      computedStates: recorded.computedStates,
      ...(recorded.initialSelectors ? { initialSelectors: recorded.initialSelectors } : {}),
    },
  };
}

/** Where an action-list trace keeps its expected final state. */
export const snapshotPathFor = (traceFile: string): string =>
  `${traceFile.replace(/\.json$/, '')}.snapshot.json`;

const show = (value: unknown): string => {
  if (value === undefined) return 'undefined';
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
};

const showPath = (path: (string | number)[]): string =>
  path.length === 0 ? '(whole state)' : path.map(String).join('.');

/** Human-readable lines for one difference. */
export function describeDifference(difference: Difference): string {
  switch (difference.type) {
    case 'CHANGE':
      return `  ~ ${showPath(difference.path)}: recorded ${show(difference.oldValue)}, replayed ${show(difference.value)}`;
    case 'CREATE':
      return `  + ${showPath(difference.path)}: replayed ${show(difference.value)}, not recorded`;
    case 'REMOVE':
      return `  - ${showPath(difference.path)}: recorded ${show(difference.oldValue)}, missing on replay`;
  }
}

/** The divergence as the CLI prints it. */
export function describeDivergence(divergence: Divergence, totalSteps: number): string {
  const lines = [
    `DIVERGED at step ${divergence.stepIndex + 1} of ${totalSteps} (index ${divergence.stepIndex}): ${divergence.actionType}`,
  ];
  if (divergence.stack) lines.push('Recorded stack:', divergence.stack);
  if (divergence.error) lines.push(`The reducer threw: ${divergence.error}`);
  if (divergence.differences.length > 0) {
    lines.push(`Differences (${divergence.differences.length}):`);
    lines.push(...divergence.differences.map(describeDifference));
  }
  const selectorChanges = divergence.selectorDifferences ?? [];
  if (selectorChanges.length > 0) {
    lines.push(`The state matched; trace selectors differ (${selectorChanges.length}):`);
    lines.push(...selectorChanges.map(describeDifference));
  }
  return lines.join('\n');
}

/** A failed replay as the CLI prints it: the divergence, or why nothing could be compared. */
export function describeFailure(
  result: Exclude<ReplayResult, { ok: true }>,
  totalSteps: number,
): string {
  if ('divergence' in result) return describeDivergence(result.divergence, totalSteps);
  return `UNCHECKED: ${result.unchecked}`;
}
