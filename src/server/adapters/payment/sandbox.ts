// The API's side of the sandbox gateway: a checkout is a signed description of what to pay,
// so the gateway holds no state and cannot be talked into another amount.
import { randomBytes } from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { OrderId, PaymentFlow } from '../../../shared/contract';
import { hmacHex, signatureMatches } from './signing';
import {
  providerRefundStatus,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderRefundStatus,
  type RefundLookup,
  type RefundReceipt,
  type RefundRequest,
} from './types';

export const SandboxSession = Type.Object(
  {
    providerOrderId: Type.String({ pattern: '^sbo_[a-f0-9]{24}$' }),
    amountPaise: Type.Integer({ minimum: 100, maximum: 1_000_000_000 }),
    flow: PaymentFlow,
    orderId: OrderId,
    redirectingUrl: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
  },
  { additionalProperties: false },
);
export type SandboxSession = Static<typeof SandboxSession>;

export function encodeSession(key: Buffer, session: SandboxSession) {
  const token = Buffer.from(JSON.stringify(session)).toString('base64url');
  return { token, sig: hmacHex(key, token) };
}

/** The session a checkout link carries, or null when it was not signed by the API. */
export function decodeSession(key: Buffer, token: string, sig: string): SandboxSession | null {
  if (!signatureMatches(hmacHex(key, token), sig)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    return Value.Check(SandboxSession, value) ? value : null;
  } catch {
    return null;
  }
}

/** A refund asked of the sandbox, server to server, signed like its callbacks. */
export const SandboxRefund = Type.Object(
  {
    providerPaymentId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    amountPaise: Type.Integer({ minimum: 100, maximum: 1_000_000_000 }),
    receipt: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  },
  { additionalProperties: false },
);
export const SANDBOX_REFUND_PATH = '/refunds';
export const SANDBOX_SIGNATURE = 'x-sandbox-signature';

/** Where one refund stands: `GET /refunds/{refund id}?paymentId=…`, signed over that path. */
export const SandboxRefundLookup = {
  params: Type.Object({ providerRefundId: Type.String({ pattern: '^sbr_[a-f0-9]{24}$' }) }),
  querystring: Type.Object({ paymentId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }),
};
export const sandboxRefundStatusPath = (lookup: RefundLookup) =>
  `${SANDBOX_REFUND_PATH}/${encodeURIComponent(lookup.providerRefundId)}?${new URLSearchParams({ paymentId: lookup.providerPaymentId }).toString()}`;

/** The sandbox's refund id for a payment: the same every time it is asked, so never twice. */
export const sandboxRefundId = (key: Buffer, providerPaymentId: string) =>
  `sbr_${hmacHex(key, `refund:${providerPaymentId}`).slice(0, 24)}`;

async function askSandboxRefund(
  key: Buffer,
  payOrigin: string,
  request: RefundRequest,
): Promise<RefundReceipt> {
  const body = JSON.stringify({
    providerPaymentId: request.providerPaymentId,
    amountPaise: request.amountPaise,
    receipt: request.receipt,
  });
  const answer = await fetch(new URL(SANDBOX_REFUND_PATH, payOrigin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE]: hmacHex(key, body) },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!answer.ok) throw new Error(`the sandbox refused the refund (${answer.status})`);
  const receipt = (await answer.json()) as { providerRefundId?: unknown; status?: unknown };
  if (typeof receipt.providerRefundId !== 'string') {
    throw new Error('the sandbox answered a refund without its id');
  }
  return {
    providerRefundId: receipt.providerRefundId,
    status: receipt.status === 'processed' ? 'processed' : 'pending',
  };
}

async function askSandboxRefundStatus(
  key: Buffer,
  payOrigin: string,
  lookup: RefundLookup,
): Promise<ProviderRefundStatus> {
  const path = sandboxRefundStatusPath(lookup);
  const answer = await fetch(new URL(path, payOrigin), {
    headers: { [SANDBOX_SIGNATURE]: hmacHex(key, path) },
    signal: AbortSignal.timeout(10_000),
  });
  if (!answer.ok) {
    throw new Error(`the sandbox did not say how the refund stands (${answer.status})`);
  }
  const { status } = (await answer.json()) as { status?: unknown };
  return providerRefundStatus(status);
}

export function sandboxProvider(key: Buffer, payOrigin: string): PaymentProvider {
  return {
    kind: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const providerOrderId = `sbo_${randomBytes(12).toString('hex')}`;
      const { token, sig } = encodeSession(key, {
        providerOrderId,
        amountPaise: request.amountPaise,
        flow: request.flow,
        orderId: request.orderId,
        redirectingUrl: request.redirectingUrl,
      });
      const url = new URL('/checkout', payOrigin);
      url.searchParams.set('session', token);
      url.searchParams.set('sig', sig);
      return { provider: 'sandbox', providerOrderId, url: url.toString() };
    },
    // The gateway keeps no sessions: a closed one's page still pays, and the API credits it.
    closeCheckout: () => Promise.resolve(),
    refund: (request) => askSandboxRefund(key, payOrigin, request),
    refundStatus: (lookup) => askSandboxRefundStatus(key, payOrigin, lookup),
  };
}
