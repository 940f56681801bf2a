// The payment reconciliation job (services/payments/ledger.ts): at start-up, before the API
// answers, and then every RECONCILE_INTERVAL_MS, captured payments that a stopped or failed
// server left without an outcome are settled. Every instance runs it; each payment is settled
// under its own row lock, so instances running it at once settle each payment once.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { reconcilePayments } from '../services/payments/ledger';

async function reconciliation(app: FastifyInstance) {
  const { reconcileIntervalMs, reconcileGraceMs } = app.booking.settings;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  // A run still going when the next is due is not joined by a second one.
  const run = () => {
    running ??= reconcilePayments(app.booking, reconcileGraceMs)
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'payment reconciliation failed; it runs again on schedule');
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    if (reconcileIntervalMs > 0) {
      timer = setInterval(() => void run(), reconcileIntervalMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export const reconciliationPlugin = fp(reconciliation, {
  name: 'reconciliation',
  dependencies: ['context'],
});
