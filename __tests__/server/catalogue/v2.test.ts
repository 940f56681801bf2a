import { eq } from 'drizzle-orm';
import type { CoverVideo, Product, ProductFeedback } from '../../../src/shared/contract';
import { coverVideos, productFeedbackAnalytics } from '../../../src/server/db/schema';
import { fullEngine } from '../support/databases';
import type { TestContext } from '../support/testApp';
import { SETUP_TIMEOUT, post, startCatalogueApp } from './support';

const ANDHERI = { lat: 19.1197, lng: 72.8468 };

describe.each(fullEngine)('POST /api/v2/ on %s', (kind) => {
  let ctx: TestContext;
  let reviewed: { id: string; total: number };
  beforeAll(async () => {
    ctx = await startCatalogueApp(kind);
    const rows = await ctx.database.db.select().from(productFeedbackAnalytics);
    const most = rows.reduce((best, current) => (current.total > best.total ? current : best));
    reviewed = { id: most.productId, total: most.total };
  }, SETUP_TIMEOUT);
  afterAll(() => ctx.close());

  const v2 = (options: Record<string, unknown>) => post(ctx, '/api/v2/', { options });

  describe('getServiceAreaInfo', () => {
    test('Andheri is served by the western Mumbai hub', async () => {
      const res = await v2({ operation: 'getServiceAreaInfo', location: ANDHERI });
      expect(res).toEqual({
        status: 200,
        body: {
          isSuccess: true,
          serviceInfo: { hubs: [{ hubId: 'MUM-WEST-HUB' }], isServiceable: true, isInAnyHub: true },
        },
      });
    });

    test('the sea off Mumbai is not served', async () => {
      const res = await v2({ operation: 'getServiceAreaInfo', location: { lat: 19.0, lng: 72.7 } });
      expect(res.body.serviceInfo).toEqual({ hubs: [], isServiceable: false, isInAnyHub: false });
    });

    test('a missing location is a 400 naming it', async () => {
      const res = await v2({ operation: 'getServiceAreaInfo' });
      expect(res).toEqual({
        status: 400,
        body: {
          isSuccess: false,
          isError: true,
          message: "Missing field 'options.location' in body",
        },
      });
    });
  });

  describe('getServiceableCities', () => {
    test('the three cities keyed by slug with image and location', async () => {
      const res = await v2({ operation: 'getServiceableCities' });
      const cities = res.body.serviceableCities as Record<
        string,
        { label: string; imageUrl: string; location: { lat: number } }
      >;
      expect(Object.keys(cities)).toEqual(['mumbai', 'siliguri', 'pune']);
      expect(cities.siliguri).toMatchObject({
        label: 'Siliguri',
        imageUrl: '/api/content/images/city/siliguri.svg',
        location: { lat: 26.7271 },
      });
    });
  });

  describe('getProductDetails', () => {
    test('data is a one-item array with the product, its reviews and hub price', async () => {
      const res = await v2({
        operation: 'getProductDetails',
        productId: reviewed.id,
        pageName: 'product',
        detailPage: true,
        hubId: 'SLG-HUB',
      });
      expect(res.status).toBe(200);
      const [product] = res.body.data as Product[];
      expect(product?._id).toBe(reviewed.id);
      expect(product?.resolvedPrice?.hubId).toBe('SLG-HUB');
      expect(product?.feedback?.analytics.total).toBe(reviewed.total);
      expect(product?.feedback?.feedbacks).toHaveLength(Math.min(reviewed.total, 10));
    });

    test('an unknown product is a 404', async () => {
      const res = await v2({
        operation: 'getProductDetails',
        productId: 'nope',
        pageName: 'product',
        detailPage: true,
      });
      expect(res.status).toBe(404);
    });
  });

  describe('getProductFeedback', () => {
    test('a window of reviews, newest first, with the analytics', async () => {
      const res = await v2({
        operation: 'getProductFeedback',
        productId: reviewed.id,
        skip: 1,
        limit: 2,
      });
      expect(res.status).toBe(200);
      const body = res.body as {
        analytics: { total: number; average: number };
        feedbacks: ProductFeedback[];
      };
      expect(body.analytics.total).toBe(reviewed.total);
      expect(body.analytics.average).toBeGreaterThanOrEqual(3);
      expect(body.feedbacks).toHaveLength(2);
      const [first, second] = body.feedbacks;
      expect(Date.parse(first?.createdAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(second?.createdAt ?? ''),
      );
    });

    test('skip and limit default to 0 and 10', async () => {
      const res = await v2({ operation: 'getProductFeedback', productId: reviewed.id });
      expect((res.body.feedbacks as unknown[]).length).toBe(Math.min(reviewed.total, 10));
    });

    test('an unknown product is a 404, a limit over 50 a 400', async () => {
      expect((await v2({ operation: 'getProductFeedback', productId: 'nope' })).status).toBe(404);
      const res = await v2({ operation: 'getProductFeedback', productId: reviewed.id, limit: 51 });
      expect(res).toEqual({
        status: 400,
        body: {
          isSuccess: false,
          isError: true,
          message: "Invalid body field 'options.limit': Expected integer to be less or equal to 50",
        },
      });
    });
  });

  describe('getOSPVideoData and handleVideoClicks', () => {
    test('one cover video per page, site-relative, a WebM clip with its MP4 copy and poster', async () => {
      const res = await v2({ operation: 'getOSPVideoData', siteName: 'utsav', tags: ['home'] });
      const videos = res.body.data as CoverVideo[];
      expect(videos.map((video) => video.options.page).sort()).toEqual(['decorListing', 'home']);
      for (const video of videos) {
        const name = /^\/media\/([a-z-]+)\.webm$/.exec(video.videoUrl)?.[1];
        expect(name).toBeDefined();
        expect(video).toMatchObject({
          mp4Url: `/media/${name}.mp4`,
          posterUrl: `/media/${name}-poster.webp`,
        });
      }
      // Home's short preview is a clip of its own, with its own poster and MP4 copy.
      expect(videos.find((video) => video.options.page === 'home')).toMatchObject({
        collapsedVideoUrl: '/media/cover-home-preview.webm',
        collapsedMp4Url: '/media/cover-home-preview.mp4',
        collapsedPosterUrl: '/media/cover-home-preview-poster.webp',
      });
    });

    test('a click is counted once per call, by video or by page', async () => {
      const clicks = async () =>
        (
          await ctx.database.db.select().from(coverVideos).where(eq(coverVideos.id, 'video-home'))
        )[0]?.clicks ?? -1;
      const before = await clicks();
      const props = { tags: ['OSPVideo'] };
      expect((await v2({ operation: 'handleVideoClicks', tags: ['home'], props })).body).toEqual({
        isSuccess: true,
      });
      await v2({ operation: 'handleVideoClicks', tags: ['home'], props, videoId: 'video-home' });
      expect(await clicks()).toBe(before + 2);
    });

    test('an unknown video is a 400 and counts nothing', async () => {
      const res = await v2({
        operation: 'handleVideoClicks',
        tags: ['home'],
        props: { tags: ['OSPVideo'] },
        videoId: 'nope',
      });
      expect(res).toEqual({
        status: 400,
        body: { isSuccess: false, isError: true, message: "Unknown videoId 'nope'" },
      });
    });
  });

  test.each([
    [
      { operation: 'dropTables' },
      "Invalid body field 'options.operation': must be equal to one of the allowed values",
    ],
    [{ operation: 'getServiceableCities', token: 'x' }, "Unknown field 'options.token' in body"],
    [{}, "Missing field 'options.operation' in body"],
  ])('a bad body %j is a 400', async (options, message) => {
    const res = await v2(options);
    expect(res).toEqual({ status: 400, body: { isSuccess: false, isError: true, message } });
  });

  test('a token that is not a live session is a 401', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/',
      payload: { options: { operation: 'getServiceableCities' } },
      headers: { authorization: `Bearer ${'y'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
