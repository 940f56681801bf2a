import { useState, type FormEvent } from 'react';
import type { BoardOrder } from '../../../shared/contract';
import { errorMessage } from '../../api/contractBaseQuery';
import { useOpsBoardQuery, useOpsMoveMutation } from '../../api/opsApi';
import {
  moveDayNotes,
  moveMinInputDate,
  selectMoveChoices,
} from '../../features/operations/opsSelectors';
import { toContractDate } from '../../features/support/supportSlice';
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
    {
      skip: date === null,
      selectFromResult: (result) => ({
        ...result,
        choices: selectMoveChoices(result.data?.slots, date, order),
      }),
    },
  );
  const [move, moved] = useOpsMoveMutation();
  const { choices } = day;
  const notes = moveDayNotes(date, { isFetching: day.isFetching, hasData: !!day.data }, choices);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = event.currentTarget.elements.namedItem('slot');
    const slot = choices.find(
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
            min={moveMinInputDate(now)}
            onChange={(event) => setDate(toContractDate(event.currentTarget.value))}
          />
        </label>
        {notes.lookingUp && <Muted role="status">Looking up that day&apos;s slots</Muted>}
        {notes.noneFree && <Muted role="status">No slot has a free place that day.</Muted>}
        {notes.showChoices && (
          <>
            <label>
              Slot
              <Select name="slot" required>
                {choices.map((slot) => (
                  <option key={slot.slotTime} value={slot.slotTime}>
                    {slot.arrivingTime} to {slot.readyTime} · {slot.free} free
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
