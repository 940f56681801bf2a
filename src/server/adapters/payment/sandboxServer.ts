// The card-payment sandbox that stands in for a real gateway on this machine (port 5003): a
// hosted checkout page showing the amount with 'Pay', 'Leave pending' and 'Fail'. Each choice
// is reported to the API server to server (HMAC-SHA256 of the raw body), then the browser goes
// back to the SPA's /api/pay/{redirectingUrl} with paymentInfos.
import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { contract, type CallBody, type PaymentInfos } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';
import { paymentReturnUrl } from './returnUrl';
import {
  SANDBOX_REFUND_PATH,
  SANDBOX_SIGNATURE,
  SandboxRefund,
  SandboxRefundLookup,
  decodeSession,
  sandboxRefundId,
  type SandboxSession,
} from './sandbox';
import { hmacHex, signatureMatches } from './signing';
import type { ProviderRefundStatus } from './types';

export interface SandboxOptions {
  /** Shared with the API (see sandboxKey). */
  key: Buffer;
  apiOrigin: string;
  webOrigin: string;
  /** Refuses every refund asked of it (and every question about one), as a gateway that is down. */
  refuseRefunds?: boolean;
  /** Accepts refunds and then reports them failed, as when the customer's bank sends one back. */
  failRefunds?: boolean;
  /** Each request and its answer are logged here (URLs redacted by the logger's serializer). */
  logger?: FastifyBaseLogger;
}

const ACTIONS = {
  pay: 'PAYMENT_SUCCESS',
  pending: 'PAYMENT_PENDING',
  fail: 'PAYMENT_FAILED',
} as const;

