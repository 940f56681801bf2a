import type { AddOn, MiscInfo } from '../../../shared/contract';

export interface AddOnGroup {
  code: number;
  name: string;
  addOns: AddOn[];
}

/**
 * Add-ons grouped by their category, in the categories' order (unknown codes last, as 'More
 * add-ons'), each group in the add-ons' own index order.
 */
export function groupAddOns(
  addOns: readonly AddOn[],
  miscInfos: readonly MiscInfo[] = [],
): AddOnGroup[] {
  const categories = miscInfos.find((entry) => entry.type === 'addonCategory')?.info ?? [];
  const rank = (code: number) => {
    const index = categories.findIndex((category) => category.code === code);
    return index === -1 ? categories.length + code : index;
  };
  const groups = new Map<number, AddOnGroup>();
  for (const addon of [...addOns].sort((a, b) => a.index - b.index)) {
    const code = addon.categoryCode;
    const group = groups.get(code) ?? {
      code,
      name: categories.find((category) => category.code === code)?.categoryName ?? 'More add-ons',
      addOns: [],
    };
    group.addOns.push(addon);
    groups.set(code, group);
  }
  return [...groups.values()].sort((a, b) => rank(a.code) - rank(b.code));
}
