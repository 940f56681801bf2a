import { and, asc, eq, sql } from 'drizzle-orm';
import type { CoverVideo } from '../../../shared/contract';
import { coverVideos } from '../../db/schema';
import { HttpError } from '../../errors';
import type { CatalogueContext } from '../context';
import { publicUrl } from './urls';

/**
 * A clip's poster and MP4 copy, when it is one of the site's own WebM clips (`/media/{name}.webm`,
 * built by `npm run media` with `{name}-poster.webp` and `{name}.mp4` beside it).
 */
function companions(origin: string, videoUrl: string) {
  const own = /^\/media\/([a-z0-9-]+)\.webm$/.exec(videoUrl);
  if (!own) return {};
  return {
    posterUrl: publicUrl(origin, `/media/${own[1]}-poster.webp`),
    mp4Url: publicUrl(origin, `/media/${own[1]}.mp4`),
  };
}

/** The collapsed preview's URL with its own poster and MP4 copy. */
function collapsed(origin: string, videoUrl: string) {
  const { posterUrl, mp4Url } = companions(origin, videoUrl);
  return {
    collapsedVideoUrl: publicUrl(origin, videoUrl),
    ...(posterUrl && mp4Url ? { collapsedPosterUrl: posterUrl, collapsedMp4Url: mp4Url } : {}),
  };
}

/** The floating cover videos, one per page. */
export async function coverVideoList(ctx: CatalogueContext): Promise<CoverVideo[]> {
  const rows = await ctx.db
    .select()
    .from(coverVideos)
    .where(eq(coverVideos.active, true))
    .orderBy(asc(coverVideos.id));
  return rows.map((row) => ({
    _id: row.id,
    options: { page: row.page },
    videoUrl: publicUrl(ctx.origin, row.videoUrl),
    ...(row.collapsedVideoUrl ? collapsed(ctx.origin, row.collapsedVideoUrl) : {}),
    ...(row.redirectUrl ? { redirectUrl: row.redirectUrl } : {}),
    ...companions(ctx.origin, row.videoUrl),
  }));
}

/** Counts a click on a video, named by id or by its page (home when neither is sent). */
export async function countVideoClick(
  ctx: CatalogueContext,
  target: { videoId?: string; page?: 'home' | 'decorListing' },
): Promise<void> {
  const where = target.videoId
    ? eq(coverVideos.id, target.videoId)
    : and(eq(coverVideos.page, target.page ?? 'home'), eq(coverVideos.active, true));
  const updated = await ctx.db
    .update(coverVideos)
    .set({ clicks: sql`${coverVideos.clicks} + 1` })
    .where(where)
    .returning({ id: coverVideos.id });
  if (updated.length === 0) {
    throw new HttpError(
      400,
      target.videoId ? `Unknown videoId '${target.videoId}'` : 'No cover video for that page',
    );
  }
}
