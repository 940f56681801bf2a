import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { contract } from '../../shared/contract';
import { HttpError } from '../errors';
import { authFor, requireCaller } from '../plugins/auth';
import type { RazorpayProvider } from '../adapters/payment/razorpay';
import { paymentReturnUrl } from '../adapters/payment/returnUrl';
import { sandboxKey, hmacHex, signatureMatches } from '../adapters/payment/signing';
import { initiatePayment } from '../services/payments/intents';
import {
  PAYMENT_NOT_FOUND,
  paymentEntity,
  paymentsOfOrder,
  recordedPayment,
} from '../services/payments/payments';
import { applyProviderPayment } from '../services/payments/providerPayments';
import { recordWebhookEvent, webhookReport } from '../services/payments/razorpayEvents';
import { LINK_CLOSED, applyLinkPayment, returnFor } from '../services/payments/razorpayLinks';
import { bookingContext } from './bookingContext';
import { schemaFor } from './schemaFor';

const calls = contract.payment;

export const INVALID_SIGNATURE = 'Invalid signature';
export const PAYMENT_NOT_SETTLED = 'Razorpay has not settled this payment yet';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received, which provider signatures are computed over. */
    rawBody?: string;
  }
}

const rawBodyOf = (request: FastifyRequest) => request.rawBody ?? '';

export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = bookingContext(app);
  const razorpay = ctx.payments.kind === 'razorpay' ? (ctx.payments as RazorpayProvider) : null;
  const { settings } = app.deps;
  // Sandbox reports are believed only while the sandbox is the chosen gateway.
  const sandbox =
    settings.payments === 'sandbox' && settings.authSecret ? sandboxKey(settings.authSecret) : null;

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

  app.route({
    method: calls.initiate.method,
    url: calls.initiate.path,
    schema: schemaFor(calls.initiate),
    preParsing: authFor(calls.initiate),
    handler: async (request) => ({
      isSuccess: true as const,
      url: await initiatePayment(ctx, requireCaller(request).userId, request.body),
    }),
  });

  app.route({
    method: calls.sandboxCallback.method,
    url: calls.sandboxCallback.path,
    schema: schemaFor(calls.sandboxCallback),
    handler: async (request) => {
      const expected = sandbox ? hmacHex(sandbox, rawBodyOf(request)) : '';
      if (!sandbox || !signatureMatches(expected, request.headers['x-sandbox-signature'])) {
        throw new HttpError(401, INVALID_SIGNATURE);
      }
      const { body } = request;
      await applyProviderPayment(ctx, {
        provider: 'sandbox',
        providerOrderId: body.providerOrderId,
        providerPaymentId: body.providerPaymentId,
        status:
          body.status === 'PAYMENT_SUCCESS'
            ? 'success'
            : body.status === 'PAYMENT_PENDING'
              ? 'pending'
              : 'failed',
        amountPaise: body.amount,
        paymentMode: 'card',
      });
      return { isSuccess: true as const };
    },
  });

  app.route({
    method: calls.razorpayCallback.method,
    url: calls.razorpayCallback.path,
    schema: schemaFor(calls.razorpayCallback),
    handler: async (request, reply) => {
      const { query } = request;
      const callback = {
        paymentId: query.razorpay_payment_id,
        linkId: query.razorpay_payment_link_id,
        referenceId: query.razorpay_payment_link_reference_id,
        status: query.razorpay_payment_link_status,
        signature: query.razorpay_signature,
      };
      if (!razorpay || !razorpay.verifyLinkCallback(callback)) {
        throw new HttpError(401, INVALID_SIGNATURE);
      }
      const outcome = await applyLinkPayment(ctx, razorpay, callback);
      const { redirectingUrl, infos } = returnFor(outcome.intent, outcome);
      return reply.redirect(paymentReturnUrl(settings.webOrigin, redirectingUrl, infos), 303);
    },
  });

  app.route({
    method: calls.razorpayWebhook.method,
    url: calls.razorpayWebhook.path,
    schema: schemaFor(calls.razorpayWebhook),
    handler: async (request) => {
      if (
        !razorpay ||
        !razorpay.verifyWebhook(rawBodyOf(request), request.headers['x-razorpay-signature'])
      ) {
        throw new HttpError(401, INVALID_SIGNATURE);
      }
      const eventId = request.headers['x-razorpay-event-id'];
      if (eventId && !(await recordWebhookEvent(ctx.db, eventId))) {
        return { isSuccess: true as const };
      }
      const report = webhookReport(request.body);
      if (report) {
        // A payment of an order we never created is not ours to apply; Razorpay needs no retry.
        await applyProviderPayment(ctx, report).catch((error: unknown) => {
          if (!(error instanceof HttpError)) throw error;
          request.log.warn({ err: error, eventId }, 'razorpay event not applied');
        });
      }
      return { isSuccess: true as const };
    },
  });

  app.route({
    method: calls.placePayment.method,
    url: calls.placePayment.path,
    schema: schemaFor(calls.placePayment),
    preParsing: authFor(calls.placePayment),
    handler: async (request) => {
      const caller = requireCaller(request);
      const { body } = request;
      if (body.userId !== caller.userId) throw new HttpError(404, PAYMENT_NOT_FOUND);
      const recorded = await recordedPayment(ctx, caller.userId, body.transactionId);
      if (recorded) return { isSuccess: true as const, payment: paymentEntity(recorded) };
      const { providerOrderId } = body.moreDetails;
      // The sandbox reports server to server; a Razorpay link's payment is confirmed with Razorpay.
      if (!razorpay || !providerOrderId) throw new HttpError(404, PAYMENT_NOT_FOUND);
      const outcome = await applyLinkPayment(ctx, razorpay, {
        linkId: providerOrderId,
        paymentId: body.transactionId,
        owner: caller.userId,
      });
      const { payment } = outcome;
      if (!payment) {
        throw new HttpError(409, outcome.status === 'failed' ? LINK_CLOSED : PAYMENT_NOT_SETTLED);
      }
      return { isSuccess: true as const, payment: paymentEntity(payment) };
    },
  });

  app.route({
    method: calls.getByOrderId.method,
    url: calls.getByOrderId.path,
    schema: schemaFor(calls.getByOrderId),
    preParsing: authFor(calls.getByOrderId),
    handler: async (request) => ({
      isSuccess: true as const,
      payments: await paymentsOfOrder(ctx, requireCaller(request).userId, request.params.id),
    }),
  });
};
