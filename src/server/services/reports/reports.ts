import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  REPORTS_PAGE_SIZE,
  type CallBody,
  type ErrorReport,
  type ErrorReportSummary,
  type contract,
} from '../../../shared/contract';
import { parseDate } from '../../../shared/domain';
import { errorReports } from '../../db/schema';
import { HttpError } from '../../errors';
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
    userId,
  });
  return referenceId;
}

type ReportRow = typeof errorReports.$inferSelect;

function reportSummary(row: ReportRow): ErrorReportSummary {
  return {
    referenceId: row.referenceId,
    message: row.message,
    type: '_ERROR_BOUNDARY_CATCH',
    errorFromUrl: row.errorFromUrl,
    device: row.device,
    errorFromSiteName: row.errorFromSiteName,
    ...(row.note !== null && { note: row.note }),
    userId: row.userId,
    hasTrace: row.trace !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const REPORT_NOT_FOUND = 'Report not found';

/** One page of reports, newest first, by reference or by the day (in India) they came in. */
export async function listReports(
  db: Executor,
  filter: { reference?: string | undefined; date?: string | undefined; page: number },
) {
  const day = filter.date === undefined ? undefined : parseDate(filter.date);
  if (day === null) throw new HttpError(400, `Invalid date '${filter.date}'`);
  const where = and(
    filter.reference ? eq(errorReports.referenceId, filter.reference) : undefined,
    day ? gte(errorReports.createdAt, day) : undefined,
    day ? lt(errorReports.createdAt, new Date(day.getTime() + 86_400_000)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(errorReports)
      .where(where)
      .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
      .limit(REPORTS_PAGE_SIZE)
      .offset(filter.page * REPORTS_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(errorReports)
      .where(where),
  ]);
  return { reports: rows.map(reportSummary), page: filter.page, total: counted?.total ?? 0 };
}

export async function getReport(db: Executor, referenceId: string): Promise<ErrorReport> {
  const [row] = await db
    .select()
    .from(errorReports)
    .where(eq(errorReports.referenceId, referenceId));
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
  return { ...reportSummary(row), ...(row.trace !== null && { trace: row.trace }) };
}
