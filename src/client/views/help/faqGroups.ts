import type { Faq } from '../../../shared/contract';

/** Headings for the FAQ categories the catalogue uses; others are shown title-cased. */
const CATEGORY_LABELS: Record<string, string> = {
  booking: 'Booking',
  pricing: 'Prices and offers',
  wallet: 'Wallet',
  orders: 'Your orders',
  custom: 'Customised decor',
  payment: 'Payment',
};

const OTHER = 'More questions';

export interface FaqGroup {
  label: string;
  faqs: Faq[];
}

export function categoryLabel(category: string | undefined): string {
  if (!category) return OTHER;
  return (
    CATEGORY_LABELS[category] ??
    category.replace(/[-_]+/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase())
  );
}

/** FAQs grouped by category, groups in the order their first question comes (the server's order). */
export function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const label = categoryLabel(faq.category);
    groups.set(label, [...(groups.get(label) ?? []), faq]);
  }
  return [...groups].map(([label, items]) => ({ label, faqs: items }));
}
