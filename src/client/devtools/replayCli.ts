/**
 * `npm run replay -- <trace.json> [--until N] [--allow-unchecked] [--write-snapshot]`: replays a
 * Redux DevTools trace through the app's root reducer, comparing every state and the trace
 * selectors' values with those recorded. Prints OK and the number of steps (exit 0), the first
 * divergence, or why nothing could be compared (exit 1), or what is wrong with the command or
 * the file (exit 2).
 *
 * An action-list trace (the extension's default export) has no recorded states: the snapshot
 * beside it (`<name>.snapshot.json`) holds them, written by `--write-snapshot` on the current
 * build. Without one, or with a whole history whose states do not pair with its actions, the
 * replay fails unless `--allow-unchecked` lets the actions replay alone.
 */
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { rootReducer } from '../app/rootReducer';
import {
  describeFailure,
  replayTrace,
  snapshotPathFor,
  withRecordedExpectations,
  type TraceReducer,
} from './replay';
import { readTraceFile, type TraceFile } from './traceFiles';
import { serializeTrace, type Trace } from './traceFormat';

const USAGE =
  'usage: npm run replay -- <trace.json> [--until N] [--allow-unchecked] [--write-snapshot]';

interface Command {
  file: string;
  until?: number;
  allowUnchecked: boolean;
  writeSnapshot: boolean;
}

function parseArgs(args: readonly string[]): Command | string {
  const files: string[] = [];
  let until: number | undefined;
  let allowUnchecked = false;
  let snapshot = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--until') {
      const value = Number(args[index + 1]);
      if (!Number.isInteger(value) || value < 0) return '--until needs a whole number of steps';
      until = value;
      index += 1;
    } else if (arg === '--allow-unchecked') {
      allowUnchecked = true;
    } else if (arg === '--write-snapshot') {
      snapshot = true;
    } else if (arg.startsWith('--')) {
      return `unknown option ${arg}`;
    } else {
      files.push(arg);
    }
  }
  if (files.length !== 1) return 'give exactly one trace file';
  if (snapshot && until !== undefined) return '--write-snapshot records every step: drop --until';
  return {
    file: files[0]!,
    ...(until === undefined ? {} : { until }),
    allowUnchecked,
    writeSnapshot: snapshot,
  };
}

const reducer = rootReducer as TraceReducer<unknown>;

/**
 * Records the trace's states and trace selectors' values on this build into
 * `<name>.snapshot.json` (a whole history of the same actions, in the repository's format).
 */
async function writeSnapshot(
  file: string,
  trace: Trace,
): Promise<{ path: string; recorded: Trace }> {
  const recorded = withRecordedExpectations(trace, reducer);
  const path = snapshotPathFor(file);
  const options = (await resolveConfig(path)) ?? {};
  await writeFile(path, await format(serializeTrace(recorded), { ...options, filepath: path }));
  return { path, recorded };
}

/** Runs the command; returns the exit code and writes to the given streams. */
async function runReplay(
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const command = parseArgs(args);
  if (typeof command === 'string') {
    err(`${command}\n${USAGE}`);
    return 2;
  }
  let loaded: TraceFile;
  try {
    loaded = readTraceFile(command.file);
  } catch (error) {
    err(`cannot read ${command.file}: ${(error as Error).message}`);
    return 2;
  }
  const { trace, expectedFinalState } = loaded;
  if (command.writeSnapshot) {
    if (trace.computedStates || trace.statesProblem) {
      err(
        `${command.file} is a whole history, which carries its own states: --write-snapshot is for an action-list export`,
      );
      return 2;
    }
    const { path, recorded } = await writeSnapshot(command.file, trace);
    const threw = recorded.computedStates!.filter((entry) => entry.error !== undefined).length;
    out(
      `Wrote ${path}: the states of ${recorded.steps.length} steps and the trace selectors' values on this build${threw > 0 ? ` (the reducer threw on ${threw} steps; replays must throw there too)` : ''}`,
    );
    return 0;
  }
  const result = replayTrace(trace, {
    reducer,
    ...(command.until === undefined ? {} : { until: command.until }),
    ...(expectedFinalState === undefined ? {} : { expectedFinalState }),
    allowUnchecked: command.allowUnchecked,
  });
  if (!result.ok) {
    out(describeFailure(result, trace.steps.length));
    if ('unchecked' in result) {
      out(
        trace.computedStates || trace.statesProblem
          ? 'The file may have been edited or cut short: export it again, or pass --allow-unchecked to replay its actions alone.'
          : 'Record its states on this build with --write-snapshot, or pass --allow-unchecked to replay its actions alone.',
      );
    }
    return 1;
  }
  const selectorsChecked =
    trace.initialSelectors !== undefined || trace.steps.some((step) => step.selectors);
  const compared = {
    'every step': `every step matched its recorded state${selectorsChecked ? ' and trace selectors' : ''}`,
    'final state': 'the final state matched the snapshot',
    nothing: trace.statesProblem
      ? `nothing compared (--allow-unchecked): ${trace.statesProblem}`
      : 'nothing compared (--allow-unchecked): no recorded state to compare with',
  }[result.compared];
  out(`OK: ${result.steps} of ${trace.steps.length} steps replayed, ${compared}`);
  return 0;
}

void runReplay(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
).then((code) => {
  process.exitCode = code;
});
