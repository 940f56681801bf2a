import {
  listingRoute,
  oldProductsTarget,
} from '../../../../src/client/features/listing/listingRoute';
import {
  selectListingSortType,
  selectListingTagPressed,
} from '../../../../src/client/features/listing/listingSelectors';
import {
  DEFAULT_SORT,
  listingPageRequested,
} from '../../../../src/client/features/listing/listingSlice';
import type { SortInfo } from '../../../../src/shared/contract';
import { HUB } from '../../support/fixtures';
import { machine } from '../../support/store';

describe("a listing route's filter and heading", () => {
  test.each([
    ['/decors/list', undefined, undefined, '', {}, 'All decorations'],
    [
      'a search',
      undefined,
      undefined,
      '?searchText=%20unicorn%20',
      { searchText: 'unicorn' },
      'Results for "unicorn"',
    ],
    [
      'a category in the path wins over the query',
      'birthday party',
      undefined,
      '?category=anniversary',
      { category: 'birthday party' },
      'Birthday Party decorations',
    ],
    [
      'the old occassion parameter',
      undefined,
      undefined,
      '?occassion=baby-shower&tags=pastel',
      { category: 'baby-shower', tags: 'pastel' },
      'Baby Shower decorations',
    ],
    ['a category code page', undefined, '12', '', {}, 'Decorations'],
  ])('%s', (_name, categoryName, code, search, filter, heading) => {
    expect(listingRoute(categoryName, code, search)).toEqual({
      filter,
      heading,
      noIndex: expect.any(Boolean),
    });
  });

  test('only a search is kept out of search engines', () => {
    expect(listingRoute(undefined, undefined, '?searchText=unicorn').noIndex).toBe(true);
    expect(listingRoute('birthday', undefined, '?tags=pastel').noIndex).toBe(false);
  });

  test('each text cut to the length the products call takes', () => {
    const { filter } = listingRoute(undefined, undefined, `?searchText=${'a'.repeat(150)}`);
    expect(filter.searchText).toHaveLength(100);
  });

  test('the same filter for the same address, so the page asks for its list once', () => {
    const first = listingRoute('birthday', undefined, '?tags=x');
    expect(listingRoute('birthday', undefined, '?tags=x')).toBe(first);
  });
});

describe('the old /products/{type}/{text} addresses', () => {
  test.each([
    ['a search', 'search', 'pink-balloons', '', '/decors/list?searchText=pink+balloons'],
    ['a category', 'birthday', 'kids party', '?tags=x', '/decors/list/kids%20party?tags=x'],
  ])('%s', (_name, type, text, search, target) => {
    expect(oldProductsTarget(type, text, search)).toBe(target);
  });
});

describe('the list on screen', () => {
  test('the default sort and no type chip until a list is asked for', () => {
    const page = machine();
    expect(selectListingSortType(page.state())).toBe(DEFAULT_SORT.type);
    expect(selectListingTagPressed(page.state(), 't1')).toBe(false);
  });

  test('its sort and its type chip once asked for', () => {
    const page = machine();
    const sort: SortInfo = {
      field: 'createdAt',
      order: -1,
      type: 'createdAtDesc',
      label: 'Newest first',
    };
    page.dispatch(listingPageRequested({ filter: {}, page: 0, tagId: 't1', sort, hubId: HUB }));
    expect(selectListingSortType(page.state())).toBe('createdAtDesc');
    expect(selectListingTagPressed(page.state(), 't1')).toBe(true);
    expect(selectListingTagPressed(page.state(), 't2')).toBe(false);
  });
});
