import {
  initialSupportState,
  playbackStarted,
  playbackTicked,
  playerOpened,
  positionChosen,
  reportFiltersApplied,
  stepBackRequested,
  stepForwardRequested,
  supportSlice,
  SUPPORT_MESSAGES,
  type SupportState,
} from '../../../../src/client/features/support/supportSlice';
import { supportReturnPath } from '../../../../src/client/features/support/supportListeners';

const reduce = (state: SupportState, ...actions: Parameters<typeof supportSlice.reducer>[1][]) =>
  actions.reduce(supportSlice.reducer, state);

const opened = reduce(initialSupportState, playerOpened({ referenceId: 'ABC123', positions: 4 }));

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

  test('reopening the same report keeps the position; another report starts at 0', () => {
    const moved = reduce(opened, positionChosen({ position: 2 }));
    const same = reduce(moved, playerOpened({ referenceId: 'ABC123', positions: 4 }));
    expect(same.player.position).toBe(2);
    const other = reduce(moved, playerOpened({ referenceId: 'XYZ789', positions: 9 }));
    expect(other.player).toEqual({
      referenceId: 'XYZ789',
      position: 0,
      positions: 9,
      playing: false,
    });
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
