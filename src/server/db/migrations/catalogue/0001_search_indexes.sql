-- Typo-tolerant search corrects typed words against the catalogue's vocabulary by trigram
-- similarity. PostgreSQL ships pg_trgm; the embedded PGlite loads it (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
