import { defineConfig } from 'drizzle-kit';

// One schema module at a time: DB_MODULE=catalogue drizzle-kit generate ... (see `npm run db:generate`).
const dbModule = process.env.DB_MODULE ?? 'core';

export default defineConfig({
  dialect: 'postgresql',
  schema: `./src/server/db/schema/${dbModule}.ts`,
  out: `./src/server/db/migrations/${dbModule}`,
  migrations: { table: `migrations_${dbModule}`, schema: 'drizzle' },
});
