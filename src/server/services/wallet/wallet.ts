import { asc, desc, eq } from 'drizzle-orm';
import type { WalletBalances, WalletLedgerEntry } from '../../../shared/contract';
import { users, walletLedger } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Executor, Tx } from '../context';

type LedgerRow = typeof walletLedger.$inferSelect;

export const WALLET_LEDGER_PAGE = 200;
export const INSUFFICIENT_BALANCE = 'Not enough wallet balance';

interface Lot {
  amount: number;
  expiresAt: Date | null;
}

/**
 * Balances derived from the ledger. Credit is a plain sum. Reward credits are lots that may
 * expire: each spend uses the lots that expire soonest first (those already expired at the
 * spend cannot pay), and whatever is left of a lot lapses at its expiry.
 */
export function deriveBalances(rows: readonly LedgerRow[], now: Date): WalletBalances {
  let credit = 0;
  const lots: Lot[] = [];
  for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
    if (row.balance === 'credit') {
      credit += row.amount;
      continue;
    }
    if (row.amount > 0) {
      lots.push({ amount: row.amount, expiresAt: row.expiresAt });
      continue;
    }
    let owed = -row.amount;
    const usable = lots
      .filter((lot) => lot.amount > 0 && (!lot.expiresAt || lot.expiresAt > row.createdAt))
      .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity));
    for (const lot of usable) {
      const used = Math.min(lot.amount, owed);
      lot.amount -= used;
      owed -= used;
      if (owed === 0) break;
    }
  }
  const reward = lots
    .filter((lot) => !lot.expiresAt || lot.expiresAt > now)
    .reduce((sum, lot) => sum + lot.amount, 0);
  return { reward, credit: Math.max(0, credit) };
}

async function ledgerRows(db: Executor, userId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .orderBy(asc(walletLedger.seq));
}

export async function walletBalances(db: Executor, userId: string): Promise<WalletBalances> {
  return deriveBalances(await ledgerRows(db, userId), new Date());
}

function ledgerEntity(row: LedgerRow): WalletLedgerEntry {
  return {
    _id: row.id,
    balance: row.balance,
    amount: row.amount,
    reason: row.reason,
    ...(row.orderId !== null && { orderId: row.orderId }),
    ...(row.note !== null && { note: row.note }),
    createdAt: row.createdAt.toISOString(),
    ...(row.expiresAt !== null && { expiresAt: row.expiresAt.toISOString() }),
  };
}

/** Both balances and the latest ledger entries, newest first, for the wallet info popups. */
export async function walletSummary(db: Executor, userId: string) {
  const [balances, latest] = await Promise.all([
    walletBalances(db, userId),
    db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId))
      .orderBy(desc(walletLedger.seq))
      .limit(WALLET_LEDGER_PAGE),
  ]);
  return { balances, ledger: latest.map(ledgerEntity) };
}

export interface WalletCredit {
  userId: string;
  balance: 'reward' | 'credit';
  amount: number;
  reason: 'referral' | 'promotion' | 'refund' | 'adjustment';
  orderId?: string;
  note?: string;
  /** Reward only; Credit never expires. */
  expiresAt?: Date;
  /** The same key credits once, however often the credit is retried (a refund's payment id). */
  dedupeKey?: string;
}

/** Appends a credit; answers false when its dedupe key was already credited. */
export async function creditWallet(db: Executor, credit: WalletCredit): Promise<boolean> {
  if (!Number.isInteger(credit.amount) || credit.amount <= 0) {
    throw new RangeError('a wallet credit is a positive whole number of rupees');
  }
  if (credit.balance === 'credit' && credit.expiresAt) {
    throw new RangeError('Credit never expires');
  }
  const inserted = await db
    .insert(walletLedger)
    .values({
      userId: credit.userId,
      balance: credit.balance,
      amount: credit.amount,
      reason: credit.reason,
      orderId: credit.orderId ?? null,
      note: credit.note ?? null,
      expiresAt: credit.expiresAt ?? null,
      dedupeKey: credit.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: walletLedger.dedupeKey })
    .returning({ id: walletLedger.id });
  return inserted.length === 1;
}

export interface WalletSpend {
  userId: string;
  reward: number;
  credit: number;
  orderId: string;
}

/**
 * Spends from both balances inside the caller's transaction (the booking places its order in
 * the same one). The user's row is locked first, so concurrent spends run one after another and
 * each sees the balance the previous one left; a spend larger than the balance is refused with
 * a 409 and writes nothing.
 */
export async function spendWallet(tx: Tx, spend: WalletSpend): Promise<WalletBalances> {
  for (const amount of [spend.reward, spend.credit]) {
    if (!Number.isInteger(amount) || amount < 0) {
      throw new RangeError('a wallet spend is a whole number of rupees, zero or more');
    }
  }
  const locked = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, spend.userId))
    .for('update');
  if (locked.length === 0) throw new HttpError(404, 'User not found');
  const balances = await walletBalances(tx, spend.userId);
  if (spend.reward > balances.reward || spend.credit > balances.credit) {
    throw new HttpError(409, INSUFFICIENT_BALANCE);
  }
  const entries = (
    [
      ['reward', spend.reward],
      ['credit', spend.credit],
    ] as const
  )
    .filter(([, amount]) => amount > 0)
    .map(([balance, amount]) => ({
      userId: spend.userId,
      balance,
      amount: -amount,
      reason: 'orderPayment' as const,
      orderId: spend.orderId,
    }));
  if (entries.length > 0) await tx.insert(walletLedger).values(entries);
  return { reward: balances.reward - spend.reward, credit: balances.credit - spend.credit };
}
