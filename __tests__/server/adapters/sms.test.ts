import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { createTwilioSender } from '../../../src/server/adapters/sms/twilio';
import { createSmsSender } from '../../../src/server/adapters/sms';
import {
  createOutboxSender,
  purgeExpiredCodes,
  readOutbox,
} from '../../../src/server/adapters/sms/outbox';
import { smsOutbox } from '../../../src/server/db/schema';
import { OTP_LIFETIME_MS } from '../../../src/server/services/auth/otp';
import { loadSettings } from '../../../src/server/settings';
import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import type { SmsSender } from '../../../src/server/adapters/sms';
import { MESSAGES } from '../../../src/shared/domain';
import { newPhone } from '../accounts/support';
import { eventually } from '../../support/eventually';

jest.setTimeout(60_000);

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for the provider's Messages API on loopback, answering with a chosen status. */
async function fakeProvider(status: number) {
  const seen: Seen[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    seen.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form: new URLSearchParams(await read(request)),
    });
    // No kept connection for a later test to find closed by this server's idle timeout.
    response.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    response.end(
      JSON.stringify(status === 201 ? { sid: 'SM123', status: 'queued' } : { code: 21211 }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    apiBase: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const keys = { accountSid: 'AC0123', authToken: 'secret-token', from: '+15005550006' };

describe('Twilio SMS adapter', () => {
  test('posts the message form with basic auth to the account Messages resource', async () => {
    const provider = await fakeProvider(201);
    try {
      const sender = createTwilioSender({ ...keys, apiBase: provider.apiBase });
      await sender.send({ to: '9876543210', text: 'Your code is 123456', otp: '123456' });
      expect(provider.seen).toHaveLength(1);
      const [request] = provider.seen;
      expect(request).toMatchObject({
        method: 'POST',
        url: '/2010-04-01/Accounts/AC0123/Messages.json',
        authorization: `Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`,
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(Object.fromEntries(request?.form ?? [])).toEqual({
        To: '+919876543210',
        From: '+15005550006',
        Body: 'Your code is 123456',
      });
    } finally {
      await provider.close();
    }
  });

  test('any answer but 201 is a failure that names no number', async () => {
    const provider = await fakeProvider(400);
    try {
      const sender = createTwilioSender({ ...keys, apiBase: provider.apiBase });
      const sending = sender.send({ to: '9876543210', text: 'x', otp: null });
      await expect(sending).rejects.toThrow('SMS provider answered 400 (code 21211)');
      await expect(sending).rejects.not.toThrow('9876543210');
    } finally {
      await provider.close();
    }
  });

  test('is selected only when all its keys are set', () => {
    const full = loadSettings({
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+1500',
    });
    const partial = loadSettings({ TWILIO_ACCOUNT_SID: 'AC1' });
    const db = {} as Parameters<typeof createSmsSender>[1];
    const log = { info: () => undefined } as unknown as Parameters<typeof createSmsSender>[2];
    expect(createSmsSender(full, db, log).kind).toBe('twilio');
    expect(createSmsSender(partial, db, log).kind).toBe('outbox');
  });
});

describe.each(fullEngine)('an SMS that cannot be sent, on %s', (kind) => {
  let ctx: TestContext;
  const failing: SmsSender = {
    kind: 'twilio',
    send: async () => {
      throw new Error('provider down');
    },
  };
  beforeAll(async () => {
    ctx = await startTestApp(kind, {}, { sms: failing });
  });
  afterAll(() => ctx.close());

  test("answers the spec's send failure and leaves no usable request", async () => {
    const phone = newPhone();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/generateotp/${phone}?type=login`,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      isSuccess: false,
      isError: true,
      message: MESSAGES.otpSendFailed,
    });
    // Failed sends do not count towards the number's send throttle.
    for (let i = 0; i < 6; i += 1) {
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/generateotp/${phone}?type=login`,
      });
      expect(again.statusCode).toBe(502);
    }
  });
});

describe.each(fullEngine)('the SMS outbox, on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
  });
  afterAll(() => ctx.close());

  const log = { info: () => undefined, warn: () => undefined } as unknown as Parameters<
    typeof createOutboxSender
  >[1];
  const rowsTo = (phone: string) =>
    ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, phone));

  test('SECURITY: the outbox never holds a code past its 5 minutes, and shows it while it is valid', async () => {
    const phone = newPhone();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/generateotp/${phone}?type=login`,
    });
    expect(res.statusCode).toBe(200);
    const [message] = await readOutbox(ctx.database.db, phone);
    expect(message?.otp).toMatch(/^\d{6}$/);
    expect(OTP_LIFETIME_MS).toBe(5 * 60_000);
    const justValid = new Date(Date.now() + OTP_LIFETIME_MS - 60_000);
    expect(await purgeExpiredCodes(ctx.database.db, justValid)).toBe(0);
    const expired = new Date(Date.now() + OTP_LIFETIME_MS + 1);
    expect(await purgeExpiredCodes(ctx.database.db, expired)).toBeGreaterThanOrEqual(1);
    expect(await rowsTo(phone)).toEqual([]);
  });

  test('deletes a message carrying a code once the code has lived its lifetime, with nobody reading', async () => {
    const phone = newPhone();
    const sender = createOutboxSender(ctx.database.db, log, 300);
    await sender.send({ to: phone, text: '123456 is your code', otp: '123456' });
    await sender.send({ to: phone, text: 'Your decorator is on the way', otp: null });
    expect(await rowsTo(phone)).toHaveLength(2);
    // The sweep is the sender's own timer: wait for what it does, not for a fixed time.
    await eventually(async () =>
      expect((await rowsTo(phone)).map((row) => row.text)).toEqual([
        'Your decorator is on the way',
      ]),
    );
  });
});
