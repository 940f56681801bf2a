import type { Order, PublicOrder } from '../../../shared/contract';
import { isDecorationDone } from '../../../shared/domain';

/**
 * Whether an order asks for decoration feedback: the decoration has happened (staff completed
 * it, or its slot ended while it stood) and it has no stars yet. Reviews come only from
 * delivered orders (SECURITY), so neither the home dock nor the order page asks any earlier.
 */
export const isFeedbackDue = (order: Order | PublicOrder, now: Date): boolean =>
  !order.feedback?.user?.decoration && isDecorationDone(order, now);
