import type { walletLedger } from '../../../src/server/db/schema';
import {
  INSUFFICIENT_BALANCE,
  creditWallet,
  deriveBalances,
  spendWallet,
  walletBalances,
} from '../../../src/server/services/wallet/wallet';
import { bothEngines } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';
import { bearer, signUp } from './support';

jest.setTimeout(60_000);

type Row = typeof walletLedger.$inferSelect;
const DAY = 86_400_000;
const t0 = new Date('2026-01-01T00:00:00Z').getTime();
let seq = 0;
const row = (
  balance: 'reward' | 'credit',
  amount: number,
  day: number,
  expiresDay?: number,
): Row => ({
  id: `r${(seq += 1)}`,
  seq,
  userId: 'u',
  balance,
  amount,
  reason: amount > 0 ? (balance === 'reward' ? 'promotion' : 'refund') : 'orderPayment',
  orderId: null,
  note: null,
  dedupeKey: null,
  createdAt: new Date(t0 + day * DAY),
  expiresAt: expiresDay === undefined ? null : new Date(t0 + expiresDay * DAY),
});

describe('deriveBalances', () => {
  test.each([
    ['nothing', [], 0, { reward: 0, credit: 0 }],
    ['credit never expires', [row('credit', 500, 0)], 9999, { reward: 0, credit: 500 }],
    [
      'credit spent',
      [row('credit', 500, 0), row('credit', -200, 1)],
      2,
      { reward: 0, credit: 300 },
    ],
    ['reward before expiry', [row('reward', 100, 0, 10)], 9, { reward: 100, credit: 0 }],
    ['reward at expiry', [row('reward', 100, 0, 10)], 10, { reward: 0, credit: 0 }],
    [
      'spends use the lot that expires first',
      [row('reward', 100, 0, 10), row('reward', 100, 0, 20), row('reward', -150, 5)],
      11,
      { reward: 50, credit: 0 },
    ],
    [
      'an expired lot cannot pay',
      [row('reward', 100, 0, 5), row('reward', 100, 0, 30), row('reward', -50, 6)],
      7,
      { reward: 50, credit: 0 },
    ],
  ] as const)('%s', (_name, rows, day, expected) => {
    expect(deriveBalances(rows, new Date(t0 + day * DAY))).toEqual(expected);
  });
});

describe.each(bothEngines)('wallet on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp(kind);
  });
  afterAll(() => ctx.close());

  test('credits are idempotent by key and show in GET /api/users/wallet', async () => {
    const user = await signUp(ctx.app);
    const { db } = ctx.database;
    const refund = {
      userId: user.userId,
      balance: 'credit' as const,
      amount: 400,
      reason: 'refund' as const,
      orderId: 'EABC1234',
      dedupeKey: 'refund:pay_1',
    };
    expect(await creditWallet(db, refund)).toBe(true);
    expect(await creditWallet(db, refund)).toBe(false);
    await creditWallet(db, {
      userId: user.userId,
      balance: 'reward',
      amount: 50,
      reason: 'referral',
      expiresAt: new Date(Date.now() + 30 * DAY),
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/wallet',
      headers: bearer(user.token),
    });
    expect(res.json()).toMatchObject({
      isSuccess: true,
      balances: { reward: 50, credit: 400 },
      ledger: [
        { balance: 'reward', amount: 50, reason: 'referral', expiresAt: expect.any(String) },
        { balance: 'credit', amount: 400, reason: 'refund', orderId: 'EABC1234' },
      ],
    });
  });

  test('a spend larger than the balance is refused and writes nothing', async () => {
    const user = await signUp(ctx.app);
    const { db } = ctx.database;
    await creditWallet(db, {
      userId: user.userId,
      balance: 'credit',
      amount: 100,
      reason: 'refund',
    });
    await expect(
      db.transaction((tx) =>
        spendWallet(tx, { userId: user.userId, reward: 0, credit: 101, orderId: 'EAAAAAA1' }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, message: INSUFFICIENT_BALANCE });
    expect(await walletBalances(db, user.userId)).toEqual({ reward: 0, credit: 100 });
  });

  test('a spend rolled back with its transaction leaves the balance whole', async () => {
    const user = await signUp(ctx.app);
    const { db } = ctx.database;
    await creditWallet(db, {
      userId: user.userId,
      balance: 'credit',
      amount: 100,
      reason: 'refund',
    });
    await expect(
      db.transaction(async (tx) => {
        await spendWallet(tx, { userId: user.userId, reward: 0, credit: 60, orderId: 'EAAAAAA2' });
        throw new Error('order placement failed');
      }),
    ).rejects.toThrow('order placement failed');
    expect(await walletBalances(db, user.userId)).toEqual({ reward: 0, credit: 100 });
  });

  test('20 parallel spends never take the balance below zero', async () => {
    const user = await signUp(ctx.app);
    const { db } = ctx.database;
    await creditWallet(db, {
      userId: user.userId,
      balance: 'credit',
      amount: 100,
      reason: 'refund',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction((tx) =>
          spendWallet(tx, {
            userId: user.userId,
            reward: 0,
            credit: 30,
            orderId: `EPAR${String(i).padStart(4, '0')}`,
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await walletBalances(db, user.userId)).toEqual({ reward: 0, credit: 10 });
  });

  test('malformed amounts are programming errors, not spends', async () => {
    const user = await signUp(ctx.app);
    const { db } = ctx.database;
    await expect(
      creditWallet(db, { userId: user.userId, balance: 'credit', amount: -5, reason: 'refund' }),
    ).rejects.toThrow(RangeError);
    await expect(
      db.transaction((tx) =>
        spendWallet(tx, { userId: user.userId, reward: 1.5, credit: 0, orderId: 'EAAAAAA3' }),
      ),
    ).rejects.toThrow(RangeError);
  });
});
