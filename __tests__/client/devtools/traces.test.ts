import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootReducer } from '../../../src/client/app/rootReducer';
import {
  describeDivergence,
  replayTrace,
  snapshotPathFor,
  stateDifferences,
  type TraceReducer,
} from '../../../src/client/devtools/replay';
import { PLACEHOLDERS, redact } from '../../../src/client/devtools/sanitize';
import { parseJsan, parseTrace } from '../../../src/client/devtools/traceFormat';

// Every trace in __tests__/traces is a regression test: it must replay through today's root
// reducer exactly as it was recorded (see __tests__/traces/README.md to add or refresh one).

const TRACES_DIR = path.resolve(__dirname, '../../traces');
const reducer = rootReducer as TraceReducer<unknown>;

const traceFiles = readdirSync(TRACES_DIR)
  .filter((name) => name.endsWith('.json') && !name.endsWith('.snapshot.json'))
  .sort();

function load(name: string) {
  const file = path.join(TRACES_DIR, name);
  const trace = parseTrace(readFileSync(file, 'utf8'));
  const snapshot = snapshotPathFor(file);
  const expectedFinalState =
    !trace.computedStates && existsSync(snapshot)
      ? parseJsan(readFileSync(snapshot, 'utf8'), snapshot)
      : undefined;
  return { trace, expectedFinalState };
}

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
    expect(
      result.ok ? 'no divergence' : describeDivergence(result.divergence, trace.steps.length),
    ).toBe('no divergence');
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
              steps: [step],
              initialState: stateBefore(index),
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
