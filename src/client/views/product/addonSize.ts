import type { AddOn } from '../../../shared/contract';

/**
 * Each group of the add-on picker is this tall (rem): its heading and one row of cards that
 * scrolls sideways. The skeleton shown while the picker's code loads has the same height.
 */
export const ADDON_GROUP_REM = 17;

/** How many groups the add-ons fall into: the skeleton's size before the picker's code arrives. */
export const addOnGroupCount = (addOns: readonly AddOn[]) =>
  new Set(addOns.map((addon) => addon.categoryCode)).size;
