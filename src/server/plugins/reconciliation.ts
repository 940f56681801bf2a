// The payment reconciliation job (services/payments/ledger.ts, cardRefunds.ts): at start-up,
// before the API answers, and then every RECONCILE_INTERVAL_MS, captured payments that a stopped
// or failed server left without an outcome are settled, refunds to the original method that
// were recorded but never accepted by the provider are asked for again, and refunds left pending
// (their event lost) are looked up at the provider. Every instance runs it; each payment is
// settled under its own row lock and each refund is claimed before the provider is asked, so
// instances running it at once settle each payment once and handle each refund once.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { reconcileRefunds } from '../services/payments/cardRefunds';
import { reconcilePayments } from '../services/payments/ledger';

async function reconciliation(app: FastifyInstance) {
  const { reconcileIntervalMs, reconcileGraceMs } = app.booking.settings;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const jobs = [
    () => reconcilePayments(app.booking, reconcileGraceMs),
    () => reconcileRefunds(app.booking, reconcileGraceMs),
  ];
  // A run still going when the next is due is not joined by a second one; one job failing does
  // not keep the other from running.
  const run = () => {
    running ??= (async () => {
      for (const job of jobs) {
        await job().catch((error: unknown) => {
          app.log.error({ err: error }, 'reconciliation failed; it runs again on schedule');
        });
      }
    })().finally(() => {
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
