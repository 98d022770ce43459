import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../../lib/auth';
import { publicOriginOf } from '../../lib/origin';
import { envelope, ok } from '../../lib/envelope';
import { recordShare, shareInfo, ShareInfoSchema } from './service';

/**
 * Sharing a post (docs/product.md §7 'POST /aigc/api/share/info', '/topic/content/share'):
 * - `POST /api/share/info` { contentId } → ShareInfo (title, description,
 *   image, url), nothing recorded;
 * - `POST /api/topic/content/share` { contentId, channel? } → ShareInfo, and
 *   records the share (visitors too).
 * URLs are on the edition's public origin ({@link publicOriginOf}), never an unknown Host.
 * 404 for a missing or deleted post.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/share/info',
    {
      schema: {
        tags: ['community'],
        body: z.object({ contentId: z.string().min(1) }),
        response: { 200: envelope(ShareInfoSchema) },
      },
    },
    async (request) => ok(await shareInfo(app.db, request.body.contentId, publicOriginOf(request))),
  );

  app.post(
    '/api/topic/content/share',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['community'],
        body: z.object({
          contentId: z.string().min(1),
          channel: z.string().regex(/^[a-z0-9_-]{1,20}$/).default('link').describe('Where it was shared, e.g. link'),
        }),
        response: { 200: envelope(ShareInfoSchema) },
      },
    },
    async (request) => {
      const info = await shareInfo(app.db, request.body.contentId, publicOriginOf(request));
      await recordShare(app.db, request.body.contentId, request.user?.id ?? null, request.body.channel, app.clock.now());
      return ok(info);
    },
  );
};
