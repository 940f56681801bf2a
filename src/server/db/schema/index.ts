// Every table, by module. Each module owns its migrations (src/server/db/migrations/<module>),
// applied in the order of DB_MODULES, so modules can grow without touching each other's files.
export * from './core';
export * from './catalogue';
export * from './accounts';
export * from './booking';
export * from './operations';
