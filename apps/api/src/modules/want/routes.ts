import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/auth';
import { requireOutsideClassroom } from '../../shared';
import { envelope, ok } from '../../lib/envelope';
import { IDEMPOTENCY_KEY_MAX, wantContent } from './service';

/** OpenAPI component `WantResult`. */
export const WantResultSchema = z
  .object({
    contentId: z.string(),
    wantCount: z.number().int(),
    wantState: z.enum(['collecting', 'full']),
    balance: z.number().int().describe('Want-tickets left'),
  })
  .meta({ id: 'WantResult' });

/**
 * `POST /api/topic/content/want` body `{ contentId }`, optional header
 * `Idempotency-Key` → WantResult (docs/product.md §4, §7, §8). Spends 1 want-ticket;
 * 409 already wanted, 4001 'No want-ticket left, return tomorrow for the
 * daily reward', 404 missing post, 401 visitor.
 */
export const wantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/topic/content/want',
    {
      schema: {
        tags: ['content'],
        body: z.object({ contentId: z.string({ error: 'Please choose a post' }).min(1, 'Please choose a post') }),
        headers: z.object({
          'idempotency-key': z
            .string()
            .min(1)
            .max(IDEMPOTENCY_KEY_MAX, 'The Idempotency-Key is too long')
            .optional()
            .describe('A retry with the same key returns the first result and spends nothing'),
        }),
        response: { 200: envelope(WantResultSchema) },
      },
      preHandler: requireOutsideClassroom,
    },
    async (request) =>
      ok(
        await wantContent(
          app.db,
          userOf(request).id,
          request.body.contentId,
          app.clock.now(),
          request.headers['idempotency-key'],
        ),
      ),
  );
};
