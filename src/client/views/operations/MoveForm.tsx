import { useState, type FormEvent } from 'react';
import type { BoardOrder } from '../../../shared/contract';
import { formatDate } from '../../../shared/domain';
import { errorMessage } from '../../api/contractBaseQuery';
import { useOpsBoardQuery, useOpsMoveMutation } from '../../api/opsApi';
import { movableSlots } from '../../features/operations/opsBoard';
import { toContractDate, toInputDate } from '../../features/support/supportSlice';
import { Button } from '../components/ui/ui.styles';
import { useNow } from '../components/ui/useNow';
import { Alert, Form, Muted } from '../support/Support.styles';
import { Select } from './Operations.styles';

/** 'Move to another slot': a day, then one of the hub's slots that day with a free place. */
export function MoveForm({ order }: { order: BoardOrder }) {
  const now = useNow();
  // The day whose slots the picker lists; the slots are asked for only once a day is chosen.
  const [date, setDate] = useState<string | null>(null);
  const day = useOpsBoardQuery(
    { query: { hubId: order.hubId, date: date ?? '' } },
    { skip: date === null },
  );
  const [move, moved] = useOpsMoveMutation();
  const slots = day.data && date ? movableSlots(day.data.slots, date, order) : [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = event.currentTarget.elements.namedItem('slot');
    const slot = slots.find(
      (entry) => choice instanceof HTMLSelectElement && entry.slotTime === choice.value,
    );
    if (!date || !slot) return;
    void move({
      params: { id: order._id },
      body: { celebrationDate: date, arrivingTime: slot.arrivingTime, readyTime: slot.readyTime },
    });
  };

  return (
    <details>
      <summary>Move to another slot</summary>
      <Form aria-label={`Move ${order._id} to another slot`} onSubmit={onSubmit}>
        <label>
          Date
          <input
            name="date"
            type="date"
            required
            min={toInputDate(formatDate(now))}
            onChange={(event) => setDate(toContractDate(event.currentTarget.value))}
          />
        </label>
        {date && day.isFetching && <Muted role="status">Looking up that day&apos;s slots</Muted>}
        {date && day.data && !day.isFetching && slots.length === 0 && (
          <Muted role="status">No slot has a free place that day.</Muted>
        )}
        {slots.length > 0 && (
          <>
            <label>
              Slot
              <Select name="slot" required>
                {slots.map((slot) => (
                  <option key={slot.slotTime} value={slot.slotTime}>
                    {slot.arrivingTime} to {slot.readyTime} · {slot.capacity - slot.orderCount} free
                  </option>
                ))}
              </Select>
            </label>
            <Button type="submit" disabled={moved.isLoading}>
              Move
            </Button>
          </>
        )}
      </Form>
      {day.error !== undefined && (
        <Alert role="alert">
          {errorMessage(day.error, "That day's slots could not be loaded.")}
        </Alert>
      )}
      {moved.error !== undefined && (
        <Alert role="alert">{errorMessage(moved.error, 'The order was not moved.')}</Alert>
      )}
      {moved.data?.changed && (
        <Alert $tone="info" role="status">
          Moved to {moved.data.order.celebrationDate}, {moved.data.order.arrivingTime} to{' '}
          {moved.data.order.readyTime}.
        </Alert>
      )}
    </details>
  );
}
