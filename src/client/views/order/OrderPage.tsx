import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { Order, PublicOrder } from '../../../shared/contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  orderBalancePaymentRequested,
  selectCheckoutBusy,
} from '../../features/checkout/checkoutSlice';
import { BOOKINGS_PATH } from '../../features/checkout/paymentReturnSlice';
import { modalOpened, selectModals } from '../../features/modals/modalsSlice';
import {
  orderChoices,
  rescheduleOpened,
  type OrderChoices,
} from '../../features/orders/orderChoices';
import { cancelOpened, refundLines } from '../../features/orders/cancelRefund';
import { useOrderForPage } from '../../features/orders/orderQueries';
import { decorationRating } from '../../features/orders/orderFeedback';
import { HttpStatus } from '../components/head/HttpStatus';
import { PageMeta } from '../components/head/PageMeta';
import { RateOrderButton } from '../components/feedback/RateOrderButton';
import { preloadOnIntent } from '../components/overlays/overlayPreload';
import { Picture } from '../components/ui/Picture';
import { Button, Skeleton } from '../components/ui/ui.styles';
import { useNow } from '../components/ui/useNow';
import { overlayChunks } from '../shell/overlays/overlayChunks';
import { Celebration, History, Payments, PriceDetail } from './OrderDetails';
import { PAYMENT_STATUS_LABELS } from './orderFormat';
import { Actions, Badge, Card, Header, Page } from './OrderPage.styles';

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
        {owner && <RefundLines owner={owner} />}
      </div>
    </Header>
  );
}

/** Where a cancelled order's money went. */
function RefundLines({ owner }: { owner: Order }) {
  const lines = refundLines(owner);
  if (lines.length === 0) return null;
  return (
    <ul aria-label="Your refund">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Feedback({ order, choices }: { order: AnyOrder; choices: OrderChoices }) {
  const decoration = decorationRating(order);
  if (!decoration && !choices.rate) return null;
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
          <RateOrderButton orderId={order._id}>Rate the decoration</RateOrderButton>
        </>
      )}
    </Card>
  );
}

function OrderActions({
  order,
  owner,
  choices,
}: {
  order: AnyOrder;
  owner: Order | null;
  choices: OrderChoices;
}) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectCheckoutBusy);
  const share = () =>
    dispatch(
      modalOpened({
        name: 'share',
        options: { url: `${window.location.origin}/e/${order._id}`, title: order.product.name },
      }),
    );
  return (
    <Actions aria-label="Order actions">
      {owner && choices.payBalance && (
        <Button
          type="button"
          disabled={busy}
          onClick={() => dispatch(orderBalancePaymentRequested({ orderId: owner._id }))}
        >
          {busy ? 'Opening the payment page…' : 'Pay the balance online'}
        </Button>
      )}
      {owner && choices.reschedule && (
        <Button
          type="button"
          $variant="ghost"
          {...preloadOnIntent('slotPicker')}
          onClick={() => dispatch(rescheduleOpened(owner))}
        >
          Reschedule
        </Button>
      )}
      {owner && choices.cancel && (
        <Button
          type="button"
          $variant="ghost"
          {...preloadOnIntent('rating')}
          onClick={() => dispatch(cancelOpened(owner))}
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
  const choices = orderChoices(order, owner, useNow());
  return (
    <Page aria-labelledby="order-title">
      <PageMeta title={`Order ${order._id}`} noIndex />
      <OrderHeader order={order} owner={owner} />
      <OrderActions order={order} owner={owner} choices={choices} />
      <Celebration order={order} owner={owner} />
      <History order={order} />
      {owner && <PriceDetail order={owner} />}
      {owner && <Payments orderId={owner._id} />}
      <Feedback order={order} choices={choices} />
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
  const shown = useOrderForPage(orderid);
  switch (shown.status) {
    case 'owner':
      return <OrderView order={shown.order} owner={shown.order} />;
    case 'public':
      return <OrderView order={shown.order} owner={null} />;
    case 'failed':
      return <NotFound missing={shown.missing} />;
    case 'loading':
      return <Loading />;
    default: {
      const unknown: never = shown;
      return unknown;
    }
  }
}
