// What must hold after the load, read from the database itself: no slot holds more bookings than
// its capacity (and its count matches its orders), every card-paid order was paid once, every
// order a customer was told about exists, with nothing placed that nobody was told about, and
// the payment ledger's invariant (services/payments/ledgerCheck.ts).
import { checkPaymentLedger } from '../services/payments/ledgerCheck';
import type { ScratchDatabase } from './cluster';
import type { Recorder } from './journey';

export interface Invariant {
  name: string;
  held: boolean;
  detail: string;
}

export async function checkInvariants(
  db: ScratchDatabase,
  recorder: Recorder,
): Promise<Invariant[]> {
  const overfull = await db.query<{ slot: string }>(
    `SELECT hub_id || ' ' || day || ' ' || slot_time AS slot FROM time_slots WHERE order_count > capacity`,
  );
  // The slot's count against its live orders: a count that drifted would hide an overbooking.
  const drifted = await db.query<{ slot: string; counted: number; live: number }>(
    `SELECT s.hub_id || ' ' || s.day || ' ' || s.slot_time AS slot, s.order_count AS counted,
            count(o.id)::int AS live
       FROM time_slots s
       LEFT JOIN orders o ON o.hub_id = s.hub_id AND o.slot_day = s.day
            AND o.arriving_time || '-' || o.ready_time = s.slot_time
            AND o.booking_status <> 'Order Cancelled'
      GROUP BY s.hub_id, s.day, s.slot_time, s.order_count, s.capacity
     HAVING count(o.id) <> s.order_count OR count(o.id) > s.capacity`,
  );
  const [slots] = await db.query<{ slots: number; booked: number; capacity: number }>(
    `SELECT count(*)::int AS slots, coalesce(sum(order_count), 0)::int AS booked,
            coalesce(sum(capacity), 0)::int AS capacity
       FROM time_slots WHERE order_count > 0`,
  );

  const paidTwice = await db.query<{ order_id: string; payments: number }>(
    `SELECT order_id, count(*)::int AS payments FROM payments
      WHERE status = 'success' AND order_id IS NOT NULL GROUP BY order_id HAVING count(*) > 1`,
  );
  // Every order the sandbox's return named as paid: one successful payment, marked paid in full.
  const paid = await db.query<{ id: string; payment_status: string; payments: number }>(
    `SELECT o.id, o.payment_status,
            (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'success') AS payments
       FROM orders o WHERE o.id = ANY($1)`,
    [recorder.paidOrders],
  );
  // A payment whose slot filled while the customer paid places nothing and goes to Credit.
  const [refunds] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM payments p JOIN payment_intents i ON i.id = p.intent_id
      WHERE p.status = 'success' AND p.order_id IS NULL AND i.order_id = ANY($1)`,
    [recorder.paidOrders],
  );
  const paidRight = paid.filter((row) => row.payments === 1 && row.payment_status === 'completed');
  const refunded = refunds?.count ?? 0;

  const cash = await db.query<{ id: string }>(`SELECT id FROM orders WHERE id = ANY($1)`, [
    recorder.cashOrders,
  ]);
  const [all] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM orders`);
  const told = recorder.cashOrders.length + paid.length;
  const ledger = await checkPaymentLedger((text, values) => db.query(text, values));

  return [
    {
      name: 'no slot over capacity',
      held: overfull.length === 0 && drifted.length === 0,
      detail:
        overfull.length + drifted.length === 0
          ? `${slots?.booked ?? 0} bookings in ${slots?.slots ?? 0} slots of ${slots?.capacity ?? 0} places; every slot's count matches its orders`
          : `over capacity: ${overfull.map((row) => row.slot).join(', ') || 'none'}; count not its orders: ${drifted.map((row) => `${row.slot} (${row.counted} counted, ${row.live} orders)`).join(', ') || 'none'}`,
    },
    {
      name: 'every paid order paid once',
      held:
        paidTwice.length === 0 &&
        paidRight.length === paid.length &&
        paid.length + refunded === recorder.paidOrders.length,
      detail: `${paid.length} orders paid by card, ${paidRight.length} with exactly one successful payment and paid in full; ${refunded} payments whose slot filled meanwhile went to Credit; ${paidTwice.length} orders with two or more`,
    },
    {
      name: 'every order a customer was told about, and no other',
      held: cash.length === recorder.cashOrders.length && all?.count === told,
      detail: `${cash.length} of ${recorder.cashOrders.length} cash orders found; ${all?.count ?? 0} orders in the database, ${told} told`,
    },
    {
      name: 'every captured payment paid its order or went to Credit, to the paisa',
      held: ledger.violations.length === 0,
      detail:
        ledger.violations.length === 0
          ? `${ledger.captured} captured payments (${ledger.capturedPaise} paise), each an order or a Credit entry`
          : ledger.violations.slice(0, 10).join('; '),
    },
  ];
}
