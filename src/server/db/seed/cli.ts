import { openDatabase } from '../client';
import { loadSettings } from '../../settings';
import { seedCatalogue } from '.';

/** `npm run db:seed`: migrate the configured database and (re)write the demo catalogue. */
async function main() {
  const settings = loadSettings();
  const database = openDatabase(
    settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir },
  );
  try {
    await database.migrate();
    const summary = await seedCatalogue(database.db);
    console.log(
      `Seeded ${summary.products} products, ${summary.localities} localities and ${summary.keywordPages} keyword pages into ${database.kind}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
