// Typo-tolerant text search over the catalogue's words, for the search box and listing filters.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CallQuery, CallResponse, contract } from '../../../shared/contract';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { products, searchTerms } from '../../db/schema';
import { remembered, directoryOf } from './directory';
import { searchWords } from './searchWords';
import type { CatalogueContext } from '../context';
import { pricedProducts } from './products';

type Calls = typeof contract.products;

/** At most this many results per match type (name, tags, occasion) and in total (SPEC 9). */
const SEARCH_LIMIT = 8;

/** A literal text[] built from bound parameters (portable across both drivers). */
export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Typed words closer than this to a catalogue word (trigram similarity) count as that word. */
const TERM_SIMILARITY = 0.4;

/**
 * Each typed word's catalogue words: itself, words it starts, and words within a typo of it
 * ('birthdy' is birthday). Words under 3 letters are skipped; a word matching nothing empties
 * the search.
 */
export async function termsFor(ctx: CatalogueContext, text: string): Promise<string[][] | null> {
  const typed = searchWords(text).filter((word) => word.length >= 3);
  if (typed.length === 0) return null;
  const rows = rowsOf<{ word: string; term: string }>(
    await ctx.db.execute(
      sql`select typed.word, ${searchTerms.term} as term
          from unnest(${textArray(typed)}) as typed(word)
          join ${searchTerms}
            on (${searchTerms.term} % typed.word and similarity(${searchTerms.term}, typed.word) >= ${TERM_SIMILARITY})
            or ${searchTerms.term} like typed.word || '%'`,
    ),
  );
  const groups = typed.map((word) =>
    rows.filter((row) => row.word === word).map((row) => row.term),
  );
  return groups.some((group) => group.length === 0) ? null : groups;
}

/** Both drivers answer a raw statement with `{ rows }`; the generic database type does not say so. */
function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('The database answered without rows');
  return rows as T[];
}

/** Products holding, for every typed word, one of its terms in the given word column. */
export const wordsMatch = (column: AnyPgColumn, groups: readonly string[][]) =>
  and(...groups.map((terms) => sql`${column} && ${textArray(terms)}`)) ?? sql`true`;

/** The ids a search finds: by name, then tags, then occasion, each by popularity. */
async function searchIds(ctx: CatalogueContext, text: string): Promise<string[]> {
  const groups = await termsFor(ctx, text);
  if (!groups) return [];
  const matchType = (column: AnyPgColumn, rank: number) =>
    ctx.db
      .select({
        id: products.id,
        rank: sql<number>`${rank}::int`.mapWith(Number).as('rank'),
        popularity: products.ocassionCategoryIndex,
      })
      .from(products)
      .where(and(eq(products.active, true), isNull(products.variantOf), wordsMatch(column, groups)))
      .orderBy(asc(products.ocassionCategoryIndex), asc(products.id))
      .limit(SEARCH_LIMIT);
  const found = await unionAll(
    matchType(products.nameWords, 1),
    matchType(products.tagWords, 2),
    matchType(products.occasionWords, 3),
  );
  found.sort((a, b) => a.rank - b.rank || a.popularity - b.popularity);
  return [...new Set(found.map((row) => row.id))].slice(0, SEARCH_LIMIT);
}

/**
 * Typo-tolerant search: typed words are corrected against the catalogue's words, then the most
 * popular products matching them by name, then by tags, then by occasion, at most 8 of each,
 * merged in that order without repeats and cut to 8 (SPEC 9).
 */
export async function searchProducts(
  ctx: CatalogueContext,
  query: CallQuery<Calls['search']>,
): Promise<CallResponse<Calls['search']>> {
  const directory = await directoryOf(ctx.db);
  const hubId = directory.pricingHub(query.hubId);
  const ids = await remembered(ctx.db, `search:${searchWords(query.text).join(' ')}`, () =>
    searchIds(ctx, query.text),
  );
  return {
    isSuccess: true,
    products: await pricedProducts(ctx, ids, hubId, query.hubId !== undefined),
  };
}
