import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { App } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { products } from '../../../src/server/db/schema';
import { seedCatalogue } from '../../../src/server/db/seed';
import {
  AnswerCache,
  answerOf,
  bestCompressed,
} from '../../../src/server/services/catalogue/answers';
import { bearer, signUp } from '../accounts/support';
import { fullEngine } from '../support/databases';
import { LISTING_PATH, listingBody } from '../support/listing';
import { startAnotherInstance, type TestContext } from '../support/testApp';
import { API_ORIGIN, SETUP_TIMEOUT, startCatalogueApp } from './support';
import { eventually } from '../../support/eventually';

const FIRST_ID = 'd00001';

async function listing(app: App, overrides: Record<string, unknown> = {}, headers = {}) {
  const res = await app.inject({
    method: 'POST',
    url: LISTING_PATH,
    payload: listingBody(overrides),
    headers,
  });
  expect(res.statusCode).toBe(200);
  return res;
}

const firstName = async (app: App) =>
  (await listing(app))
    .json<{ products: { _id: string; name: string }[] }>()
    .products.find((product) => product._id === FIRST_ID)?.name;

/** News reaches an instance when it commits, or once it listens again after losing its link. */
const SOON = { timeoutMs: 30_000, intervalMs: 5 };

const nameBecomes = (app: App, name: string | undefined) =>
  eventually(async () => expect(await firstName(app)).toBe(name), SOON);

const rename = (db: Database['db'], name: string) =>
  db.execute(sql`update products set name = ${name} where id = ${FIRST_ID}`);

