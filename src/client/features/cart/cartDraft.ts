import type { Cart, CartInput } from '../../../shared/contract';
import type { CartDraft } from './cartSlice';

/** The server's cart as the draft the client keeps. */
export function draftFromCart(cart: Cart): CartDraft {
  return {
    product: cart.product,
    addOns: cart.addOns.map(({ addon, quantity }) => ({ addon, quantity })),
    offers: cart.offers,
    hubId: cart.hubId,
    celebrationDate: cart.celebrationDate ?? null,
    readyTime: cart.readyTime ?? null,
    arrivingTime: cart.arrivingTime ?? null,
    bookingAddress: cart.bookingAddress ?? null,
    santaTip: cart.santaTip,
    instructions: cart.instructions ?? '',
    useWallet: cart.useWallet,
  };
}

/** The cart as create_update takes it: references only, never prices. */
export function toCartInput(draft: CartDraft): CartInput {
  return {
    product: draft.product._id,
    addOns: draft.addOns.map(({ addon, quantity }) => ({ addon: addon._id, quantity })),
    offers: draft.offers.map(({ offerCode }) => ({ offerCode })),
    hubId: draft.hubId,
    ...(draft.bookingAddress ? { bookingAddress: draft.bookingAddress._id } : {}),
    ...(draft.celebrationDate ? { celebrationDate: draft.celebrationDate } : {}),
    ...(draft.readyTime ? { readyTime: draft.readyTime } : {}),
    ...(draft.arrivingTime ? { arrivingTime: draft.arrivingTime } : {}),
    santaTip: draft.santaTip,
    ...(draft.instructions ? { instructions: draft.instructions } : {}),
    ...(draft.useWallet === undefined ? {} : { useWallet: draft.useWallet }),
    ...(draft.editedAt === undefined ? {} : { editedAt: draft.editedAt }),
  };
}
