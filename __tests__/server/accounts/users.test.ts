import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../src/shared/domain';
import { otpRequests, registrationTokens, sessions, users } from '../../../src/server/db/schema';
import { OTP_MESSAGES } from '../../../src/server/services/auth/otp';
import {
  ALREADY_REGISTERED,
  INVALID_REGISTRATION,
  NO_ACCOUNT,
} from '../../../src/server/services/users/users';
import { SESSION_EXPIRED } from '../../../src/server/plugins/auth';
import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { bearer, checkOtp, clientIp, logIn, newPhone, requestOtp, signUp } from './support';

jest.setTimeout(60_000);

const location = {
  _id: null,
  address1: 'Powai, Mumbai',
  locationv2: {
    lat: 19.1176,
    lng: 72.906,
    addressLine1: 'Powai',
    city: 'Mumbai',
    state: 'Maharashtra',
  },
};

describe.each(fullEngine)('users on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
  });
  afterAll(() => ctx.close());

  const inject: TestContext['app']['inject'] = (
    ...args: Parameters<TestContext['app']['inject']>
  ) => ctx.app.inject(...args);

  describe('GET /api/users/generateotp/:inputNumber', () => {
    test('sends a 6-digit code to the outbox and answers an opaque request id', async () => {
      const phone = newPhone();
      const res = await inject({
        method: 'GET',
        url: `/api/users/generateotp/${phone}?type=login`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        isSuccess: true,
        isExist: false,
        hash: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        message: 'OTP Sent to your number',
      });
      const outbox = await inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` });
      const [message] = outbox.json().messages;
      expect(message).toEqual({
        to: phone,
        text: expect.stringContaining(message.otp),
        otp: expect.stringMatching(/^[0-9]{6}$/),
        createdAt: expect.any(String),
      });
      // Neither the code nor the request id is stored as itself.
      const [stored] = await ctx.database.db
        .select()
        .from(otpRequests)
        .where(eq(otpRequests.phone, phone));
      expect(JSON.stringify(stored)).not.toContain(message.otp);
      expect(JSON.stringify(stored)).not.toContain(body.hash);
    });

    test('isExist tells a registered number', async () => {
      const { phone } = await signUp(ctx.app);
      const { isExist } = await requestOtp(ctx.app, phone);
      expect(isExist).toBe(true);
    });

    test('a delete OTP for a number without an account is a 404', async () => {
      const res = await inject({
        method: 'GET',
        url: `/api/users/generateotp/${newPhone()}?type=delete`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ isSuccess: false, isError: true, message: NO_ACCOUNT });
    });

    test.each([
      ['a short number', '98765', 'login'],
      ['letters', '98765abcde', 'login'],
      ['an unknown purpose', '9876543210', 'admin'],
    ])('refuses %s with a 400', async (_name, phone, type) => {
      const res = await inject({
        method: 'GET',
        url: `/api/users/generateotp/${phone}?type=${type}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ isSuccess: false, isError: true });
    });

    test('a sixth send within 15 minutes is a 429', async () => {
      const phone = newPhone();
      for (let i = 0; i < 5; i += 1) await requestOtp(ctx.app, phone);
      const res = await inject({
        method: 'GET',
        url: `/api/users/generateotp/${phone}?type=login`,
        remoteAddress: clientIp(phone),
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(OTP_MESSAGES.tooManySends);
    });
  });

  describe('POST /api/users/checkotp/', () => {
    test('a new number gets a registration token, not a session', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const res = await checkOtp(ctx.app, phone, hash, otp);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        isSuccess: true,
        isRegistered: false,
        data: { registrationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
      });
    });

    test('a registered number is signed in with its data', async () => {
      const { phone, userId } = await signUp(ctx.app, 'Ravi Kumar');
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const res = await inject({
        method: 'POST',
        url: '/api/users/checkotp/',
        payload: { otp, hashOtp: hash, phoneNumber: phone, lastSelectedLocation: location },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        isSuccess: true,
        isRegistered: true,
        data: {
          user: { _id: userId, name: 'Ravi Kumar', phoneNumber: phone, role: 'customer' },
          addresses: [],
          cart: null,
          lastOrder: null,
          selectedLocation: {
            _id: null,
            address1: 'Powai, Mumbai',
            locationv2: location.locationv2,
            serviceAreaInfo: { isServiceable: expect.any(Boolean) },
          },
        },
      });
      expect(body.data.user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    test('a wrong code is a 401 Invalid OTP', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const wrong = otp === '000000' ? '111111' : '000000';
      const res = await checkOtp(ctx.app, phone, hash, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ isSuccess: false, isError: true, message: MESSAGES.invalidOtp });
    });

    test('an expired code is refused', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      await ctx.database.db
        .update(otpRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(otpRequests.phone, phone));
      const res = await checkOtp(ctx.app, phone, hash, otp);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(OTP_MESSAGES.expired);
    });

    test('a code for another phone is refused', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const res = await checkOtp(ctx.app, newPhone(), hash, otp);
      expect(res.statusCode).toBe(401);
    });

    test('unknown fields are a 400', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/users/checkotp/',
        payload: { otp: '123456', hashOtp: 'a'.repeat(43), phoneNumber: newPhone(), role: 'staff' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Unknown field 'role' in body");
    });
  });

  describe('POST /api/users/register', () => {
    test('creates the account and signs it in', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const { registrationToken } = (await checkOtp(ctx.app, phone, hash, otp)).json().data;
      const res = await inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          name: 'Meera',
          email: 'meera@example.com',
          gender: 'female',
          dateOfBirth: '01-02-1990',
          phoneNumber: phone,
          registrationToken,
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toEqual({
        _id: expect.any(String),
        name: 'Meera',
        email: 'meera@example.com',
        gender: 'female',
        dateOfBirth: '01-02-1990',
        phoneNumber: phone,
        role: 'customer',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
    });

    test('a registration token works once', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const { registrationToken } = (await checkOtp(ctx.app, phone, hash, otp)).json().data;
      const payload = { name: 'Meera', phoneNumber: phone, registrationToken };
      expect(
        (await inject({ method: 'POST', url: '/api/users/register', payload })).statusCode,
      ).toBe(200);
      const again = await inject({ method: 'POST', url: '/api/users/register', payload });
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe(INVALID_REGISTRATION);
    });

    test('no registration without a verified OTP', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Eve', phoneNumber: newPhone(), registrationToken: 'x'.repeat(43) },
      });
      expect(res.statusCode).toBe(401);
      expect(await ctx.database.db.select().from(users).where(eq(users.name, 'Eve'))).toEqual([]);
    });

    test('a token for one number cannot register another', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const { registrationToken } = (await checkOtp(ctx.app, phone, hash, otp)).json().data;
      const res = await inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Eve', phoneNumber: newPhone(), registrationToken },
      });
      expect(res.statusCode).toBe(401);
    });

    test('an expired registration token is refused', async () => {
      const phone = newPhone();
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const { registrationToken } = (await checkOtp(ctx.app, phone, hash, otp)).json().data;
      await ctx.database.db
        .update(registrationTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(registrationTokens.phone, phone));
      const res = await inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Late', phoneNumber: phone, registrationToken },
      });
      expect(res.statusCode).toBe(401);
    });

    test('a number registered meanwhile is a 409 and spends nothing', async () => {
      const phone = newPhone();
      const first = await requestOtp(ctx.app, phone);
      const tokenA = (await checkOtp(ctx.app, phone, first.hash, first.otp)).json().data
        .registrationToken;
      const second = await requestOtp(ctx.app, phone);
      const tokenB = (await checkOtp(ctx.app, phone, second.hash, second.otp)).json().data
        .registrationToken;
      const register = (registrationToken: string) =>
        inject({
          method: 'POST',
          url: '/api/users/register',
          payload: { name: 'Twice', phoneNumber: phone, registrationToken },
        });
      expect((await register(tokenA)).statusCode).toBe(200);
      const res = await register(tokenB);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ALREADY_REGISTERED);
      const [unspent] = await ctx.database.db
        .select()
        .from(registrationTokens)
        .where(eq(registrationTokens.phone, phone))
        .orderBy(registrationTokens.createdAt);
      expect(unspent).toBeDefined();
    });

    test.each([
      ['a missing name', { phoneNumber: '9000000001', registrationToken: 'x'.repeat(43) }],
      [
        'a malformed email',
        { name: 'A', email: 'nope', phoneNumber: '9000000001', registrationToken: 'x'.repeat(43) },
      ],
      [
        'a role',
        { name: 'A', role: 'staff', phoneNumber: '9000000001', registrationToken: 'x'.repeat(43) },
      ],
    ])('refuses %s with a 400', async (_name, payload) => {
      const res = await inject({ method: 'POST', url: '/api/users/register', payload });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /api/users/update', () => {
    test('updates profile fields only', async () => {
      const { token, phone } = await signUp(ctx.app);
      const res = await inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer(token),
        payload: { updateObject: { name: 'New Name', gender: 'other', dateOfBirth: '05-06-1995' } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({
        name: 'New Name',
        gender: 'other',
        dateOfBirth: '05-06-1995',
        phoneNumber: phone,
      });
    });

    test.each([
      ['phoneNumber', { phoneNumber: '9999999999' }],
      ['role', { role: 'staff' }],
      ['an empty update', {}],
    ])('refuses %s with a 400', async (_name, updateObject) => {
      const { token } = await signUp(ctx.app);
      const res = await inject({
        method: 'POST',
        url: '/api/users/update',
        headers: bearer(token),
        payload: { updateObject },
      });
      expect(res.statusCode).toBe(400);
    });

    test.each([
      ['a day February does not have', '31-02-2027', 'must be a real date as DD-MM-YYYY'],
      ['year 0', '01-01-0000', 'must be a real date as DD-MM-YYYY'],
      ['a day after today', '01-01-2099', 'Date of birth cannot be in the future'],
    ])(
      'refuses %s as a date of birth with a 400 that says why, and keeps the old one',
      async (_name, dateOfBirth, message) => {
        const { token, phone } = await signUp(ctx.app);
        const before = await inject({
          method: 'POST',
          url: '/api/users/update',
          headers: bearer(token),
          payload: { updateObject: { dateOfBirth: '05-06-1995' } },
        });
        expect(before.statusCode).toBe(200);
        const res = await inject({
          method: 'POST',
          url: '/api/users/update',
          headers: bearer(token),
          payload: { updateObject: { dateOfBirth } },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(message);
        const now = await inject({
          method: 'GET',
          url: `/api/users/getUser/${phone}`,
          headers: bearer(token),
        });
        expect(JSON.stringify(now.json())).toContain('05-06-1995');
      },
    );

    test('without a token is a 401', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/users/update',
        payload: { updateObject: { name: 'X' } },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ isSuccess: false, isError: true, message: MESSAGES.loginFirst });
    });
  });

  describe('GET /api/users/getUser/:number', () => {
    test('answers the user to its own bearer', async () => {
      const { token, phone, userId } = await signUp(ctx.app);
      const res = await inject({
        method: 'GET',
        url: `/api/users/getUser/${phone}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isSuccess: true, isExist: true, user: { _id: userId } });
    });

    test('tells a stranger only whether the number exists', async () => {
      const owner = await signUp(ctx.app);
      const stranger = await signUp(ctx.app);
      for (const headers of [bearer(stranger.token), {}]) {
        const res = await inject({
          method: 'GET',
          url: `/api/users/getUser/${owner.phone}`,
          headers,
        });
        expect(res.json()).toEqual({ isSuccess: true, isExist: true, user: null });
      }
      const none = await inject({ method: 'GET', url: `/api/users/getUser/${newPhone()}` });
      expect(none.json()).toEqual({ isSuccess: true, isExist: false, user: null });
    });

    test('a bad number is a 400 and a forged token a 401', async () => {
      expect((await inject({ method: 'GET', url: '/api/users/getUser/12' })).statusCode).toBe(400);
      const forged = await inject({
        method: 'GET',
        url: `/api/users/getUser/${newPhone()}`,
        headers: bearer('f'.repeat(43)),
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toBe(SESSION_EXPIRED);
    });
  });

  describe('POST /api/users/logout', () => {
    test('revokes the token it is called with, and only that one', async () => {
      const { token, phone } = await signUp(ctx.app);
      const other = await logIn(ctx.app, phone);
      const res = await inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true });
      const after = await inject({
        method: 'GET',
        url: '/api/users/wallet',
        headers: bearer(token),
      });
      expect(after.statusCode).toBe(401);
      const still = await inject({
        method: 'GET',
        url: '/api/users/wallet',
        headers: bearer(other),
      });
      expect(still.statusCode).toBe(200);
    });

    test('without a token is a 401', async () => {
      const res = await inject({ method: 'POST', url: '/api/users/logout' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /api/users/deleteUserPermanently', () => {
    test('deletes the account with a delete OTP and revokes its sessions', async () => {
      const { token, phone, userId } = await signUp(ctx.app);
      const { hash, otp } = await requestOtp(ctx.app, phone, 'delete');
      const res = await inject({
        method: 'POST',
        url: '/api/users/deleteUserPermanently',
        payload: { phoneNumber: phone, otp, otpHash: hash },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isSuccess: true, message: 'User deleted successfully' });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
      expect(row).toMatchObject({ phone: null, email: null, name: 'Deleted user' });
      expect(row?.deletedAt).toBeInstanceOf(Date);
      const live = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
      expect(live.every((session) => session.revokedAt !== null)).toBe(true);
      const after = await inject({
        method: 'GET',
        url: '/api/users/wallet',
        headers: bearer(token),
      });
      expect(after.statusCode).toBe(401);
      // The number is free again and starts as a new customer.
      const again = await requestOtp(ctx.app, phone);
      expect(again.isExist).toBe(false);
    });

    test('a login OTP cannot delete an account', async () => {
      const { phone } = await signUp(ctx.app);
      const { hash, otp } = await requestOtp(ctx.app, phone, 'login');
      const res = await inject({
        method: 'POST',
        url: '/api/users/deleteUserPermanently',
        payload: { phoneNumber: phone, otp, otpHash: hash },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(OTP_MESSAGES.wrongPurpose);
    });

    test('a bad OTP is a 400 by schema and a wrong one a 401', async () => {
      const { phone } = await signUp(ctx.app);
      const bad = await inject({
        method: 'POST',
        url: '/api/users/deleteUserPermanently',
        payload: { phoneNumber: phone, otp: '12', otpHash: 'a'.repeat(43) },
      });
      expect(bad.statusCode).toBe(400);
      const { hash } = await requestOtp(ctx.app, phone, 'delete');
      const wrong = await inject({
        method: 'POST',
        url: '/api/users/deleteUserPermanently',
        payload: { phoneNumber: phone, otp: '999999', otpHash: hash },
      });
      expect([401]).toContain(wrong.statusCode);
    });
  });
});
