// The deterministic demo catalogue, written in bulk in one transaction. Seeding twice gives the
// same rows (upserts by key), so `npm run db:seed` is safe on a database that already has data.
import { count, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { productTagLabel } from '../../../shared/domain';
import type { Db } from '../client';
import {
  addOns,
  appMeta,
  banners,
  categories,
  coverVideos,
  faqs,
  hubs,
  keywordPages,
  localities,
  offers,
  policies,
  productFeedback,
  productFeedbackAnalytics,
  productHubPrices,
  products,
  searchTerms,
  serviceableCities,
  subCategories,
  topCategories,
  type PriceValue,
  type PricingValue,
} from '../schema';
import { imagePath } from '../../services/catalogue/images';
import { resolvedPriceFor } from '../../services/catalogue/pricing';
import { searchWords } from '../../services/catalogue/searchWords';
import { forgetCatalogue } from '../../services/catalogue/directory';
import {
  ADDON_CATEGORIES,
  ADDON_PALETTES,
  ADDON_SEEDS,
  COVER_VIDEO_SEEDS,
  FAQ_SEEDS,
  OFFER_SEEDS,
  POLICY_SEEDS,
  REVIEWER_NAMES,
  REVIEWS,
  TOP_CATEGORY_KEYS,
  bannerSeeds,
} from './content';
import { ACTIVE_HUBS, CITY_SEEDS, HUBS, LOCALITY_SEEDS, closedRings } from './geography';
import { BYOD_CATEGORY, OCCASIONS, buildProducts, endInNine, type ProductSeed } from './products';
import { seededRandom } from './random';

const SEED_VERSION = 1;
const SEED_META_KEY = 'catalogueSeed';
/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters for the widest table. */
const CHUNK = 400;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inserts rows, replacing every column of a row whose key already exists. */
async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  target: PgColumn | PgColumn[],
  rows: readonly T['$inferInsert'][],
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set = Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  ) as PgUpdateSetSource<T>;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + CHUNK) as T['$inferInsert'][])
      .onConflictDoUpdate({ target, set });
  }
}

function price(sellingPrice: number, costRatio: number): PriceValue {
  const costPrice = endInNine(sellingPrice * costRatio);
  return { sellingPrice, costPrice, webDiscount: costPrice - sellingPrice };
}

/** Hub-wise prices for every active hub (each hub its own factor), city-wise and default. */
function pricingFor(basePrice: number, costRatio: number): PricingValue {
  const at = (factor: number) => price(endInNine(basePrice * factor), costRatio);
  return {
    defaultPrice: at(1),
    hubWise: ACTIVE_HUBS.map((hub) => ({ hubId: hub.id, price: at(hub.priceFactor) })),
    cityWise: CITY_SEEDS.map((city) => ({
      city: city.slug,
      price: at(HUBS.find((hub) => hub.id === city.defaultHubId)?.priceFactor ?? 1),
    })),
  };
}

/** The price each active hub's customers see, with where it came from (SPEC 3 resolution order). */
export function hubPriceRows(productId: string, pricing: PricingValue) {
  return ACTIVE_HUBS.map((hub) => ({
    productId,
    hubId: hub.id,
    ...resolvedPriceFor(pricing, hub.id),
  }));
}

const costRatioOf = (serial: number) => 1.3 + (serial % 7) * 0.05;

function productRow(product: ProductSeed, pricing: PricingValue) {
  const { basePrice: _basePrice, ...fields } = product;
  return {
    ...fields,
    pricing,
    label: productTagLabel(product.tags),
    nameWords: searchWords(product.name),
    tagWords: searchWords(product.tags.join(' ')),
    occasionWords: searchWords(product.occasions.join(' ')),
  };
}

const TILES = [
  ['On Wall', 'wall decor', 'wall'],
  ['On Stand', 'ring,ustand,square stand', 'ring'],
  ['Room Decor', 'room decor', 'room'],
  ['Canopy', 'canopy', 'canopy'],
  ['Stage', 'stage', 'stage'],
  ['Bouquets', 'bouquet', 'bouquet'],
] as const;

