import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Strict, contract } from '../../shared/contract';
import { allFaqs, policyBySlug, sitemap } from '../services/catalogue/content';
import {
  IMAGE_KINDS,
  IMAGE_NAME_PATTERN,
  IMAGE_ROUTE_PREFIX,
  renderImage,
  type ImageKind,
} from '../services/catalogue/images';
import { HttpError } from '../errors';
import {
  isRasterWidth,
  renderPlaceholder,
  renderRaster,
  type RasterFormat,
} from '../services/catalogue/rasterImages';
import { rasterWidths } from '../../shared/domain/images';
import { ROUTE_LIMITS } from './limits';
import { route } from './route';

const calls = contract.content;

/**
 * GET /api/content/images/{kind}/{name}.svg, {name}.{width}.webp or .avif for a raster copy, or
 * {name}.placeholder.webp for the blurred placeholder: an asset, not a JSON call (contract README).
 */
const ImageParams = Strict({
  kind: Type.Unsafe<ImageKind>({ type: 'string', enum: IMAGE_KINDS }),
  file: Type.String({
    maxLength: 130,
    pattern: `${IMAGE_NAME_PATTERN.slice(0, -1)}\\.(svg|[0-9]{2,4}\\.(webp|avif)|placeholder\\.webp)$`,
  }),
});

/** What every image answer says: cached a day, shown by the site's pages on any origin. */
const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=86400',
  'cross-origin-resource-policy': 'cross-origin',
};

export const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.catalogue;
  app.route(route(calls.faqs, () => allFaqs(ctx)));
  app.route(route(calls.policy, (request) => policyBySlug(ctx, request.params.slug)));
  app.route(route(calls.sitemap, () => sitemap(ctx)));
  app.route({
    method: 'GET',
    url: `${IMAGE_ROUTE_PREFIX}/:kind/:file`,
    schema: { params: ImageParams },
    // Their own per-IP counter instead of the global one (see ROUTE_LIMITS.images).
    config: { rateLimit: ROUTE_LIMITS.images },
    handler: async (request, reply) => {
      const { kind, file } = request.params;
      const raster = /^(.+)\.([0-9]+)\.(webp|avif)$/.exec(file);
      const placeholder = /^(.+)\.placeholder\.webp$/.exec(file);
      if (raster || placeholder) {
        const [, name, widthText, format] = (raster ?? placeholder)!;
        const width = Number(widthText);
        if (raster && !isRasterWidth(kind, width)) {
          throw new HttpError(404, `No ${width} px copy of a ${kind} image`);
        }
        if (placeholder && rasterWidths(kind).length === 0) {
          throw new HttpError(404, `No placeholder of a ${kind} image`);
        }
        const dir = app.deps.settings.imageCacheDir;
        const bytes = raster
          ? await renderRaster(kind, name!, width, format as RasterFormat, dir)
          : await renderPlaceholder(kind, name!, dir);
        return reply
          .type(format === 'avif' ? 'image/avif' : 'image/webp')
          .headers(IMAGE_HEADERS)
          .send(bytes);
      }
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          .headers(IMAGE_HEADERS)
          // An SVG never runs script or loads anything.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(renderImage(kind, file.slice(0, -'.svg'.length)))
      );
    },
  });
};
