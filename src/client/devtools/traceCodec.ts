// The recorder's text format (jsan) and its whole-history export. The recorder loads this module
// when the app has started, so jsan and the export code stay out of the first load.
import type { TraceCodec } from './recorder';
import { parseJsan, serializeTrace, stringifyJsan } from './traceFormat';

export const jsanCodec: TraceCodec = {
  stringify: stringifyJsan,
  parse: parseJsan,
  serialize: serializeTrace,
};
