// The operations console's checks (issue 20): the role table of src/shared/domain/staffAccess,
// and an 'ops' account's hubs: anything else is a 403 (a customer included). A hub the catalogue
// does not have is a 400 for everyone.
import { OPS_FORBIDDEN, OTHER_HUB } from '../../../shared/contract';
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

/** The caller as staff allowed to do `action`, or a 403. */
export function requireStaff(caller: Caller, action: OpsAction): Staff {
  const role = caller.role === 'staff' ? caller.staffRole : null;
  if (!role || !staffMay(role, action)) throw new HttpError(403, OPS_FORBIDDEN);
  return { userId: caller.userId, role, hubs: caller.staffHubs };
}

/**
 * A hub the catalogue has (open or not), as the staff console names it: a typo or another case
 * (`MUM-WEST-HUBB`, `mum-west-hub`) is a 400, as on the public slot call, so no slot is ever
 * made, moved or closed for a hub that does not exist.
 */
export async function requireKnownHub(db: Db, hubId: string): Promise<void> {
  const { hubs } = await directoryOf(db);
  if (!hubs.some((hub) => hub.id === hubId)) throw new HttpError(400, `Unknown hubId '${hubId}'`);
}

/** An 'ops' account touching another hub's order or slot gets a 403. */
export function requireHub(staff: Staff, hubId: string): void {
  if (staff.role === 'ops' && !staff.hubs.includes(hubId)) throw new HttpError(403, OTHER_HUB);
}