function categoryRows(catalogue: readonly ProductSeed[]) {
  const decor = [...OCCASIONS, BYOD_CATEGORY].map((occasion, index) => ({
    kind: 'decor' as const,
    code: occasion.code,
    name: occasion.name,
    slug: occasion.key,
    // Each occasion's own tile (scenes/render.ts); BYOD is a gift, the customer's own decor.
    image: imagePath(
      'category',
      occasion.key === BYOD_CATEGORY.key ? 'gift-pastel-byod' : occasion.key,
    ),
    sortIndex: index,
  }));
  const addon = ADDON_CATEGORIES.map((category, index) => ({
    kind: 'addon' as const,
    code: category.code,
    name: category.name,
    slug: category.name.toLowerCase().replaceAll(' ', '-'),
    image: imagePath('category', `${category.picture}-pastel-addon-${category.code}`),
    sortIndex: index,
  }));
  const tiles: (typeof subCategories.$inferInsert)[] = TILES.map(([name, tags, layout], index) => ({
    id: `all-${layout}`,
    categoryCode: null,
    name,
    tags,
    image: imagePath('category', `${layout}-classic-all`),
    sortIndex: index,
  }));
  for (const category of decor) {
    TILES.forEach(([name, tags, layout], index) => {
      const tagList = tags.split(',');
      const used = catalogue.some(
        (product) =>
          product.categoryCode === category.code &&
          product.tags.some((tag) => tagList.includes(tag)),
      );
      if (!used) return;
      tiles.push({
        id: `${category.slug}-${layout}`,
        categoryCode: category.code,
        name,
        tags,
        image: imagePath('category', `${layout}-pastel-${category.slug}`),
        sortIndex: index,
      });
    });
  }
  return { categoryRows: [...decor, ...addon], tiles };
}

function keywordPageRows() {
  const rows: (typeof keywordPages.$inferInsert)[] = [];
  for (const city of CITY_SEEDS) {
    const label = city.label;
    rows.push(
      {
        keyword: `decoration-in-${city.slug}`,
        heading: `Decoration in ${label}`,
        topSubHeading: `Balloon and theme decoration at home or at your venue, anywhere in ${label}`,
        description: `Birthday, anniversary, baby shower and party decoration in ${label}, set up by our own decorators.`,
        city: city.slug,
        hubId: city.defaultHubId,
        occasion: null,
      },
      {
        keyword: `decoration-service-in-${city.slug}`,
        heading: `Decoration Service in ${label}`,
        topSubHeading: `Book a decorator in ${label}: same-day slots, setup and clean-up included`,
        description: `Our ${label} team decorates homes, offices and venues for every occasion.`,
        city: city.slug,
        hubId: city.defaultHubId,
        occasion: null,
      },
    );
    for (const occasion of OCCASIONS) {
      rows.push({
        keyword: `${occasion.key}-decoration-service-in-${city.slug}`,
        heading: `${occasion.name} Decoration Service in ${label}`,
        topSubHeading: `${occasion.name} decorations in ${label}, set up at your place on your date`,
        description: `Choose from our ${occasion.name.toLowerCase()} decors and book a slot in ${label}.`,
        city: city.slug,
        hubId: city.defaultHubId,
        occasion: occasion.key,
      });
    }
  }
  for (const locality of LOCALITY_SEEDS) {
    const city = CITY_SEEDS.find((candidate) => candidate.slug === locality.city);
    rows.push({
      keyword: `balloon-decoration-service-in-${locality.slug}`,
      heading: `Balloon Decoration Service in ${locality.name}`,
      topSubHeading: `Balloon decoration in ${locality.name}, ${city?.label ?? locality.city}: book online, we set it up`,
      description: `Balloon walls, arches, room decor and more, delivered and set up in ${locality.name}.`,
      city: locality.city,
      hubId: locality.hubId,
      occasion: null,
    });
  }
  return rows;
}

function feedbackRows(catalogue: readonly ProductSeed[]) {
  const rng = seededRandom(7);
  const feedback: (typeof productFeedback.$inferInsert)[] = [];
  const analytics: (typeof productFeedbackAnalytics.$inferInsert)[] = [];
  for (const product of catalogue) {
    const total = product.active ? rng.int(0, 6) : 0;
    let starsTotal = 0;
    for (let index = 0; index < total; index += 1) {
      const stars = rng.pick([5, 5, 5, 4, 4, 3]);
      starsTotal += stars;
      feedback.push({
        id: `${product.id}-f${index + 1}`,
        productId: product.id,
        userName: rng.pick(REVIEWER_NAMES),
        stars,
        review: rng.pick(REVIEWS[stars] ?? REVIEWS[5] ?? []),
        createdAt: new Date(product.createdAt.getTime() + (index + 1) * 3 * 86_400_000),
      });
    }
    analytics.push({ productId: product.id, total, starsTotal });
  }
  return { feedback, analytics };
}

export interface SeedOptions {
  /** Copies of every design (1 for the demo); the benchmark uses more. */
  productCopies?: number;
  productLimit?: number;
}

export interface SeedSummary {
  products: number;
  localities: number;
  keywordPages: number;
}

