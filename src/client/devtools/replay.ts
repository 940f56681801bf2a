/**
 * Headless replay: a trace's steps run through a reducer (the app's root reducer by default),
 * with no middleware and no network, and every resulting state is compared with the recorded
 * one. The first step whose state differs is reported with a path-by-path diff.
 */
import diff, { type Difference } from 'microdiff';
// Every API endpoint, registered: RTK Query's reducer needs an endpoint's definition to apply its
// answer, and a trace may hold answers from any endpoint.
import '../api';
import { applyStep, errorMessage, type TraceReducer } from './steps';
import type { ComputedState, Trace, TraceStep } from './traceFormat';

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
}

export type ReplayResult =
  | { ok: true; steps: number; compared: 'every step' | 'final state' | 'nothing' }
  | { ok: false; steps: number; divergence: Divergence };

export interface ReplayOptions<S> {
  reducer: TraceReducer<S>;
  /** Replay only the first `until` steps. */
  until?: number;
  /** For a trace without recorded states: the state expected after its last step. */
  expectedFinalState?: S;
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

/** Path-by-path differences from `recorded` to `replayed`, environment ignored. */
export function stateDifferences(recorded: unknown, replayed: unknown): Difference[] {
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

/** Runs the steps and compares each with the recorded state (or the final one). */
export function replayTrace<S>(trace: Trace<S>, options: ReplayOptions<S>): ReplayResult {
  const count = Math.min(options.until ?? trace.steps.length, trace.steps.length);
  let state = trace.initialState;
  for (let index = 0; index < count; index += 1) {
    const step = trace.steps[index]!;
    const recorded: ComputedState<S> | undefined = trace.computedStates?.[index];
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
    if (!recorded) continue;
    const differences = stateDifferences(recorded.state, state);
    if (differences.length > 0) {
      return { ok: false, steps: index, divergence: divergenceAt(step, index, { differences }) };
    }
  }
  if (trace.computedStates) return { ok: true, steps: count, compared: 'every step' };
  const reachedEnd = count === trace.steps.length;
  if (options.expectedFinalState === undefined || !reachedEnd) {
    return { ok: true, steps: count, compared: 'nothing' };
  }
  const differences = stateDifferences(options.expectedFinalState, state);
  const last = trace.steps[count - 1];
  if (differences.length > 0 && last) {
    return { ok: false, steps: count, divergence: divergenceAt(last, count - 1, { differences }) };
  }
  return { ok: true, steps: count, compared: 'final state' };
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
  return lines.join('\n');
}
