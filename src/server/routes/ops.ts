import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contract } from '../../shared/contract';
import { requireCaller } from '../plugins/auth';
import { requireStaff, type OpsAction } from '../services/operations/access';
import { auditPage } from '../services/operations/audit';
import { board, searchOrders, staffProfile, type OpsContext } from '../services/operations/board';
import { setCapacity } from '../services/operations/capacity';
import {
  approveGoodwill,
  declineGoodwill,
  giveGoodwill,
  pendingGoodwill,
} from '../services/operations/goodwill';
import {
  assignDecorator,
  cancelForCustomer,
  completeOrder,
  confirmOrder,
} from '../services/operations/lifecycle';
import { acceptReschedule, moveOrder, rejectReschedule } from '../services/operations/reschedule';
import { owedRefunds, settleOwedRefund } from '../services/payments/owedRefunds';
import { route } from './route';

const calls = contract.ops;

/**
 * The operations console (issue 20): each call checks the staff role here and the hub in the
 * service, both through services/operations/access (one scope rule, issue 43).
 */
export const opsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: OpsContext = { ...app.booking, sms: app.accounts.sms };
  const staff = (request: FastifyRequest, action: OpsAction) =>
    requireStaff(requireCaller(request), action);
  const ok = true as const;

  app.route(
    route(calls.me, async (request) => ({
      isSuccess: ok,
      ...(await staffProfile(ctx, staff(request, 'read'))),
    })),
  );

  app.route(
    route(calls.board, async (request) => ({
      isSuccess: ok,
      ...(await board(ctx, staff(request, 'read'), request.query)),
    })),
  );

  app.route(
    route(calls.search, async (request) => ({
      isSuccess: ok,
      orders: await searchOrders(ctx, staff(request, 'read'), request.query.q),
    })),
  );

  app.route(
    route(calls.confirm, async (request) => ({
      isSuccess: ok,
      ...(await confirmOrder(ctx, staff(request, 'lifecycle'), request.params.id)),
    })),
  );

  app.route(
    route(calls.assignDecorator, async (request) => ({
      isSuccess: ok,
      ...(await assignDecorator(ctx, staff(request, 'lifecycle'), request.params.id, request.body)),
    })),
  );

  app.route(
    route(calls.complete, async (request) => ({
      isSuccess: ok,
      ...(await completeOrder(ctx, staff(request, 'lifecycle'), request.params.id)),
    })),
  );

  app.route(
    route(calls.cancel, async (request) => ({
      isSuccess: ok,
      ...(await cancelForCustomer(
        ctx,
        staff(request, 'cancel'),
        request.params.id,
        request.body.reason,
        request.body.refundTo,
      )),
    })),
  );

  app.route(
    route(calls.acceptReschedule, async (request) => ({
      isSuccess: ok,
      ...(await acceptReschedule(
        ctx,
        staff(request, 'reschedule'),
        request.params.id,
        request.params.requestId,
      )),
    })),
  );

  app.route(
    route(calls.rejectReschedule, async (request) => ({
      isSuccess: ok,
      ...(await rejectReschedule(
        ctx,
        staff(request, 'reschedule'),
        request.params.id,
        request.params.requestId,
        request.body.reason,
      )),
    })),
  );

  app.route(
    route(calls.move, async (request) => ({
      isSuccess: ok,
      ...(await moveOrder(ctx, staff(request, 'reschedule'), request.params.id, request.body)),
    })),
  );

  app.route(
    route(calls.setCapacity, async (request) => ({
      isSuccess: ok,
      updated: await setCapacity(ctx, staff(request, 'capacity'), request.body),
    })),
  );

  app.route(
    route(calls.goodwill, async (request) => ({
      isSuccess: ok,
      ...(await giveGoodwill(ctx, staff(request, 'goodwill'), request.params.id, request.body)),
    })),
  );

  app.route(
    route(calls.pendingGoodwill, async (request) => {
      return {
        isSuccess: ok,
        requests: await pendingGoodwill(ctx, staff(request, 'approveGoodwill')),
      };
    }),
  );

  app.route(
    route(calls.approveGoodwill, async (request) => ({
      isSuccess: ok,
      changed: await approveGoodwill(
        ctx,
        staff(request, 'approveGoodwill'),
        request.params.requestId,
      ),
    })),
  );

  app.route(
    route(calls.declineGoodwill, async (request) => ({
      isSuccess: ok,
      changed: await declineGoodwill(
        ctx,
        staff(request, 'approveGoodwill'),
        request.params.requestId,
        request.body.reason,
      ),
    })),
  );

  app.route(
    route(calls.owedRefunds, async (request) => {
      staff(request, 'settleRefunds');
      return { isSuccess: ok, refunds: await owedRefunds(ctx) };
    }),
  );

  app.route(
    route(calls.settleRefund, async (request) => ({
      isSuccess: ok,
      changed: await settleOwedRefund(
        ctx,
        staff(request, 'settleRefunds'),
        request.params.refundId,
        request.body.reference,
      ),
    })),
  );

  app.route(
    route(calls.audit, async (request) => {
      staff(request, 'audit');
      return { isSuccess: ok, ...(await auditPage(ctx, request.query.page ?? 0)) };
    }),
  );
};
