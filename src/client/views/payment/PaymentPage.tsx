import { Fragment, useEffect } from 'react';
import { Link } from 'react-router';
import { formatInr } from '../../../shared/domain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  selectCartDraft,
  selectCartReadyForPayment,
  selectCartRepricing,
} from '../../features/cart/cartSlice';
import { selectCartWallet } from '../../features/cart/cartWallet';
import {
  cardPaymentRequested,
  orderPlacementRequested,
  paymentOptionChosen,
  paymentPageOpened,
  priceChangeAccepted,
  priceChangeDeclined,
  selectCheckout,
  type PaymentOption,
} from '../../features/checkout/checkoutSlice';
import { Dialog } from '../components/ui/Dialog';
import { PageMeta } from '../components/head/PageMeta';
import { RadioGroup } from '../components/ui/RadioGroup';
import { Button, DialogActions } from '../components/ui/ui.styles';
import { selectPaymentChoices, selectPaymentSummary } from '../../features/checkout/amountDue';
import {
  AmountNow,
  Breakdown,
  Card,
  CardNow,
  Facts,
  Note,
  Page,
  Saving,
  Total,
} from './PaymentPage.styles';

const ONLINE_OPTIONS: { option: PaymentOption; label: string; detail: string }[] = [
  { option: 'full', label: 'Pay in full', detail: 'Pay the whole amount now by card.' },
  {
    option: 'advance',
    label: 'Pay an advance',
    detail: 'Pay half now by card and the rest before the celebration.',
  },
];

