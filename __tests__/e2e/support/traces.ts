// Journeys that record sessions with the app's own recorder (src/client/devtools/recorder.ts):
// read the redacted trace from the page, check it replays and holds no secret, and, when
// RECORD_TRACES=1 (`npm run traces:record`), keep it in __tests__/traces as a regression test.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { rootReducer } from '../../../src/client/app/rootReducer';
import {
  describeFailure,
  replayTrace,
  type TraceReducer,
} from '../../../src/client/devtools/replay';
import { parseTrace, type Trace } from '../../../src/client/devtools/traceFormat';

export const TRACES_DIR = path.resolve(__dirname, '../../traces');
export const RECORDING = process.env.RECORD_TRACES === '1';

interface RecorderHandle {
  ready: Promise<void>;
  exportTrace(): string;
}

/**
 * The page's recorded session as whole-history text, once the recording can be read (its codec
 * loads when the page is first idle).
 */
export async function exportedTrace(page: Page): Promise<string> {
  // The recorder is handed to the page once the store is made, as the app starts.
  await page.waitForFunction(() => '__UTSAV_RECORDER__' in window);
  return page.evaluate(async () => {
    const { __UTSAV_RECORDER__: recorder } = window as unknown as {
      __UTSAV_RECORDER__: RecorderHandle;
    };
    await recorder.ready;
    return recorder.exportTrace();
  });
}

/** Secrets from the list that appear in the text. */
export const leakedSecrets = (text: string, secrets: readonly string[]): string[] =>
  secrets.filter((secret) => secret !== '' && text.includes(secret));

/** Replays the trace through the root reducer; the divergence text, or null when it matches. */
export function replayProblem(trace: Trace): string | null {
  const result = replayTrace(trace, { reducer: rootReducer as TraceReducer<unknown> });
  return result.ok ? null : describeFailure(result, trace.steps.length);
}

/**
 * Reads the page's trace, checks it (no secret, replays cleanly, the expected actions are in
 * it), and keeps it as `<name>.json` when recording. Returns the parsed trace.
 */
export async function checkAndKeepTrace(
  page: Page,
  name: string,
  secrets: readonly string[],
): Promise<Trace> {
  const text = await exportedTrace(page);
  expect(leakedSecrets(text, secrets)).toEqual([]);
  const trace = parseTrace(text);
  expect(replayProblem(trace)).toBeNull();
  if (RECORDING) {
    // Kept formatted, so a re-recording diffs line by line.
    const file = path.join(TRACES_DIR, `${name}.json`);
    const options = (await resolveConfig(file)) ?? {};
    await writeFile(file, await format(text, { ...options, filepath: file }));
  }
  return trace;
}

export const actionTypes = (trace: Trace): string[] => trace.steps.map((step) => step.action.type);
