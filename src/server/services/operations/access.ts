// The one scope rule of every staff call (issues 20 and 43): the role table of
// src/shared/domain/staffAccess, then the caller's hubs. A role without the action is a 403 (a
// customer included): that says nothing about any id. Anything outside an 'ops' account's hubs
// answers exactly what an unknown id answers: an order, a request or a report is a 404 with the
// same message, a hub is the same 400 as a hub the catalogue does not have. Lists (a search, the
// reports) hold only what is in scope.
import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { OPS_FORBIDDEN } from '../../../shared/contract';
import { staffMay, type OpsAction, type StaffRole } from '../../../shared/domain';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { directoryOf } from '../catalogue/directory';
import type { Caller } from '../auth/sessions';

export type { OpsAction } from '../../../shared/domain';

export interface Staff {
  userId: string;
  role: StaffRole;
  hubs: readonly string[];
}

/** The caller as staff allowed to do `action`, or a 403 saying `forbidden`. */
export function requireStaff(caller: Caller, action: OpsAction, forbidden = OPS_FORBIDDEN): Staff {
  const role = caller.role === 'staff' ? caller.staffRole : null;
  if (!role || !staffMay(role, action)) throw new HttpError(403, forbidden);
  return { userId: caller.userId, role, hubs: caller.staffHubs };
}

/** Whether a hub is in the staff member's scope: an 'ops' account's own hubs, else every hub. */
export const inScope = (staff: Staff, hubId: string): boolean =>
  staff.role !== 'ops' || staff.hubs.includes(hubId);

/**
 * Something of a hub (an order, a request, a report) the caller found: outside their scope it
 * answers `notFound`, the 404 an unknown id answers, so ids cannot be probed.
 */
export function requireInScope(staff: Staff, hubId: string, notFound: string): void {
  if (!inScope(staff, hubId)) throw new HttpError(404, notFound);
}

export const unknownHub = (hubId: string) => `Unknown hubId '${hubId}'`;

/**
 * A hub the catalogue has (open or not), as the staff console names it: a typo or another case
 * (`MUM-WEST-HUBB`, `mum-west-hub`) is a 400, as on the public slot call, so no slot is ever
 * made, moved or closed for a hub that does not exist. With `staff`, a hub outside their scope
 * answers the same.
 */
export async function requireKnownHub(db: Db, hubId: string, staff?: Staff): Promise<void> {
  const { hubs } = await directoryOf(db);
  const known = hubs.some((hub) => hub.id === hubId);
  if (!known || (staff && !inScope(staff, hubId))) throw new HttpError(400, unknownHub(hubId));
}

/** A list's condition on a hub column: only the caller's hubs, or none for the unscoped. */
export const hubFilter = (staff: Staff, hubColumn: PgColumn): SQL | undefined =>
  staff.role === 'ops' ? inArray(hubColumn, [...staff.hubs]) : undefined;
