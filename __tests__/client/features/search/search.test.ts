import { http } from 'msw';
import { contract } from '../../../../src/shared/contract';
import { searchResultPrice } from '../../../../src/client/features/search/searchPrice';
import {
  idsShortcut,
  searchClosed,
  searchFailed,
  searchQueryChanged,
  searchResultsReceived,
  selectSearch,
  truncateName,
} from '../../../../src/client/features/search/searchSlice';
import { HUB, product } from '../../support/fixtures';
import {
  apiOrigin,
  failure,
  handle,
  requests,
  server,
  settle,
  withMockApi,
} from '../../support/msw';
import { machine, testStore, withFakeClock } from '../../support/store';

const eight = Array.from({ length: 8 }, (_, index) => product({ _id: `p${index}` }));

describe('nav search machine', () => {
  test.each([
    ['fewer than 3 characters shows Popular Categories', 'ab', 'idle'],
    ['3 characters search', 'arc', 'loading'],
    ['spaces do not count', '  a ', 'idle'],
    ['an id list never searches', '/p1,p2', 'idle'],
  ] as const)('%s', (_name, query, status) => {
    const search = machine();
    search.dispatch(searchQueryChanged({ query }));
    expect(selectSearch(search.state())).toMatchObject({ query, status });
  });

  test('results show the first 5 for the current query only', () => {
    const search = machine();
    search.dispatch(
      searchQueryChanged({ query: 'arch' }),
      searchResultsReceived({ query: 'arc', products: eight }),
    );
    expect(selectSearch(search.state()).status).toBe('loading');
    search.dispatch(searchResultsReceived({ query: 'arch', products: eight }));
    expect(selectSearch(search.state()).results.map(({ _id }) => _id)).toEqual([
      'p0',
      'p1',
      'p2',
      'p3',
      'p4',
    ]);
  });

  test('a failure or closing clears the results', () => {
    const search = machine();
    search.dispatch(searchQueryChanged({ query: 'arch' }), searchFailed({ query: 'arch' }));
    expect(selectSearch(search.state())).toMatchObject({ status: 'failed', results: [] });
    search.dispatch(searchClosed());
    expect(selectSearch(search.state())).toEqual({ query: '', status: 'idle', results: [] });
  });

  test('an answer when not searching changes nothing', () => {
    const search = machine();
    search.dispatch(
      searchQueryChanged({ query: 'ab' }),
      searchResultsReceived({ query: 'ab', products: eight }),
    );
    expect(selectSearch(search.state())).toEqual({ query: 'ab', status: 'idle', results: [] });
  });

  test.each([
    ['/p1,p2', ['p1', 'p2']],
    ['/ p1 , p2 ,p1', ['p1', 'p2']],
    ['/p1', ['p1']],
    ['p1,p2', null],
    ['/', null],
    ['/p1;p2', null],
  ] as const)('id shortcut %s', (text, expected) => {
    expect(idsShortcut(text)).toEqual(expected);
  });

  test('names are cut at 50 characters', () => {
    expect(truncateName('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncateName('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
  });
});

describe('nav search listener', () => {
  withMockApi();
  withFakeClock();

  test('searches 250 ms after the last keystroke, for the hub', async () => {
    server.use(handle(contract.products.search, () => ({ isSuccess: true, products: eight })));
    const { store, state } = testStore();
    store.dispatch(searchQueryChanged({ query: 'arc' }));
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(searchQueryChanged({ query: 'arch' }));
    await jest.advanceTimersByTimeAsync(250 - 1);
    await settle();
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await settle();
    expect(requests.map((request) => request.search)).toEqual([`?text=arch&hubId=${HUB}`]);
    expect(selectSearch(state()).results).toHaveLength(5);
  });

  test('a failed search is logged', async () => {
    server.use(http.get(`${apiOrigin()}/api/products/search`, () => failure(500, 'down')));
    const { store, state, services } = testStore();
    store.dispatch(searchQueryChanged({ query: 'arch' }));
    await jest.advanceTimersByTimeAsync(250);
    await settle();
    expect(selectSearch(state()).status).toBe('failed');
    expect(services.errors).toContain('Product search failed');
  });
});

describe('search result prices', () => {
  const stage = (overrides = {}) =>
    product({ _id: 'd00077', name: 'Premium Wedding Stage', ...overrides });

  test.each([
    ['the on-demand tag, whatever prices it carries', stage({ tags: ['on-demand booking'] })],
    [
      'no selling price at the hub',
      stage({
        pricing: {
          defaultPrice: { sellingPrice: 0, costPrice: 0, webDiscount: 0 },
          hubWise: [],
          cityWise: [],
        },
      }),
    ],
  ])(
    "a decor priced on request by %s shows 'Enquire for price', no price or discount",
    (_why, item) => {
      expect(searchResultPrice(item, HUB)).toEqual({
        kind: 'onRequest',
        message: 'Enquire for price',
      });
    },
  );

  test('a priced decor shows its selling price, struck cost and whole-percent discount', () => {
    expect(searchResultPrice(stage(), HUB)).toEqual({
      kind: 'priced',
      sellingPrice: 1500,
      costPrice: 1700,
      discountPct: 12,
    });
  });
});
