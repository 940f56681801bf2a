import type { FastifyInstance } from 'fastify';
import type { CatalogueContext } from '../services/catalogue/products';

/** What the catalogue services work with: the database and the origin images are served on. */
export function catalogueContext(app: FastifyInstance): CatalogueContext {
  return { db: app.deps.database.db, origin: app.deps.settings.apiOrigin };
}
