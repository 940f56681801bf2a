import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contract } from '../../shared/contract';
import { HttpError } from '../errors';
import { requireCaller } from '../plugins/auth';
import {
  applyRazorpayReturn,
  applyRazorpayWebhook,
  applySandboxEvent,
  applySandboxReport,
  confirmPayment,
  gatewaysOf,
} from '../services/payments/callbacks';
import { initiatePayment } from '../services/payments/intents';
import { paymentsOfOrder } from '../services/payments/payments';
import { route } from './route';

const calls = contract.payment;

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received, which provider signatures are computed over. */
    rawBody?: string;
  }
}

const signed = (request: FastifyRequest, signature: string) => ({
  rawBody: request.rawBody ?? '',
  signature,
});

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.booking;
  const gateways = gatewaysOf(ctx);

  // Only these routes keep the raw body: signatures are over the bytes, not a re-serialisation.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    try {
      done(null, text === '' ? undefined : JSON.parse(text));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON'), undefined);
    }
  });

  app.route(
    route(calls.initiate, async (request) => ({
      isSuccess: true as const,
      url: await initiatePayment(ctx, requireCaller(request).userId, request.body),
    })),
  );

  app.route(
    route(calls.sandboxCallback, async (request) => {
      const signature = request.headers['x-sandbox-signature'];
      const settled = await applySandboxReport(
        ctx,
        gateways,
        signed(request, signature),
        request.body,
      );
      return { isSuccess: true as const, ...settled };
    }),
  );

  app.route(
    route(calls.sandboxWebhook, async (request) => {
      await applySandboxEvent(
        ctx,
        gateways,
        signed(request, request.headers['x-sandbox-signature']),
        request.body,
      );
      return { isSuccess: true as const };
    }),
  );

  app.route(
    route(calls.razorpayCallback, async (request, reply) =>
      reply.redirect(await applyRazorpayReturn(ctx, gateways, request.query), 303),
    ),
  );

  app.route(
    route(calls.razorpayWebhook, async (request) => {
      const { headers } = request;
      await applyRazorpayWebhook(
        ctx,
        gateways,
        signed(request, headers['x-razorpay-signature']),
        { id: headers['x-razorpay-event-id'], body: request.body },
        request.log,
      );
      return { isSuccess: true as const };
    }),
  );

  app.route(
    route(calls.placePayment, async (request) => ({
      isSuccess: true as const,
      payment: await confirmPayment(ctx, gateways, requireCaller(request).userId, request.body),
    })),
  );

  app.route(
    route(calls.getByOrderId, async (request) => ({
      isSuccess: true as const,
      payments: await paymentsOfOrder(ctx, requireCaller(request).userId, request.params.id),
    })),
  );
};
