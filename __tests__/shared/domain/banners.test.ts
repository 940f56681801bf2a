import type { ListingSlot } from '../../../src/shared/domain/banners';
import { interleaveListing } from '../../../src/shared/domain/banners';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

// Compact picture of a slot list: items as numbers, 'A0'/'B0' banners, 'P0' app promos.
const picture = (slots: ListingSlot<number>[]): (number | string)[] =>
  slots.map((slot) => {
    switch (slot.kind) {
      case 'item':
        return slot.item;
      case 'banner':
        return `${slot.variant}${slot.index}`;
      case 'appPromo':
        return `P${slot.index}`;
    }
  });

// The non-item slots with the item count they follow, e.g. '8:A0'.
const extras = (slots: ListingSlot<number>[]): string[] => {
  const found: string[] = [];
  let items = 0;
  for (const entry of picture(slots)) {
    if (typeof entry === 'number') items = entry;
    else found.push(`${items}:${entry}`);
  }
  return found;
};

describe('interleaveListing on wide screens', () => {
  test.each([
    [0, []],
    [7, []],
    [8, ['8:A0']],
    [9, ['8:A0']],
    [15, ['8:A0']],
    [16, ['8:A0', '16:B0']],
    [17, ['8:A0', '16:B0']],
    [24, ['8:A0', '16:B0', '24:A1']],
    [32, ['8:A0', '16:B0', '24:A1', '32:B1']],
    [54, ['8:A0', '16:B0', '24:A1', '32:B1', '40:A2', '48:B2']],
  ])('%p items → %p', (count, expected) => {
    expect(extras(interleaveListing(range(count), { wide: true }))).toEqual(expected);
  });

  test('keeps every item, in order, with the banner right after the 8th', () => {
    expect(picture(interleaveListing(range(9), { wide: true }))).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      'A0',
      9,
    ]);
  });
});

describe('interleaveListing on mobile', () => {
  test.each([
    [0, []],
    [3, []],
    [4, ['4:P0']],
    [5, ['4:P0']],
    [8, ['4:P0', '8:P1']],
    [16, ['4:P0', '8:P1', '12:P2', '16:P3']],
  ])('%p items → %p', (count, expected) => {
    expect(extras(interleaveListing(range(count), { wide: false }))).toEqual(expected);
  });

  test('keeps every item, in order, with the promo right after the 4th', () => {
    expect(picture(interleaveListing(range(5), { wide: false }))).toEqual([1, 2, 3, 4, 'P0', 5]);
  });
});
