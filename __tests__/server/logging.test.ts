import path from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { buildWebServer } from '../../src/server/web';
import { buildSandboxServer } from '../../src/server/adapters/payment/sandboxServer';
import { buildApp } from '../../src/server/app';
import { sql } from 'drizzle-orm';
import { createLogger, maskPhone, redactUrl, serializeError } from '../../src/server/logging';
import { loadSettings } from '../../src/server/settings';
import { createTestDatabase, bothEngines } from './support/databases';
import { logTexts, PHONE_LIKE } from '../support/phoneLike';

jest.setTimeout(60_000);

describe('redactUrl', () => {
  test.each([
    [
      '/api/users/generateotp/9876543210?type=login',
      '/api/users/generateotp/98******10?type=login',
    ],
    ['/api/dev/outbox?phone=9876543210', '/api/dev/outbox?phone=98******10'],
    [
      '/api/users/grant_access_for_admin/abcDEF_123-xyz',
      '/api/users/grant_access_for_admin/[redacted]',
    ],
    ['/?accessToken=abc&x=1', '/?accessToken=[redacted]&x=1'],
    ['/api/orders/E1234567', '/api/orders/E1234567'],
    ['/api/x/123456789012', '/api/x/123456789012'],
    ['/api/geo/reverse?lat=19.1197&lng=72.8468', '/api/geo/reverse?lat=[redacted]&lng=[redacted]'],
    ['/api/geo/autocomplete?input=12%20Sea%20Face', '/api/geo/autocomplete?input=[redacted]'],
    [
      '/api/products/search?text=birthday&hubId=MUM-THANE-HUB',
      '/api/products/search?text=birthday&hubId=MUM-THANE-HUB',
    ],
    ['/api/content/policy/a%00b', '/api/content/policy/[redacted]'],
    ['/?accessToken', '/?accessToken'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  test('a 10,000-character path segment is left out', () => {
    expect(redactUrl(`/api/content/policy/${'x'.repeat(10_000)}`)).toBe(
      '/api/content/policy/[redacted]',
    );
  });

  test('maskPhone keeps two digits at each end', () => {
    expect(maskPhone('9876543210')).toBe('98******10');
  });
});

describe('serializeError', () => {
  test('SECURITY: a failed query logs its SQL and error code, never its parameters or echoed values', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_phone_unique"'),
      {
        code: '23505',
        constraint: 'users_phone_unique',
        table: 'users',
        detail: 'Key (phone)=(9876543210) already exists.',
        parameters: ['9876543210', 'Asha Rao', '12 Sea Face'],
      },
    );
    const error = new Error(
      'Failed query: insert into "users" ("phone", "name") values ($1, $2)\nparams: 9876543210,Asha Rao,12 Sea Face',
      { cause },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      message: 'Failed query: insert into "users" ("phone", "name") values ($1, $2)',
      cause: { code: '23505', constraint: 'users_phone_unique', table: 'users' },
    });
    const text = JSON.stringify(logged);
    for (const value of ['9876543210', 'Asha Rao', 'Sea Face', 'already exists']) {
      expect(text).not.toContain(value);
    }
  });

  test.each([
    [
      'invalid input syntax for type integer: "Asha Rao"',
      'invalid input syntax for type integer: "[redacted]"',
    ],
    ['value "Asha Rao" is out of range', 'value "[redacted]" is out of range'],
    [
      'duplicate key value violates unique constraint "users_phone_unique"',
      'duplicate key value violates unique constraint "users_phone_unique"',
    ],
    ['Key (phone)=(9876543210) already exists.', 'Key (phone)=([redacted]) already exists.'],
    ['no user for asha@example.com', 'no user for [email]'],
    ['bad token tok_3f9a8b7c6d5e4f3a2b1c', 'bad token [redacted]'],
    ['SMS to 9876543210 failed', 'SMS to 98******10 failed'],
  ])('SECURITY: the message %j is logged as %j', (message, logged) => {
    expect(serializeError(new Error(message)).message).toBe(logged);
  });
});