function BookingSummary() {
  const draft = useAppSelector(selectCartDraft);
  if (!draft) return null;
  const { product, celebrationDate, arrivingTime, readyTime, bookingAddress } = draft;
  return (
    <Card aria-labelledby="payment-booking">
      <h2 id="payment-booking">Your booking</h2>
      <Facts>
        <dt>Decor</dt>
        <dd>{product.name}</dd>
        <dt>Date</dt>
        <dd>{celebrationDate}</dd>
        <dt>Time slot</dt>
        <dd>
          {arrivingTime} to {readyTime}
        </dd>
        {bookingAddress && (
          <>
            <dt>Address</dt>
            <dd>
              {[bookingAddress.address1, bookingAddress.address2, bookingAddress.city]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </>
        )}
      </Facts>
    </Card>
  );
}

/** What the chosen online option asks for now, and how the order's price comes to it (the server's figures). */
function AmountToPay() {
  const summary = useAppSelector(selectPaymentSummary);
  return (
    <Card aria-labelledby="payment-amount" aria-busy={summary === null}>
      <h2 id="payment-amount">Amount to pay</h2>
      {summary === null ? (
        <Note>Working out the amount to pay…</Note>
      ) : (
        <>
          <AmountNow>{formatInr(summary.payNow)}</AmountNow>
          <Breakdown aria-label="Payment breakdown">
            {summary.lines.map((line) => (
              <Fragment key={line.label}>
                <dt className={line.total ? 'total' : undefined}>{line.label}</dt>
                <dd className={line.total ? 'total' : undefined}>
                  {line.off ? '−' : ''}
                  {formatInr(line.amount)}
                </dd>
              </Fragment>
            ))}
          </Breakdown>
        </>
      )}
    </Card>
  );
}

/** The server priced the cart differently from what the page showed: pay the new amount or not. */
function PriceChangeDialog() {
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  if (checkout.status !== 'confirmingPrice') return null;
  const decline = () => dispatch(priceChangeDeclined());
  return (
    <Dialog title="The price has changed" onClose={decline}>
      <p>
        The price changed from {formatInr(checkout.shown)} to {formatInr(checkout.due)}.
      </p>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={decline}>
          Not now
        </Button>
        <Button type="button" onClick={() => dispatch(priceChangeAccepted())}>
          {checkout.next === 'card'
            ? `Pay ${formatInr(checkout.due)}`
            : `Place order for ${formatInr(checkout.due)}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PaymentChoicesForm() {
  const dispatch = useAppDispatch();
  const choices = useAppSelector(selectPaymentChoices);
  const wallet = useAppSelector(selectCartWallet);
  const checkout = useAppSelector(selectCheckout);
  const repricing = useAppSelector(selectCartRepricing);
  if (!choices) return null;
  const busy = checkout.status !== 'idle' || repricing;
  const prices = { full: choices.options.fullPrepay, advance: choices.options.advance };
  // Without known balances the wallet pays nothing here and the card pays the option's share.
  const shares = wallet && { full: wallet.fullPrepay, advance: wallet.advance };
  const cod = wallet?.cashOnDelivery ?? null;
  // The wallet can cover a whole order: the server then has nothing left to charge a card.
  const nothingOnline = shares !== null && shares.full.toPay < 1;
  return (
    <>
      {repricing && <Note role="status">Updating price…</Note>}
      <Card aria-labelledby="payment-online" aria-busy={repricing}>
        <h2 id="payment-online">Pay online and save</h2>
        <RadioGroup
          legend="Choose how much to pay now"
          look="card"
          disabled={busy}
          value={checkout.option}
          onChange={(option) => dispatch(paymentOptionChosen({ option }))}
          options={ONLINE_OPTIONS.map(({ option, label, detail }) => ({
            value: option,
            label,
            detail: (
              <>
                <span>{detail} </span>
                <Saving>You save {formatInr(prices[option].discount)}</Saving>
                {shares && (
                  <CardNow>
                    {shares[option].used > 0 && `Wallet ${formatInr(shares[option].used)} · `}
                    Card now {formatInr(shares[option].toPay)}
                  </CardNow>
                )}
              </>
            ),
            aside: <Total>{formatInr(prices[option].total)}</Total>,
          }))}
        />
        <Note>
          {wallet?.useWallet === false ? (
            <>
              Your wallet is not used on this order;{' '}
              <Link to="/checkout">change it in the cart</Link>.
            </>
          ) : nothingOnline ? (
            'Your wallet covers this order: place it below, nothing is left to pay.'
          ) : (
            'Your Reward and Credit balances are used first; the card pays the rest.'
          )}
        </Note>
        <Button
          type="button"
          disabled={busy || nothingOnline}
          onClick={() => dispatch(cardPaymentRequested())}
        >
          {checkout.status === 'paying' || checkout.status === 'redirecting'
            ? 'Opening the payment page…'
            : 'Pay'}
        </Button>
      </Card>
      {nothingOnline ? (
        // The server books a wallet-paid order as prepaid: the discount kept, no cash line.
        <Card aria-labelledby="payment-wallet" aria-busy={repricing}>
          <h2 id="payment-wallet">Paid from your wallet</h2>
          <p>
            Your wallet pays <strong>{formatInr(shares.full.used)}</strong>, prepaid discount
            included; nothing is due on delivery.
          </p>
          <Button type="button" disabled={busy} onClick={() => dispatch(orderPlacementRequested())}>
            {checkout.status === 'placing'
              ? 'Placing your order…'
              : 'Place order, paid from wallet'}
          </Button>
        </Card>
      ) : (
        <Card aria-labelledby="payment-cod" aria-busy={repricing}>
          <h2 id="payment-cod">Cash on delivery</h2>
          <p>
            Pay <strong>{formatInr(cod?.toPay ?? choices.amountToPay)}</strong> when the decorators
            arrive.
          </p>
          {cod && cod.used > 0 && (
            <Note>{formatInr(cod.used)} of it is paid from your wallet.</Note>
          )}
          <Button
            type="button"
            $variant="ghost"
            disabled={busy}
            onClick={() => dispatch(orderPlacementRequested())}
          >
            {checkout.status === 'placing' ? 'Placing your order…' : 'Place order with cash'}
          </Button>
        </Card>
      )}
    </>
  );
}

/** /payment (guarded by the router): card, full or advance with its discount, or cash on delivery. */
export default function PaymentPage() {
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectCartReadyForPayment);
  useEffect(() => {
    dispatch(paymentPageOpened());
  }, [dispatch]);
  return (
    <Page aria-labelledby="payment-title">
      <PageMeta title="Payment" noIndex />
      <h1 id="payment-title">Payment</h1>
      {ready ? (
        <>
          <BookingSummary />
          <AmountToPay />
          <PaymentChoicesForm />
          <PriceChangeDialog />
        </>
      ) : (
        // The route listener sends an unready cart home; this shows while that happens.
        <p>
          Your cart needs a date, a time slot and an address first.{' '}
          <Link to="/checkout">Back to the cart</Link>
        </p>
      )}
    </Page>
  );
}
