import { SESSION_EXPIRED } from '../../../src/server/plugins/auth';
import { OTP_MESSAGES } from '../../../src/server/services/auth/otp';
import {
  CUSTOMER_SESSION_MS,
  REGISTRATION_TOKEN_MS,
} from '../../../src/server/services/auth/sessions';
import { INVALID_REGISTRATION } from '../../../src/server/services/users/users';
import { fullEngine } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { bearer, checkOtp, clientIp, newPhone, requestOtp, signUp } from './support';

jest.setTimeout(60_000);

const MINUTE = 60_000;

// OTPs, registration tokens and sessions expire by the app's clock, not the machine's. The clock
// starts a year back, where by the machine's clock every one of them would long have expired.
describe.each(fullEngine)('expiry follows the app clock on %s', (kind) => {
  const start = new Date(Date.now() - 365 * 24 * 60 * MINUTE);
  let clock = start;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind, {}, { clock: () => clock });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock = start;
  });
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  test('an OTP works until 5 minutes have passed on the app clock', async () => {
    const phone = newPhone();
    const first = await requestOtp(ctx.app, phone);
    later(5 * MINUTE - 1000);
    expect((await checkOtp(ctx.app, phone, first.hash, first.otp)).statusCode).toBe(200);

    const second = await requestOtp(ctx.app, phone);
    later(5 * MINUTE);
    const res = await checkOtp(ctx.app, phone, second.hash, second.otp);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(OTP_MESSAGES.expired);
  });

  test('a registration token works until its lifetime has passed on the app clock', async () => {
    const register = async (phone: string, registrationToken: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        remoteAddress: clientIp(phone),
        payload: { name: 'Asha Rao', phoneNumber: phone, registrationToken },
      });
    const verified = async (phone: string) => {
      const { hash, otp } = await requestOtp(ctx.app, phone);
      const checked = await checkOtp(ctx.app, phone, hash, otp);
      return checked.json<{ data: { registrationToken: string } }>().data.registrationToken;
    };
    const [early, late] = [newPhone(), newPhone()];
    const [earlyToken, lateToken] = [await verified(early), await verified(late)];
    later(REGISTRATION_TOKEN_MS - MINUTE);
    expect((await register(early, earlyToken)).statusCode).toBe(200);
    later(MINUTE);
    const res = await register(late, lateToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(INVALID_REGISTRATION);
  });

  test('a customer session lasts its lifetime on the app clock, then is refused', async () => {
    const { token } = await signUp(ctx.app);
    const wishlist = () =>
      ctx.app.inject({ method: 'GET', url: '/api/users/wishlist', headers: bearer(token) });
    later(CUSTOMER_SESSION_MS - MINUTE);
    expect((await wishlist()).statusCode).toBe(200);
    later(MINUTE);
    const res = await wishlist();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
  });
});
