import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contract } from '../../shared/contract';
import { authFor, requireCaller } from '../plugins/auth';
import { requireStaff, type OpsAction } from '../services/operations/access';
import { auditPage } from '../services/operations/audit';
import { board, searchOrders, staffProfile, type OpsContext } from '../services/operations/board';
import { setCapacity } from '../services/operations/capacity';
import { approveGoodwill, giveGoodwill, pendingGoodwill } from '../services/operations/goodwill';
import {
  assignDecorator,
  cancelForCustomer,
  completeOrder,
  confirmOrder,
} from '../services/operations/lifecycle';
import { acceptReschedule, moveOrder, rejectReschedule } from '../services/operations/reschedule';
import { bookingContext } from './bookingContext';
import { schemaFor } from './schemaFor';

const calls = contract.ops;

/** The operations console (issue 20): each call checks the staff role here, the hub in the service. */
export const opsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx: OpsContext = { ...bookingContext(app), sms: app.accounts.sms };
  const staff = (request: FastifyRequest, action: OpsAction) =>
    requireStaff(requireCaller(request), action);
  const ok = true as const;

  app.route({
    method: calls.me.method,
    url: calls.me.path,
    schema: schemaFor(calls.me),
    preParsing: authFor(calls.me),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await staffProfile(ctx, staff(request, 'read'))),
    }),
  });

  app.route({
    method: calls.board.method,
    url: calls.board.path,
    schema: schemaFor(calls.board),
    preParsing: authFor(calls.board),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await board(ctx, staff(request, 'read'), request.query)),
    }),
  });

  app.route({
    method: calls.search.method,
    url: calls.search.path,
    schema: schemaFor(calls.search),
    preParsing: authFor(calls.search),
    handler: async (request) => ({
      isSuccess: ok,
      orders: await searchOrders(ctx, staff(request, 'read'), request.query.q),
    }),
  });

  app.route({
    method: calls.confirm.method,
    url: calls.confirm.path,
    schema: schemaFor(calls.confirm),
    preParsing: authFor(calls.confirm),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await confirmOrder(ctx, staff(request, 'lifecycle'), request.params.id)),
    }),
  });

  app.route({
    method: calls.assignDecorator.method,
    url: calls.assignDecorator.path,
    schema: schemaFor(calls.assignDecorator),
    preParsing: authFor(calls.assignDecorator),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await assignDecorator(ctx, staff(request, 'lifecycle'), request.params.id, request.body)),
    }),
  });

  app.route({
    method: calls.complete.method,
    url: calls.complete.path,
    schema: schemaFor(calls.complete),
    preParsing: authFor(calls.complete),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await completeOrder(ctx, staff(request, 'lifecycle'), request.params.id)),
    }),
  });

  app.route({
    method: calls.cancel.method,
    url: calls.cancel.path,
    schema: schemaFor(calls.cancel),
    preParsing: authFor(calls.cancel),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await cancelForCustomer(
        ctx,
        staff(request, 'cancel'),
        request.params.id,
        request.body.reason,
      )),
    }),
  });

  app.route({
    method: calls.acceptReschedule.method,
    url: calls.acceptReschedule.path,
    schema: schemaFor(calls.acceptReschedule),
    preParsing: authFor(calls.acceptReschedule),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await acceptReschedule(
        ctx,
        staff(request, 'reschedule'),
        request.params.id,
        request.params.requestId,
      )),
    }),
  });

  app.route({
    method: calls.rejectReschedule.method,
    url: calls.rejectReschedule.path,
    schema: schemaFor(calls.rejectReschedule),
    preParsing: authFor(calls.rejectReschedule),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await rejectReschedule(
        ctx,
        staff(request, 'reschedule'),
        request.params.id,
        request.params.requestId,
        request.body.reason,
      )),
    }),
  });

  app.route({
    method: calls.move.method,
    url: calls.move.path,
    schema: schemaFor(calls.move),
    preParsing: authFor(calls.move),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await moveOrder(ctx, staff(request, 'reschedule'), request.params.id, request.body)),
    }),
  });

  app.route({
    method: calls.setCapacity.method,
    url: calls.setCapacity.path,
    schema: schemaFor(calls.setCapacity),
    preParsing: authFor(calls.setCapacity),
    handler: async (request) => ({
      isSuccess: ok,
      updated: await setCapacity(ctx, staff(request, 'capacity'), request.body),
    }),
  });

  app.route({
    method: calls.goodwill.method,
    url: calls.goodwill.path,
    schema: schemaFor(calls.goodwill),
    preParsing: authFor(calls.goodwill),
    handler: async (request) => ({
      isSuccess: ok,
      ...(await giveGoodwill(ctx, staff(request, 'goodwill'), request.params.id, request.body)),
    }),
  });

  app.route({
    method: calls.pendingGoodwill.method,
    url: calls.pendingGoodwill.path,
    schema: schemaFor(calls.pendingGoodwill),
    preParsing: authFor(calls.pendingGoodwill),
    handler: async (request) => {
      staff(request, 'approveGoodwill');
      return { isSuccess: ok, requests: await pendingGoodwill(ctx) };
    },
  });

  app.route({
    method: calls.approveGoodwill.method,
    url: calls.approveGoodwill.path,
    schema: schemaFor(calls.approveGoodwill),
    preParsing: authFor(calls.approveGoodwill),
    handler: async (request) => ({
      isSuccess: ok,
      changed: await approveGoodwill(
        ctx,
        staff(request, 'approveGoodwill'),
        request.params.requestId,
      ),
    }),
  });

  app.route({
    method: calls.audit.method,
    url: calls.audit.path,
    schema: schemaFor(calls.audit),
    preParsing: authFor(calls.audit),
    handler: async (request) => {
      staff(request, 'audit');
      return { isSuccess: ok, ...(await auditPage(ctx, request.query.page ?? 0)) };
    },
  });
};
