import { useState, type FormEvent } from 'react';
import type { BoardOrder } from '../../../shared/contract';
import { formatInr } from '../../../shared/domain';
import { errorMessage } from '../../api/contractBaseQuery';
import {
  useOpsAcceptRescheduleMutation,
  useOpsAssignDecoratorMutation,
  useOpsCancelMutation,
  useOpsCompleteMutation,
  useOpsConfirmMutation,
  useOpsGoodwillMutation,
  useOpsRejectRescheduleMutation,
} from '../../api/opsApi';
import { useAppSelector } from '../../app/hooks';
import { requestsOutcome, selectOrderActions } from '../../features/operations/opsSelectors';
import { PAYMENT_STATUS_LABELS } from '../order/orderFormat';
import { Button } from '../components/ui/ui.styles';
import { fieldOf } from '../support/formField';
import { Alert, Form, Muted } from '../support/Support.styles';
import { MoveForm } from './MoveForm';
import { ActionRow, OrderItem } from './Operations.styles';

const slotWords = (at: { celebrationDate: string; arrivingTime: string; readyTime: string }) =>
  `${at.celebrationDate}, ${at.arrivingTime} to ${at.readyTime}`;

/** One order on the board with the actions the staff member's role has. */
export function OrderCard({ order }: { order: BoardOrder }) {
  const params = { params: { id: order._id } };
  const [confirm, confirming] = useOpsConfirmMutation();
  const [complete, completing] = useOpsCompleteMutation();
  const [assign, assigning] = useOpsAssignDecoratorMutation();
  const [cancel, cancelling] = useOpsCancelMutation();
  const [accept, accepting] = useOpsAcceptRescheduleMutation();
  const [reject, rejecting] = useOpsRejectRescheduleMutation();
  const [goodwill, giving] = useOpsGoodwillMutation();
  // The goodwill form's idempotency key: one per form, so a repeated submit credits once.
  const [goodwillKey, setGoodwillKey] = useState(() => crypto.randomUUID());
  const { busy, error } = requestsOutcome([
    confirming,
    completing,
    assigning,
    cancelling,
    accepting,
    rejecting,
    giving,
  ]);
  const may = useAppSelector((state) => selectOrderActions(state, order));
  const request = order.pendingRequest;

  const submit =
    (act: (event: FormEvent<HTMLFormElement>) => Promise<unknown>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      void act(event).then((outcome) => {
        if (outcome && typeof outcome === 'object' && 'data' in outcome) form.reset();
      });
    };

  return (
    <OrderItem aria-label={`Order ${order._id}`}>
      <h4>
        {order._id} · {order.product}
      </h4>
      <Muted>
        {order.bookingStatus} · {PAYMENT_STATUS_LABELS[order.paymentStatus]} · due{' '}
        {formatInr(order.amountDue)} · {order.area}
      </Muted>
      <Muted>
        {order.customerName}
        {order.customerPhone ? ` · ${order.customerPhone}` : ''}
        {order.addOns.length > 0
          ? ` · add-ons: ${order.addOns.map((addOn) => `${addOn.name} × ${addOn.quantity}`).join(', ')}`
          : ''}
      </Muted>
      <Muted>
        Decorator:{' '}
        {order.decorator ? `${order.decorator.name} (${order.decorator.phone})` : 'not assigned'}
        {order.goodwillGiven > 0 ? ` · goodwill given ${formatInr(order.goodwillGiven)}` : ''}
      </Muted>
      {request && (
        <p role="status">
          Reschedule requested to {slotWords(request)} (now {slotWords(order)})
        </p>
      )}
      <ActionRow>
        {may.confirm && (
          <Button type="button" disabled={busy} onClick={() => void confirm(params)}>
            Confirm order
          </Button>
        )}
        {may.complete && (
          <Button type="button" disabled={busy} onClick={() => void complete(params)}>
            Mark done
          </Button>
        )}
        {request && may.answerReschedule && (
          <Button
            type="button"
            disabled={busy}
            onClick={() => void accept({ params: { id: order._id, requestId: request._id } })}
          >
            Accept reschedule
          </Button>
        )}
      </ActionRow>
      {request && may.answerReschedule && (
        <details>
          <summary>Reject reschedule</summary>
          <Form
            aria-label={`Reject the reschedule of ${order._id}`}
            onSubmit={submit((event) =>
              reject({
                params: { id: order._id, requestId: request._id },
                body: { reason: fieldOf(event, 'reason') },
              }),
            )}
          >
            <label>
              Reason
              <input name="reason" required minLength={3} maxLength={500} />
            </label>
            <Button type="submit" disabled={busy}>
              Reject
            </Button>
          </Form>
        </details>
      )}
      {may.move && <MoveForm order={order} />}
      {may.assignDecorator && (
        <details>
          <summary>Assign decorator</summary>
          <Form
            aria-label={`Assign a decorator to ${order._id}`}
            onSubmit={submit((event) =>
              assign({
                ...params,
                body: { name: fieldOf(event, 'name'), phone: fieldOf(event, 'phone') },
              }),
            )}
          >
            <label>
              Name
              <input name="name" required maxLength={100} defaultValue={order.decorator?.name} />
            </label>
            <label>
              Phone
              <input
                name="phone"
                type="tel"
                inputMode="numeric"
                required
                pattern="[0-9]{10}"
                defaultValue={order.decorator?.phone}
              />
            </label>
            <Button type="submit" disabled={busy}>
              Save decorator
            </Button>
          </Form>
        </details>
      )}
      {may.cancel && (
        <details>
          <summary>Cancel order</summary>
          <Form
            aria-label={`Cancel ${order._id}`}
            onSubmit={submit((event) =>
              cancel({ ...params, body: { reason: fieldOf(event, 'reason') } }),
            )}
          >
            <label>
              Reason
              <input name="reason" required minLength={3} maxLength={500} />
            </label>
            <Button type="submit" $variant="danger" disabled={busy}>
              Cancel for the customer
            </Button>
          </Form>
        </details>
      )}
      {may.goodwill && (
        <details>
          <summary>Goodwill Credit</summary>
          <Form
            aria-label={`Goodwill Credit for ${order._id}`}
            onSubmit={submit(async (event) => {
              const outcome = await goodwill({
                ...params,
                body: {
                  amount: Number(fieldOf(event, 'amount')),
                  reason: fieldOf(event, 'reason'),
                  key: goodwillKey,
                },
              });
              if ('data' in outcome) setGoodwillKey(crypto.randomUUID());
              return outcome;
            })}
          >
            <label>
              Amount (₹)
              <input name="amount" type="number" min={1} max={100000} required />
            </label>
            <label>
              Reason
              <input name="reason" required minLength={3} maxLength={500} />
            </label>
            <Button type="submit" disabled={busy}>
              Give Credit
            </Button>
          </Form>
          {giving.data?.status === 'awaitingApproval' && (
            <Alert $tone="info" role="status">
              Above the per-order limit: waiting for an admin to approve.
            </Alert>
          )}
        </details>
      )}
      {error !== undefined && (
        <Alert role="alert">{errorMessage(error, 'That did not go through.')}</Alert>
      )}
    </OrderItem>
  );
}
