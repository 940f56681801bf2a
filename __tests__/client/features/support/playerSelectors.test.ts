import type { RootState } from '../../../../src/client/app/appTypes';
import { rootReducer } from '../../../../src/client/app/rootReducer';
import type { Trace } from '../../../../src/client/devtools/traceFormat';
import {
  replayWidth,
  reportTrace,
  selectPlayerView,
} from '../../../../src/client/features/support/playerSelectors';
import {
  initialSupportState,
  playbackSpeedChosen,
  playerOpened,
  positionChosen,
  queryStepsFilterChosen,
  supportSlice,
  type StepKind,
  type SupportState,
} from '../../../../src/client/features/support/supportSlice';
import type { LoadedTrace } from '../../../../src/client/features/support/supportTrace';

const KINDS: StepKind[] = ['start', 'app', 'query', 'customer', 'error'];
const TYPES = [
  'cart/cartOpened',
  'api/executeQuery/pending',
  'cart/slotChosen',
  'crash/crashReported',
];

const trace = {
  steps: TYPES.map((type, index) => ({ action: { type }, timestamp: 1_000 + index })),
  initialState: {},
  meta: { appVersion: '1', buildId: 'b1', device: 'mobile' },
} as Trace;
const loaded: LoadedTrace = {
  trace,
  states: [{}, { a: 1 }, { a: 1 }, { a: 2 }, { a: 2 }],
  kinds: KINDS,
  devToolsFile: '',
};

const withPlayer = (...actions: Parameters<typeof supportSlice.reducer>[1][]): RootState => {
  const support: SupportState = actions.reduce(supportSlice.reducer, initialSupportState);
  return { ...rootReducer(undefined, { type: '@@test/init' }), support };
};
const opened = playerOpened({ referenceId: 'ABC123', kinds: KINDS });

describe("the report player's view", () => {
  test("before this report's player opens: the start, with nothing to jump to", () => {
    const view = selectPlayerView(withPlayer(), 'ABC123', loaded);
    expect(view).toMatchObject({
      last: 4,
      stepText: 'Step 0 of 4: Start of recording',
      canStepBack: false,
      canPlay: true,
      playLabel: 'Play',
      canStepForward: false,
      canJumpToCustomerAction: false,
      canJumpToError: false,
    });
  });

  test('at a step: where it is, and which controls can move it', () => {
    const view = selectPlayerView(
      withPlayer(opened, positionChosen({ position: 1 })),
      'ABC123',
      loaded,
    );
    expect(view.stepText).toBe('Step 1 of 4: cart/cartOpened');
    expect(view).toMatchObject({
      canStepBack: true,
      canStepForward: true,
      canJumpToCustomerAction: true,
      canJumpToError: true,
    });
    expect(view.timeline.filter((entry) => entry.current).map((entry) => entry.position)).toEqual([
      1,
    ]);
  });

  test('at the last step nothing lies ahead', () => {
    const view = selectPlayerView(
      withPlayer(opened, positionChosen({ position: 4 })),
      'ABC123',
      loaded,
    );
    expect(view).toMatchObject({
      canStepForward: false,
      canJumpToCustomerAction: false,
      canJumpToError: false,
    });
  });

  test("the timeline names the customer's steps and failures for a screen reader", () => {
    const { timeline } = selectPlayerView(withPlayer(opened), 'ABC123', loaded);
    expect(timeline.map(({ spokenName }) => spokenName)).toEqual([
      undefined,
      undefined,
      undefined,
      'cart/slotChosen, customer action',
      'crash/crashReported, error',
    ]);
  });

  test("hiding RTK Query's steps leaves them off the timeline", () => {
    const { timeline } = selectPlayerView(
      withPlayer(opened, queryStepsFilterChosen({ hidden: true })),
      'ABC123',
      loaded,
    );
    expect(timeline.map(({ kind }) => kind)).toEqual(['start', 'app', 'customer', 'error']);
  });

  test("step by step, 'Play' plays one step", () => {
    const view = selectPlayerView(
      withPlayer(opened, playbackSpeedChosen({ speed: 'step' })),
      'ABC123',
      loaded,
    );
    expect(view.playLabel).toBe('Play one step');
  });

  test('a recording of no steps cannot play', () => {
    const empty: LoadedTrace = {
      ...loaded,
      trace: { ...trace, steps: [] },
      states: [{}],
      kinds: ['start'],
    };
    expect(selectPlayerView(withPlayer(), 'ABC123', empty).canPlay).toBe(false);
  });
});

describe("the report's recorded session", () => {
  test('is read once per report', () => {
    expect(reportTrace(undefined)).toEqual({ status: 'none' });
    const text = JSON.stringify({ not: 'a trace' });
    expect(reportTrace(text)).toBe(reportTrace(text));
  });

  test("is replayed at the width the customer's screen reported, else their device's", () => {
    const report = { device: 'notDefined' as const };
    expect(replayWidth(report, loaded)).toBe(360);
    expect(
      replayWidth(
        { ...report, context: { viewport: { width: 412 } } } as Parameters<typeof replayWidth>[0],
        loaded,
      ),
    ).toBe(412);
  });
});
