// One staff change of one order (issue 20). The order row is locked first, so two staff
// clicking at once, or a customer cancelling while staff act, queue on the row and the later one
// sees the earlier one's result: a repeat changes nothing, a conflict is a 409. Each change that
// happened is written once to the audit log in the same transaction, and the customer gets an
// SMS after it commits.
import { eq } from 'drizzle-orm';
import type { BoardOrder, Order } from '../../../shared/contract';
import { orders } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../context';
import { ALREADY_CANCELLED } from '../orders/changes';
import { ORDER_NOT_FOUND, type OrderRow } from '../orders/queries';
import { slotTimeOf } from '../timeslots/timeslots';
import { requireInScope, type Staff } from './access';
import { writeAudit } from './audit';
import { boardOrder, staffName, type OpsContext } from './board';
import { textCustomer } from '../customerText';

type OrderEvent = Order['events'][number];

export const ALREADY_COMPLETED = 'The order is already completed';

export const iso = (date: Date) => date.toISOString();

/** Who made a change, as the order's history names them. */
export interface StaffMember {
  staffName: string;
}

export interface Changed {
  /** What the customer is told by SMS once the change commits. */
  sms: string;
  /** More for the audit entry's `after`: a grant's amount and reason. */
  audit?: Record<string, unknown>;
}

/** What the audit log keeps of an order before and after a change. */
const auditView = (row: OrderRow) => ({
  bookingStatus: row.bookingStatus,
  celebrationDate: row.celebrationDate,
  slotTime: slotTimeOf(row.arrivingTime, row.readyTime),
  decorator: row.decorator,
  paymentStatus: row.paymentStatus,
  requests: row.requests.map(({ _id, status }) => ({ _id, status })),
  // A cancel's refund: how much went to Credit, Reward and the original method.
  ...(row.paymentDetails.refund && { refund: row.paymentDetails.refund }),
});

async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw new HttpError(404, ORDER_NOT_FOUND);
  return row;
}

/**
 * Locks the order, checks the hub, lets `change` write (or decide that nothing changes), audits
 * what changed, and texts the customer after the commit.
 */
export async function changeOrder(
  ctx: OpsContext,
  staff: Staff,
  orderId: string,
  action: string,
  change: (tx: Tx, row: OrderRow, who: StaffMember, now: Date) => Promise<Changed | null>,
): Promise<{ order: BoardOrder; changed: boolean }> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    requireInScope(staff, row.hubId, ORDER_NOT_FOUND);
    const done = await change(tx, row, { staffName: await staffName(tx, staff) }, now);
    if (!done) return null;
    const after = await lockOrder(tx, orderId);
    await writeAudit(
      tx,
      staff,
      {
        action,
        target: orderId,
        hubId: row.hubId,
        before: auditView(row),
        after: { ...auditView(after), ...done.audit },
      },
      now,
    );
    return { sms: done.sms, userId: row.userId };
  });
  if (outcome) await textCustomer(ctx, outcome.userId, outcome.sms);
  return { order: await boardOrder(ctx.db, orderId), changed: outcome !== null };
}

export const staffEvent = (
  type: OrderEvent['type'],
  who: StaffMember,
  now: Date,
  note?: string,
): OrderEvent => ({
  type,
  by: 'staff',
  staffName: who.staffName,
  date: iso(now),
  ...(note !== undefined && { note }),
});

export const slotWords = (row: Pick<OrderRow, 'celebrationDate' | 'arrivingTime' | 'readyTime'>) =>
  `${row.celebrationDate}, ${row.arrivingTime} to ${row.readyTime}`;

export function assertNotClosed(row: OrderRow): void {
  if (row.bookingStatus === 'Order Cancelled') throw new HttpError(409, ALREADY_CANCELLED);
  if (row.bookingStatus === 'Order Completed') throw new HttpError(409, ALREADY_COMPLETED);
}
