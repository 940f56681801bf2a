import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { CallResponse, PolicySlug, SitemapEntry, contract } from '../../../shared/contract';
import { faqs, keywordPages, policies, products } from '../../db/schema';
import { productPath } from '../../../shared/domain';
import { HttpError } from '../../errors';
import { directoryOf } from './directory';
import type { CatalogueContext } from '../context';

type Calls = typeof contract.content;

export async function allFaqs(ctx: CatalogueContext): Promise<CallResponse<Calls['faqs']>> {
  const rows = await ctx.db.select().from(faqs).orderBy(asc(faqs.sortIndex), asc(faqs.id));
  return {
    isSuccess: true,
    faqs: rows.map((row) => ({
      _id: row.id,
      question: row.question,
      answer: row.answer,
      ...(row.category ? { category: row.category } : {}),
    })),
  };
}

export async function policyBySlug(
  ctx: CatalogueContext,
  slug: Static<typeof PolicySlug>,
): Promise<CallResponse<Calls['policy']>> {
  const [row] = await ctx.db.select().from(policies).where(eq(policies.slug, slug));
  if (!row) throw new HttpError(404, `No policy '${slug}'`);
  return {
    isSuccess: true,
    policy: {
      slug,
      title: row.title,
      updatedAt: row.updatedAt.toISOString(),
      sections: row.sections,
    },
  };
}

const STATIC_PAGES = [
  '/',
  '/decors/list',
  '/faqs',
  '/help',
  '/privacy',
  '/terms',
  '/shippingPolicy',
  '/cancellation',
];

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The entries behind /sitemap.xml: static pages, category listings, products, keyword pages. */
export async function sitemap(ctx: CatalogueContext): Promise<CallResponse<Calls['sitemap']>> {
  const directory = await directoryOf(ctx.db);
  const [productRows, keywordRows] = await Promise.all([
    ctx.db
      .select({ id: products.id, name: products.name, createdAt: products.createdAt })
      .from(products)
      .where(and(eq(products.active, true), isNull(products.variantOf)))
      .orderBy(asc(products.ocassionCategoryIndex)),
    ctx.db
      .select({ keyword: keywordPages.keyword, updatedAt: keywordPages.updatedAt })
      .from(keywordPages)
      .orderBy(asc(keywordPages.keyword)),
  ]);
  const entries: SitemapEntry[] = [
    ...STATIC_PAGES.map((loc) => ({
      loc,
      changefreq: 'weekly' as const,
      priority: loc === '/' ? 1 : 0.5,
    })),
    ...directory.categories
      .filter((category) => category.kind === 'decor')
      .map((category) => ({
        loc: `/decors/list/${category.slug}`,
        changefreq: 'daily' as const,
        priority: 0.8,
      })),
    ...productRows.map((row) => ({
      loc: productPath({ _id: row.id, name: row.name }),
      lastmod: day(row.createdAt),
      changefreq: 'weekly' as const,
      priority: 0.7,
    })),
    ...keywordRows.map((row) => ({
      loc: `/kw/${row.keyword}`,
      lastmod: day(row.updatedAt),
      changefreq: 'monthly' as const,
      priority: 0.6,
    })),
  ];
  return { isSuccess: true, entries };
}
