import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { REPORTS_PAGE_SIZE } from '../../../shared/contract/constants';
import { errorMessage } from '../../api/contractBaseQuery';
import { useReportsListQuery } from '../../api/reportsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested } from '../../features/auth/authEvents';
import {
  reportFiltersApplied,
  reportFiltersCleared,
  reportsPageChosen,
  selectReportFilters,
  toInputDate,
} from '../../features/support/supportSlice';
import { Button, Skeleton, TextButton } from '../components/ui/ui.styles';
import { fieldOf } from './formField';
import { PhoneField } from './PhoneField';
import { customerLabel, deviceLabel, formatInstant } from './supportLabels';
import { FoundOrder } from './SupportOrders';
import {
  Alert,
  Card,
  Form,
  Muted,
  Page,
  Pager,
  ReportItem,
  ReportList,
  TopBar,
} from './Support.styles';
import { PageMeta } from '../components/head/PageMeta';

export function ReportListPage() {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectReportFilters);
  const { data, currentData, error, isFetching, isLoading } = useReportsListQuery({
    query: {
      ...(filters.reference ? { reference: filters.reference } : {}),
      ...(filters.date ? { date: filters.date } : {}),
      ...(filters.phone ? { phone: filters.phone } : {}),
      ...(filters.orderId ? { orderId: filters.orderId } : {}),
      page: filters.page,
    },
  });

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(
      reportFiltersApplied({
        reference: fieldOf(event, 'reference'),
        isoDate: fieldOf(event, 'date'),
        phone: fieldOf(event, 'phone'),
        orderId: fieldOf(event, 'orderId'),
      }),
    );
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / REPORTS_PAGE_SIZE)) : 1;
  return (
    <Page>
      <PageMeta title="Customer reports" noIndex />
      <TopBar>
        <h1>Customer reports</h1>
        <Link to="/support/operations">Operations</Link>
        <TextButton type="button" onClick={() => dispatch(logoutRequested())}>
          Log out
        </TextButton>
      </TopBar>
      <Card aria-labelledby="filters-title">
        <h2 id="filters-title">Find a report</h2>
        {/* The key resets the inputs when the filters are cleared or applied elsewhere. */}
        <Form
          key={`${filters.reference}|${filters.date}|${filters.phone}|${filters.orderId}`}
          noValidate
          onSubmit={onFilter}
          role="search"
        >
          <label>
            Reference
            <input name="reference" defaultValue={filters.reference} maxLength={20} />
          </label>
          <label>
            Date
            <input name="date" type="date" defaultValue={toInputDate(filters.date)} />
          </label>
          <PhoneField defaultValue={filters.phone} maxLength={16} />
          <label>
            Order id
            <input name="orderId" defaultValue={filters.orderId} maxLength={8} />
          </label>
          <Button type="submit">Filter</Button>
          <Button type="button" $variant="ghost" onClick={() => dispatch(reportFiltersCleared())}>
            Clear
          </Button>
        </Form>
        {filters.error !== null && <Alert role="alert">{filters.error}</Alert>}
      </Card>

      {error !== undefined && (
        <Alert role="alert">{errorMessage(error, 'The reports could not be loaded.')}</Alert>
      )}
      {isLoading && <Skeleton $height="4rem" aria-hidden="true" />}
      {filters.orderId !== '' && currentData && (
        <FoundOrder orderId={filters.orderId} order={currentData.order} />
      )}
      {data && (
        <>
          <Muted aria-live="polite">
            {data.total === 1 ? '1 report' : `${data.total} reports`}
            {isFetching ? ' (updating)' : ''}
          </Muted>
          {data.reports.length === 0 ? (
            <Muted>No report matches.</Muted>
          ) : (
            <ReportList aria-label="Reports, newest first">
              {data.reports.map((report) => (
                <ReportItem key={report.referenceId}>
                  <h2>
                    <Link to={`/support/report/${report.referenceId}`}>{report.referenceId}</Link>
                  </h2>
                  <Muted>
                    {formatInstant(report.createdAt)} · {customerLabel(report.customer)} ·{' '}
                    {deviceLabel(report)} ·{' '}
                    {report.hasTrace ? 'session recorded' : 'no session recorded'}
                  </Muted>
                  <p>{report.note ?? report.message}</p>
                  <Muted>{report.errorFromUrl}</Muted>
                </ReportItem>
              ))}
            </ReportList>
          )}
          <Pager aria-label="Report pages">
            <Button
              type="button"
              $variant="ghost"
              disabled={data.page === 0}
              onClick={() => dispatch(reportsPageChosen({ page: data.page - 1 }))}
            >
              Previous page
            </Button>
            <span>
              Page {data.page + 1} of {pages}
            </span>
            <Button
              type="button"
              $variant="ghost"
              disabled={data.page + 1 >= pages}
              onClick={() => dispatch(reportsPageChosen({ page: data.page + 1 }))}
            >
              Next page
            </Button>
          </Pager>
        </>
      )}
    </Page>
  );
}
