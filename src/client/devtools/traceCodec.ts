// The recorder's text format (jsan), its whole-history export, its redaction and the trace
// selectors. The recorder loads this module when the app has started, so jsan, the export code,
// the sanitizers, the selectors and their watch stay out of the first load.
import type { TraceCodec } from './recorder';
import { fitTrace, withoutResult, withoutResults } from './leftOut';
import { redact, redactInSteps } from './sanitize';
import { createSelectorWatch } from './selectorWatch';
import { parseJsan, serializeTrace, stringifyJsan } from './traceFormat';
import { TRACE_SELECTORS } from './traceSelectors';

export const jsanCodec: TraceCodec = {
  stringify: stringifyJsan,
  parse: parseJsan,
  serialize: serializeTrace,
  redact,
  redactInSteps,
  selectors: TRACE_SELECTORS,
  watchSelectors: createSelectorWatch,
  withoutResult,
  withoutResults,
  fitTrace,
};
