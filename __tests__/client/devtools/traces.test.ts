import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootReducer } from '../../../src/client/app/rootReducer';
import {
  describeFailure,
  replayTrace,
  stateDifferences,
  type TraceReducer,
} from '../../../src/client/devtools/replay';
import { PLACEHOLDERS, redact } from '../../../src/client/devtools/sanitize';
import { readTraceFile } from '../../../src/client/devtools/traceFiles';
import { parseJsan, parseTrace, stringifyJsan } from '../../../src/client/devtools/traceFormat';
import { TRACE_SELECTORS, type TraceSelector } from '../../../src/client/devtools/traceSelectors';
import type { CartPrice } from '../../../src/shared/domain';
import { isWholeHistory } from '../support/traceKinds';

// Every trace in __tests__/traces is a regression test: it must replay through today's root
// reducer exactly as it was recorded (see __tests__/traces/README.md to add or refresh one).

const TRACES_DIR = path.resolve(__dirname, '../../traces');
const reducer = rootReducer as TraceReducer<unknown>;

const traceFiles = readdirSync(TRACES_DIR)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.snapshot.json'))
  .sort();

const load = (name: string) => readTraceFile(path.join(TRACES_DIR, name));

test('the six recorded journeys are all there', () => {
  expect(traceFiles).toEqual(
    expect.arrayContaining([
      'location-by-search.json',
      'login-and-registration.json',
      'booking-card-success.json',
      'cash-on-delivery.json',
      'payment-pending.json',
      'cancel-and-reschedule.json',
    ]),
  );
});

describe.each(traceFiles)('%s', (name) => {
  test('holds no secret or personal data: redacting it again changes nothing, no phone in any text', () => {
    const text = readFileSync(path.join(TRACES_DIR, name), 'utf8');
    const phones = text.match(/(?<![0-9A-Za-z_])(?:\+?91[ -]?)?[0-9]{10}(?![0-9A-Za-z_])/g) ?? [];
    expect(phones.filter((phone) => phone !== PLACEHOLDERS.phone)).toEqual([]);
    const { trace } = load(name);
    const recorded = [trace.initialState, trace.steps, trace.computedStates];
    // The first few paths redaction would still change, with their values.
    expect(stateDifferences(recorded, redact(recorded)).slice(0, 5)).toEqual([]);
  });

  test('replays without divergence', () => {
    const { trace, expectedFinalState } = load(name);
    expect(trace.steps.length).toBeGreaterThan(0);
    const result = replayTrace(trace, {
      reducer,
      ...(expectedFinalState === undefined ? {} : { expectedFinalState }),
    });
    expect(result.ok ? 'no divergence' : describeFailure(result, trace.steps.length)).toBe(
      'no divergence',
    );
  });
});

// Whole-history traces record every step's state, so breaking any one action must be caught.
const withStates = traceFiles.filter((name) => load(name).trace.computedStates !== undefined);

describe.each(withStates)('%s with one action ignored', (name) => {
  test('diverges at that action', () => {
    const { trace } = load(name);
    const states = trace.computedStates!;
    const stateBefore = (index: number) =>
      index === 0 ? trace.initialState : states[index - 1]!.state;
    // The last step that changed anything besides the environment is the one to break.
    const changing = trace.steps
      .map((step, index) => ({ step, index }))
      .filter(
        ({ step, index }) =>
          !replayTrace(
            {
              ...trace,
              // The state alone: the stored selector values belong to the whole trace.
              steps: [{ action: step.action, timestamp: step.timestamp }],
              initialState: stateBefore(index),
              initialSelectors: undefined,
              computedStates: [{ state: stateBefore(index) }],
            },
            { reducer },
          ).ok,
      );
    const target = changing.at(-1);
    expect(target).toBeDefined();
    const broken: TraceReducer<unknown> = (state, action) =>
      action === target!.step.action ? state : reducer(state, action);
    expect(replayTrace(trace, { reducer: broken })).toMatchObject({
      ok: false,
      divergence: { stepIndex: target!.index, actionType: target!.step.action.type },
    });
  });
});

// A whole history edited by hand (an action deleted, a state lost) must fail, not replay 'OK'.
const wholeHistories = traceFiles.filter((name) =>
  isWholeHistory(readFileSync(path.join(TRACES_DIR, name), 'utf8')),
);

describe.each(wholeHistories)('%s edited by hand', (name) => {
  const lifted = () =>
    parseJsan(readFileSync(path.join(TRACES_DIR, name), 'utf8'), name) as {
      actionsById: Record<string, unknown>;
      stagedActionIds: number[];
      computedStates: unknown[];
    };

  test('with one action deleted, it fails as unchecked', () => {
    const file = lifted();
    const id = file.stagedActionIds[Math.floor(file.stagedActionIds.length / 2)]!;
    file.stagedActionIds = file.stagedActionIds.filter((staged) => staged !== id);
    delete file.actionsById[String(id)];
    const trace = parseTrace(stringifyJsan(file));
    expect(replayTrace(trace, { reducer })).toEqual({
      ok: false,
      steps: 0,
      unchecked: expect.stringMatching(/actions \(@@INIT included\) but \d+ computed states/),
    });
  });

  test('with one state lost, it fails as unchecked', () => {
    const file = lifted();
    file.computedStates.splice(3, 1);
    expect(replayTrace(parseTrace(stringifyJsan(file)), { reducer }).ok).toBe(false);
  });
});

// The recorder stores the trace selectors' values; a change in what they compute (the cart's
// total, say) fails the trace even though every state still matches.
const withSelectors = traceFiles.filter((name) => {
  const { trace } = load(name);
  return trace.initialSelectors !== undefined;
});

test('the recorded journeys carry the trace selectors', () => {
  expect(withSelectors.length).toBeGreaterThanOrEqual(6);
});

describe.each(withSelectors)('%s with a trace selector changed', (name) => {
  const { trace } = load(name);
  const stored = [trace.initialSelectors, ...trace.steps.map((step) => step.selectors)];
  // The selectors that held something at some step of this journey.
  const exercised = Object.keys(TRACE_SELECTORS).filter((selector) =>
    stored.some((values) => values?.[selector] !== undefined && values[selector] !== null),
  );

  test.each(exercised)('%s diverges, the state still matching', (selector) => {
    const original = TRACE_SELECTORS[selector]!;
    const changed: TraceSelector =
      selector === 'cartPriceSummary'
        ? (state) => {
            const price = original(state) as CartPrice | null;
            return price && { ...price, amountToPay: price.amountToPay + 1 };
          }
        : (state) => {
            const value = original(state);
            return value && { ...(value as object), changed: true };
          };
    const result = replayTrace(trace, {
      reducer,
      selectors: { ...TRACE_SELECTORS, [selector]: changed },
    });
    expect(result).toMatchObject({
      ok: false,
      divergence: {
        differences: [],
        selectorDifferences: [{ path: [selector, expect.anything()] }],
      },
    });
  });
});
