/**
 * Trace files on disk, for the replay CLI and the trace tests (Node only): a trace with the
 * snapshot beside it applied.
 */
import { existsSync, readFileSync } from 'node:fs';
import { snapshotPathFor, withSnapshot } from './replay';
import { parseJsan, parseTrace, type Trace } from './traceFormat';

export interface TraceFile {
  trace: Trace;
  /** A snapshot of the older kind: the expected final state of an action list. */
  expectedFinalState?: unknown;
  /** The snapshot file used, if any. */
  snapshot: string | null;
}

/** Reads a trace and, for an action list, the snapshot beside it. Throws on a broken file. */
export function readTraceFile(file: string): TraceFile {
  const trace = parseTrace(readFileSync(file, 'utf8'));
  const snapshot = snapshotPathFor(file);
  if (trace.computedStates || trace.statesProblem || !existsSync(snapshot)) {
    return { trace, snapshot: null };
  }
  const expectation = withSnapshot(trace, parseJsan(readFileSync(snapshot, 'utf8'), snapshot));
  return { ...expectation, snapshot };
}
