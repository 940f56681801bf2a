import { Type, type Static } from '@sinclair/typebox';
import { CALL_FAILURES, REPORT_PROBLEMS_MAX, TRACE_MAX_CHARS } from '../constants';
import {
  DateDMY,
  Id,
  Literals,
  Nullable,
  OrderId,
  Otp,
  Phone,
  Rupees,
  Text,
  Timestamp,
  Str,
  Strict,
} from '../primitives';
import { BookingStatus, OrderPaymentStatus } from './orders';

const { Optional } = Type;
const List = Type.Array;

export const OutboxMessage = Type.Object({
  to: Phone,
  text: Text(500),
  /** The code when the message carries one. */
  otp: Nullable(Otp),
  createdAt: Timestamp,
});

export const ErrorReportType = Type.Literal('_ERROR_BOUNDARY_CATCH');
export const ReportDevice = Literals(['mobile', 'browser', 'notDefined']);
export { TRACE_MAX_CHARS };
export const ReferenceId = Str({ minLength: 6, maxLength: 20, pattern: '^[A-Z0-9]+$' });
export { CALL_FAILURES, REPORT_PROBLEMS_MAX };
/** An API call that failed while the customer used the app. */
export const ReportFailedCall = Strict({
  /** The RTK Query endpoint, e.g. productsGetProducts. */
  endpoint: Str({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_]+$' }),
  status: Type.Union([Type.Integer({ minimum: 100, maximum: 599 }), Literals(CALL_FAILURES)]),
  at: Timestamp,
});
export const ReportConsoleError = Strict({ message: Text(500, 1), at: Timestamp });
/** What the customer's browser was: told by the client, shown to support, trusted for nothing. */
export const ReportContext = Strict({
  userAgent: Text(500),
  viewport: Strict({
    width: Type.Integer({ minimum: 1, maximum: 20_000 }),
    height: Type.Integer({ minimum: 1, maximum: 20_000 }),
    devicePixelRatio: Type.Number({ minimum: 0.1, maximum: 16 }),
  }),
  appVersion: Str({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._+-]+$' }),
  /** The bundle's compilation hash ('dev' unbundled). */
  buildId: Str({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
  consoleErrors: List(ReportConsoleError, { maxItems: REPORT_PROBLEMS_MAX }),
  failedCalls: List(ReportFailedCall, { maxItems: REPORT_PROBLEMS_MAX }),
});
/** The signed-in customer who sent a report, as the server knows them (never as the client says). */
export const ReportCustomer = Type.Object({
  userId: Id,
  /** 98******10: enough to tell numbers apart, not enough to call one. */
  maskedPhone: Str({ minLength: 10, maxLength: 10, pattern: '^[0-9*]{10}$' }),
});

export const ErrorReportSummary = Type.Object({
  referenceId: ReferenceId,
  message: Text(2000),
  type: ErrorReportType,
  errorFromUrl: Text(2000),
  device: ReportDevice,
  errorFromSiteName: Text(100),
  note: Optional(Text(1000)),
  /** Null for a visitor. */
  userId: Nullable(Id),
  /** Absent for a visitor. */
  customer: Optional(ReportCustomer),
  /** Absent on a report from a client that did not send it. */
  context: Optional(ReportContext),
  hasTrace: Type.Boolean(),
  createdAt: Timestamp,
});
/**
 * An order as the support console shows it beside a report: what a customer and an agent talk
 * about (reference, dates, product, status, amount), never the address or the payment details.
 */
export const SupportOrder = Type.Object({
  orderId: OrderId,
  placedAt: Timestamp,
  celebrationDate: DateDMY,
  productName: Text(200),
  bookingStatus: BookingStatus,
  paymentStatus: OrderPaymentStatus,
  /** What the order costs in all (priceDetail.finalPrice). */
  amount: Rupees,
});
/** An order found by its id, with the customer who placed it. */
export const SupportOrderWithCustomer = Type.Composite([
  SupportOrder,
  Type.Object({ customer: ReportCustomer }),
]);
export const ErrorReport = Type.Composite([
  ErrorReportSummary,
  Type.Object({ trace: Optional(Str({ maxLength: TRACE_MAX_CHARS })) }),
]);

export type OutboxMessage = Static<typeof OutboxMessage>;
export type ErrorReportSummary = Static<typeof ErrorReportSummary>;
export type ErrorReport = Static<typeof ErrorReport>;
export type ReportContext = Static<typeof ReportContext>;
export type ReportFailedCall = Static<typeof ReportFailedCall>;
export type ReportCustomer = Static<typeof ReportCustomer>;
export type SupportOrder = Static<typeof SupportOrder>;
export type SupportOrderWithCustomer = Static<typeof SupportOrderWithCustomer>;
