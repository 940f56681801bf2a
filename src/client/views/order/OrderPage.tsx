import { Fragment, lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { Order, PublicOrder } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';
import {
  useOrdersGetOrderByIdWithoutTokenQuery,
  useOrdersGetOrdersByQueryObjectQuery,
} from '../../api/ordersApi';
import { isNotFoundError } from '../../api/contractBaseQuery';
import { usePaymentGetByOrderIdQuery } from '../../api/paymentApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import {
  orderBalancePaymentRequested,
  selectCheckoutBusy,
} from '../../features/checkout/checkoutSlice';
import { BOOKINGS_PATH } from '../../features/checkout/paymentReturnSlice';
import { modalOpened, selectModals, timeSlotPickerOpened } from '../../features/modals/modalsSlice';
import { isFeedbackDue } from '../../features/orders/orderFeedback';
import { HttpStatus } from '../components/head/HttpStatus';
import { PageMeta } from '../components/head/PageMeta';
import { Picture } from '../components/ui/Picture';
import { Button, Skeleton } from '../components/ui/ui.styles';
import { useNow } from '../components/ui/useNow';
import { formatWhen, orderHistory, PAYMENT_STATUS_LABELS, slotText } from './orderFormat';
import { Actions, Badge, Card, Facts, Header, Muted, Page } from './OrderPage.styles';
import { overlayChunks } from '../shell/overlays/overlayChunks';
import { preloadOnIntent } from '../components/overlays/overlayPreload';

// Paying a balance needs the checkout's effects: they load when the customer heads for the button
// (or presses it), not with the page's first view.
const loadCheckoutEffects = () =>
  import(/* webpackChunkName: "checkout-effects" */ '../../features/checkout/checkoutFeature').then(
    (module) => module.injectCheckoutEffects(),
  );

type AnyOrder = Order | PublicOrder;

const statusTone = (status: AnyOrder['bookingStatus']) =>
  status === 'Order Cancelled' ? 'danger' : status === 'Order Completed' ? 'success' : 'primary';

function OrderHeader({ order, owner }: { order: AnyOrder; owner: Order | null }) {
  const image = order.product.images[0];
  return (
    <Header>
      {image ? (
        <Picture src={image} sizes="88px" alt="" width={88} height={88} priority="eager" />
      ) : (
        <span className="placeholder" />
      )}
      <div>
        <h1 id="order-title">{order.product.name}</h1>
        <p>Order {order._id}</p>
        <Badge $tone={statusTone(order.bookingStatus)}>{order.bookingStatus}</Badge>
        {owner && <Badge $tone="primary">{PAYMENT_STATUS_LABELS[owner.paymentStatus]}</Badge>}
      </div>
    </Header>
  );
}

function Celebration({ order, owner }: { order: AnyOrder; owner: Order | null }) {
  const pending = owner?.requests.filter((request) => request.status === 'pending') ?? [];
  const answered = owner?.requests.filter((request) => request.status !== 'pending').at(-1);
  const place =
    owner === null && 'city' in order
      ? [order.locality, order.city].filter(Boolean).join(', ')
      : null;
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
      {answered && pending.length === 0 && (
        <p role="status">
          {answered.status === 'accepted'
            ? `Your reschedule to ${slotText(answered)} was accepted.`
            : `Your reschedule to ${slotText(answered)} was declined${answered.reason ? `: ${answered.reason}` : ''}.`}
        </p>
      )}
      {pending.map((request) => (
        <p key={request._id} role="status">
          Reschedule requested to {slotText(request)}: waiting for our team to confirm.
        </p>
      ))}
    </Card>
  );
}

function History({ order }: { order: AnyOrder }) {
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

/** Rows of the server's price detail; a discount or extra of zero is left out. */
function PriceDetail({ order }: { order: Order }) {
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
        <dt>Paid</dt>
        <dd>{formatInr(paid.amountPaid)}</dd>
        <dt>Balance due</dt>
        <dd>{formatInr(paid.amountDue)}</dd>
        <dt>Payment mode</dt>
        <dd>{paid.mode === 'COD' ? 'Cash on delivery' : 'Online'}</dd>
      </Facts>
    </Card>
  );
}

const PAYMENT_TYPE_LABELS = { full: 'Full payment', advance: 'Advance', remaining: 'Balance' };

