import { Link, useSearchParams } from 'react-router';
import { OPS_AUDIT_PAGE_SIZE } from '../../../shared/contract/constants';
import { errorMessage } from '../../api/contractBaseQuery';
import {
  useOpsApproveGoodwillMutation,
  useOpsAuditQuery,
  useOpsPendingGoodwillQuery,
} from '../../api/opsApi';
import { formatInr } from '../../../shared/domain';
import { PageMeta } from '../components/head/PageMeta';
import { Button, Skeleton } from '../components/ui/ui.styles';
import { formatInstant } from '../support/supportLabels';
import { Alert, Card, Muted, Page, Pager, TopBar } from '../support/Support.styles';
import { Table } from './Operations.styles';

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 1);

function PendingGoodwill() {
  const { data, error } = useOpsPendingGoodwillQuery();
  const [approve, approving] = useOpsApproveGoodwillMutation();
  return (
    <Card aria-labelledby="goodwill-title">
      <h2 id="goodwill-title">Goodwill waiting for approval</h2>
      {error !== undefined && <Alert role="alert">{errorMessage(error, 'Not loaded.')}</Alert>}
      {approving.isError && (
        <Alert role="alert">{errorMessage(approving.error, 'Not approved.')}</Alert>
      )}
      {data?.requests.length === 0 && <Muted>Nothing waiting.</Muted>}
      {data && data.requests.length > 0 && (
        <Table>
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
              <tr key={request._id}>
                <td>{request.orderId}</td>
                <td>{formatInr(request.amount)}</td>
                <td>{request.reason}</td>
                <td>{request.requestedBy}</td>
                <td>
                  <Button
                    type="button"
                    disabled={approving.isLoading}
                    onClick={() => void approve({ params: { requestId: request._id } })}
                  >
                    Approve
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

/** Admins only: the staff audit log, newest first, and goodwill waiting for approval. */
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
