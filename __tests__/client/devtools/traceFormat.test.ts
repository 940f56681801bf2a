import jsan from 'jsan';
import {
  INIT_ACTION_TYPE,
  TraceFormatError,
  parseTrace,
  serializeTrace,
  stateAfterStep,
  stateBeforeStep,
  type toLiftedState,
  type Trace,
} from '../../../src/client/devtools/traceFormat';

const WHEN = new Date('2026-11-21T10:30:00.000Z');

/** A state holding what plain JSON loses. */
const richState = (count: number) => ({
  counter: { value: count, at: WHEN, note: undefined as string | undefined },
  seen: new Map([['p1', { times: count }]]),
  tags: new Set(['a', 'b']),
});

const trace = (): Trace => ({
  steps: [
    { action: { type: 'counter/added', payload: 1 }, timestamp: 1000, stack: 'at add (a.ts:1)' },
    { action: { type: 'counter/added', payload: 2, meta: { at: WHEN } }, timestamp: 2000 },
  ],
  initialState: richState(0),
  computedStates: [{ state: richState(1) }, { state: richState(3) }],
  meta: { appVersion: '1.2.3', buildId: 'abc123', device: 'mobile' },
});

describe('whole-history round trip', () => {
  test('Dates, undefined, Maps and Sets survive writing and reading', () => {
    const read = parseTrace(serializeTrace(trace()));
    expect(read).toEqual(trace());
    const state = read.computedStates?.[1]?.state as ReturnType<typeof richState>;
    expect(state.counter.at).toBeInstanceOf(Date);
    expect(state.counter.at.getTime()).toBe(WHEN.getTime());
    expect('note' in state.counter).toBe(true);
    expect(state.seen).toBeInstanceOf(Map);
    expect(state.seen.get('p1')).toEqual({ times: 3 });
    expect(state.tags).toEqual(new Set(['a', 'b']));
    expect((read.steps[1]?.action.meta as { at: Date }).at).toBeInstanceOf(Date);
  });

  test('the file is the lifted state the extension imports, with version and build id', () => {
    const lifted = jsan.parse(serializeTrace(trace())) as ReturnType<typeof toLiftedState>;
    expect(lifted).toMatchObject({
      nextActionId: 3,
      stagedActionIds: [0, 1, 2],
      skippedActionIds: [],
      currentStateIndex: 2,
      appVersion: '1.2.3',
      buildId: 'abc123',
      device: 'mobile',
      isLocked: false,
      isPaused: false,
    });
    expect(lifted.actionsById[0]).toMatchObject({
      type: 'PERFORM_ACTION',
      action: { type: INIT_ACTION_TYPE },
    });
    expect(lifted.actionsById[1]).toEqual({
      type: 'PERFORM_ACTION',
      action: { type: 'counter/added', payload: 1 },
      timestamp: 1000,
      stack: 'at add (a.ts:1)',
    });
    expect(lifted.computedStates).toHaveLength(3);
    expect(lifted.committedState).toEqual(richState(0));
  });

  test('shared subtrees are written once and come back whole', () => {
    const catalogue = { products: Array.from({ length: 200 }, (_x, i) => ({ id: `p${i}` })) };
    const shared: Trace = {
      steps: [1, 2, 3].map((n) => ({ action: { type: 'tick', payload: n }, timestamp: n })),
      initialState: { catalogue, n: 0 },
      computedStates: [1, 2, 3].map((n) => ({ state: { catalogue, n } })),
      meta: { appVersion: '1', buildId: 'b' },
    };
    const text = serializeTrace(shared);
    expect(text.length).toBeLessThan(JSON.stringify(catalogue).length * 2);
    expect(parseTrace(text)).toEqual(shared);
  });
});

describe('reading the extension exports', () => {
  const liftedFile = () => ({
    monitorState: {},
    nextActionId: 4,
    actionsById: {
      0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: 10 },
      1: { type: 'PERFORM_ACTION', action: { type: 'a' }, timestamp: 11, stack: 'at x' },
      2: { type: 'PERFORM_ACTION', action: { type: 'skipped' }, timestamp: 12 },
      3: { type: 'PERFORM_ACTION', action: { type: 'b' }, timestamp: 13 },
    },
    stagedActionIds: [0, 1, 2, 3],
    skippedActionIds: [2],
    committedState: { n: -1 },
    computedStates: [
      { state: { n: 0 } },
      { state: { n: 1 } },
      { state: { n: 1 } },
      { state: { n: 2 } },
    ],
    currentStateIndex: 3,
    isLocked: false,
    isPaused: false,
  });

  test('whole history: @@INIT is the start, skipped actions are left out', () => {
    const read = parseTrace(jsan.stringify(liftedFile()));
    expect(read).toEqual({
      steps: [
        { action: { type: 'a' }, timestamp: 11, stack: 'at x' },
        { action: { type: 'b' }, timestamp: 13 },
      ],
      initialState: { n: 0 },
      computedStates: [{ state: { n: 1 } }, { state: { n: 2 } }],
      meta: { appVersion: 'unknown', buildId: 'unknown' },
    });
    expect(stateBeforeStep(read, 0)).toEqual({ n: 0 });
    expect(stateBeforeStep(read, 1)).toEqual({ n: 1 });
    expect(stateAfterStep(read, 1)).toEqual({ n: 2 });
  });

  test('whole history without computed states starts from the committed state', () => {
    const { computedStates: _dropped, ...file } = liftedFile();
    const read = parseTrace(file);
    expect(read.initialState).toEqual({ n: -1 });
    expect(read.computedStates).toBeUndefined();
    expect(read.steps.map((step) => step.action.type)).toEqual(['a', 'b']);
  });

  test('action list: jsan payload and preloaded state, plain or lifted actions', () => {
    const file = {
      payload: jsan.stringify(
        [
          { type: 'a', payload: { at: WHEN } },
          { type: 'PERFORM_ACTION', action: { type: 'b' }, timestamp: 99, stack: 'at y' },
        ],
        undefined,
        undefined,
        true,
      ),
      preloadedState: jsan.stringify({ when: WHEN, gone: undefined }, undefined, undefined, true),
    };
    const read = parseTrace(JSON.stringify(file));
    expect(read.steps).toEqual([
      { action: { type: 'a', payload: { at: WHEN } }, timestamp: 0 },
      { action: { type: 'b' }, timestamp: 99, stack: 'at y' },
    ]);
    expect(read.initialState).toEqual({ when: WHEN, gone: undefined });
    expect((read.initialState as { when: unknown }).when).toBeInstanceOf(Date);
    expect(read.computedStates).toBeUndefined();
  });

  test.each([
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['an unknown object', '{"hello":1}'],
    ['an action without a type', '{"payload":"[{\\"payload\\":1}]"}'],
    ['a payload that is not a list', '{"payload":"{}"}'],
    ['a lifted state without staged ids', '{"actionsById":{}}'],
  ])('%s is refused with a format error', (_name, text) => {
    expect(() => parseTrace(text)).toThrow(TraceFormatError);
  });
});
