import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionTokenHash, userOf } from '../../lib/auth';
import { unauthorized } from '../../lib/errors';
import { requireOutsideClassroom } from '../../shared';
import { envelope, ok } from '../../lib/envelope';
import { IDEMPOTENCY_KEY_MAX, wantContent, wantInOneCall, WantNeedsTransaction } from './service';

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
 * daily reward', 404 missing post, 401 visitor, 403 classroom account. One
 * round trip (`wantInOneCall`); the want that opens a product runs in
 * `wantContent`'s transaction.
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
    },
    async (request, reply) => {
      // One round trip, the caller's session included (docs/tickets.md 'Spending: wants').
      const tokenHash = sessionTokenHash(request);
      if (!tokenHash) throw unauthorized();
      const now = app.clock.now();
      const idempotencyKey = request.headers['idempotency-key'];
      try {
        return ok(await wantInOneCall(app.db, { tokenHash, edu: request.edition === 'edu', contentId: request.body.contentId, now, idempotencyKey }));
      } catch (error) {
        if (!(error instanceof WantNeedsTransaction)) throw error;
      }
      // This want opens the post's product: the general transaction does that.
      await requireOutsideClassroom(request, reply);
      return ok(await wantContent(app.db, userOf(request).id, request.body.contentId, now, idempotencyKey));
    },
  );
};
