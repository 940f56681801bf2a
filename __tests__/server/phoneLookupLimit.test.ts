import { ROUTE_LIMITS } from '../../src/server/routes/limits';
import { newPhone } from './accounts/support';
import { fullEngine } from './support/databases';
import { startTestApp, type TestContext } from './support/testApp';

jest.setTimeout(120_000);

const LIMIT = ROUTE_LIMITS.otpSend.max;
const TOO_MANY = { isSuccess: false, isError: true, message: expect.stringMatching(/^Too many/) };

describe.each(fullEngine)('phone lookups and OTP sends on %s', (kind) => {
  let ctx: TestContext;
  let ipCount = 0;
  // Counters last their whole window: each test is a visitor of its own.
  const newIp = () => `10.77.0.${(ipCount += 1)}`;

  beforeEach(async () => {
    ctx = await startTestApp(kind);
  });
  afterEach(() => ctx.close());

  const send = (ip: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/users/generateotp/${newPhone()}?type=login`,
      remoteAddress: ip,
    });
  const lookUp = (ip: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/users/getUser/${newPhone()}`, remoteAddress: ip });

  test(`SECURITY: once an IP has spent its ${LIMIT} OTP sends, its phone lookups are a 429`, async () => {
    const ip = newIp();
    for (let i = 0; i < LIMIT; i += 1) expect((await send(ip)).statusCode).toBe(200);
    const refused = await lookUp(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await lookUp(newIp())).statusCode).toBe(200);
  });

  test('SECURITY: sends and lookups of one IP count together towards one limit', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1)
      statuses.push((await (i % 2 ? send(ip) : lookUp(ip))).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(200));
    expect((await send(ip)).statusCode).toBe(429);
    expect((await lookUp(ip)).statusCode).toBe(429);
  });

  test('SECURITY: lookups alone spend the sends of that IP', async () => {
    const ip = newIp();
    for (let i = 0; i < LIMIT; i += 1) expect((await lookUp(ip)).statusCode).toBe(200);
    expect((await send(ip)).statusCode).toBe(429);
  });
});
