import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { injectFetch } from '../../src/server/apiFetch';

/** A stand-in API that shows what reached it. */
async function echoApi(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(compress, { threshold: 0 });
  app.post('/api/echo', (request, reply) =>
    reply.header('set-cookie', ['a=1', 'b=2']).send({
      ip: request.ip,
      query: request.query,
      body: request.body,
      authorization: request.headers.authorization,
    }),
  );
  app.get('/api/empty', (_request, reply) => reply.status(204).send());
  return app;
}

describe('injectFetch', () => {
  let api: FastifyInstance;
  let apiFetch: typeof fetch;

  beforeAll(async () => {
    api = await echoApi();
    apiFetch = injectFetch(api, '203.0.113.7');
  });
  afterAll(() => api.close());

  test('serves a call in-process as a real Response, from the visitor address', async () => {
    const res = await apiFetch('/api/echo?page=2', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ hub: 'MUM' }),
    });
    expect(res).toBeInstanceOf(Response);
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.json()).toEqual({
      ip: '203.0.113.7',
      query: { page: '2' },
      body: { hub: 'MUM' },
      authorization: 'Bearer t',
    });
  });

  test('takes a Request or an absolute URL, keeping only its path and query', async () => {
    const res = await apiFetch(
      new Request('https://elsewhere.example/api/echo?x=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(await res.json()).toMatchObject({ query: { x: '1' }, body: {} });
  });

  test('answers a decoded body even when the caller accepts compression', async () => {
    const res = await apiFetch('/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ long: 'x'.repeat(5000) }),
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(((await res.json()) as { body: { long: string } }).body.long).toHaveLength(5000);
  });

  test('an answer without a body is a Response without one', async () => {
    const res = await apiFetch('/api/empty');
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
  });

  test('an API 404 is a Response, not a thrown error', async () => {
    const res = await apiFetch('/api/missing');
    expect(res.status).toBe(404);
  });

  test('a call whose signal is already aborted is refused, as fetch does', async () => {
    await expect(apiFetch('/api/echo', { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
