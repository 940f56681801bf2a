// Every call's method, path and auth mode, for the browser: what `src/client/api` sends,
// without the schemas (and so without TypeBox) in the bundle. Each entry is typed by its contract
// definition, so a path, method or auth mode that differs from `contract`, or a missing entry,
// fails the type-check; __tests__/shared/contract/routes.test.ts compares the values as well.
// Each group has its own module (`routes/users.ts`...), so a bundle carries only the groups whose
// endpoint modules it loads.
import type { CallDef, Route } from '../core';
import type { Contract } from '../index';
import { users } from './users';
import { address } from './address';
import { cart } from './cart';
import { orders } from './orders';
import { payment } from './payment';
import { products } from './products';
import { offers } from './offers';
import { addons } from './addons';
import { homepage } from './homepage';
import { v2 } from './v2';
import { timeslot } from './timeslot';
import { geo } from './geo';
import { session } from './session';
import { content } from './content';
import { reports } from './reports';
import { ops } from './ops';
import { dev } from './dev';
import { health } from './health';

export type Routes = {
  readonly [G in keyof Contract]: {
    readonly [N in keyof Contract[G]]: Route<Extract<Contract[G][N], CallDef>>;
  };
};

/** Every group, as the contract lists them (tests, and code that registers every endpoint). */
export const routes: Routes = {
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
};
