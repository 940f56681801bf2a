import { Writable } from 'node:stream';
import { buildApp } from '../../src/server/app';
import { createLogger, maskPhone, redactUrl } from '../../src/server/logging';
import { loadSettings } from '../../src/server/settings';
import { createTestDatabase } from './support/databases';

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
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  test('maskPhone keeps two digits at each end', () => {
    expect(maskPhone('9876543210')).toBe('98******10');
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
