import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from './core';
import { Cart, OfferCode } from './entities';
import { Ok, Success } from './envelope';
import { DateDMY, HubId, Id, Quantity, Strict, Text, TimeOfDay, Timestamp } from './primitives';

const { Optional } = Type;

/**
 * The cart as the SPA sends it: references only, never prices. It replaces the stored cart's
 * editable fields, so an omitted date or slot clears it.
 */
export const CartInput = Strict({
  product: Id,
  addOns: Type.Array(Strict({ addon: Id, quantity: Quantity }), { maxItems: 100 }),
  offers: Type.Array(Strict({ offerCode: OfferCode }), { maxItems: 1 }),
  bookingAddress: Optional(Id),
  hubId: Optional(HubId),
  celebrationDate: Optional(DateDMY),
  readyTime: Optional(TimeOfDay),
  arrivingTime: Optional(TimeOfDay),
  santaTip: Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  instructions: Optional(Text(500)),
  /** Pay from the wallet's Reward and Credit; omitted means yes, the server's default. */
  useWallet: Optional(Type.Boolean()),
  /**
   * When the customer last changed this cart on their device. An upload older than the stored
   * cart's is answered with the stored cart unchanged, so a stale tab never overwrites newer edits;
   * one not edited since the cart was placed as an order is refused (409), so a booked cart never
   * reopens.
   */
  editedAt: Optional(Timestamp),
});

export const cart = {
  createUpdate: defineCall({
    method: 'POST',
    path: '/api/users/cart/create_update',
    auth: 'bearer',
    summary: "Create or replace the caller's cart; answers it populated and priced by the server.",
    body: Strict({ cart: CartInput }),
    response: Success({ cart: Cart }),
    errors: [400, 401, 404, 409],
  }),
  delete: defineCall({
    method: 'DELETE',
    path: '/api/users/cart/delete',
    auth: 'bearer',
    summary: "Remove the caller's cart.",
    response: Ok,
    errors: [401],
  }),
} as const;

export type CartInput = Static<typeof CartInput>;
