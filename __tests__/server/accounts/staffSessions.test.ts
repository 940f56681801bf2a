// Staff sessions (issue 43, SECURITY.md "Staff"): at most 12 hours on the app's clock while a
// customer's lasts its 30 days; a staff sign-out ends the staff member's sessions everywhere,
// a customer's only the one signed out of.
import { makeStaff } from '../../../src/server/services/auth/staff';
import { STAFF_SESSION_MS } from '../../../src/server/services/auth/sessions';
import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { bearer, logIn, newPhone, signUp } from './support';

jest.setTimeout(60_000);

describe.each(fullEngine)('staff sessions on %s', (kind) => {
  const start = new Date(Date.now() - 365 * 24 * 60 * 60_000);
  let clock = start;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind, {}, { clock: () => clock });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock = start;
  });

  const staffMember = async () => {
    const phone = newPhone();
    await makeStaff(ctx.database.db, phone, 'Sunita', { role: 'support', hubs: [] });
    return phone;
  };
  /** The console's own profile call: 200 for a live staff session. */
  const opsMe = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/ops/me', headers: bearer(token) }))
      .statusCode;
  const wishlist = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/users/wishlist', headers: bearer(token) }))
      .statusCode;
  const logout = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(token) });

  test('a staff session lasts 12 hours; a customer session outlives it', async () => {
    expect(STAFF_SESSION_MS).toBe(12 * 60 * 60_000);
    const staff = await logIn(ctx.app, await staffMember(), 'staff');
    const customer = (await signUp(ctx.app, 'Kiran')).token;
    clock = new Date(start.getTime() + STAFF_SESSION_MS - 60_000);
    expect(await opsMe(staff)).toBe(200);
    clock = new Date(start.getTime() + STAFF_SESSION_MS);
    expect(await opsMe(staff)).toBe(401);
    expect(await wishlist(customer)).toBe(200);
    clock = new Date(start.getTime() + 2 * STAFF_SESSION_MS);
    expect(await wishlist(customer)).toBe(200);
  });

  test('a staff sign-out ends every session of the staff member', async () => {
    const phone = await staffMember();
    const [desk, phoneSession] = [
      await logIn(ctx.app, phone, 'staff'),
      await logIn(ctx.app, phone, 'staff'),
    ];
    expect([await opsMe(desk), await opsMe(phoneSession)]).toEqual([200, 200]);
    expect((await logout(desk)).statusCode).toBe(200);
    expect([await opsMe(desk), await opsMe(phoneSession)]).toEqual([401, 401]);
    // Signing in again works.
    expect(await opsMe(await logIn(ctx.app, phone, 'staff'))).toBe(200);
  });

  test("a customer's sign-out ends only that session", async () => {
    const { phone, token } = await signUp(ctx.app, 'Farah');
    const other = await logIn(ctx.app, phone);
    expect((await logout(token)).statusCode).toBe(200);
    expect([await wishlist(token), await wishlist(other)]).toEqual([401, 200]);
  });
});
