import {
  initialSupportState,
  nextCustomerActionRequested,
  nextErrorRequested,
  playbackSpeedChosen,
  playbackStarted,
  playbackTicked,
  playerJumps,
  playerOpened,
  queryStepsFilterChosen,
  positionChosen,
  reportFiltersApplied,
  stepBackRequested,
  stepForwardRequested,
  supportSlice,
  SUPPORT_MESSAGES,
  type PlaybackSpeed,
  type StepKind,
  type SupportState,
} from '../../../../src/client/features/support/supportSlice';
import { supportReturnPath } from '../../../../src/client/features/support/supportListeners';

const reduce = (state: SupportState, ...actions: Parameters<typeof supportSlice.reducer>[1][]) =>
  actions.reduce(supportSlice.reducer, state);

const opened = reduce(
  initialSupportState,
  playerOpened({ referenceId: 'ABC123', kinds: ['start', 'app', 'app', 'app'] }),
);

/**
 * A session as the recorder marks it: the customer clicks, RTK Query fetches (one call fails),
 * the app reacts, the customer types, and a failure event comes last.
 */
const session: StepKind[] = [
  'start', // 0
  'customer', // 1
  'query', // 2
  'query', // 3
  'app', // 4
  'queryError', // 5
  'query', // 6
  'customer', // 7
  'query', // 8
  'error', // 9
];
const inSession = reduce(initialSupportState, playerOpened({ referenceId: 'S1', kinds: session }));
const at = (state: SupportState, position: number) => reduce(state, positionChosen({ position }));

describe('support player', () => {
  test('steps stay between the first and the last position', () => {
    expect(reduce(opened, stepBackRequested()).player.position).toBe(0);
    const end = reduce(opened, positionChosen({ position: 99 }));
    expect(end.player.position).toBe(3);
    expect(reduce(end, stepForwardRequested()).player.position).toBe(3);
    expect(reduce(opened, positionChosen({ position: 1.5 })).player.position).toBe(0);
  });

  test('playing from the end starts over, and the last tick stops', () => {
    const playing = reduce(opened, positionChosen({ position: 3 }), playbackStarted());
    expect(playing.player).toMatchObject({ position: 0, playing: true });
    const done = reduce(playing, playbackTicked(), playbackTicked(), playbackTicked());
    expect(done.player).toMatchObject({ position: 3, playing: false });
    expect(reduce(done, playbackTicked()).player.position).toBe(3);
  });

  test('reopening the same report keeps the position; another report starts at 0, keeping the speed and filter', () => {
    const moved = reduce(
      opened,
      positionChosen({ position: 2 }),
      playbackSpeedChosen({ speed: '4x' }),
      queryStepsFilterChosen({ hidden: true }),
    );
    const same = reduce(moved, playerOpened({ referenceId: 'ABC123', kinds: opened.player.kinds }));
    expect(same.player.position).toBe(2);
    const kinds: StepKind[] = ['start', 'customer', 'query'];
    const other = reduce(moved, playerOpened({ referenceId: 'XYZ789', kinds }));
    expect(other.player).toEqual({
      referenceId: 'XYZ789',
      position: 0,
      kinds,
      playing: false,
      speed: '4x',
      hideQuerySteps: true,
    });
  });

  test('with RTK Query steps hidden, stepping and playing pass over them, but not over a failed call', () => {
    const hidden = reduce(inSession, queryStepsFilterChosen({ hidden: true }));
    const forward = (state: SupportState) => reduce(state, stepForwardRequested()).player.position;
    expect(forward(hidden)).toBe(1);
    expect(forward(at(hidden, 1))).toBe(4);
    expect(forward(at(hidden, 4))).toBe(5);
    expect(forward(at(hidden, 5))).toBe(7);
    expect(forward(at(hidden, 7))).toBe(9);
    expect(reduce(at(hidden, 7), stepBackRequested()).player.position).toBe(5);
    expect(reduce(at(hidden, 4), stepBackRequested()).player.position).toBe(1);
    // Shown again, every step is a step.
    const shownAgain = reduce(at(hidden, 1), queryStepsFilterChosen({ hidden: false }));
    expect(forward(shownAgain)).toBe(2);

    let playing = reduce(hidden, playbackStarted());
    const visited: number[] = [];
    while (playing.player.playing) {
      playing = reduce(playing, playbackTicked());
      visited.push(playing.player.position);
    }
    expect(visited).toEqual([1, 4, 5, 7, 9]);
  });

  test('jumps to the next customer action and the next error (a failed query or an error event)', () => {
    const customer = (state: SupportState) =>
      reduce(state, nextCustomerActionRequested()).player.position;
    const error = (state: SupportState) => reduce(state, nextErrorRequested()).player.position;
    expect(customer(inSession)).toBe(1);
    expect(customer(at(inSession, 1))).toBe(7);
    expect(error(inSession)).toBe(5);
    expect(error(at(inSession, 5))).toBe(9);
    expect(playerJumps(at(inSession, 7).player)).toEqual({
      nextShown: 8,
      nextCustomerAction: null,
      nextError: 9,
    });
    // Nothing ahead: nothing moves.
    expect(customer(at(inSession, 8))).toBe(8);
    expect(error(at(inSession, 9))).toBe(9);
    // A jump stops playback.
    const playing = reduce(inSession, playbackStarted());
    expect(reduce(playing, nextErrorRequested()).player).toMatchObject({
      position: 5,
      playing: false,
    });
  });

  test("at the 'step' speed Play moves one step and stops; choosing it stops playback", () => {
    const stepwise = reduce(inSession, playbackSpeedChosen({ speed: 'step' }));
    const once = reduce(stepwise, playbackStarted());
    expect(once.player).toMatchObject({ position: 1, playing: false });
    expect(reduce(once, playbackStarted()).player.position).toBe(2);
    const playing = reduce(inSession, playbackStarted());
    expect(playing.player.playing).toBe(true);
    expect(reduce(playing, playbackSpeedChosen({ speed: 'step' })).player.playing).toBe(false);
    expect(
      reduce(inSession, playbackSpeedChosen({ speed: 'fast' as PlaybackSpeed })).player.speed,
    ).toBe('1x');
  });
});

