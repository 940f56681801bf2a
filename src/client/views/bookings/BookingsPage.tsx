import { Link } from 'react-router';
import type { Order } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';
import { useOrdersGetOrdersByQueryObjectQuery } from '../../api/ordersApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn } from '../../features/auth/authSlice';
import { loginModalOpened } from '../../features/modals/modalsSlice';
import { PageMeta } from '../components/head/PageMeta';
import { Picture } from '../components/ui/Picture';
import { Button, Skeleton } from '../components/ui/ui.styles';
import { formatWhen, orderPath, slotText } from '../order/orderFormat';
import { Empty, OrderCard, OrderList, Page, Status } from './BookingsPage.styles';

/** SPEC 9: orders come 50 a fetch, newest first. */
export const BOOKINGS_LIST_ARG = {
  body: { queryObject: {}, limit: 50, sortingObj: { createdAt: -1 as const } },
};

const SECTIONS = [
  { type: 'Upcoming Bookings', title: 'Upcoming' },
  { type: 'Past Bookings', title: 'Past' },
] as const;

function BookingCard({ order }: { order: Order }) {
  const image = order.product.images[0];
  return (
    <OrderCard>
      {image ? (
        <Picture src={image} sizes="72px" alt="" width={72} height={72} />
      ) : (
        <span className="placeholder" />
      )}
      <div>
        <h3>{order.product.name}</h3>
        <Status $cancelled={order.bookingStatus === 'Order Cancelled'}>
          {order.bookingStatus}
        </Status>
        <p>Celebration: {slotText(order)}</p>
        <p>
          {formatInr(order.priceDetail.finalPrice)} · booked {formatWhen(order.createdAt)}
        </p>
        <Link
          to={orderPath(order._id)}
          aria-label={`View order ${order._id}, ${order.product.name}`}
        >
          View order
        </Link>
      </div>
    </OrderCard>
  );
}

function Bookings() {
  const { data, isLoading, isError, refetch } =
    useOrdersGetOrdersByQueryObjectQuery(BOOKINGS_LIST_ARG);
  if (isLoading) {
    return (
      <div aria-label="Loading your bookings" role="status">
        <Skeleton $height="6rem" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <Empty role="alert">
        <p>Your bookings could not be loaded.</p>
        <Button type="button" onClick={() => void refetch()}>
          Try again
        </Button>
      </Empty>
    );
  }
  if (data.orders.length === 0) {
    return (
      <Empty>
        <h2>No bookings yet</h2>
        <p>Your decorations will show here once you book one.</p>
        <Link to="/">Explore decorations</Link>
      </Empty>
    );
  }
  return (
    <>
      {SECTIONS.map(({ type, title }) => {
        // The server answers newest first; each section keeps that order.
        const orders = data.orders.filter((order) => order.orderType === type);
        return (
          <section key={type} aria-labelledby={`bookings-${title}`}>
            <h2 id={`bookings-${title}`}>{title}</h2>
            {orders.length === 0 ? (
              <p>No {title.toLowerCase()} bookings.</p>
            ) : (
              <OrderList>
                {orders.map((order) => (
                  <BookingCard key={order._id} order={order} />
                ))}
              </OrderList>
            )}
          </section>
        );
      })}
    </>
  );
}

/** /profile/mybookings: the customer's orders, Upcoming then Past. */
export default function BookingsPage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  return (
    <Page aria-labelledby="bookings-title">
      <PageMeta title="My bookings" noIndex />
      <h1 id="bookings-title">My bookings</h1>
      {loggedIn ? (
        <Bookings />
      ) : (
        <Empty>
          <p>Login to see your bookings.</p>
          <Button type="button" onClick={() => dispatch(loginModalOpened())}>
            Login
          </Button>
        </Empty>
      )}
    </Page>
  );
}
