import { PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, userOf } from '../../lib/auth';
import { requireOutsideClassroom } from '../../shared';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { findDetail, listCards } from './queries';
import { PostCardSchema, PostDetailSchema, PublishBodySchema, PublishResultSchema } from './schemas';
import { publish } from './service';

/** Routes of posts: feed, detail, a user's posts, publish (docs/product.md §7 Posts; docs/api-contract.md). */
export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/topic/content/list',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        querystring: z.object({
          ...pageQuery(PAGE_SIZE_MAX.cards),
          sort: z.enum(['hot', 'new']).default('hot'),
          topicId: z.string().optional(),
        }),
        response: { 200: envelope(pageOf(PostCardSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, sort, topicId } = request.query;
      const { cards, total } = await listCards(app.db, {
        sort,
        page,
        pageSize,
        topicId: topicId || undefined,
        viewerId: request.user?.id ?? null,
        now: app.clock.now(),
      });
      return ok(makePage(cards, page, pageSize, total));
    },
  );

  app.get(
    '/api/topic/content/detail',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        querystring: z.object({ contentId: z.string().min(1) }),
        response: { 200: envelope(PostDetailSchema) },
      },
    },
    async (request) => {
      const detail = await findDetail(app.db, request.query.contentId, request.user?.id ?? null);
      if (!detail) throw notFound('This post does not exist or was deleted');
      return ok(detail);
    },
  );

  // GET /api/topic/content/user/list (the account tabs) lives in ../account/routes.ts.

  for (const path of ['/api/topic/content', '/api/topic/content/general']) {
    app.post(
      path,
      {
        preHandler: requireOutsideClassroom,
        schema: { tags: ['community'], body: PublishBodySchema, response: { 200: envelope(PublishResultSchema) } },
      },
      async (request) => {
        return ok(await publish(app.db, userOf(request).id, request.body, app.clock.now()));
      },
    );
  }
};