describe('report filters', () => {
  test.each([
    [' abc123 ', '2025-03-02', { reference: 'ABC123', date: '02-03-2025', error: null }],
    ['', '', { reference: '', date: '', error: null }],
    ['ab-12', '', { reference: '', error: SUPPORT_MESSAGES.badReference }],
    ['', '2025-3-2', { date: '', error: SUPPORT_MESSAGES.badDate }],
  ])('%j on %j', (reference, isoDate, expected) => {
    expect(
      reduce(initialSupportState, reportFiltersApplied({ reference, isoDate })).filters,
    ).toMatchObject(expected);
  });

  test.each([
    ['98765 43210', '', { phone: '9876543210', orderId: '', error: null }],
    ['+91 98765-43210', ' eab12cd3 ', { phone: '9876543210', orderId: 'EAB12CD3', error: null }],
    ['098765-43210', '', { phone: '9876543210', error: null }],
    ['98765', '', { phone: '', error: SUPPORT_MESSAGES.badPhone }],
    ['', 'AB12CD34', { orderId: '', error: SUPPORT_MESSAGES.badOrderId }],
  ])('phone %j and order %j', (phone, orderId, expected) => {
    const applied = reportFiltersApplied({ reference: '', isoDate: '', phone, orderId });
    expect(reduce(initialSupportState, applied).filters).toMatchObject(expected);
  });
});

describe('supportReturnPath', () => {
  test.each([
    [null, '/support'],
    ['/support/report/ABC123', '/support/report/ABC123'],
    ['/support/login', '/support'],
    ['/checkout', '/support'],
    ['//evil.example', '/support'],
    ['/supportx', '/support'],
    ['/support/\\evil.example', '/support'],
  ])('%j → %s', (next, expected) => {
    expect(supportReturnPath(next)).toBe(expected);
  });
});
