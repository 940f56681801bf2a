import { useId, useState } from 'react';
import type { WalletLedgerEntry } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';
import { useUsersGetWalletQuery } from '../../api/usersApi';
import { Dialog } from '../components/ui/Dialog';
import { Button, Skeleton, TextButton } from '../components/ui/ui.styles';
import { Amount, Balances, Card, Muted } from './AccountPage.styles';
import { WALLET_INFO, WALLET_KINDS, type WalletKind } from './walletInfo';

const REASONS: Record<WalletLedgerEntry['reason'], string> = {
  referral: 'Referral',
  promotion: 'Promotion',
  refund: 'Refund',
  orderPayment: 'Paid for an order',
  expiry: 'Expired',
  adjustment: 'Adjustment',
};

/** How many of the latest wallet entries the card lists. */
const RECENT_ENTRIES = 5;

const signed = (amount: number) =>
  amount < 0 ? `−${formatInr(-amount)}` : `+${formatInr(amount)}`;

/** The Reward and Credit balances, each with its info popup, and the latest entries. */
export function WalletCard() {
  const titleId = useId();
  const { data, isLoading, isError, refetch } = useUsersGetWalletQuery();
  // Which popup is open is presentation only, so it stays in the view.
  const [info, setInfo] = useState<WalletKind | null>(null);
  const balances = data?.balances;
  const amounts: Record<WalletKind, number> | null = balances
    ? { Reward: balances.reward, Credit: balances.credit }
    : null;
  const recent = (data?.ledger ?? []).slice(0, RECENT_ENTRIES);

  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>Wallet</h2>
      {isError ? (
        <>
          <Muted role="alert">Your wallet could not be loaded.</Muted>
          <Button type="button" $variant="ghost" onClick={() => void refetch()}>
            Try again
          </Button>
        </>
      ) : (
        <Balances aria-label="Wallet balances">
          {WALLET_KINDS.map((kind) => (
            <li key={kind}>
              <span>{kind}</span>
              {isLoading || !amounts ? (
                <Skeleton $height="1.6rem" $width="5rem" aria-hidden="true" />
              ) : (
                <Amount aria-label={`${kind} balance ${formatInr(amounts[kind])}`}>
                  {formatInr(amounts[kind])}
                </Amount>
              )}
              <TextButton type="button" onClick={() => setInfo(kind)}>
                What is {kind}?
              </TextButton>
            </li>
          ))}
        </Balances>
      )}
      {recent.length > 0 && (
        <>
          <h3>Recent activity</h3>
          <ul aria-label="Recent wallet activity">
            {recent.map((entry) => (
              <li key={entry._id}>
                {REASONS[entry.reason]}
                {entry.orderId ? ` (${entry.orderId})` : ''}: {signed(entry.amount)}{' '}
                {entry.balance === 'reward' ? 'Reward' : 'Credit'}
              </li>
            ))}
          </ul>
        </>
      )}
      {info && (
        <Dialog title={info} onClose={() => setInfo(null)}>
          <p>{WALLET_INFO[info]}</p>
          <Button type="button" onClick={() => setInfo(null)}>
            Got it
          </Button>
        </Dialog>
      )}
    </Card>
  );
}
