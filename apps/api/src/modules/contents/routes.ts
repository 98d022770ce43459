import { randomUUID } from 'node:crypto';
import { PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser, sessionTokenHash, userOf, userOfSession } from '../../lib/auth';
import {
  decodeFeedCursor,
  listenToCardChanges,
  requireOutsideClassroom,
  viewerAndFlags,
  withViewerFlags,
} from '../../shared';
import { envelope, ok, pageQuery } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/errors';
import { feedJson, feedPageEntry } from './feedPages';
import { findDetail } from './queries';
import { localeOf } from '../../lib/locale';
import { topicRefIn } from '../topics';
import { FeedPageSchema, PostDetailSchema, PublishBodySchema, PublishResultSchema } from './schemas';
import { publish } from './service';

/** Bus topic on which a process says its feed cache was dropped (message: the process's instance id). */
export const FEED_CHANGED_TOPIC = 'feed.cards-changed';

/** Routes of posts: feed, detail, a user's posts, publish (docs/product.md §7 Posts; docs/api-contract.md). */
export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The app's one feed cache (made in buildApp, so the first-screen HTML reads the same pages).
  const cache = app.feedCache;
  const instance = randomUUID();
  // This process's cache is dropped at once; the other processes hear of it
  // once per turn of the event loop, however many writes committed in it.
  let publishing = false;
  const stopListening = listenToCardChanges(app.db, () => {
    cache.invalidate();
    if (publishing) return;
    publishing = true;
    setImmediate(() => {
      publishing = false;
      void app.bus.publish(FEED_CHANGED_TOPIC, instance);
    });
  });
  // Other processes on the same database drop their caches too (Redis bus).
  const unsubscribe = await app.bus.subscribe(FEED_CHANGED_TOPIC, (from) => {
    if (from !== instance) cache.invalidate();
  });
  app.addHook('onClose', async () => {
    stopListening();
    await unsubscribe();
  });

  app.get(
    '/api/topic/content/list',
    {
      schema: {
        tags: ['community'],
        querystring: z.object({
          ...pageQuery(PAGE_SIZE_MAX.cards),
          sort: z.enum(['hot', 'new']).default('hot'),
          topicId: z.string().optional(),
          cursor: z
            .string()
            .max(512)
            .optional()
            .describe('nextCursor of the previous page: continue right after it (page is then only echoed back)'),
        }),
        response: { 200: envelope(FeedPageSchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, sort, topicId, cursor } = request.query;
      const after = cursor ? decodeFeedCursor(cursor) : null;
      if (cursor && after?.sort !== sort) throw badRequest('Invalid cursor');
      const entry = await feedPageEntry(app.db, cache, { sort, page, pageSize, topicId, cursor, after, locale: localeOf(request) });
      // The session is looked up here, with the caller's flags, in one statement (not by a preHandler).
      const tokenHash = sessionTokenHash(request);
      const found = tokenHash
        ? await viewerAndFlags(
            app.db,
            tokenHash,
            app.clock.now(),
            entry.page.cards.map((c) => c.contentId),
          )
        : null;
      const json =
        found && userOfSession(request, found.session)
          ? feedJson(entry.page, page, withViewerFlags(entry.page.cards, found))
          : entry.visitorJson;
      // Already serialised (JSON.stringify of data the types check; the visitor
      // answer once per cache entry): a string body skips the response schema's serializer.
      return reply.type('application/json; charset=utf-8').send(json as unknown as z.infer<ReturnType<typeof envelope<typeof FeedPageSchema>>>);
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
      // The challenge is official text: its title in the request's language.
      return ok({ ...detail, topic: await topicRefIn(app.db, detail.topic, localeOf(request)) });
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
        const served = (modelId: string) => app.providers.models().some((m) => m.modelId === modelId);
        return ok(await publish(app.db, app.storage, userOf(request).id, request.body, app.clock.now(), served));
      },
    );
  }
};
