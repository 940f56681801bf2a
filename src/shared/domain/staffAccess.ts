// Who may do what in the operations console (issue 20). The server enforces it on every call;
// the console uses the same table to offer only the actions a role has.

export type StaffRole = 'support' | 'ops' | 'admin';

export type OpsAction =
  | 'read'
  | 'lifecycle'
  | 'cancel'
  | 'reschedule'
  | 'capacity'
  | 'goodwill'
  | 'approveGoodwill'
  | 'settleRefunds'
  | 'audit';

/**
 * The roles allowed each action; an 'ops' account acts on its own hubs only. 'reschedule' is
 * answering a customer's request and moving an order to another slot on their behalf.
 */
export const STAFF_ALLOWED: Record<OpsAction, readonly StaffRole[]> = {
  read: ['support', 'ops', 'admin'],
  lifecycle: ['ops', 'admin'],
  cancel: ['support', 'ops', 'admin'],
  reschedule: ['support', 'ops', 'admin'],
  capacity: ['ops', 'admin'],
  goodwill: ['support', 'ops', 'admin'],
  approveGoodwill: ['admin'],
  /** Refunds owed to a deleted account, paid by hand: money leaves the business, so admins only. */
  settleRefunds: ['admin'],
  audit: ['admin'],
};

export const staffMay = (role: StaffRole, action: OpsAction): boolean =>
  STAFF_ALLOWED[action].includes(role);
