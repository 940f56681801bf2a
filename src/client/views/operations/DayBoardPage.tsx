import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BoardOrder } from '../../../shared/contract';
import { TYPED_PHONE_PATTERN } from '../../../shared/contract/constants';
import { errorMessage } from '../../api/contractBaseQuery';
import { useOpsBoardQuery, useOpsMeQuery, useOpsSearchQuery } from '../../api/opsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested } from '../../features/auth/authEvents';
import {
  BOARD_POLL_MS,
  BOARD_STATUSES,
  SEARCH_HINT,
  boardView,
  isOrderSearch,
  type BoardView,
} from '../../features/operations/opsBoard';
import { selectStaffMay } from '../../features/operations/opsSelectors';
import { toContractDate, toInputDate } from '../../features/support/supportSlice';
import { PageMeta } from '../components/head/PageMeta';
import { Button, Skeleton, TextButton } from '../components/ui/ui.styles';
import { useNow } from '../components/ui/useNow';
import { fieldOf } from '../support/formField';
import { Alert, Card, Form, Muted, Page, TopBar } from '../support/Support.styles';
import { CapacityForm } from './CapacityForm';
import { OrderCard } from './OrderCard';
import { OrderList, Select, SlotSection } from './Operations.styles';

function Orders({ orders, label }: { orders: BoardOrder[]; label: string }) {
  if (orders.length === 0) return <Muted>No orders.</Muted>;
  return (
    <OrderList aria-label={label}>
      {orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </OrderList>
  );
}

function SearchResults({ q }: { q: string }) {
  const { data, error } = useOpsSearchQuery({ query: { q } }, { pollingInterval: BOARD_POLL_MS });
  return (
    <Card aria-labelledby="search-title">
      <h2 id="search-title">Orders matching {q}</h2>
      {error !== undefined && (
        <Alert role="alert">{errorMessage(error, 'The search did not work.')}</Alert>
      )}
      {data && <Orders orders={data.orders} label={`Orders matching ${q}`} />}
    </Card>
  );
}

function Board({ view }: { view: BoardView }) {
  const mayCapacity = useAppSelector((state) => selectStaffMay(state, 'capacity'));
  const { data, error, isLoading } = useOpsBoardQuery(
    {
      query: {
        hubId: view.hubId,
        date: view.date,
        ...(view.status ? { status: view.status } : {}),
      },
    },
    { pollingInterval: BOARD_POLL_MS },
  );
  if (error !== undefined) {
    return <Alert role="alert">{errorMessage(error, 'The board could not be loaded.')}</Alert>;
  }
  if (isLoading || !data) return <Skeleton $height="8rem" aria-hidden="true" />;
  return (
    <>
      <Card aria-labelledby="requests-title">
        <h2 id="requests-title">Reschedule requests</h2>
        <Orders orders={data.requests} label="Pending reschedule requests" />
      </Card>
      <h2>
        {data.hubId} · {data.date}
      </h2>
      {data.slots.map((slot) => (
        <SlotSection
          key={slot.slotTime}
          $closed={slot.closed}
          aria-label={`Slot ${slot.arrivingTime} to ${slot.readyTime}`}
        >
          <h3>
            {slot.arrivingTime} to {slot.readyTime} · {slot.orderCount} of {slot.capacity} booked
            {slot.closed ? ' · closed' : ''}
          </h3>
          <Orders orders={slot.orders} label={`Orders ${slot.arrivingTime} to ${slot.readyTime}`} />
        </SlotSection>
      ))}
      {mayCapacity && <CapacityForm hubId={data.hubId} date={data.date} slots={data.slots} />}
    </>
  );
}

/** The operations console's day board (issue 20): a hub's day, updated while it is open. */
export function DayBoardPage() {
  const dispatch = useAppDispatch();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const me = useOpsMeQuery();
  const mayAudit = useAppSelector((state) => selectStaffMay(state, 'audit'));
  const view = me.data ? boardView(params, me.data.hubs, now) : null;

  const onChoose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const status = event.currentTarget.elements.namedItem('status');
    const next = new URLSearchParams();
    next.set('hub', fieldOf(event, 'hub').trim() || (view?.hubId ?? ''));
    next.set('date', toContractDate(fieldOf(event, 'date')) ?? view?.date ?? '');
    if (status instanceof HTMLSelectElement && status.value) next.set('status', status.value);
    setParams(next);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = fieldOf(event, 'q').trim().toUpperCase();
    const next = new URLSearchParams(params);
    if (q) next.set('q', q);
    else next.delete('q');
    setParams(next);
  };

  return (
    <Page>
      <PageMeta title="Operations" noIndex />
      <TopBar>
        <h1>Operations</h1>
        <nav aria-label="Console">
          <Link to="/support">Customer reports</Link>
          {mayAudit && (
            <>
              {' · '}
              <Link to="/support/operations/audit">Audit log</Link>
            </>
          )}
        </nav>
        <TextButton type="button" onClick={() => dispatch(logoutRequested())}>
          Log out
        </TextButton>
      </TopBar>
      {me.error !== undefined && (
        <Alert role="alert">{errorMessage(me.error, 'The console could not be opened.')}</Alert>
      )}
      {me.data && view && (
        <>
          <Muted>
            {me.data.name} · {me.data.role}
            {me.data.hubs.length > 0 ? ` · ${me.data.hubs.join(', ')}` : ''}
          </Muted>
          <Card aria-labelledby="day-title">
            <h2 id="day-title">Day board</h2>
            <Form
              key={`${view.hubId}|${view.date}|${view.status ?? ''}`}
              onSubmit={onChoose}
              aria-label="Choose the day"
            >
              <label>
                Hub
                {me.data.role === 'ops' ? (
                  <Select name="hub" defaultValue={view.hubId}>
                    {me.data.hubs.map((hub) => (
                      <option key={hub}>{hub}</option>
                    ))}
                  </Select>
                ) : (
                  <input name="hub" defaultValue={view.hubId} maxLength={64} />
                )}
              </label>
              <label>
                Date
                <input name="date" type="date" defaultValue={toInputDate(view.date)} />
              </label>
              <label>
                Status
                <Select name="status" defaultValue={view.status ?? ''}>
                  <option value="">Any status</option>
                  {BOARD_STATUSES.map((status) => (
                    <option key={status}>{status}</option>
                  ))}
                </Select>
              </label>
              <Button type="submit">Show</Button>
            </Form>
            <Form key={view.q ?? ''} onSubmit={onSearch} role="search" aria-label="Find an order">
              <label>
                Order reference or phone
                <input
                  name="q"
                  defaultValue={view.q ?? ''}
                  maxLength={24}
                  pattern={`[Ee][A-Za-z0-9]{7}|${TYPED_PHONE_PATTERN}`}
                  title={SEARCH_HINT}
                />
              </label>
              <Button type="submit">Search</Button>
            </Form>
            {params.get('q') && !isOrderSearch(params.get('q') ?? '') && (
              <Alert role="alert">{SEARCH_HINT}</Alert>
            )}
          </Card>
          {view.q ? <SearchResults q={view.q} /> : <Board view={view} />}
        </>
      )}
    </Page>
  );
}
