import type { FastifyInstance } from 'fastify';
import type { CatalogueContext } from '../services/context';
import { SITE_RELATIVE } from '../services/catalogue/urls';

/** What the catalogue services work with: the database, and images named site-relative. */
export function catalogueContext(app: FastifyInstance): CatalogueContext {
  return { db: app.deps.database.db, origin: SITE_RELATIVE };
}
