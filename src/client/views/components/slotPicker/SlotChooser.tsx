import type { TimeSlot } from '../../../../shared/contract';
import { useTimeslotGetByDateQuery } from '../../../api/timeslotApi';
import { DayButton, SlotButton, SlotGrid, Strip } from './SlotGrid.styles';
import { slotLabel } from '../../../../shared/domain/slots';
import { slotState, type StripDay } from '../../../features/cart/slotDays';
import { SlotListSkeleton } from './SlotSkeletons';

const STATE_TEXT = {
  available: 'Available',
  closed: 'Closed',
  full: 'Full',
  unavailable: 'Unavailable',
} as const;

/**
 * The chosen day scrolled into the strip's view, however far along the month it lies. Only the
 * strip scrolls: the page stays where the customer (or Back) left it.
 */
const showDay = (button: HTMLButtonElement | null) => {
  // A renderer without layout (jsdom) has no scrollIntoView; there is nothing to scroll there.
  if (typeof button?.scrollIntoView !== 'function') return;
  const { scrollX, scrollY } = window;
  button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  // Put back in the same frame, before anything is drawn.
  if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
};

/** The strip of days from today: a past day is never offered. */
export function DateStrip({
  days,
  date,
  onChoose,
}: {
  days: readonly StripDay[];
  date: string;
  onChoose: (date: string) => void;
}) {
  return (
    <Strip aria-label="Celebration date">
      {days.map((day) => (
        <li key={day.date}>
          <DayButton
            type="button"
            ref={day.date === date ? showDay : undefined}
            aria-pressed={day.date === date}
            onClick={() => onChoose(day.date)}
          >
            {/* Named by what it shows ('Mon 7 Dec'), so a voice user can say what they see. */}
            <span>{day.weekday}</span> <strong>{day.day}</strong> <span>{day.month}</span>
          </DayButton>
        </li>
      ))}
    </Strip>
  );
}

/** A day's slots for a hub (and product): full or otherwise unavailable ones disabled. */
export function SlotList({
  date,
  hubId,
  productId,
  chosen,
  onChoose,
}: {
  date: string;
  hubId: string;
  productId: string | null;
  chosen: string | null;
  onChoose: (slot: TimeSlot) => void;
}) {
  // Asked again each time the list opens: other customers fill slots and time passes their
  // cut-off, so a list kept from an earlier look would offer slots the server now refuses.
  const { data, isFetching, isError } = useTimeslotGetByDateQuery(
    { params: { date }, query: productId ? { hubId, productId } : { hubId } },
    { refetchOnMountOrArgChange: true },
  );
  if (isFetching && !data) return <SlotListSkeleton />;
  if (isError) return <p role="alert">Time slots could not be loaded. Please try again later.</p>;
  const slots = data?.slots ?? [];
  if (slots.length === 0) return <p>No time slots on this date. Please pick another date.</p>;
  return (
    <SlotGrid aria-label="Time slots">
      {slots.map((slot) => {
        const state = slotState(slot);
        return (
          <li key={slot.slotTime}>
            <SlotButton
              type="button"
              disabled={state !== 'available'}
              aria-pressed={chosen === slot.slotTime}
              onClick={() => onChoose(slot)}
            >
              {slotLabel(slot)}
              <span>{STATE_TEXT[state]}</span>
            </SlotButton>
          </li>
        );
      })}
    </SlotGrid>
  );
}