export async function seedCatalogue(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const catalogue = buildProducts(options.productCopies ?? 1, options.productLimit ?? Infinity);
  const productRows = catalogue.map((product, index) =>
    productRow(product, pricingFor(product.basePrice, costRatioOf(index))),
  );
  const priceRows = productRows.flatMap((row) => hubPriceRows(row.id, row.pricing));
  const { categoryRows: categoryList, tiles } = categoryRows(catalogue);
  const keywordRows = keywordPageRows();
  const { feedback, analytics } = feedbackRows(catalogue);

  await db.transaction(async (tx) => {
    await upsert(
      tx,
      hubs,
      hubs.id,
      HUBS.map(({ outline, priceFactor: _factor, ...hub }) => ({
        ...hub,
        area: closedRings(outline),
      })),
    );
    await upsert(
      tx,
      serviceableCities,
      serviceableCities.slug,
      CITY_SEEDS.map((city, index) => ({
        ...city,
        imageUrl: imagePath('city', city.slug),
        sortIndex: index,
      })),
    );
    await upsert(tx, localities, localities.slug, LOCALITY_SEEDS);
    await upsert(tx, categories, [categories.kind, categories.code], categoryList);
    await upsert(tx, subCategories, subCategories.id, tiles);
    await upsert(tx, products, products.id, productRows);
    const terms = new Set(
      productRows.flatMap((row) => [...row.nameWords, ...row.tagWords, ...row.occasionWords]),
    );
    await upsert(
      tx,
      searchTerms,
      searchTerms.term,
      [...terms].map((term) => ({ term })),
    );
    await upsert(
      tx,
      productHubPrices,
      [productHubPrices.hubId, productHubPrices.productId],
      priceRows,
    );
    await upsert(tx, productFeedback, productFeedback.id, feedback);
    await upsert(tx, productFeedbackAnalytics, productFeedbackAnalytics.productId, analytics);
    await upsert(
      tx,
      addOns,
      addOns.id,
      ADDON_SEEDS.map(([name, categoryCode, basePrice, maxQuantity, description], index) => {
        const id = `addon-${String(index + 1).padStart(3, '0')}`;
        return {
          id,
          name,
          description,
          images: [
            imagePath(
              'addon',
              `${ADDON_CATEGORIES[categoryCode]?.picture ?? 'gift'}-${ADDON_PALETTES[index % ADDON_PALETTES.length]}-${id}`,
            ),
          ],
          categoryCode,
          index: index + 1,
          active: true,
          pricing: pricingFor(basePrice, 1.3),
          maxQuantity,
          tags: [ADDON_CATEGORIES[categoryCode]?.name.toLowerCase() ?? 'add-on'],
        };
      }),
    );
    await upsert(
      tx,
      offers,
      offers.id,
      OFFER_SEEDS.map((seed, index) => ({
        ...seed,
        image: imagePath(
          'offer',
          `gift-${ADDON_PALETTES[index % ADDON_PALETTES.length]}-${seed.id}`,
        ),
      })),
    );
    await upsert(tx, banners, banners.id, bannerSeeds());
    await upsert(
      tx,
      topCategories,
      topCategories.id,
      TOP_CATEGORY_KEYS.map((key, index) => {
        const occasion = OCCASIONS.find((candidate) => candidate.key === key);
        return {
          id: `top-${key}`,
          name: occasion?.name ?? key,
          redirectingUrl: `/decors/list/${key}`,
          bannerImgUrl: imagePath('top-category', key),
          cardsCapture: `${occasion?.name ?? key} decors`,
          sortIndex: index,
        };
      }),
    );
    await upsert(tx, keywordPages, keywordPages.keyword, keywordRows);
    await upsert(
      tx,
      faqs,
      faqs.id,
      FAQ_SEEDS.map(([category, question, answer], index) => ({
        id: `faq-${index + 1}`,
        question,
        answer,
        category,
        sortIndex: index,
      })),
    );
    await upsert(
      tx,
      policies,
      policies.slug,
      Object.entries(POLICY_SEEDS).map(([slug, value]) => ({
        slug,
        ...value,
        updatedAt: new Date(Date.UTC(2025, 0, 1)),
      })),
    );
    await upsert(tx, coverVideos, coverVideos.id, COVER_VIDEO_SEEDS);
    await upsert(tx, appMeta, appMeta.key, [
      { key: SEED_META_KEY, value: { version: SEED_VERSION, products: catalogue.length } },
    ]);
  });
  // Bulk inserts leave GIN entries in their pending lists and the planner without statistics;
  // PGlite has no autovacuum to fix either later, and both slow every listing and search.
  await db.execute(
    sql`VACUUM ANALYZE products, product_hub_prices, product_feedback_analytics, search_terms`,
  );
  // This process may already serve the catalogue: its cached hubs and counts are now stale.
  forgetCatalogue(db);
  return {
    products: catalogue.length,
    localities: LOCALITY_SEEDS.length,
    keywordPages: keywordRows.length,
  };
}

/** True when no catalogue has been written yet (the first start of an empty DATA_DIR). */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(hubs);
  return (row?.value ?? 0) === 0;
}
