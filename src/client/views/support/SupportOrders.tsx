// The links between reports and orders: a report's customer's orders, each leading to the
// reports about it and to the operations console opened on it (where staff reschedule, cancel
// or give goodwill Credit), and the order a search by order id found.
import { Link } from 'react-router';
import type { SupportOrder, SupportOrderWithCustomer } from '../../../shared/contract';
import { errorMessage } from '../../api/contractBaseQuery';
import { useReportsCustomerOrdersQuery } from '../../api/reportsApi';
import { useAppDispatch } from '../../app/hooks';
import { orderInConsole } from '../../features/operations/opsBoard';
import { reportFiltersApplied } from '../../features/support/supportSlice';
import { Skeleton } from '../components/ui/ui.styles';
import { Alert, Card, Muted } from './Support.styles';
import { customerLabel, formatInstant, orderAmountLabel, orderStatusLabel } from './supportLabels';
import { OrderFacts, OrderTableBox } from './SupportOrders.styles';

/** The order's id, leading to the reports its customer sent and those that mention it. */
function OrderReportsLink({ orderId }: { orderId: string }) {
  const dispatch = useAppDispatch();
  return (
    <Link
      to="/support"
      onClick={() => dispatch(reportFiltersApplied({ reference: '', isoDate: '', orderId }))}
    >
      {orderId}
    </Link>
  );
}

function OrderRow({ order }: { order: SupportOrder }) {
  return (
    <tr>
      <th scope="row">
        <OrderReportsLink orderId={order.orderId} />
      </th>
      <td>{formatInstant(order.placedAt)}</td>
      <td>{order.celebrationDate}</td>
      <td>{order.productName}</td>
      <td>{orderStatusLabel(order)}</td>
      <td>{orderAmountLabel(order)}</td>
      <td>
        <Link to={orderInConsole(order.orderId)}>Open in operations</Link>
      </td>
    </tr>
  );
}

/** From a report: the orders of the customer who sent it, newest first. */
export function CustomerOrders({ referenceId }: { referenceId: string }) {
  const { data, error, isLoading } = useReportsCustomerOrdersQuery({ params: { referenceId } });
  return (
    <Card aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title">Customer&apos;s orders</h2>
      {isLoading && <Skeleton $height="4rem" aria-hidden="true" />}
      {error !== undefined && (
        <Alert role="alert">
          {errorMessage(error, "The customer's orders could not be loaded.")}
        </Alert>
      )}
      {data && data.orders.length === 0 && <Muted>This customer has placed no order.</Muted>}
      {data && data.orders.length > 0 && (
        <OrderTableBox>
          <table>
            <caption>Orders of {customerLabel(data.customer)}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Placed</th>
                <th scope="col">Celebration</th>
                <th scope="col">Product</th>
                <th scope="col">Status</th>
                <th scope="col">Amount</th>
                <th scope="col">Act on it</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <OrderRow key={order.orderId} order={order} />
              ))}
            </tbody>
          </table>
        </OrderTableBox>
      )}
    </Card>
  );
}

/** From a search by order id: the order itself above the reports about it. */
export function FoundOrder({
  orderId,
  order,
}: {
  orderId: string;
  order?: SupportOrderWithCustomer;
}) {
  return (
    <Card aria-labelledby="found-order-title">
      <h2 id="found-order-title">Order {orderId}</h2>
      {order ? (
        <OrderFacts>
          <dt>Customer</dt>
          <dd>{customerLabel(order.customer)}</dd>
          <dt>Placed</dt>
          <dd>{formatInstant(order.placedAt)}</dd>
          <dt>Celebration</dt>
          <dd>{order.celebrationDate}</dd>
          <dt>Product</dt>
          <dd>{order.productName}</dd>
          <dt>Status</dt>
          <dd>{orderStatusLabel(order)}</dd>
          <dt>Amount</dt>
          <dd>{orderAmountLabel(order)}</dd>
        </OrderFacts>
      ) : (
        <Muted>No order has this id. The reports below mention it.</Muted>
      )}
      {order && (
        <>
          <Link to={orderInConsole(orderId)}>
            Open {orderId} in operations to reschedule, cancel or give Credit
          </Link>
          <Muted>
            The reports below are the ones this customer sent and the ones that mention it.
          </Muted>
        </>
      )}
    </Card>
  );
}
