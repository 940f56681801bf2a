import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GoodwillRequest, OwedRefund } from '../../../shared/contract';
import { OPS_AUDIT_PAGE_SIZE } from '../../../shared/contract/constants';
import { errorMessage } from '../../api/contractBaseQuery';
import {
  useOpsApproveGoodwillMutation,
  useOpsAuditQuery,
  useOpsDeclineGoodwillMutation,
  useOpsOwedRefundsQuery,
  useOpsPendingGoodwillQuery,
  useOpsSettleRefundMutation,
} from '../../api/opsApi';
import { formatInr } from '../../../shared/domain';
import { PageMeta } from '../components/head/PageMeta';
import { Button, Skeleton } from '../components/ui/ui.styles';
import { formatInstant } from '../support/supportLabels';
import { Alert, Card, Form, Muted, Page, Pager, TopBar } from '../support/Support.styles';
import { Table } from './Operations.styles';

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 1);

/** A request another staff member made: approved as it is, or declined with a reason. */
function PendingGoodwillRow({ request }: { request: GoodwillRequest }) {
  const [approve, approving] = useOpsApproveGoodwillMutation();
  const [decline, declining] = useOpsDeclineGoodwillMutation();
  const busy = approving.isLoading || declining.isLoading;
  const onDecline = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('reason');
    const reason = field instanceof HTMLInputElement ? field.value.trim() : '';
    if (reason) void decline({ params: { requestId: request._id }, body: { reason } });
  };
  return (
    <tr>
      <td>{request.orderId}</td>
      <td>{formatInr(request.amount)}</td>
      <td>{request.reason}</td>
      <td>{request.requestedBy}</td>
      <td>
        <Button
          type="button"
          disabled={busy}
          onClick={() => void approve({ params: { requestId: request._id } })}
        >
          Approve
        </Button>
        <Form aria-label={`Decline the goodwill for ${request.orderId}`} onSubmit={onDecline}>
          <label>
            Why not
            <input name="reason" required minLength={3} maxLength={500} />
          </label>
          <Button type="submit" disabled={busy}>
            Decline
          </Button>
        </Form>
        {approving.isError && (
          <Alert role="alert">{errorMessage(approving.error, 'Not approved.')}</Alert>
        )}
        {declining.isError && (
          <Alert role="alert">{errorMessage(declining.error, 'Not declined.')}</Alert>
        )}
      </td>
    </tr>
  );
}

function PendingGoodwill() {
  const { data, error } = useOpsPendingGoodwillQuery();
  return (
    <Card aria-labelledby="goodwill-title">
      <h2 id="goodwill-title">Goodwill waiting for approval</h2>
      {error !== undefined && <Alert role="alert">{errorMessage(error, 'Not loaded.')}</Alert>}
      {data?.requests.length === 0 && <Muted>Nothing waiting.</Muted>}
      {data && data.requests.length > 0 && (
        <Table aria-label="Goodwill waiting for approval">
          <thead>
            <tr>
              <th>Order</th>
              <th>Amount</th>
              <th>Reason</th>
              <th>Asked by</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.requests.map((request) => (
              <PendingGoodwillRow key={request._id} request={request} />
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

/** One owed refund: what to pay and whom (through the provider's payment), and its reference. */
function OwedRefundRow({ refund }: { refund: OwedRefund }) {
  const [settle, settling] = useOpsSettleRefundMutation();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('reference');
    const reference = field instanceof HTMLInputElement ? field.value.trim() : '';
    if (reference) void settle({ params: { refundId: refund._id }, body: { reference } });
  };
  return (
    <tr>
      <td>{refund.orderId}</td>
      <td>{formatInr(refund.amount)}</td>
      <td>
        {refund.provider} payment {refund.providerPaymentId}
      </td>
      <td>{formatInstant(refund.owedSince)}</td>
      <td>
        <Form aria-label={`Settle the refund of ${refund.orderId}`} onSubmit={onSubmit}>
          <label>
            Reference of the payment made
            <input name="reference" required minLength={3} maxLength={200} />
          </label>
          <Button type="submit" disabled={settling.isLoading}>
            Record as paid
          </Button>
        </Form>
        {settling.isError && (
          <Alert role="alert">{errorMessage(settling.error, 'Not recorded.')}</Alert>
        )}
      </td>
    </tr>
  );
}

/**
 * Refunds owed to deleted accounts: the gateway could not make them and Credit cannot be spent,
 * so an admin pays the person by hand and records the payment's reference here.
 */
function OwedRefunds() {
  const { data, error } = useOpsOwedRefundsQuery();
  return (
    <Card aria-labelledby="owed-title">
      <h2 id="owed-title">Refunds owed to deleted accounts</h2>
      {error !== undefined && <Alert role="alert">{errorMessage(error, 'Not loaded.')}</Alert>}
      {data?.refunds.length === 0 && <Muted>Nothing owed.</Muted>}
      {data && data.refunds.length > 0 && (
        <Table aria-label="Refunds to pay by hand, oldest first">
          <thead>
            <tr>
              <th>Order</th>
              <th>Amount</th>
              <th>Paid through</th>
              <th>Owed since</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {data.refunds.map((refund) => (
              <OwedRefundRow key={refund._id} refund={refund} />
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

/**
 * Admins only: the staff audit log, newest first, goodwill waiting for approval and refunds owed
 * to deleted accounts.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page')) || 0);
  const { data, error, isLoading } = useOpsAuditQuery({ query: { page } });
  const pages = data ? Math.max(1, Math.ceil(data.total / OPS_AUDIT_PAGE_SIZE)) : 1;
  return (
    <Page>
      <PageMeta title="Audit log" noIndex />
      <TopBar>
        <h1>Audit log</h1>
        <Link to="/support/operations">Day board</Link>
      </TopBar>
      <PendingGoodwill />
      <OwedRefunds />
      {error !== undefined && (
        <Alert role="alert">{errorMessage(error, 'The audit log could not be loaded.')}</Alert>
      )}
      {isLoading && <Skeleton $height="6rem" aria-hidden="true" />}
      {data && (
        <>
          <Table aria-label="Staff actions, newest first">
            <thead>
              <tr>
                <th>When</th>
                <th>Who</th>
                <th>What</th>
                <th>On</th>
                <th>Before</th>
                <th>After</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatInstant(entry.at)}</td>
                  <td>
                    {entry.staffName} ({entry.role})
                  </td>
                  <td>{entry.action}</td>
                  <td>{entry.target}</td>
                  <td>
                    <pre>{json(entry.before)}</pre>
                  </td>
                  <td>
                    <pre>{json(entry.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager aria-label="Audit pages">
            <Button
              type="button"
              $variant="ghost"
              disabled={page === 0}
              onClick={() => setParams({ page: String(page - 1) })}
            >
              Previous page
            </Button>
            <span>
              Page {page + 1} of {pages}
            </span>
            <Button
              type="button"
              $variant="ghost"
              disabled={page + 1 >= pages}
              onClick={() => setParams({ page: String(page + 1) })}
            >
              Next page
            </Button>
          </Pager>
        </>
      )}
    </Page>
  );
}
