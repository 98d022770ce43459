import { PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, requireUser, userOf } from '../../lib/auth';
import { envelope, nullEnvelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { localeOf } from '../../lib/locale';
import { notFound, unauthorized } from '../../lib/errors';
import { PostCardSchema } from '../../shared';
import { userExists } from '../../shared';
import { findSeries, findSeriesRow, listSeriesCards, listUserSeries } from './queries';
import { SaveSeriesBodySchema, SeriesSchema, SeriesSummarySchema } from './schemas';
import { deleteSeries, NO_SERIES, saveSeries } from './service';

/**
 * Series routes (docs/product.md §7 'Posts, series'; §2 /seriesDetail):
 * - `GET /api/topic/content/series/detail` uniqueSeriesId → Series; 404 'This series does not exist'.
 * - `GET /api/topic/content/series/content/list` uniqueSeriesId, page, pageSize ≤ 60 → Page<PostCard> in series order; 404.
 * - `PUT /api/topic/content/series` { uniqueSeriesId?, title, description, contentIds } → Series (login; rules in packages/domain validateSeries).
 * - `DELETE /api/topic/content/series` uniqueSeriesId → null (login, own series).
 * - `GET /api/topic/content/series/user/list` userId? (default: the caller), page, pageSize ≤ 60 → Page<SeriesSummary>; 401 for a visitor without userId; 404 unknown user.
 */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/topic/content/series/detail',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        querystring: z.object({ uniqueSeriesId: z.string().min(1) }),
        response: { 200: envelope(SeriesSchema) },
      },
    },
    async (request) => {
      const found = await findSeries(app.db, request.query.uniqueSeriesId, request.user?.id ?? null);
      if (!found) throw notFound(NO_SERIES);
      return ok(found);
    },
  );

  app.get(
    '/api/topic/content/series/content/list',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.cards), uniqueSeriesId: z.string().min(1) }),
        response: { 200: envelope(pageOf(PostCardSchema)) },
      },
    },
    async (request) => {
      const { uniqueSeriesId, page, pageSize } = request.query;
      if (!(await findSeriesRow(app.db, uniqueSeriesId))) throw notFound(NO_SERIES);
      return ok(await listSeriesCards(app.db, { seriesId: uniqueSeriesId, page, pageSize, viewerId: request.user?.id ?? null, locale: localeOf(request) }));
    },
  );

  app.put(
    '/api/topic/content/series',
    {
      preHandler: requireUser,
      schema: { tags: ['community'], body: SaveSeriesBodySchema, response: { 200: envelope(SeriesSchema) } },
    },
    async (request) => {
      const userId = userOf(request).id;
      const id = await saveSeries(app.db, userId, request.body, app.clock.now());
      const saved = await findSeries(app.db, id, userId);
      if (!saved) throw notFound(NO_SERIES);
      return ok(saved);
    },
  );

  app.delete(
    '/api/topic/content/series',
    {
      preHandler: requireUser,
      schema: { tags: ['community'], querystring: z.object({ uniqueSeriesId: z.string().min(1) }), response: { 200: nullEnvelope } },
    },
    async (request) => {
      await deleteSeries(app.db, userOf(request).id, request.query.uniqueSeriesId);
      return ok(null);
    },
  );

  app.get(
    '/api/topic/content/series/user/list',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.cards), userId: z.string().min(1).optional() }),
        response: { 200: envelope(pageOf(SeriesSummarySchema)) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const userId = request.query.userId ?? request.user?.id;
      if (!userId) throw unauthorized();
      if (!(await userExists(app.db, userId))) throw notFound('User not found');
      return ok(await listUserSeries(app.db, { authorId: userId, page, pageSize }));
    },
  );
};
