import type { WalletLedgerEntry } from '../../../shared/contract';
import { usersApi } from '../../api/usersApi';
import type { AppDispatch } from '../../app/store';
import { modalOpened, type ModalOptions } from './modalsSlice';

/** A referral Reward credited this many days before a sign-in is announced at that sign-in. */
export const REFERRAL_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the referral-applied modal says at a sign-in: the newest referral Reward credit of the last
 * REFERRAL_NOTICE_DAYS that has not expired, or null when there is none.
 */
export function referralNotice(
  ledger: readonly WalletLedgerEntry[],
  now: Date,
): ModalOptions['referralApplied'] | null {
  const recent = ledger
    .filter(
      (entry) =>
        entry.reason === 'referral' &&
        entry.balance === 'reward' &&
        entry.amount > 0 &&
        now.getTime() - Date.parse(entry.createdAt) <= REFERRAL_NOTICE_DAYS * DAY_MS &&
        (!entry.expiresAt || Date.parse(entry.expiresAt) > now.getTime()),
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  const newest = recent[0];
  if (!newest) return null;
  return {
    entryId: newest._id,
    amount: newest.amount,
    note: newest.note ?? null,
    expiresAt: newest.expiresAt ?? null,
  };
}

/** Reads the wallet and raises the referral-applied modal when it has a credit to announce. */
export async function announceReferral(dispatch: AppDispatch): Promise<void> {
  const wallet = await dispatch(
    usersApi.endpoints.usersGetWallet.initiate(undefined, { subscribe: false }),
  ).unwrap();
  const notice = referralNotice(wallet.ledger, new Date());
  if (notice) dispatch(modalOpened({ name: 'referralApplied', options: notice }));
}
