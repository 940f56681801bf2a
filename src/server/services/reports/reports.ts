import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appConfig } from '../../../../config/app.config';
import {
  REPORTS_PAGE_SIZE,
  SUPPORT_ORDERS_MAX,
  type CallBody,
  type ErrorReport,
  type ErrorReportSummary,
  type ReportCustomer,
  type SupportOrder,
  type SupportOrderWithCustomer,
  type contract,
} from '../../../shared/contract';
import { normalizePhone, parseDate } from '../../../shared/domain';
import { errorReports, orders, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { maskPhone } from '../../logging';
import type { Executor } from '../context';
import { hubFilter, type Staff } from '../operations/access';

type ReportInput = CallBody<typeof contract.reports.createError>;

// No 0/O or 1/I, so a customer can read the reference out over the phone.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;

const newReference = () =>
  Array.from(
    { length: REFERENCE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('');

/** Stores a crash or problem report and answers its reference number. */
export async function createReport(
  db: Executor,
  input: ReportInput,
  userId: string | null,
): Promise<string> {
  const referenceId = newReference();
  await db.insert(errorReports).values({
    referenceId,
    message: input.message,
    type: input.type,
    errorFromUrl: input.errorFromUrl,
    device: input.device,
    errorFromSiteName: input.errorFromSiteName,
    note: input.note ?? null,
    trace: input.trace ?? null,
    context: input.context ?? null,
    userId,
  });
  return referenceId;
}

type ReportRow = typeof errorReports.$inferSelect;

/** A report with its sender's phone number (null for a visitor or a deleted account). */
interface ReportWithPhone {
  report: ReportRow;
  phone: string | null;
}

/** The customer as staff see them: their id and a masked phone (null for a visitor). */
const customerOf = (userId: string | null, phone: string | null): ReportCustomer | null =>
  userId === null ? null : { userId, maskedPhone: phone ? maskPhone(phone) : '**********' };

function reportSummary({ report: row, phone }: ReportWithPhone): ErrorReportSummary {
  const customer = customerOf(row.userId, phone);
  return {
    referenceId: row.referenceId,
    message: row.message,
    type: '_ERROR_BOUNDARY_CATCH',
    errorFromUrl: row.errorFromUrl,
    device: row.device,
    errorFromSiteName: row.errorFromSiteName,
    ...(row.note !== null && { note: row.note }),
    userId: row.userId,
    ...(customer && { customer }),
    ...(row.context !== null && { context: row.context }),
    hasTrace: row.trace !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const REPORT_NOT_FOUND = 'Report not found';

export interface ReportFilter {
  reference?: string | undefined;
  date?: string | undefined;
  /** The sender's phone number: their reports. */
  phone?: string | undefined;
  /** An order's id: the reports of the customer who placed it and those that mention it. */
  orderId?: string | undefined;
  page: number;
}

type OrderRow = typeof orders.$inferSelect;

const supportOrder = (row: OrderRow): SupportOrder => ({
  orderId: row.id,
  placedAt: row.createdAt.toISOString(),
  celebrationDate: row.celebrationDate,
  productName: row.product.name,
  bookingStatus: row.bookingStatus,
  paymentStatus: row.paymentStatus,
  amount: row.priceDetail.finalPrice,
});

/**
 * The reports a staff member may read: all of them, or for an 'ops' account those sent by a
 * customer with an order in its hubs (a visitor's report is no hub's). Anything else answers as
 * if it did not exist (services/operations/access).
 */
function reportScope(db: Executor, staff: Staff): SQL | undefined {
  const hubs = hubFilter(staff, orders.hubId);
  if (!hubs) return undefined;
  return inArray(
    errorReports.userId,
    db.select({ userId: orders.userId }).from(orders).where(hubs),
  );
}

/** An order by id within the staff member's hubs. */
const scopedOrder = (staff: Staff, orderId: string) =>
  and(eq(orders.id, orderId), hubFilter(staff, orders.hubId));

/** One order with the customer who placed it, or undefined when no order in scope has that id. */
async function orderWithCustomer(
  db: Executor,
  staff: Staff,
  orderId: string,
): Promise<SupportOrderWithCustomer | undefined> {
  const [row] = await db
    .select({ order: orders, phone: users.phone })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(scopedOrder(staff, orderId));
  if (!row) return undefined;
  return { ...supportOrder(row.order), customer: customerOf(row.order.userId, row.phone)! };
}

/**
 * Reports that name an order: in the customer's note, the message, the page it was sent from, or
 * the recorded session (an orders page, a payment). An order id is E and 7 capitals or digits,
 * checked by the contract, so it is matched as it is, never as a pattern.
 */
const mentions = (orderId: string) =>
  sql`strpos(concat_ws(' ', ${errorReports.note}, ${errorReports.message}, ${errorReports.errorFromUrl}, ${errorReports.trace}), ${orderId}) > 0`;

/**
 * One page of reports, newest first, by reference, by the day (in India) they came in, by the
 * sender's phone number, or by an order (the reports its customer sent and those that mention
 * it, with the order itself); filters combine.
 */
export async function listReports(db: Executor, staff: Staff, filter: ReportFilter) {
  const day = filter.date === undefined ? undefined : parseDate(filter.date);
  if (day === null) throw new HttpError(400, `Invalid date '${filter.date}'`);
  const where = and(
    reportScope(db, staff),
    filter.reference ? eq(errorReports.referenceId, filter.reference) : undefined,
    day ? gte(errorReports.createdAt, day) : undefined,
    day ? lt(errorReports.createdAt, new Date(day.getTime() + 86_400_000)) : undefined,
    filter.phone ? eq(users.phone, normalizePhone(filter.phone)) : undefined,
    filter.orderId
      ? or(
          inArray(
            errorReports.userId,
            db
              .select({ userId: orders.userId })
              .from(orders)
              .where(scopedOrder(staff, filter.orderId)),
          ),
          mentions(filter.orderId),
        )
      : undefined,
  );
  const [rows, [counted], order] = await Promise.all([
    db
      .select({ report: errorReports, phone: users.phone })
      .from(errorReports)
      .leftJoin(users, eq(users.id, errorReports.userId))
      .where(where)
      .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
      .limit(REPORTS_PAGE_SIZE)
      .offset(filter.page * REPORTS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(errorReports)
      .leftJoin(users, eq(users.id, errorReports.userId))
      .where(where),
    filter.orderId ? orderWithCustomer(db, staff, filter.orderId) : undefined,
  ]);
  return {
    reports: rows.map(reportSummary),
    page: filter.page,
    total: counted?.total ?? 0,
    ...(order && { order }),
  };
}

export async function getReport(
  db: Executor,
  staff: Staff,
  referenceId: string,
): Promise<ErrorReport> {
  const [row] = await db
    .select({ report: errorReports, phone: users.phone })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .where(and(eq(errorReports.referenceId, referenceId), reportScope(db, staff)));
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
  return { ...reportSummary(row), ...(row.report.trace !== null && { trace: row.report.trace }) };
}

/**
 * The orders of the customer who sent a report (in the staff member's hubs), newest first; none
 * for a visitor's report.
 */
export async function reportCustomerOrders(db: Executor, staff: Staff, referenceId: string) {
  const [row] = await db
    .select({ userId: errorReports.userId, phone: users.phone })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .where(and(eq(errorReports.referenceId, referenceId), reportScope(db, staff)));
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
  const customer = customerOf(row.userId, row.phone);
  if (customer === null) return { customer, orders: [] };
  const placed = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, customer.userId), hubFilter(staff, orders.hubId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(SUPPORT_ORDERS_MAX);
  return { customer, orders: placed.map(supportOrder) };
}

const DAY_MS = 86_400_000;

/** Reports are kept this long, then the retention sweep deletes them. */
export const REPORT_RETENTION_MS = appConfig.reports.retentionDays * DAY_MS;
/** The sweep runs at start-up and then this often, so no report outlives its term by more. */
export const RETENTION_SWEEP_EVERY_MS = 60 * 60_000;

/** Deletes every report older than the retention term as of `now`; answers how many went. */
export async function deleteExpiredReports(db: Executor, now: Date): Promise<number> {
  const deleted = await db
    .delete(errorReports)
    .where(lt(errorReports.createdAt, new Date(now.getTime() - REPORT_RETENTION_MS)))
    .returning({ id: errorReports.id });
  return deleted.length;
}

/** Runs `sweep` every `ms`; answers how to stop it. Tests pass their own to run it by hand. */
export type Schedule = (sweep: () => void, ms: number) => () => void;

const everyUnref: Schedule = (sweep, ms) => {
  // The timer must not keep a stopping process (or a test run) alive.
  const timer = setInterval(sweep, ms).unref();
  return () => clearInterval(timer);
};

export interface RetentionOptions {
  db: Executor;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  now?: () => Date;
  schedule?: Schedule;
}

/**
 * The retention sweep: once now (awaited, so a started API holds no expired report) and then
 * on an interval. A failed sweep is logged and tried again at the next tick.
 */
export async function startReportRetention({
  db,
  log,
  now = () => new Date(),
  schedule = everyUnref,
}: RetentionOptions): Promise<() => void> {
  const sweep = async () => {
    try {
      const deleted = await deleteExpiredReports(db, now());
      if (deleted > 0) log.info({ deleted }, 'expired error reports deleted');
    } catch (error) {
      log.error({ err: error }, 'error report retention sweep failed');
    }
  };
  await sweep();
  return schedule(() => void sweep(), RETENTION_SWEEP_EVERY_MS);
}
