// The ledger's invariant, read from the database alone (the money tests and the load test run
// it): every captured payment is accounted for exactly once, by the order it paid or by a Credit
// entry of its own (both only when a balance payment's excess went back), and the figures agree
// to the paisa: what the provider captured is what the ledger recorded, what an order says was
// paid online is what its payments brought it, and Credit holds the rest. A cancelled order gives
// back what it was paid exactly once per rupee: to Credit, or through the provider as a refund
// of the payment that brought it (never more than that payment brought the order), a refund
// that failed counting only as the Credit entry it became.

/** Runs one SQL statement with $n parameters and answers its rows. */
export type LedgerQuery = <T>(text: string, values?: unknown[]) => Promise<T[]>;

export interface LedgerReport {
  /** Captured payments, and their total in paise. */
  captured: number;
  capturedPaise: number;
  /** What is wrong, one line each; empty when the invariant holds. */
  violations: string[];
}

interface CaptureRow {
  provider_payment_id: string;
  outcome: 'order' | 'credit' | null;
  amount: number;
  credited: number;
  captured_paise: number;
  credit_entries: number;
  orders_holding: number;
  refunded: number;
}

interface OrderRow {
  id: string;
  cancelled: boolean;
  amount_paid: number;
  credit_used: number;
  from_payments: number;
  refunded: number;
  credited_back: number;
}

const CAPTURES = `
  SELECT p.provider_payment_id, p.outcome, p.amount, p.credited,
         i.amount_paise::int AS captured_paise,
         coalesce((SELECT sum(w.amount) FROM wallet_ledger w
                    WHERE w.dedupe_key = 'payment:' || p.provider_payment_id), 0)::int AS credit_entries,
         (SELECT count(*) FROM orders o
           WHERE jsonb_exists(o.payment_details -> 'paymentIds', p.provider_payment_id))::int AS orders_holding,
         coalesce((SELECT sum(r.amount) FROM refunds r
                    WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::int AS refunded
    FROM payments p JOIN payment_intents i ON i.id = p.intent_id
   WHERE p.status = 'success'`;

// What each order says it was paid online, against what its captured payments applied to it.
const ORDERS = `
  SELECT o.id, o.booking_status = 'Order Cancelled' AS cancelled,
         (o.payment_details ->> 'amountPaid')::int AS amount_paid,
         (o.price_detail ->> 'creditUsed')::int AS credit_used,
         coalesce((SELECT sum(p.amount - p.credited) FROM payments p
                    WHERE p.status = 'success'
                      AND jsonb_exists(o.payment_details -> 'paymentIds', p.provider_payment_id)), 0)::int
           AS from_payments,
         coalesce((SELECT sum(r.amount) FROM refunds r
                    WHERE r.order_id = o.id AND r.status <> 'failed'), 0)::int AS refunded,
         coalesce((SELECT sum(w.amount) FROM wallet_ledger w
                    WHERE w.dedupe_key = 'refund:' || o.id || ':credit'
                       OR (w.dedupe_key LIKE 'refund:' || o.id || ':credit:%'
                           AND EXISTS (SELECT 1 FROM refunds r
                                        WHERE r.status = 'failed'
                                          AND w.dedupe_key = 'refund:' || o.id || ':credit:' || r.id))),
                  0)::int AS credited_back
    FROM orders o
   WHERE jsonb_array_length(o.payment_details -> 'paymentIds') > 0`;

// A refund through the provider of a payment the ledger does not hold as paying that order.
const STRAY_REFUNDS = `
  SELECT coalesce(r.provider_refund_id, r.id) AS provider_refund_id FROM refunds r
   WHERE NOT EXISTS (SELECT 1 FROM payments p
                      WHERE p.id = r.payment_id AND p.status = 'success'
                        AND p.outcome = 'order' AND p.order_id = r.order_id)`;

// Credit said to come from a payment that the ledger does not hold as captured.
const STRAY_CREDIT = `
  SELECT w.dedupe_key FROM wallet_ledger w
   WHERE w.dedupe_key LIKE 'payment:%'
     AND NOT EXISTS (SELECT 1 FROM payments p
                      WHERE p.status = 'success' AND 'payment:' || p.provider_payment_id = w.dedupe_key)`;

function captureViolations(row: CaptureRow): string[] {
  const id = row.provider_payment_id;
  const found: string[] = [];
  if (row.captured_paise !== row.amount * 100) {
    found.push(`${id}: captured ${row.captured_paise} paise, recorded ₹${row.amount}`);
  }
  if (row.orders_holding > 1) found.push(`${id}: paid ${row.orders_holding} orders`);
  if (row.refunded > row.amount - row.credited) {
    found.push(`${id}: refunded ₹${row.refunded} of the ₹${row.amount - row.credited} it paid`);
  }
  if (row.credit_entries !== row.credited) {
    found.push(`${id}: Credit holds ₹${row.credit_entries}, the ledger says ₹${row.credited}`);
  }
  switch (row.outcome) {
    case null:
      found.push(`${id}: captured ₹${row.amount} and neither placed nor settled`);
      break;
    case 'order':
      if (row.orders_holding !== 1) found.push(`${id}: settled to an order that does not list it`);
      if (row.credited >= row.amount) found.push(`${id}: paid an order and was credited in full`);
      break;
    case 'credit':
      if (row.orders_holding !== 0) found.push(`${id}: credited and also paying an order`);
      if (row.credited !== row.amount) {
        found.push(`${id}: ₹${row.amount} captured, ₹${row.credited} credited`);
      }
      break;
  }
  return found;
}

/** Checks the invariant over the whole database. */
export async function checkPaymentLedger(query: LedgerQuery): Promise<LedgerReport> {
  const [captures, paidOrders, stray, strayRefunds] = [
    await query<CaptureRow>(CAPTURES),
    await query<OrderRow>(ORDERS),
    await query<{ dedupe_key: string }>(STRAY_CREDIT),
    await query<{ provider_refund_id: string }>(STRAY_REFUNDS),
  ];
  const violations = captures.flatMap(captureViolations);
  for (const order of paidOrders) {
    if (order.amount_paid !== order.from_payments) {
      violations.push(
        `order ${order.id}: says ₹${order.amount_paid} paid online, its payments brought ₹${order.from_payments}`,
      );
    }
    const givenBack = order.refunded + order.credited_back;
    if (!order.cancelled && order.refunded > 0) {
      violations.push(`order ${order.id}: refunded ₹${order.refunded} and still booked`);
    }
    if (order.cancelled && givenBack !== order.amount_paid + order.credit_used) {
      violations.push(
        `order ${order.id}: cancelled with ₹${order.amount_paid + order.credit_used} paid, ₹${givenBack} given back`,
      );
    }
  }
  for (const refund of strayRefunds) {
    violations.push(`${refund.provider_refund_id}: a refund of no payment of its order`);
  }
  for (const credit of stray) violations.push(`${credit.dedupe_key}: Credit without a capture`);
  return {
    captured: captures.length,
    capturedPaise: captures.reduce((sum, row) => sum + row.captured_paise, 0),
    violations,
  };
}
