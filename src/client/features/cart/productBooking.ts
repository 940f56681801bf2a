// The product page's booking choices (slot, add-on quantities, instructions) until 'Book' puts
// them in a new cart. The cart slice keeps them under `productBooking`, absent until the customer
// chooses something: recorded traces from before these choices reached the store replay
// unchanged, as a replay ignores absent keys (devtools/replay.ts, `comparable`).
// The state and its reducer helper load with the cart slice; the page's selectors, with the
// product page (productBookingSelectors.ts).
import type { TimeSlot } from '../../../shared/contract';

export interface ProductBooking {
  /** The product these choices were made on; another product's page starts with none. */
  productId: string;
  /** A slot belongs to its date: it counts only while that date stays selected. */
  slot: { date: string; slot: TimeSlot } | null;
  /** Add-on id → quantity, zero kept once chosen. */
  quantities: Record<string, number>;
  instructions: string;
}

/** The booking of that product, started afresh when the choices were for another one. */
export function bookingFor(current: ProductBooking | undefined, productId: string): ProductBooking {
  return current?.productId === productId
    ? current
    : { productId, slot: null, quantities: {}, instructions: '' };
}
