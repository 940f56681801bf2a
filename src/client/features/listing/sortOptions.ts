import type { SortInfo } from '../../../shared/contract';
import { DEFAULT_SORT } from './listingSlice';

export const SORT_OPTIONS: readonly SortInfo[] = [
  DEFAULT_SORT,
  { field: 'sellingPrice', order: 1, type: 'sellingPriceAsc', label: 'Price: low to high' },
  { field: 'sellingPrice', order: -1, type: 'sellingPriceDesc', label: 'Price: high to low' },
  { field: 'createdAt', order: -1, type: 'createdAtDesc', label: 'Newest first' },
];
