import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { products, recentlyViewed, wishlistItems } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Executor } from '../context';

/** The wishlist read answers at most this many ids, so adding stops there. */
export const WISHLIST_MAX = 500;
export const RECENTLY_VIEWED_MAX = 50;
export const PRODUCT_NOT_FOUND = 'Product not found';

export async function listWishlist(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId))
    .limit(WISHLIST_MAX);
  return rows.map((row) => row.productId);
}

/** Adds (idempotently) or removes one product; answers the new list. */
export async function updateWishlist(
  db: Executor,
  userId: string,
  productId: string,
  mode: 'add' | 'remove',
): Promise<string[]> {
  if (mode === 'remove') {
    await db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    return listWishlist(db, userId);
  }
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new HttpError(404, PRODUCT_NOT_FOUND);
  const [held] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId));
  if ((held?.count ?? 0) >= WISHLIST_MAX) {
    throw new HttpError(400, `A wishlist holds at most ${WISHLIST_MAX} products`);
  }
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return listWishlist(db, userId);
}

/**
 * Records the product codes viewed before login (most recent first). Codes of products that no
 * longer exist are skipped; only the latest RECENTLY_VIEWED_MAX are kept.
 */
export async function addRecentlyViewed(
  db: Executor,
  userId: string,
  productIds: readonly string[],
): Promise<void> {
  const unique = [...new Set(productIds)];
  const known = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, unique));
  const knownIds = new Set(known.map((row) => row.id));
  const now = Date.now();
  // The first code is the most recent view; later ones are stamped a millisecond apart before it.
  const rows = unique
    .filter((id) => knownIds.has(id))
    .map((productId, index) => ({ userId, productId, viewedAt: new Date(now - index) }));
  if (rows.length === 0) return;
  await db
    .insert(recentlyViewed)
    .values(rows)
    .onConflictDoUpdate({
      target: [recentlyViewed.userId, recentlyViewed.productId],
      set: { viewedAt: sql`excluded.viewed_at` },
    });
  const keep = db
    .select({ productId: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.userId, userId))
    .orderBy(desc(recentlyViewed.viewedAt))
    .limit(RECENTLY_VIEWED_MAX);
  await db
    .delete(recentlyViewed)
    .where(and(eq(recentlyViewed.userId, userId), notInArray(recentlyViewed.productId, keep)));
}
