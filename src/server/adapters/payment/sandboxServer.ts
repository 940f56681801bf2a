import Fastify from 'fastify';

/**
 * The card-payment sandbox that stands in for a real gateway on this machine (port 5003).
 * It answers its health check here; the hosted checkout arrives with the booking work.
 */
export async function buildSandboxServer() {
  const app = Fastify({ logger: false });
  app.get('/health', async () => ({ isSuccess: true as const }));
  return app;
}
