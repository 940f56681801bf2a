import { boardView, isOrderSearch } from '../../../../src/client/features/operations/opsBoard';

const NOW = new Date('2026-12-01T20:00:00Z'); // 2 December in India

describe('the board the address asks for', () => {
  test.each([
    [
      'nothing: the first hub, today in India',
      '',
      ['PUNE-HUB'],
      { hubId: 'PUNE-HUB', date: '02-12-2026', status: null, q: null },
    ],
    ['no hubs: the default hub', '', [], { hubId: 'MUM-THANE-HUB' }],
    [
      'a hub, day and status',
      'hub=SLG-HUB&date=05-12-2026&status=Order+Confirmed',
      [],
      { hubId: 'SLG-HUB', date: '05-12-2026', status: 'Order Confirmed' },
    ],
    [
      'an unknown status and a bad date are ignored',
      'date=5-12-2026&status=Done',
      [],
      { date: '02-12-2026', status: null },
    ],
    ['a reference search, any case', 'q=eabc1234', [], { q: 'EABC1234' }],
    ['a phone search', 'q=9876543210', [], { q: '9876543210' }],
    ['anything else is no search', 'q=hello', [], { q: null }],
  ] as const)('%s', (_name, query, hubs, expected) => {
    expect(boardView(new URLSearchParams(query), hubs, NOW)).toMatchObject(expected);
  });

  test.each([
    ['EABC1234', true],
    ['9876543210', true],
    ['+91 98765-43210', true],
    ['098765 43210', true],
    ['98765', false],
    ['+44 98765 43210', false],
    ['XABC1234', false],
  ])('%s is a search: %s', (text, expected) => {
    expect(isOrderSearch(text)).toBe(expected);
  });
});
