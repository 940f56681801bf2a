import { eq } from 'drizzle-orm';
import { otpRequests, sessions, users } from '../../../src/server/db/schema';
import { OTP_MESSAGES } from '../../../src/server/services/auth/otp';
import { makeStaff } from '../../../src/server/services/auth/staff';
import { NOT_STAFF_MESSAGE } from '../../../src/shared/contract';
import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { bearer, checkOtp, clientIp, newPhone, requestOtp, signUp } from './support';

jest.setTimeout(120_000);

describe.each(fullEngine)('staff login (OTP purpose staff) on %s', (kind) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await startTestApp(kind);
  });
  afterAll(() => ctx.close());

  const askStaffOtp = (phone: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/users/generateotp/${phone}?type=staff`,
      remoteAddress: clientIp(phone),
    });
  const outboxOf = async (phone: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox?phone=${phone}` })).json<{
      messages: unknown[];
    }>().messages;
  const otpRowsOf = (phone: string) =>
    ctx.database.db.select().from(otpRequests).where(eq(otpRequests.phone, phone));
  const sessionsOf = (userId: string) =>
    ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));

  test('a staff account gets a staff code and signs in to a session that reads reports', async () => {
    const phone = newPhone();
    await makeStaff(ctx.database.db, phone, 'Ravi');
    const { hash, otp, isExist } = await requestOtp(ctx.app, phone, 'staff');
    expect(isExist).toBe(true);
    const checked = await checkOtp(ctx.app, phone, hash, otp);
    expect(checked.statusCode).toBe(200);
    const { isRegistered, data } = checked.json<{
      isRegistered: boolean;
      data: { user: { role: string; token: string; name: string } };
    }>();
    expect(isRegistered).toBe(true);
    expect(data.user).toMatchObject({ role: 'staff', name: 'Ravi' });
    const reports = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports',
      headers: bearer(data.user.token),
    });
    expect(reports.statusCode).toBe(200);
  });

  test.each([
    ['a customer account', async () => (await signUp(ctx.app, 'Asha')).phone],
    ['a number without an account', async () => newPhone()],
  ])(
    '%s is refused a staff code: 403, the same message, no SMS and nothing stored',
    async (_who, phoneOf) => {
      const phone = await phoneOf();
      const smsBefore = (await outboxOf(phone)).length;
      const res = await askStaffOtp(phone);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ isSuccess: false, isError: true, message: NOT_STAFF_MESSAGE });
      expect(await outboxOf(phone)).toHaveLength(smsBefore);
      expect((await otpRowsOf(phone)).filter((row) => row.purpose === 'staff')).toEqual([]);
    },
  );

  test("SECURITY: staff sessions only from a staff code: a staff member's login code opens a customer session that cannot read reports", async () => {
    const phone = newPhone();
    await makeStaff(ctx.database.db, phone, 'Ravi');
    const { hash, otp } = await requestOtp(ctx.app, phone, 'login');
    const checked = await checkOtp(ctx.app, phone, hash, otp);
    expect(checked.statusCode).toBe(200);
    const { user } = checked.json<{ data: { user: { role: string; token: string } } }>().data;
    expect(user.role).toBe('customer');
    const reports = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports',
      headers: bearer(user.token),
    });
    expect(reports.statusCode).toBe(403);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/session/start',
      headers: bearer(user.token),
      payload: {},
    });
    expect(started.json()).toMatchObject({ data: { user: { role: 'customer' } } });
  });

  test('a staff code checked after the account stopped being staff opens no session at all', async () => {
    const phone = newPhone();
    const { userId } = await makeStaff(ctx.database.db, phone);
    const { hash, otp } = await requestOtp(ctx.app, phone, 'staff');
    // Only the operator command sets roles; the database stands in for a demotion in between.
    await ctx.database.db.update(users).set({ role: 'customer' }).where(eq(users.id, userId));
    const checked = await checkOtp(ctx.app, phone, hash, otp);
    expect(checked.statusCode).toBe(403);
    expect(checked.json()).toMatchObject({ message: NOT_STAFF_MESSAGE });
    expect(checked.body).not.toContain('token');
    expect(await sessionsOf(userId)).toEqual([]);
  });

  test('a staff code is bound to its purpose: it cannot delete the account', async () => {
    const phone = newPhone();
    await makeStaff(ctx.database.db, phone);
    const { hash, otp } = await requestOtp(ctx.app, phone, 'staff');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/deleteUserPermanently',
      remoteAddress: clientIp(phone),
      payload: { phoneNumber: phone, otp, otpHash: hash },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: OTP_MESSAGES.wrongPurpose });
  });

  test('a staff code is bound to its phone: another number cannot use it', async () => {
    const staffPhone = newPhone();
    await makeStaff(ctx.database.db, staffPhone);
    const customer = await signUp(ctx.app, 'Bina');
    const { hash, otp } = await requestOtp(ctx.app, staffPhone, 'staff');
    const res = await checkOtp(ctx.app, customer.phone, hash, otp);
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(customer.userId)).toHaveLength(1);
  });
});
