import type { User } from '../../../shared/contract';

/** A staff account's own session; a support grant acting as a customer is not staff. */
export const isStaff = (user: Pick<User, 'role' | 'isSupportSession'> | null): boolean =>
  user !== null && user.role === 'staff' && user.isSupportSession !== true;