/** The checkout link's two parts: the signed session and its signature. */
const CheckoutLink = {
  session: Type.String({ maxLength: 4096 }),
  sig: Type.String({ maxLength: 256 }),
};
const CheckoutQuery = Type.Object(CheckoutLink);
/** The checkout page's form: the link's parts and the button pressed. */
const CheckoutForm = Type.Object({
  ...CheckoutLink,
  action: Type.Union(
    Object.keys(ACTIONS).map((action) => Type.Literal(action as keyof typeof ACTIONS)),
  ),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;background:#F0F5FE;display:flex;justify-content:center;padding:3rem 1rem}
main{background:#fff;border-radius:12px;padding:2rem;max-width:24rem;width:100%;box-shadow:0 2px 12px #0002}
h1{font-size:1.1rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;border-radius:8px;border:1px solid #2136D4;font-size:1rem;cursor:pointer}
.pay{background:#2136D4;color:#fff}.pending,.fail{background:#fff;color:#2136D4}</style></head>
<body><main>${body}</main></body></html>`;
}

const INVALID_LINK = page('Invalid checkout', '<h1>This payment link is not valid</h1>');

function checkoutPage(token: string, sig: string, session: SandboxSession): string {
  const hidden = `<input type="hidden" name="session" value="${escapeHtml(token)}"><input type="hidden" name="sig" value="${escapeHtml(sig)}">`;
  return page(
    'Sandbox checkout',
    `<h1>Sandbox card payment</h1><p>Order ${escapeHtml(session.orderId)}</p>
<p class="amount" data-testid="amount">${escapeHtml(formatInr(session.amountPaise / 100))}</p>
<form method="post" action="/checkout/complete">${hidden}
<button class="pay" name="action" value="pay">Pay</button>
<button class="pending" name="action" value="pending">Leave pending</button>
<button class="fail" name="action" value="fail">Fail</button></form>`,
  );
}

/** Posts a refund's outcome to the API, signed like the payment reports; a failure is logged. */
async function reportRefund(
  options: SandboxOptions,
  event: CallBody<typeof contract.payment.sandboxWebhook>,
): Promise<void> {
  const body = JSON.stringify(event);
  try {
    const answer = await fetch(new URL(contract.payment.sandboxWebhook.path, options.apiOrigin), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE]: hmacHex(options.key, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!answer.ok) throw new Error(`the API answered ${answer.status}`);
  } catch (error: unknown) {
    options.logger?.warn({ err: error }, 'refund event not delivered');
  }
}

export async function buildSandboxServer(options: SandboxOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 16 * 1024,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // A refund's signature is over the raw body: JSON is kept as text and parsed after the check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, String(body)),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${options.webOrigin}`,
    );
  });

  app.get('/health', async () => ({ isSuccess: true as const }));

  // The refunds this process accepted and how each ended, for the API to ask about one whose
  // event it never got. Kept in memory: a refund from before a restart is not known (404).
  const refunds = new Map<string, { providerPaymentId: string; status: ProviderRefundStatus }>();

  // A refund, asked by the API server to server: signed JSON (HMAC-SHA256 of the raw body). The
  // refund id is derived from the payment id: asking twice answers the same refund, never a
  // second one.
  app.post(SANDBOX_REFUND_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers[SANDBOX_SIGNATURE];
    if (typeof signature !== 'string' || !signatureMatches(hmacHex(options.key, raw), signature)) {
      return reply.status(401).send({ message: 'Invalid signature' });
    }
    let refund: unknown = null;
    try {
      refund = JSON.parse(raw);
    } catch {
      refund = null;
    }
    if (!Value.Check(SandboxRefund, refund)) {
      return reply.status(400).send({ message: 'Invalid refund' });
    }
    if (options.refuseRefunds) return reply.status(502).send({ message: 'Refund declined' });
    const providerRefundId = sandboxRefundId(options.key, refund.providerPaymentId);
    const outcome = options.failRefunds ? 'failed' : 'processed';
    const kept = { providerPaymentId: refund.providerPaymentId, status: 'pending' as const };
    refunds.set(providerRefundId, kept);
    // Accepted now, settled a moment later: the outcome is reported as a signed event, as a
    // real gateway's webhook does. It is not delivered again: the API asks for a refund still
    // pending a while later (GET below).
    reply.raw.once('finish', () => {
      refunds.set(providerRefundId, { ...kept, status: outcome });
      void reportRefund(options, {
        eventId: `sbe_${randomBytes(12).toString('hex')}`,
        event: `refund.${outcome}`,
        providerRefundId,
        providerPaymentId: refund.providerPaymentId,
        receipt: refund.receipt,
      });
    });
    return { providerRefundId, amountPaise: refund.amountPaise, status: 'pending' };
  });

  // Where one refund stands, asked by the API server to server, signed over the path and query.
  app.get(
    `${SANDBOX_REFUND_PATH}/:providerRefundId`,
    { schema: SandboxRefundLookup },
    async (request, reply) => {
      const signature = request.headers[SANDBOX_SIGNATURE];
      if (
        typeof signature !== 'string' ||
        !signatureMatches(hmacHex(options.key, request.url), signature)
      ) {
        return reply.status(401).send({ message: 'Invalid signature' });
      }
      if (options.refuseRefunds) return reply.status(502).send({ message: 'Gateway unavailable' });
      const { providerRefundId } = request.params;
      const kept = refunds.get(providerRefundId);
      if (kept?.providerPaymentId !== request.query.paymentId) {
        return reply.status(404).send({ message: 'Refund not found' });
      }
      return { providerRefundId, status: kept.status };
    },
  );

  // A link or form that does not match its schema is an invalid link to the customer: the same
  // page as a link whose signature fails, not a JSON error.
  app.get(
    '/checkout',
    { schema: { querystring: CheckoutQuery }, attachValidation: true },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const session = request.validationError
        ? null
        : decodeSession(options.key, request.query.session, request.query.sig);
      if (!session) return reply.status(400).send(INVALID_LINK);
      return checkoutPage(request.query.session, request.query.sig, session);
    },
  );

  app.post(
    '/checkout/complete',
    { schema: { body: CheckoutForm }, attachValidation: true },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const form = request.body;
      const session = request.validationError
        ? null
        : decodeSession(options.key, form.session, form.sig);
      if (!session) return reply.status(400).send(INVALID_LINK);
      const status = ACTIONS[form.action];
      // The result in the shape the shop's callback takes (the contract's sandboxCallback body).
      const result: CallBody<typeof contract.payment.sandboxCallback> = {
        providerOrderId: session.providerOrderId,
        providerPaymentId: `sbp_${randomBytes(12).toString('hex')}`,
        status,
        amount: session.amountPaise,
        currency: 'INR',
      };
      const body = JSON.stringify(result);
      let answer: Response | null = null;
      try {
        answer = await fetch(new URL(contract.payment.sandboxCallback.path, options.apiOrigin), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': hmacHex(options.key, body),
          },
          body,
        });
      } catch {
        answer = null;
      }
      if (answer?.status === 409) {
        // The shop refused this completion (say, a second post of a finished session): nothing moved.
        const refusal = (await answer.json().catch(() => ({}))) as { message?: string };
        return reply
          .status(409)
          .send(
            page(
              'Payment not taken',
              `<h1>${escapeHtml(refusal.message ?? 'The shop refused this payment')}</h1>`,
            ),
          );
      }
      if (!answer?.ok) {
        return reply
          .status(502)
          .send(
            page(
              'Payment not confirmed',
              '<h1>The shop did not confirm this payment. Please try again.</h1>',
            ),
          );
      }
      // Money the shop could not book with went to the customer's Credit: the return says so.
      const settled = (await answer.json().catch(() => ({}))) as { credited?: number };
      const credited = typeof settled.credited === 'number' && settled.credited > 0;
      // A new-order payment that failed or went to Credit placed nothing: there is no order to show.
      const placed =
        session.flow === '_OLD_ORDER_PAYMENT' || !(status === 'PAYMENT_FAILED' || credited);
      const infos: PaymentInfos = {
        paymentStatus: credited ? 'PAYMENT_CREDITED' : status,
        type: session.flow,
        ...(placed && { orderId: session.orderId }),
      };
      return reply.redirect(
        paymentReturnUrl(options.webOrigin, session.redirectingUrl, infos),
        303,
      );
    },
  );

  return app;
}
