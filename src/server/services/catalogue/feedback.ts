// Product reviews: their totals and a window of them, newest first.
import { and, asc, desc, eq } from 'drizzle-orm';
import { productFeedback, productFeedbackAnalytics, products } from '../../db/schema';
import { HttpError } from '../../errors';
import type { CatalogueContext } from '../context';

export function analyticsOf(total: number | null, starsTotal: number | null) {
  const count = total ?? 0;
  return {
    total: count,
    average: count > 0 ? Math.round(((starsTotal ?? 0) / count) * 10) / 10 : 0,
  };
}

export async function feedbackWindow(
  ctx: CatalogueContext,
  productId: string,
  skip: number,
  limit: number,
) {
  const rows = await ctx.db
    .select()
    .from(productFeedback)
    .where(eq(productFeedback.productId, productId))
    .orderBy(desc(productFeedback.createdAt), asc(productFeedback.id))
    .limit(limit)
    .offset(skip);
  return rows.map((row) => ({
    _id: row.id,
    userName: row.userName,
    stars: row.stars,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A window of an active product's reviews, newest first, with its totals. */
export async function productFeedbackPage(
  ctx: CatalogueContext,
  productId: string,
  skip: number,
  limit: number,
) {
  const [row] = await ctx.db
    .select({
      total: productFeedbackAnalytics.total,
      starsTotal: productFeedbackAnalytics.starsTotal,
    })
    .from(products)
    .leftJoin(productFeedbackAnalytics, eq(productFeedbackAnalytics.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!row) throw new HttpError(404, `No product '${productId}'`);
  return {
    analytics: analyticsOf(row.total, row.starsTotal),
    feedbacks: await feedbackWindow(ctx, productId, skip, limit),
  };
}
