import type { FormEvent } from 'react';
import type { BoardSlot } from '../../../shared/contract';
import { errorMessage } from '../../api/contractBaseQuery';
import { useOpsSetCapacityMutation } from '../../api/opsApi';
import { toContractDate, toInputDate } from '../../features/support/supportSlice';
import { Button } from '../components/ui/ui.styles';
import { fieldOf } from '../support/formField';
import { Alert, Card, Form } from '../support/Support.styles';
import { Select } from './Operations.styles';

const ALL_SLOTS = 'all';

/** Capacity and days off for the board's hub: one slot or a whole day, over a range of days. */
export function CapacityForm({
  hubId,
  date,
  slots,
}: {
  hubId: string;
  date: string;
  slots: readonly BoardSlot[];
}) {
  const [setCapacity, result] = useOpsSetCapacityMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = submitter instanceof HTMLButtonElement ? submitter.value : 'capacity';
    const from = toContractDate(fieldOf(event, 'from')) ?? date;
    const to = toContractDate(fieldOf(event, 'to'));
    const slot = event.currentTarget.elements.namedItem('slot');
    const slotTime = slot instanceof HTMLSelectElement ? slot.value : ALL_SLOTS;
    const capacity = fieldOf(event, 'capacity');
    void setCapacity({
      body: {
        hubId,
        from,
        ...(to && to !== from ? { to } : {}),
        ...(slotTime !== ALL_SLOTS ? { slotTime } : {}),
        ...(action === 'capacity' && capacity !== '' ? { capacity: Number(capacity) } : {}),
        ...(action === 'close' ? { closed: true } : {}),
        ...(action === 'reopen' ? { closed: false } : {}),
      },
    });
  };

  return (
    <Card aria-labelledby="capacity-title">
      <h2 id="capacity-title">Capacity and days off</h2>
      <Form key={`${hubId}|${date}`} onSubmit={onSubmit} aria-label="Capacity and days off">
        <label>
          From
          <input name="from" type="date" required defaultValue={toInputDate(date)} />
        </label>
        <label>
          To
          <input name="to" type="date" defaultValue={toInputDate(date)} />
        </label>
        <label>
          Slot
          <Select name="slot" defaultValue={ALL_SLOTS}>
            <option value={ALL_SLOTS}>Whole day</option>
            {slots.map((slot) => (
              <option key={slot.slotTime} value={slot.slotTime}>
                {slot.arrivingTime} to {slot.readyTime}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Capacity
          <input name="capacity" type="number" min={0} max={1000} />
        </label>
        <Button type="submit" name="action" value="capacity">
          Set capacity
        </Button>
        <Button type="submit" name="action" value="close" $variant="danger">
          Close
        </Button>
        <Button type="submit" name="action" value="reopen" $variant="ghost">
          Reopen
        </Button>
      </Form>
      {result.isError && (
        <Alert role="alert">{errorMessage(result.error, 'The change was not saved.')}</Alert>
      )}
      {result.isSuccess && (
        <Alert $tone="info" role="status">
          Saved: {result.data.updated === 1 ? '1 slot' : `${result.data.updated} slots`} changed.
        </Alert>
      )}
    </Card>
  );
}
