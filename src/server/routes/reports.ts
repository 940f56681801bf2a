import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { appConfig } from '../../../config/app.config';
import { contract, TRACE_MAX_CHARS } from '../../shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { requireCaller } from '../plugins/auth';
import { requireStaff } from '../services/operations/access';
import {
  createReport,
  getReport,
  listReports,
  reportCustomerOrders,
  startReportRetention,
} from '../services/reports/reports';
import { ROUTE_LIMITS } from './limits';
import { route } from './route';

const { createError, list, get, customerOrders } = contract.reports;

export const STAFF_ONLY = 'Only support staff can read reports';

/**
 * Reports hold other customers' sessions: only a session a staff code opened reads them, and an
 * 'ops' account only those of its hubs' customers (the scope rule of services/operations/access).
 */
const staff = (request: FastifyRequest) => requireStaff(requireCaller(request), 'read', STAFF_ONLY);

/** A full trace plus JSON escaping; anything larger is refused before it is parsed. */
export const REPORT_BODY_LIMIT = 2 * TRACE_MAX_CHARS + 64 * 1024;

export const TOO_MANY_REPORTS = `You can send at most ${appConfig.reports.perVisitorPerDay} reports a day. Please try again tomorrow`;

/**
 * The per-visitor count of reports (the signed-in user, else the IP address), kept with the
 * other throttle counters (Redis when configured), so RATE_LIMITS=off lifts it as well.
 */
function perVisitorLimit(app: FastifyInstance) {
  if (!app.hasDecorator('createRateLimit')) return async () => undefined;
  const count = app.createRateLimit({
    max: appConfig.reports.perVisitorPerDay,
    timeWindow: '24 hours',
    keyGenerator: (request) =>
      request.caller ? `report-user:${request.caller.userId}` : `report-ip:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const counted = await count(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    reply.header('retry-after', counted.ttlInSeconds);
    throw new HttpError(429, TOO_MANY_REPORTS);
  };
}

export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let stopRetention: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stopRetention = await startReportRetention({ db: app.accounts.db, log: app.log });
  });
  app.addHook('onClose', async () => stopRetention?.());

  app.route(
    route(
      createError,
      async (request) => ({
        isSuccess: true as const,
        referenceId: await createReport(
          app.accounts.db,
          request.body,
          request.caller?.userId ?? null,
        ),
      }),
      {
        bodyLimit: REPORT_BODY_LIMIT,
        config: { rateLimit: ROUTE_LIMITS.errorReport },
        preHandler: perVisitorLimit(app),
      },
    ),
  );

  app.route(
    route(list, async (request) => {
      const caller = staff(request);
      const { reference, date, phone, orderId, page } = request.query;
      return {
        isSuccess: true as const,
        ...(await listReports(app.accounts.db, caller, {
          reference,
          date,
          phone,
          orderId,
          page: page ?? 0,
        })),
      };
    }),
  );

  app.route(
    route(get, async (request) => {
      return {
        isSuccess: true as const,
        report: await getReport(app.accounts.db, staff(request), request.params.referenceId),
      };
    }),
  );

  app.route(
    route(customerOrders, async (request) => {
      return {
        isSuccess: true as const,
        ...(await reportCustomerOrders(
          app.accounts.db,
          staff(request),
          request.params.referenceId,
        )),
      };
    }),
  );
};
