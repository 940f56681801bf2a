// Hubs, serviceable cities and the gazetteer change only with a new seed, so each process reads
// them once and answers serviceability and hub checks from memory (the bench's 5 ms budget).
// Everything remembered here is dropped on the database's catalogue news, whichever process
// wrote the change (src/server/plugins/catalogueNews.ts).
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { asc, inArray } from 'drizzle-orm';
import type { ServiceableCities } from '../../../shared/contract';
import type { Db } from '../../db/client';
import {
  categories,
  hubs,
  localities,
  products,
  serviceableCities,
  subCategories,
} from '../../db/schema';
import type { GazetteerData } from '../../adapters/geo/gazetteer';
import { HttpError } from '../../errors';
import { publicUrl } from './urls';

type HubRow = typeof hubs.$inferSelect;
type CityRow = typeof serviceableCities.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
export type TileRow = typeof subCategories.$inferSelect;

export interface ServiceCheck {
  isServiceable: boolean;
  isInAnyHub: boolean;
  /** Active hubs whose area holds the point, the serving hub first. */
  hubs: { hubId: string }[];
}

export interface Directory {
  hubs: readonly HubRow[];
  cities: readonly CityRow[];
  gazetteer: GazetteerData;
  categories: readonly CategoryRow[];
  /** Sub-category tiles in display order; those without a category serve every listing. */
  tiles: readonly TileRow[];
  serviceCheck(lat: number, lng: number): ServiceCheck;
  /** The serviceable cities keyed by slug, in display order, images on the API's origin. */
  serviceableCities(origin: string): ServiceableCities;
  /** The hub to price with: the given active hub, else the default; unknown hubs are a 400. */
  pricingHub(hubId: string | undefined): string;
}

async function loadDirectory(db: Db): Promise<Directory> {
  const [hubRows, cityRows, localityRows, categoryRows, tileRows] = await Promise.all([
    db.select().from(hubs).orderBy(asc(hubs.priority), asc(hubs.id)),
    db.select().from(serviceableCities).orderBy(asc(serviceableCities.sortIndex)),
    db.select().from(localities).orderBy(asc(localities.slug)),
    db.select().from(categories).orderBy(asc(categories.kind), asc(categories.sortIndex)),
    db.select().from(subCategories).orderBy(asc(subCategories.sortIndex), asc(subCategories.id)),
  ]);
  const active = new Set(hubRows.filter((hub) => hub.active).map((hub) => hub.id));
  const defaultHub = cityRows[0]?.defaultHubId;
  return {
    hubs: hubRows,
    cities: cityRows,
    gazetteer: { cities: cityRows, localities: localityRows },
    categories: categoryRows,
    tiles: tileRows,
    serviceCheck(lat, lng) {
      const containing = hubRows.filter((hub) =>
        booleanPointInPolygon([lng, lat], { type: 'Polygon', coordinates: hub.area }),
      );
      const serving = containing.filter((hub) => hub.active).map((hub) => ({ hubId: hub.id }));
      return {
        isServiceable: serving.length > 0,
        isInAnyHub: containing.length > 0,
        hubs: serving,
      };
    },
    serviceableCities(origin) {
      return Object.fromEntries(
        cityRows.map((city) => [
          city.slug,
          {
            label: city.label,
            imageUrl: publicUrl(origin, city.imageUrl),
            location: { lat: city.lat, lng: city.lng },
          },
        ]),
      );
    },
    pricingHub(hubId) {
      const chosen = hubId ?? defaultHub;
      if (chosen === undefined) throw new HttpError(404, 'The catalogue has not been seeded');
      if (!active.has(chosen)) throw new HttpError(400, `Unknown hubId '${chosen}'`);
      return chosen;
    },
  };
}

/** Listing totals and tile counts by listing shape, until the catalogue changes. */
export interface ListingCounts {
  productsCount: number;
  tileCounts: number[];
}
const ANSWER_CACHE_LIMIT = 2000;

const PRODUCT_CACHE_LIMIT = 20_000;
export type ProductDoc = typeof products.$inferSelect;

interface CatalogueCache {
  directory?: Promise<Directory>;
  /** Whole-catalogue computations (listing counts, search matches) by a namespaced key. */
  answers: Map<string, unknown>;
  /** Product rows by id: wide JSON rows are the slow part of a listing read. */
  products: Map<string, ProductDoc>;
}

const caches = new WeakMap<Db, CatalogueCache>();

function cacheOf(db: Db): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { answers: new Map(), products: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The directory of this database, read on first use. */
export function directoryOf(db: Db): Promise<Directory> {
  const cache = cacheOf(db);
  if (!cache.directory) {
    const directory = loadDirectory(db);
    cache.directory = directory;
    // A failed read (say, before migrations) is retried by the next caller.
    directory.catch(() => {
      if (cache.directory === directory) delete cache.directory;
    });
  }
  return cache.directory;
}

/**
 * A computation over the whole catalogue, done once per key until the catalogue changes.
 * Keys are namespaced by their caller ('counts:', 'search:'), each namespace one value type.
 */
export async function remembered<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const { answers } = cacheOf(db);
  if (answers.has(key)) return answers.get(key) as T;
  const fresh = await compute();
  if (answers.size >= ANSWER_CACHE_LIMIT) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
  answers.set(key, fresh);
  return fresh;
}

/** Product rows by id, read from the database only for ids not seen since the last change. */
export async function cachedProducts(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, ProductDoc>> {
  const cache = cacheOf(db).products;
  const missing = ids.filter((id) => !cache.has(id));
  if (missing.length > 0) {
    const rows = await db.select().from(products).where(inArray(products.id, missing));
    for (const row of rows) {
      if (cache.size >= PRODUCT_CACHE_LIMIT) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      cache.set(row.id, row);
    }
  }
  return new Map(ids.flatMap((id) => ((row) => (row ? [[id, row] as const] : []))(cache.get(id))));
}

/** Drops what this process remembers of a database's catalogue (on news of a change). */
export function forgetCatalogue(db: Db): void {
  caches.delete(db);
}
