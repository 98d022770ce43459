import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/auth';
import { requireOutsideClassroom } from '../../shared';
import { envelope, ok } from '../../lib/envelope';
import { LikeResultSchema, setLike } from './service';

const body = z.object({ contentId: z.string().min(1) });

/**
 * Likes (docs/product.md §1, §2 'Content detail'):
 * - `POST /api/topic/content/like` { contentId } → LikeResult (liked true);
 * - `POST /api/topic/content/like/cancel` { contentId } → LikeResult (liked false).
 * Both idempotent; 401 for visitors; 404 missing or deleted post.
 */
export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, liked] of [
    ['/api/topic/content/like', true],
    ['/api/topic/content/like/cancel', false],
  ] as const) {
    app.post(
      path,
      { preHandler: requireOutsideClassroom, schema: { tags: ['community'], body, response: { 200: envelope(LikeResultSchema) } } },
      async (request) => ok(await setLike(app.db, userOf(request).id, request.body.contentId, liked, app.clock.now())),
    );
  }
};
