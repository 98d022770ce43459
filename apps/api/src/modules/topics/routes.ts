import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { listTopics } from './queries';
import { TopicSchema } from './schemas';

/** `GET /api/topic/selection` (spec §7): Page<Topic>. */
export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/topic/selection',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({ ...pageQuery(1000), showWantable: z.coerce.number().int().min(0).max(1).optional() }),
        response: { 200: envelope(pageOf(TopicSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, showWantable } = request.query;
      return ok(await listTopics(app.db, page, pageSize, showWantable));
    },
  );
};
