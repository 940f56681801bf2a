import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../primitives';
import { Cart } from './cart';
import { Order } from './orders';
import { Address, SelectedLocation } from './places';
import { SignedInUser, User } from './user';

const List = Type.Array;

/** What start-up (and every login) hands the SPA. */
export const SessionData = Type.Object({
  user: Nullable(User),
  selectedLocation: Nullable(SelectedLocation),
  addresses: List(Address, { maxItems: 100 }),
  cart: Nullable(Cart),
  lastOrder: Nullable(Order),
});
/** A login's data: the same, with the signed-in user and token. */
export const SignedInData = Type.Object({
  user: SignedInUser,
  selectedLocation: Nullable(SelectedLocation),
  addresses: List(Address, { maxItems: 100 }),
  cart: Nullable(Cart),
  lastOrder: Nullable(Order),
});

export type SessionData = Static<typeof SessionData>;
export type SignedInData = Static<typeof SignedInData>;
