import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, nullEnvelope, ok, pageOf } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import {
  MarkReadBodySchema,
  MessageDetailQuerySchema,
  MessageListQuerySchema,
  MessageSchema,
  UnreadDetailSchema,
} from './schemas';
import { getMessage, listMessages, markRead, unreadCount, unreadDetail } from './service';

/** The 404 message of `GET /api/message/detail`. */
export const MESSAGE_MISSING = 'This message does not exist';

/**
 * Notice-centre calls (docs/product.md §7), all for signed-in users:
 * - `GET /api/message/unRead/count` → number of unread messages;
 * - `GET /api/message/unRead/count/detail` → { systemCount, normalCount, tradeCount };
 * - `GET /api/message/list`, `/official/list`, `/trade/list` (page, pageSize, tz) →
 *   Page<Message> of the normal, system and trade groups, newest first;
 * - `GET /api/message/detail` (msgId, tz) → Message: one of the caller's own
 *   messages (the `/information/:msgId` page); 404 "This message does not
 *   exist" for an unknown id or another user's message; marks nothing read;
 * - `PUT /api/message/read` { msgIdList } and `PUT /api/message/readAll` → null;
 *   only the caller's own messages change.
 */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/message/unRead/count',
    {
      preHandler: requireUser,
      schema: { tags: ['messages'], response: { 200: envelope(z.number().int()) } },
    },
    async (request) => ok(await unreadCount(app.db, userOf(request).id)),
  );
  app.get(
    '/api/message/unRead/count/detail',
    {
      preHandler: requireUser,
      schema: { tags: ['messages'], response: { 200: envelope(UnreadDetailSchema) } },
    },
    async (request) => ok(await unreadDetail(app.db, userOf(request).id)),
  );
  for (const [path, group] of [
    ['/api/message/list', 'normal'],
    ['/api/message/official/list', 'system'],
    ['/api/message/trade/list', 'trade'],
  ] as const) {
    app.get(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags: ['messages'],
          querystring: MessageListQuerySchema,
          response: { 200: envelope(pageOf(MessageSchema)) },
        },
      },
      async (request) => {
        const { page, pageSize, tz } = request.query;
        const header = request.headers.tz;
        return ok(
          await listMessages(app.db, userOf(request).id, {
            group,
            page,
            pageSize,
            tz: tz ?? (typeof header === 'string' ? header : undefined),
          }),
        );
      },
    );
  }
  app.get(
    '/api/message/detail',
    {
      preHandler: requireUser,
      schema: {
        tags: ['messages'],
        querystring: MessageDetailQuerySchema,
        response: { 200: envelope(MessageSchema) },
      },
    },
    async (request) => {
      const { msgId, tz } = request.query;
      const header = request.headers.tz;
      const message = await getMessage(
        app.db,
        userOf(request).id,
        msgId,
        tz ?? (typeof header === 'string' ? header : undefined),
      );
      if (!message) throw notFound(MESSAGE_MISSING);
      return ok(message);
    },
  );
  app.put(
    '/api/message/read',
    {
      preHandler: requireUser,
      schema: { tags: ['messages'], body: MarkReadBodySchema, response: { 200: nullEnvelope } },
    },
    async (request) => {
      await markRead(app.db, userOf(request).id, request.body.msgIdList);
      return ok(null);
    },
  );
  app.put(
    '/api/message/readAll',
    { preHandler: requireUser, schema: { tags: ['messages'], response: { 200: nullEnvelope } } },
    async (request) => {
      await markRead(app.db, userOf(request).id, null);
      return ok(null);
    },
  );
};
