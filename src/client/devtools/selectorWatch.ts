import type { SelectorValues, TraceSelector } from './traceSelectors';

/**
 * The recorder's view of the trace selectors (recorder.ts): every value in a state, and the
 * values a step changed since the last kept one, compared by reference and then by JSON.
 */
export function createSelectorWatch(initial: Readonly<Record<string, TraceSelector>>) {
  const selectors = Object.entries(initial);
  /** Every selector's value in a state; one that throws gives its message. */
  const selectorValues = (state: unknown): SelectorValues | undefined => {
    if (selectors.length === 0) return undefined;
    const values: SelectorValues = {};
    for (const [name, select] of selectors) {
      try {
        values[name] = select(state as Parameters<TraceSelector>[0]);
      } catch (error) {
        values[name] = { threw: error instanceof Error ? error.message : String(error) };
      }
    }
    return values;
  };
  /** The values after the last kept step, and their JSON, to keep only what changed. */
  let lastValues: SelectorValues = {};
  let lastTexts: Record<string, string> = {};
  const resetSelectors = (state: unknown) => {
    lastValues = selectorValues(state) ?? {};
    lastTexts = {};
    for (const [name, value] of Object.entries(lastValues)) {
      lastTexts[name] = JSON.stringify(value) ?? 'undefined';
    }
  };
  /** The values that changed since the last step (a memoised selector's is the same object). */
  const changedSelectors = (state: unknown): SelectorValues | undefined => {
    const values = selectorValues(state);
    if (values === undefined) return undefined;
    const changed: SelectorValues = {};
    for (const [name, value] of Object.entries(values)) {
      if (value === lastValues[name]) continue;
      lastValues[name] = value;
      const text = JSON.stringify(value) ?? 'undefined';
      if (text === lastTexts[name]) continue;
      lastTexts[name] = text;
      changed[name] = value;
    }
    return Object.keys(changed).length > 0 ? changed : undefined;
  };
  return {
    /** Whether there are selectors to watch. */
    active: () => selectors.length > 0,
    values: selectorValues,
    reset: resetSelectors,
    changed: changedSelectors,
  };
}

export type SelectorWatch = ReturnType<typeof createSelectorWatch>;
