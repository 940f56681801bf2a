import type { ErrorReportSummary, SupportOrder } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';

const DEVICE_LABELS = { mobile: 'Mobile', browser: 'Desktop', notDefined: 'Unknown device' };

/** Who sent it: the masked number of a signed-in customer, or a visitor. */
export const customerLabel = (customer: ErrorReportSummary['customer'] | null) =>
  customer ? `Customer ${customer.maskedPhone}` : 'Visitor (not signed in)';

/** The device, with the window the customer saw when the report says. */
export function deviceLabel(report: Pick<ErrorReportSummary, 'device' | 'context'>): string {
  const viewport = report.context?.viewport;
  const size = viewport
    ? `, ${viewport.width}×${viewport.height} at ${viewport.devicePixelRatio}x`
    : '';
  return `${DEVICE_LABELS[report.device]}${size}`;
}

export const formatInstant = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** An order's booking and payment state in one phrase: 'Order Placed, payment pending'. */
export const orderStatusLabel = (order: Pick<SupportOrder, 'bookingStatus' | 'paymentStatus'>) =>
  `${order.bookingStatus}, payment ${order.paymentStatus}`;

export const orderAmountLabel = (order: Pick<SupportOrder, 'amount'>) => formatInr(order.amount);
