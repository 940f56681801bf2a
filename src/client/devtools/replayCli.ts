/**
 * `npm run replay -- <trace.json> [--until N]`: replays a Redux DevTools trace through the
 * app's root reducer. Prints OK and the number of steps (exit 0), the first divergence
 * (exit 1), or what is wrong with the command or the file (exit 2). An action-list trace
 * has no recorded states, so its final state is compared with `<name>.snapshot.json` beside
 * it when that file exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rootReducer } from '../app/rootReducer';
import { describeDivergence, replayTrace, snapshotPathFor, type TraceReducer } from './replay';
import { parseJsan, parseTrace } from './traceFormat';

const USAGE = 'usage: npm run replay -- <trace.json> [--until N]';

interface Command {
  file: string;
  until?: number;
}

function parseArgs(args: readonly string[]): Command | string {
  const files: string[] = [];
  let until: number | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--until') {
      const value = Number(args[index + 1]);
      if (!Number.isInteger(value) || value < 0) return '--until needs a whole number of steps';
      until = value;
      index += 1;
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else {
      files.push(arg);
    }
  }
  if (files.length !== 1) return 'give exactly one trace file';
  return { file: files[0]!, ...(until === undefined ? {} : { until }) };
}

/** Runs the command; returns the exit code and writes to the given streams. */
function runReplay(
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
): number {
  const command = parseArgs(args);
  if (typeof command === 'string') {
    err(`${command}\n${USAGE}`);
    return 2;
  }
  let trace;
  let expectedFinalState: unknown;
  try {
    trace = parseTrace(readFileSync(command.file, 'utf8'));
    const snapshot = snapshotPathFor(command.file);
    if (!trace.computedStates && existsSync(snapshot)) {
      expectedFinalState = parseJsan(readFileSync(snapshot, 'utf8'), snapshot);
    }
  } catch (error) {
    err(`cannot read ${command.file}: ${(error as Error).message}`);
    return 2;
  }
  const result = replayTrace(trace, {
    reducer: rootReducer as TraceReducer<unknown>,
    ...(command.until === undefined ? {} : { until: command.until }),
    ...(expectedFinalState === undefined ? {} : { expectedFinalState }),
  });
  if (!result.ok) {
    out(describeDivergence(result.divergence, trace.steps.length));
    return 1;
  }
  const compared = {
    'every step': 'every step matched its recorded state',
    'final state': 'the final state matched the snapshot',
    nothing: 'no recorded state to compare with',
  }[result.compared];
  out(`OK: ${result.steps} of ${trace.steps.length} steps replayed, ${compared}`);
  return 0;
}

process.exitCode = runReplay(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
);
