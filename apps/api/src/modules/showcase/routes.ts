import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, userOf } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { PostCardSchema } from '../../shared';
import { requireAdmin } from '../admin';
import { addToShowcase, listShowcase, removeFromShowcase, SHOWCASE_MAX, showcaseCards, ShowcaseEntrySchema } from './service';

const ContentId = z.string({ error: 'contentId: the post’s id' }).min(1).max(64);
const ShowcaseListSchema = z.object({ dataList: z.array(ShowcaseEntrySchema) }).meta({ id: 'ShowcaseList' });

/**
 * The official showcase (docs/product.md §2 'About us'): the public
 * `GET /api/showcase` (the curated cards the About page shows; an empty list
 * hides its section) and the operators' `GET /admin/showcase`,
 * `POST /admin/showcase` (add or move) and `POST /admin/showcase/remove` —
 * admin token or an admin's session (401 / 403 otherwise); the CLI's
 * `showcase`, `showcase-add` and `showcase-remove` call them.
 */
export const showcaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/showcase',
    {
      schema: {
        tags: ['showcase'],
        description: `The posts operators picked for the official showcase, in their order (at most ${SHOWCASE_MAX}; deleted posts never). Empty when none is picked.`,
        response: { 200: envelope(z.object({ dataList: z.array(PostCardSchema) }).meta({ id: 'ShowcasePage' })) },
      },
      preHandler: optionalUser,
    },
    async (request) => ok({ dataList: await showcaseCards(app.db, request.user?.id ?? null) }),
  );

  app.get(
    '/admin/showcase',
    {
      schema: {
        tags: ['admin'],
        description: 'The official showcase in order, with who added each post and when.',
        response: { 200: envelope(ShowcaseListSchema) },
      },
      preHandler: requireAdmin,
    },
    async () => ok({ dataList: await listShowcase(app.db) }),
  );

  app.post(
    '/admin/showcase',
    {
      schema: {
        tags: ['admin'],
        description: `Puts a post in the showcase at position (1-based; default last), or moves it there when it is in already. 404 'This post does not exist or was deleted'; 409 'The showcase is full (at most ${SHOWCASE_MAX} posts): remove one first'.`,
        body: z.object({
          contentId: ContentId,
          position: z
            .number({ error: 'position: a whole number from 1' })
            .int('position: a whole number from 1')
            .min(1, 'position: a whole number from 1')
            .optional(),
        }),
        response: { 200: envelope(ShowcaseListSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) =>
      ok({ dataList: await addToShowcase(app.db, request.body, userOf(request).id, app.clock.now()) }),
  );

  app.post(
    '/admin/showcase/remove',
    {
      schema: {
        tags: ['admin'],
        description: "Takes a post off the showcase; the others close up. 404 'This post is not in the showcase'.",
        body: z.object({ contentId: ContentId }),
        response: { 200: envelope(ShowcaseListSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) => ok({ dataList: await removeFromShowcase(app.db, request.body.contentId) }),
  );
};
