/** Schema modules in the order their migrations apply: later modules may reference earlier ones. */
export const DB_MODULES = ['core', 'catalogue', 'accounts', 'booking', 'operations'] as const;

export type DbModule = (typeof DB_MODULES)[number];
