import { defineConfig } from 'drizzle-kit';
import { loadToolSettings } from '../src/server/settings';

// One schema module at a time: DB_MODULE=catalogue drizzle-kit generate ... (see `npm run db:generate`).
const { dbModule } = loadToolSettings();

export default defineConfig({
  dialect: 'postgresql',
  schema: `./src/server/db/schema/${dbModule}.ts`,
  out: `./src/server/db/migrations/${dbModule}`,
  migrations: { table: `migrations_${dbModule}`, schema: 'drizzle' },
});
