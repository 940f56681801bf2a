// The recorder's text format (jsan), its whole-history export and its redaction. The recorder
// loads this module when the app has started, so jsan, the export code and the sanitizers stay
// out of the first load.
import type { TraceCodec } from './recorder';
import { withoutResult, withoutResults } from './leftOut';
import { redact } from './sanitize';
import { parseJsan, serializeTrace, stringifyJsan } from './traceFormat';

export const jsanCodec: TraceCodec = {
  stringify: stringifyJsan,
  parse: parseJsan,
  serialize: serializeTrace,
  redact,
  withoutResult,
  withoutResults,
};