function Payments({ orderId }: { orderId: string }) {
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

function Feedback({ order, owner }: { order: AnyOrder; owner: Order | null }) {
  const dispatch = useAppDispatch();
  const now = useNow();
  const decoration = order.feedback?.user?.decoration;
  const canRate = owner !== null && isFeedbackDue(owner, now);
  if (!decoration && !canRate) return null;
  return (
    <Card aria-labelledby="order-feedback">
      <h2 id="order-feedback">Rating</h2>
      {decoration ? (
        <p>
          <span aria-label={`${decoration.stars} of 5 stars`}>
            {'★'.repeat(decoration.stars)}
            {'☆'.repeat(5 - decoration.stars)}
          </span>
          {decoration.review && <> “{decoration.review}”</>}
        </p>
      ) : (
        <>
          <p>How was the decoration? Your stars help other customers choose.</p>
          <Button
            type="button"
            {...preloadOnIntent('rating')}
            onClick={() =>
              dispatch(
                modalOpened({ name: 'rating', options: { orderId: order._id, onSuccess: null } }),
              )
            }
          >
            Rate the decoration
          </Button>
        </>
      )}
    </Card>
  );
}

function OrderActions({ order, owner }: { order: AnyOrder; owner: Order | null }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCheckoutBusy);
  const open =
    order.bookingStatus !== 'Order Cancelled' && order.bookingStatus !== 'Order Completed';
  const reschedulePending = owner?.requests.some((request) => request.status === 'pending');
  const share = () =>
    dispatch(
      modalOpened({
        name: 'share',
        options: { url: `${window.location.origin}/e/${order._id}`, title: order.product.name },
      }),
    );
  return (
    <Actions aria-label="Order actions">
      {owner && open && owner.paymentDetails.amountDue > 0 && (
        <Button
          type="button"
          disabled={busy}
          onPointerEnter={() => void loadCheckoutEffects()}
          onFocus={() => void loadCheckoutEffects()}
          onClick={() =>
            void loadCheckoutEffects().then(() =>
              dispatch(orderBalancePaymentRequested({ orderId: owner._id })),
            )
          }
        >
          {busy ? 'Opening the payment page…' : 'Pay the balance online'}
        </Button>
      )}
      {owner && open && !reschedulePending && (
        <Button
          type="button"
          $variant="ghost"
          {...preloadOnIntent('slotPicker')}
          onClick={() =>
            dispatch(
              timeSlotPickerOpened({
                orderModification: true,
                orderId: owner._id,
                productId: owner.product._id,
                hubId: owner.hubId,
                oldSlotInfo: {
                  celebrationDate: owner.celebrationDate,
                  readyTime: owner.readyTime,
                  arrivingTime: owner.arrivingTime,
                },
              }),
            )
          }
        >
          Reschedule
        </Button>
      )}
      {owner && open && (
        <Button
          type="button"
          $variant="ghost"
          {...preloadOnIntent('rating')}
          onClick={() =>
            dispatch(
              modalOpened({
                name: 'cancelOrder',
                options: { isCancel: true, orderId: owner._id, reason: '' },
              }),
            )
          }
        >
          Cancel order
        </Button>
      )}
      <Button type="button" $variant="ghost" {...preloadOnIntent('share')} onClick={share}>
        Share
      </Button>
      <Link to="/help">Need help with this order?</Link>
    </Actions>
  );
}

/** The cancel dialog's code (with the rating's) loads when it opens, or on intent to open it. */
const CancelOrderDialog = lazy(() =>
  overlayChunks.rating().then((module) => ({ default: module.CancelOrderDialog })),
);

function CancelDialog() {
  const open = useAppSelector(selectModals).cancelOrder !== null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CancelOrderDialog />
    </Suspense>
  );
}

function OrderView({ order, owner }: { order: AnyOrder; owner: Order | null }) {
  return (
    <Page aria-labelledby="order-title">
      <PageMeta title={`Order ${order._id}`} noIndex />
      <OrderHeader order={order} owner={owner} />
      <OrderActions order={order} owner={owner} />
      <Celebration order={order} owner={owner} />
      <History order={order} />
      {owner && <PriceDetail order={owner} />}
      {owner && <Payments orderId={owner._id} />}
      <Feedback order={order} owner={owner} />
      {owner && <CancelDialog />}
    </Page>
  );
}

/** `missing`: the server has no such order (a 404), not merely a failed call. */
function NotFound({ missing }: { missing: boolean }) {
  return (
    <Page aria-labelledby="order-title">
      {missing && <HttpStatus code={404} />}
      <PageMeta title="Order not found" noIndex />
      <header>
        <h1 id="order-title">Order not found</h1>
        <p>
          This order does not exist or the link is wrong.{' '}
          <Link to={BOOKINGS_PATH}>See your bookings</Link>
        </p>
      </header>
    </Page>
  );
}

function Loading() {
  return (
    <Page aria-label="Loading the order" aria-busy="true">
      <PageMeta title="Order" noIndex />
      <Skeleton $height="6rem" />
      <Skeleton $height="10rem" />
    </Page>
  );
}

/**
 * /profile/mybookings/order/{id} and /e/{id}: the owner sees everything and can act on it;
 * anyone else gets the server's public view (no phone, address or payments).
 */
export default function OrderPage() {
  const { orderid = '' } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const own = useOrdersGetOrdersByQueryObjectQuery(
    { body: { queryObject: { _id: orderid }, limit: 1 } },
    { skip: !loggedIn },
  );
  const owner = own.data?.orders[0] ?? null;
  const notOwn = !loggedIn || own.isError || (own.isSuccess && owner === null);
  const visitor = useOrdersGetOrderByIdWithoutTokenQuery(
    { params: { id: orderid } },
    { skip: !notOwn },
  );
  if (owner) return <OrderView order={owner} owner={owner} />;
  if (notOwn && visitor.data) return <OrderView order={visitor.data.order} owner={null} />;
  // A failed entry keeps its error while it is fetched again, so the page stays as it was.
  if (notOwn && visitor.error !== undefined)
    return <NotFound missing={isNotFoundError(visitor.error)} />;
  return <Loading />;
}
