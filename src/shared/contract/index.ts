// Every server call, grouped 1:1 with src/server/routes and src/client/api (see README.md).
import type { CallDef } from './core';
import { address } from './address';
import { addons } from './addons';
import { cart } from './cart';
import { content } from './content';
import { dev } from './dev';
import { geo } from './geo';
import { health } from './health';
import { homepage } from './homepage';
import { offers } from './offers';
import { orders } from './orders';
import { payment } from './payment';
import { products } from './products';
import { reports } from './reports';
import { ops } from './ops';
import { session } from './session';
import { timeslot } from './timeslot';
import { users } from './users';
import { v2 } from './v2';

export const contract = {
  users,
  address,
  cart,
  orders,
  payment,
  products,
  offers,
  addons,
  homepage,
  v2,
  timeslot,
  geo,
  session,
  content,
  reports,
  ops,
  dev,
  health,
} as const satisfies Record<string, Record<string, CallDef>>;

export type Contract = typeof contract;
export type ContractGroup = keyof Contract;

/** Every entry as `{ key: 'group.name', def }`, in declaration order. */
export const contractEntries: readonly { key: string; def: CallDef }[] = Object.entries(
  contract,
).flatMap(([group, calls]) =>
  Object.entries(calls).map(([name, def]: [string, CallDef]) => ({ key: `${group}.${name}`, def })),
);

export * from './core';
export * from './constants';
export * from './envelope';
export * from './primitives';
export * from './entities';
export * from './inputs';
export * from './users';
export * from './address';
export * from './cart';
export * from './orders';
export * from './payment';
export * from './products';
export * from './offers';
export * from './addons';
export * from './homepage';
export * from './v2';
export * from './timeslot';
export * from './geo';
export * from './session';
export * from './content';
export * from './reports';
export * from './ops';
export * from './dev';
export * from './health';
