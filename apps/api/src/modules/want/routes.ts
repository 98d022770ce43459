import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { wantContent } from './service';

/** OpenAPI component `WantResult`. */
export const WantResultSchema = z
  .object({
    contentId: z.string(),
    wantCount: z.number().int(),
    wantState: z.enum(['collecting', 'full']),
    balance: z.number().int().describe('Want-tickets left'),
  })
  .meta({ id: 'WantResult' });

/** `POST /api/topic/content/want` (spec §4, §7, §8). */
export const wantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/topic/content/want',
    {
      schema: {
        tags: ['content'],
        body: z.object({ contentId: z.string({ error: 'Please choose a post' }).min(1, 'Please choose a post') }),
        response: { 200: envelope(WantResultSchema) },
      },
      preHandler: requireUser,
    },
    async (request) => ok(await wantContent(app.db, userOf(request).id, request.body.contentId, app.clock.now())),
  );
};