describe('API logs', () => {
  test('hold no OTP, token or full phone number through a whole sign-in', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase('pglite');
    const settings = loadSettings({
      NODE_ENV: 'test',
      AUTH_SECRET: 'k'.repeat(64),
    });
    const app = await buildApp(
      { database, settings },
      { loggerInstance: createLogger('debug', sink) },
    );
    try {
      const phone = '9812345678';
      const sent = await app.inject({
        method: 'GET',
        url: `/api/users/generateotp/${phone}?type=login`,
      });
      const { hash } = sent.json();
      const outbox = await app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
      const { otp } = outbox.json().messages[0];
      const checked = await app.inject({
        method: 'POST',
        url: '/api/users/checkotp/',
        payload: { otp, hashOtp: hash, phoneNumber: phone },
      });
      const { registrationToken } = checked.json().data;
      const registered = await app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Log Test', phoneNumber: phone, registrationToken },
      });
      const { token } = registered.json().data.user;
      await app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      const log = lines.join('');
      expect(log).toContain('98******78');
      for (const secret of [phone, otp, hash, registrationToken, token]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe.each(bothEngines)('a request whose query fails on %s', (kind) => {
  test('SECURITY: is a 500 whose log line has no phone number, name or parameter value', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase(kind);
    const settings = loadSettings({ NODE_ENV: 'test', AUTH_SECRET: 'k'.repeat(64) });
    const app = await buildApp(
      { database, settings },
      { loggerInstance: createLogger('info', sink) },
    );
    // A real query that PostgreSQL refuses, given a customer's phone number and name.
    app.post('/test/failing-query', async () =>
      database.db.execute(sql`select ${'9812345678'}::text, ${'Asha Rao'}::integer`),
    );
    try {
      const res = await app.inject({ method: 'POST', url: '/test/failing-query' });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('22P02');
      expect(log).not.toContain('9812345678');
      // Nor any other phone number: ten digits standing alone (a request id's hex may hold ten
      // digits in a row, between letters).
      expect(lines.map(logTexts).join('\n')).not.toMatch(PHONE_LIKE);
      expect(log).not.toContain('Asha Rao');
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('request ids', () => {
  const collect = () => {
    const lines: Record<string, unknown>[] = [];
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    return { lines, raw, logger: createLogger('info', sink) };
  };

  test("a line written with the app's logger while a request is served carries its id", async () => {
    const { lines, raw, logger } = collect();
    const database = await createTestDatabase('pglite');
    const settings = loadSettings({ NODE_ENV: 'test', AUTH_SECRET: 'k'.repeat(64) });
    const app = await buildApp({ database, settings }, { loggerInstance: logger });
    // As a service does: the app's logger, after the body was read and a query awaited.
    app.post('/test/service-log', async (request) => {
      await database.db.execute(sql`select 1`);
      app.log.info({ body: request.body }, 'service line');
      return { isSuccess: true };
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/test/service-log',
        payload: { any: 'thing' },
      });
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const served = lines.filter((line) => line.reqId === id);
      expect(served.map((line) => line.msg)).toEqual([
        'incoming request',
        'service line',
        'request completed',
      ]);
      // Lines of the request's own logger carry the id once, not twice.
      const rawServed = raw.filter((line) => line.includes(String(id)));
      expect(rawServed).toHaveLength(3);
      for (const line of rawServed) expect(line.split('"reqId"')).toHaveLength(2);
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  test('the web server logs each answer it gives with its id and a redacted URL', async () => {
    const { lines, logger } = collect();
    const dist = await mkdtemp(path.join(tmpdir(), 'utsav-web-log-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const settings = loadSettings({ NODE_ENV: 'test', AUTH_SECRET: 'k'.repeat(64) });
    const web = await buildWebServer(settings, dist, { logger });
    try {
      const res = await web.inject({ method: 'GET', url: '/?phone=9876543210' });
      expect(res.statusCode).toBe(200);
      const [incoming] = lines.filter((entry) => entry.msg === 'incoming request');
      expect(incoming).toMatchObject({
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        req: { method: 'GET', url: '/?phone=98******10' },
      });
      const completed = lines.filter((entry) => entry.msg === 'request completed');
      expect(completed).toEqual([
        expect.objectContaining({ reqId: incoming?.reqId, res: { statusCode: 200 } }),
      ]);
      expect(JSON.stringify(lines)).not.toContain('9876543210');
    } finally {
      await web.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  describe('an id handed on by a proxy (X-Request-Id)', () => {
    const PROXY = '10.20.0.5';
    const own = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    let dist: string;
    beforeAll(async () => {
      dist = await mkdtemp(path.join(tmpdir(), 'utsav-web-ids-'));
      await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    });
    afterAll(() => rm(dist, { recursive: true, force: true }));

    async function pageFrom(trustProxy: string | undefined, remoteAddress: string, id: string) {
      const { lines, logger } = collect();
      const settings = loadSettings({
        NODE_ENV: 'test',
        AUTH_SECRET: 'k'.repeat(64),
        ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
      });
      const web = await buildWebServer(settings, dist, { logger });
      try {
        const res = await web.inject({
          method: 'GET',
          url: '/',
          remoteAddress,
          headers: { 'x-request-id': id },
        });
        expect(res.statusCode).toBe(200);
        const logged = lines.filter((line) => line.reqId !== undefined).map((line) => line.reqId);
        return { answered: res.headers['x-request-id'], logged };
      } finally {
        await web.close();
      }
    }

    test('is kept, answered and on every log line when it comes from a trusted proxy', async () => {
      const { answered, logged } = await pageFrom(`127.0.0.1, ${PROXY}`, PROXY, 'lb-7f3a.91:2');
      expect(answered).toBe('lb-7f3a.91:2');
      expect(logged).toEqual(['lb-7f3a.91:2', 'lb-7f3a.91:2']);
    });

    test('is replaced by our own from anyone else, or with no proxy trusted', async () => {
      for (const [trust, from] of [
        [PROXY, '203.0.113.9'],
        [undefined, PROXY],
        [undefined, '127.0.0.1'],
      ] as const) {
        const { answered, logged } = await pageFrom(trust, from, 'chosen-by-client');
        expect(answered).toMatch(own);
        expect(logged).toEqual([answered, answered]);
      }
    });

    test.each(['has spaces', 'line\nbreak', 'x'.repeat(129), '<script>'])(
      'is replaced when it is not a plain token, even from the proxy: %p',
      async (id) => {
        const { answered } = await pageFrom(PROXY, PROXY, id);
        expect(answered).toMatch(own);
      },
    );

    test("the API keeps the proxy's id too, and answers with it", async () => {
      const database = await createTestDatabase('pglite');
      const settings = loadSettings({
        NODE_ENV: 'test',
        AUTH_SECRET: 'k'.repeat(64),
        TRUST_PROXY: PROXY,
      });
      const app = await buildApp({ database, settings });
      try {
        const from = async (remoteAddress: string) =>
          (
            await app.inject({
              method: 'GET',
              url: '/api/health',
              remoteAddress,
              headers: { 'x-request-id': 'edge-42' },
            })
          ).headers['x-request-id'];
        expect(await from(PROXY)).toBe('edge-42');
        expect(await from('198.51.100.7')).toMatch(own);
      } finally {
        await app.close();
        await database.dispose();
      }
    });
  });

  test('the payment sandbox logs its requests with their ids, without the signed session', async () => {
    const { lines, logger } = collect();
    const sandbox = await buildSandboxServer({
      key: Buffer.alloc(32, 1),
      apiOrigin: 'http://api.test',
      webOrigin: 'http://web.test',
      logger,
    });
    try {
      const session = 'a'.repeat(80);
      await sandbox.inject({
        method: 'GET',
        url: `/checkout?session=${session}&sig=${'b'.repeat(64)}`,
      });
      const completed = lines.filter((entry) => entry.msg === 'request completed');
      expect(completed).toHaveLength(1);
      expect(completed[0]?.reqId).toEqual(expect.any(String));
      expect(JSON.stringify(lines)).not.toContain(session);
    } finally {
      await sandbox.close();
    }
  });
});