describe.each(fullEngine)('cached catalogue answers on %s', (kind) => {
  let ctx: TestContext;
  let originalName: string | undefined;
  beforeAll(async () => {
    ctx = await startCatalogueApp(kind);
    originalName = await firstName(ctx.app);
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());
  // A test that renamed the first product names it back and waits for the news of it.
  afterEach(async () => {
    const [row] = await ctx.database.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, FIRST_ID));
    if (!originalName || row?.name === originalName) return;
    await rename(ctx.database.db, originalName);
    await nameBecomes(ctx.app, originalName);
  });

  test('a second identical request is served from the cache with the same answer', async () => {
    const first = await listing(ctx.app, { skip: 54, filter: { category: 'birthday' } });
    const before = ctx.app.catalogueAnswers.stats();
    const second = await listing(ctx.app, { skip: 54, filter: { category: 'birthday' } });
    const after = ctx.app.catalogueAnswers.stats();
    expect(after.hits).toBe(before.hits + 1);
    expect(after.misses).toBe(before.misses);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test('a kept answer goes out compressed as asked, and a known ETag is a 304', async () => {
    const plain = await listing(ctx.app);
    const br = await listing(ctx.app, {}, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await listing(ctx.app, {}, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const again = await ctx.app.inject({
      method: 'POST',
      url: LISTING_PATH,
      payload: listingBody(),
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  test('hub, filter, sort and page each have their own answer', async () => {
    const variants = [
      {},
      { hubId: 'PUNE-HUB' },
      { filter: { category: 'anniversary' } },
      { filter: { sort: 'sellingPriceDesc' } },
      { skip: 54 },
    ];
    const answers: string[] = [];
    for (const overrides of variants) answers.push((await listing(ctx.app, overrides)).body);
    expect(new Set(answers).size).toBe(variants.length);
    // Asked again, each is its own kept answer, not another's.
    for (const [index, overrides] of variants.entries()) {
      expect((await listing(ctx.app, overrides)).body).toBe(answers[index]);
    }
  });

  test('search and a product are kept too, each by its own input', async () => {
    const search = async (text: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products/search?text=${text}` })).body;
    const birthday = await search('birthday');
    expect(await search('canopy')).not.toBe(birthday);
    const before = ctx.app.catalogueAnswers.stats().hits;
    expect(await search('birthday')).toBe(birthday);
    const product = async (hubId: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/products/get_product',
          payload: { queries: { _id: FIRST_ID }, hubId },
        })
      ).json<{ product: { resolvedPrice: { hubId: string } } }>().product.resolvedPrice.hubId;
    expect(await product('PUNE-HUB')).toBe('PUNE-HUB');
    expect(await product('MUM-WEST-HUB')).toBe('MUM-WEST-HUB');
    expect(await product('PUNE-HUB')).toBe('PUNE-HUB');
    expect(ctx.app.catalogueAnswers.stats().hits).toBe(before + 2);
  });

  test('a signed-in caller and an anonymous one get the same answer, with nothing of the caller', async () => {
    const customer = await signUp(ctx.app, 'Meera Iyer');
    const signedIn = await listing(ctx.app, { skip: 108 }, bearer(customer.token));
    const anonymous = await listing(ctx.app, { skip: 108 });
    expect(anonymous.body).toBe(signedIn.body);
    expect(anonymous.body).not.toContain('Meera');
    expect(anonymous.body).not.toContain(customer.phone);
    expect(anonymous.body).not.toContain(customer.userId);
  });

  test('a change written by plain SQL, not through the API, is seen at once', async () => {
    await firstName(ctx.app);
    const hits = ctx.app.catalogueAnswers.stats().hits;
    await firstName(ctx.app);
    expect(ctx.app.catalogueAnswers.stats().hits).toBe(hits + 1);
    await rename(ctx.database.db, 'Renamed By SQL');
    await nameBecomes(ctx.app, 'Renamed By SQL');
  });

  test('a seed run empties the cache', async () => {
    await rename(ctx.database.db, 'Before The Seed');
    await nameBecomes(ctx.app, 'Before The Seed');
    // The seed writes the demo catalogue again, the name included.
    await seedCatalogue(ctx.database.db);
    await nameBecomes(ctx.app, originalName);
  });

  test('a kept answer asked for again goes out smaller, once compressed again at the best settings', async () => {
    const request = { filter: { category: 'birthday', sort: 'sellingPriceAsc' } };
    const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await listing(ctx.app, request, asBrowser);
    const before = ctx.app.catalogueAnswers.stats().recompressed;
    // The first send kept the answer as made; asking again (a hit) queues it.
    const second = await listing(ctx.app, request, asBrowser);
    expect(second.rawPayload.length).toBe(first.rawPayload.length);
    await ctx.app.catalogueAnswers.recompressions();
    expect(ctx.app.catalogueAnswers.stats().recompressed).toBe(before + 1);
    const third = await listing(ctx.app, request, asBrowser);
    expect(third.headers['content-encoding']).toBe('br');
    expect(third.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotliDecompressSync(third.rawPayload).toString()).toBe(
      brotliDecompressSync(first.rawPayload).toString(),
    );
    expect(third.headers.etag).toBe(first.headers.etag);
    const gz = await listing(ctx.app, request, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(
      brotliDecompressSync(first.rawPayload).toString(),
    );
    // Compressed once: asking again queues nothing more.
    await listing(ctx.app, request, asBrowser);
    await ctx.app.catalogueAnswers.recompressions();
    expect(ctx.app.catalogueAnswers.stats().recompressed).toBe(before + 1);
  });

  test('an answer computed before a change is not kept after the news of it', async () => {
    const cache = new AnswerCache();
    cache.setLive(true);
    const started = cache.current();
    cache.invalidate();
    cache.keep('listing', started, await answerOf('{"stale":true}'));
    expect(cache.get('listing')).toBeUndefined();
    cache.keep('listing', cache.current(), await answerOf('{"fresh":true}'));
    expect(cache.get('listing')?.bytes.toString()).toBe('{"fresh":true}');
    // Without news (a lost connection) nothing is kept or served.
    cache.setLive(false);
    cache.keep('listing', cache.current(), await answerOf('{"unheard":true}'));
    expect(cache.get('listing')).toBeUndefined();
  });

  test('news while a kept answer is compressed again keeps neither the old answer nor its new form', async () => {
    const cache = new AnswerCache();
    cache.setLive(true);
    const json = JSON.stringify({ products: Array.from({ length: 200 }, (_, n) => ({ n })) });
    cache.keep('listing', cache.current(), await answerOf(json));
    expect(cache.get('listing')?.best).toBeUndefined();
    cache.invalidate();
    await cache.recompressions();
    expect(cache.get('listing')).toBeUndefined();
    expect(cache.stats().recompressed).toBe(0);
    // A fresh answer kept after the news is compressed again as usual.
    cache.keep('listing', cache.current(), await answerOf(json));
    cache.get('listing');
    await cache.recompressions();
    expect(cache.stats().recompressed).toBe(1);
    expect(cache.get('listing')?.best).toBe(true);
  });

  test('compressed again, an answer is never larger, and a small one stays plain', async () => {
    const json = JSON.stringify({
      products: Array.from({ length: 300 }, (_, n) => ({ n, tag: 'x' })),
    });
    const made = await answerOf(json);
    const best = await bestCompressed(made);
    expect(best.best).toBe(true);
    expect(best.br!.length).toBeLessThanOrEqual(made.br!.length);
    expect(best.gzip!.length).toBeLessThanOrEqual(made.gzip!.length);
    expect(brotliDecompressSync(best.br!).toString()).toBe(json);
    expect(gunzipSync(best.gzip!).toString()).toBe(json);
    expect(best.etag).toBe(made.etag);
    const small = await bestCompressed(await answerOf('{"products":[]}'));
    expect(small.br).toBeUndefined();
    expect(small.bytes.toString()).toBe('{"products":[]}');
  });

  if (kind !== 'postgres') return;

  describe('two API instances on one PostgreSQL database', () => {
    let second: TestContext;
    beforeAll(async () => {
      second = await startAnotherInstance(ctx.database.url as string, { API_ORIGIN });
    }, SETUP_TIMEOUT);
    afterAll(() => second.close());

    test('a change through one instance, or another client, reaches both', async () => {
      await firstName(ctx.app);
      await firstName(second.app);
      await rename(second.database.db, 'Changed Elsewhere');
      await nameBecomes(ctx.app, 'Changed Elsewhere');
      await nameBecomes(second.app, 'Changed Elsewhere');
      const client = new Client({ connectionString: ctx.database.url });
      await client.connect();
      try {
        await client.query(`update products set name = 'Changed By psql' where id = $1`, [
          FIRST_ID,
        ]);
      } finally {
        await client.end();
      }
      await nameBecomes(ctx.app, 'Changed By psql');
      await nameBecomes(second.app, 'Changed By psql');
    });

    test('an instance whose listening connection drops serves fresh answers and listens again', async () => {
      await firstName(second.app);
      const generation = second.app.catalogueAnswers.stats().generation;
      const client = new Client({ connectionString: ctx.database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
        );
        expect(rows.length).toBe(2);
        // Dropping the connections loses any news sent meanwhile; the instances must not trust
        // what they kept.
        await client.query(`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`);
        await client.query(`update products set name = 'Changed While Deaf' where id = $1`, [
          FIRST_ID,
        ]);
      } finally {
        await client.end();
      }
      await nameBecomes(second.app, 'Changed While Deaf');
      await eventually(() => expect(second.app.catalogueAnswers.stats().live).toBe(true), SOON);
      expect(second.app.catalogueAnswers.stats().generation).toBeGreaterThan(generation);
      await eventually(() => expect(ctx.app.catalogueAnswers.stats().live).toBe(true), SOON);
      // Listening again, both hear the next change.
      await rename(ctx.database.db, 'Heard Again');
      await nameBecomes(second.app, 'Heard Again');
      await nameBecomes(ctx.app, 'Heard Again');
    });
  });
});
