import { seedCatalogue } from '../../../src/server/db/seed';
import type { DatabaseKind } from '../support/databases';
import { startTestApp, type TestContext } from '../support/testApp';

/** Seeding and booting PGlite take seconds on a busy machine; each file does it once. */
export const SETUP_TIMEOUT = 120_000;
export const API_ORIGIN = 'http://api.test';

/** One seeded API per test file: the catalogue routes only read, so tests share it. */
export async function startCatalogueApp(kind: DatabaseKind): Promise<TestContext> {
  const ctx = await startTestApp(kind, { API_ORIGIN });
  await seedCatalogue(ctx.database.db);
  return ctx;
}

export type Json = Record<string, unknown>;

export async function post(ctx: TestContext, url: string, payload: unknown) {
  const res = await ctx.app.inject({ method: 'POST', url, payload: payload as Json });
  return { status: res.statusCode, body: res.json<Json>() };
}

export async function get(ctx: TestContext, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  const json = String(res.headers['content-type']).startsWith('application/json');
  return {
    status: res.statusCode,
    body: json ? res.json<Json>() : {},
    headers: res.headers,
    raw: res.body,
  };
}
