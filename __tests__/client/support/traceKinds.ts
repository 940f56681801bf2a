import { parseJsan } from '../../../src/client/devtools/traceFormat';

/** Whether a trace file's text is the DevTools' whole history (actionsById), not an action list. */
export function isWholeHistory(text: string): boolean {
  const file = parseJsan(text, 'the trace');
  return typeof file === 'object' && file !== null && !Array.isArray(file) && 'actionsById' in file;
}
