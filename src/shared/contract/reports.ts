import { Type } from '@sinclair/typebox';
import { REPORTS_PAGE_SIZE, SUPPORT_ORDERS_MAX } from './constants';
import { defineCall } from './core';
import {
  ErrorReport,
  ErrorReportSummary,
  ErrorReportType,
  ReferenceId,
  ReportContext,
  ReportCustomer,
  ReportDevice,
  SupportOrder,
  SupportOrderWithCustomer,
  TRACE_MAX_CHARS,
} from './entities';
import { Success } from './envelope';
import { Count, DateDMY, Nullable, OrderId, Strict, Text, Str, TypedPhone } from './primitives';

const { Optional } = Type;

export { REPORTS_PAGE_SIZE, SUPPORT_ORDERS_MAX };

export const reports = {
  createError: defineCall({
    method: 'POST',
    path: '/api/reports/error',
    auth: 'optional',
    summary:
      'Store a crash or problem report, optionally with the redacted session trace; answers a reference number.',
    body: Strict({
      message: Text(2000, 1),
      type: ErrorReportType,
      errorFromUrl: Text(2000, 1),
      device: ReportDevice,
      errorFromSiteName: Text(100, 1),
      note: Optional(Text(1000)),
      /** The browser, the build, and what went wrong lately (console errors, failed calls). */
      context: Optional(ReportContext),
      /** Whole-history Redux DevTools JSON, redacted at the source (issue 9). */
      trace: Optional(Str({ maxLength: TRACE_MAX_CHARS })),
    }),
    response: Success({ referenceId: ReferenceId }),
    errors: [400, 401, 429],
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/reports',
    auth: 'bearer',
    summary:
      "Staff only: reports newest first, filtered by reference, date, the sender's phone or an order (its customer's reports and those that mention it), one page at a time.",
    querystring: Strict({
      reference: Optional(ReferenceId),
      date: Optional(DateDMY),
      /** The sender's phone number, as typed (`+91`, `0`, spaces, dashes). */
      phone: Optional(TypedPhone),
      /** An order: the reports its customer sent and the reports that mention it. */
      orderId: Optional(OrderId),
      page: Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
    }),
    response: Success({
      reports: Type.Array(ErrorReportSummary, { maxItems: REPORTS_PAGE_SIZE }),
      page: Type.Integer({ minimum: 0 }),
      total: Count,
      /** With an orderId filter, that order and its customer; absent when no order has that id. */
      order: Optional(SupportOrderWithCustomer),
    }),
    errors: [400, 401, 403],
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/reports/:referenceId',
    auth: 'bearer',
    summary: 'Staff only: one report with its trace, for the support console player.',
    params: Strict({ referenceId: ReferenceId }),
    response: Success({ report: ErrorReport }),
    errors: [400, 401, 403, 404],
  }),
  customerOrders: defineCall({
    method: 'GET',
    path: '/api/reports/:referenceId/orders',
    auth: 'bearer',
    summary:
      "Staff only: the orders of the customer who sent a report, newest first (none for a visitor's report).",
    params: Strict({ referenceId: ReferenceId }),
    response: Success({
      /** Null for a visitor's report. */
      customer: Nullable(ReportCustomer),
      orders: Type.Array(SupportOrder, { maxItems: SUPPORT_ORDERS_MAX }),
    }),
    errors: [400, 401, 403, 404],
  }),
} as const;
