import { Fragment } from 'react';
import type { Order, PublicOrder } from '../../../shared/contract';
// eslint-disable-next-line no-restricted-imports -- the order page's price rows are still summed here; they move to the orders feature with the rest of that page
import { formatInr, paidFromWallet } from '../../../shared/domain';
import { usePaymentGetByOrderIdQuery } from '../../api/paymentApi';
import { rescheduleRequests } from '../../features/orders/orderChoices';
import { Skeleton } from '../components/ui/ui.styles';
import { formatWhen, orderHistory, rescheduleOutcome, slotText } from './orderFormat';
import { Card, Facts, Muted } from './OrderPage.styles';

type AnyOrder = Order | PublicOrder;

export function Celebration({ order, owner }: { order: AnyOrder; owner: Order | null }) {
  const { pending, answered } = rescheduleRequests(owner);
  const place = owner === null && 'city' in order ? order.city : null;
  const address = owner?.bookingAddress;
  return (
    <Card aria-labelledby="order-celebration">
      <h2 id="order-celebration">Celebration</h2>
      <Facts>
        <dt>When</dt>
        <dd>{slotText(order)}</dd>
        {address && (
          <>
            <dt>Address</dt>
            <dd>
              {[address.address1, address.address2, address.city, address.state, address.pinCode]
                .filter(Boolean)
                .join(', ')}
            </dd>
            <dt>Contact mobile</dt>
            <dd>{address.mobile[0]}</dd>
          </>
        )}
        {place && (
          <>
            <dt>Place</dt>
            <dd>{place}</dd>
          </>
        )}
        {order.addOns.length > 0 && (
          <>
            <dt>Add-ons</dt>
            <dd>
              {order.addOns.map(({ addon, quantity }) => `${addon.name} × ${quantity}`).join(', ')}
            </dd>
          </>
        )}
        {owner?.instructions && (
          <>
            <dt>Instructions</dt>
            <dd>{owner.instructions}</dd>
          </>
        )}
        {owner?.decorator && (
          <>
            <dt>Decorator</dt>
            <dd>
              {owner.decorator.name},{' '}
              <a href={`tel:${owner.decorator.phone}`}>{owner.decorator.phone}</a>
            </dd>
          </>
        )}
      </Facts>
      {answered && pending.length === 0 && <p role="status">{rescheduleOutcome(answered)}</p>}
      {pending.map((request) => (
        <p key={request._id} role="status">
          Reschedule requested to {slotText(request)}: waiting for our team to confirm.
        </p>
      ))}
    </Card>
  );
}

export function History({ order }: { order: AnyOrder }) {
  const entries = orderHistory(order);
  return (
    <Card aria-labelledby="order-history">
      <h2 id="order-history">Status history</h2>
      {entries.length === 0 ? (
        <p>Booked {formatWhen(order.createdAt)}.</p>
      ) : (
        <ol>
          {entries.map((entry) => (
            <li key={entry.key}>
              <strong>{entry.label}</strong> <Muted>{formatWhen(entry.date)}</Muted>
              {entry.detail && <div>Reason: {entry.detail}</div>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const PAYMENT_MODE_LABELS = {
  COD: 'Cash on delivery',
  ONLINE: 'Online',
  WALLET: 'Prepaid from wallet',
} as const;

/** Rows of the server's price detail; a discount or extra of zero is left out. */
export function PriceDetail({ order }: { order: Order }) {
  const { priceDetail: price, paymentDetails: paid } = order;
  const coupon = order.offers[0]?.offerCode;
  const rows: { label: string; amount: number; less?: boolean }[] = [
    { label: 'Decor', amount: price.productPrice },
    { label: 'Add-ons', amount: price.addOnsTotal },
    { label: 'Convenience fee', amount: price.convenienceFee },
    { label: 'Santa tip', amount: price.santaTip },
    { label: coupon ? `Coupon ${coupon}` : 'Coupon', amount: price.couponDiscount, less: true },
    { label: 'Prepaid discount', amount: price.prepaidDiscount, less: true },
    { label: 'Reward used', amount: price.rewardUsed, less: true },
    { label: 'Credit used', amount: price.creditUsed, less: true },
  ];
  return (
    <Card aria-labelledby="order-price">
      <h2 id="order-price">Price detail</h2>
      <Facts>
        {rows
          .filter((row) => row.amount > 0)
          .map(({ label, amount, less }) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{less ? `− ${formatInr(amount)}` : formatInr(amount)}</dd>
            </Fragment>
          ))}
        <dt className="total">Total</dt>
        <dd className="total">{formatInr(price.finalPrice)}</dd>
        {paid.mode === 'WALLET' ? (
          <>
            <dt>Paid from wallet</dt>
            <dd>{formatInr(paidFromWallet(price))}</dd>
          </>
        ) : (
          <>
            <dt>Paid</dt>
            <dd>{formatInr(paid.amountPaid)}</dd>
          </>
        )}
        <dt>Balance due</dt>
        <dd>{formatInr(paid.amountDue)}</dd>
        <dt>Payment mode</dt>
        <dd>{PAYMENT_MODE_LABELS[paid.mode]}</dd>
      </Facts>
    </Card>
  );
}

const PAYMENT_TYPE_LABELS = { full: 'Full payment', advance: 'Advance', remaining: 'Balance' };

export function Payments({ orderId }: { orderId: string }) {
  const { data, isLoading, isError } = usePaymentGetByOrderIdQuery({ params: { id: orderId } });
  return (
    <Card aria-labelledby="order-payments">
      <h2 id="order-payments">Payments</h2>
      {isLoading && <Skeleton $height="2rem" aria-label="Loading payments" />}
      {isError && <p role="alert">Payments could not be loaded.</p>}
      {data && data.payments.length === 0 && <p>No online payments yet.</p>}
      {data && data.payments.length > 0 && (
        <ul>
          {data.payments.map((payment) => (
            <li key={payment._id}>
              <strong>{formatInr(payment.amount)}</strong>{' '}
              {`${PAYMENT_TYPE_LABELS[payment.paymentType]}, ${payment.status}`}{' '}
              <Muted>{formatWhen(payment.createdAt)}</Muted>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
