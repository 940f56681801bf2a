import type { Order, PublicOrder } from '../../../shared/contract';
import { isDecorationDone } from '../../../shared/domain';

/**
 * Whether an order asks for decoration feedback: the decoration has happened (staff completed
 * it, or its slot ended while it stood) and it has no stars yet. Reviews come only from
 * delivered orders (SECURITY), so neither the home dock nor the order page asks any earlier.
 */
export const isFeedbackDue = (order: Order | PublicOrder, now: Date): boolean =>
  !decorationRating(order) && isDecorationDone(order, now);

/** The stars and review the customer gave the decoration; the public view carries none. */
export const decorationRating = (order: Order | PublicOrder) =>
  'feedback' in order ? order.feedback?.user?.decoration : undefined;
