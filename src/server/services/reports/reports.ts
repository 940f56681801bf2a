import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appConfig } from '../../../../config/app.config';
import {
  REPORTS_PAGE_SIZE,
  type CallBody,
  type ErrorReport,
  type ErrorReportSummary,
  type contract,
} from '../../../shared/contract';
import { parseDate } from '../../../shared/domain';
import { errorReports, orders, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { maskPhone } from '../../logging';
import type { Executor } from '../context';

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

function reportSummary({ report: row, phone }: ReportWithPhone): ErrorReportSummary {
  return {
    referenceId: row.referenceId,
    message: row.message,
    type: '_ERROR_BOUNDARY_CATCH',
    errorFromUrl: row.errorFromUrl,
    device: row.device,
    errorFromSiteName: row.errorFromSiteName,
    ...(row.note !== null && { note: row.note }),
    userId: row.userId,
    ...(row.userId !== null && {
      customer: { userId: row.userId, maskedPhone: phone ? maskPhone(phone) : '**********' },
    }),
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
  /** An order's id: the reports of the customer who placed it. */
  orderId?: string | undefined;
  page: number;
}

/**
 * One page of reports, newest first, by reference, by the day (in India) they came in, by the
 * sender's phone number, or by an order (its customer's reports); filters combine.
 */
export async function listReports(db: Executor, filter: ReportFilter) {
  const day = filter.date === undefined ? undefined : parseDate(filter.date);
  if (day === null) throw new HttpError(400, `Invalid date '${filter.date}'`);
  const where = and(
    filter.reference ? eq(errorReports.referenceId, filter.reference) : undefined,
    day ? gte(errorReports.createdAt, day) : undefined,
    day ? lt(errorReports.createdAt, new Date(day.getTime() + 86_400_000)) : undefined,
    filter.phone ? eq(users.phone, filter.phone) : undefined,
    filter.orderId
      ? inArray(
          errorReports.userId,
          db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, filter.orderId)),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
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
  ]);
  return { reports: rows.map(reportSummary), page: filter.page, total: counted?.total ?? 0 };
}

export async function getReport(db: Executor, referenceId: string): Promise<ErrorReport> {
  const [row] = await db
    .select({ report: errorReports, phone: users.phone })
    .from(errorReports)
    .leftJoin(users, eq(users.id, errorReports.userId))
    .where(eq(errorReports.referenceId, referenceId));
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
  return { ...reportSummary(row), ...(row.report.trace !== null && { trace: row.report.trace }) };
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
