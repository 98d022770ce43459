import { resolveTimeZone } from '@aigc/domain';
import { createSession } from 'better-sse';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalUser } from '../../lib/auth';

/** Milliseconds between heartbeat comments on an idle stream. */
export const STREAM_HEARTBEAT_MS = 15_000;
/** Milliseconds the client waits before reconnecting (the stream's `retry:`). */
export const STREAM_RETRY_MS = 3_000;

const StreamQuerySchema = z.object({
  tz: z.string().max(64).optional().describe('IANA zone of the `time` fields (UTC when missing or unknown)'),
  timer: z.string().max(32).optional().describe('Cache buster; ignored'),
  lastEventId: z
    .string()
    .max(20)
    .optional()
    .describe('Replay after this event id, for a client that cannot send the Last-Event-ID header'),
});

/** A sequence number from `Last-Event-ID` (header first, then the query), or null. */
function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | null {
  const raw = (Array.isArray(header) ? header[0] : header) ?? query;
  if (raw === undefined || !/^\d{1,15}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/**
 * `GET /api/sse/stream` (docs/live-stream.md): the signed-in user's live
 * stream as server-sent events — `hello`, then the durable events after
 * `Last-Event-ID` (header, or `lastEventId` query), then live ones; heartbeat
 * comments every {@link STREAM_HEARTBEAT_MS} ms. Not signed in: HTTP 401
 * with the envelope `{ code: 401, msg: 'Please log in' }` (EventSource then
 * stops). The stream ends when its session does.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/sse/stream',
    {
      preHandler: optionalUser,
      schema: {
        tags: ['live'],
        summary: 'Live event stream (text/event-stream)',
        querystring: StreamQuerySchema,
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) {
        return reply
          .code(401)
          .type('application/json; charset=utf-8')
          .serializer(JSON.stringify)
          .send({ code: 401, msg: 'Please log in', data: null });
      }
      const after = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);
      reply.hijack();
      const session = await createSession(request.raw, reply.raw, {
        keepAlive: STREAM_HEARTBEAT_MS,
        retry: STREAM_RETRY_MS,
        trustClientEventId: false,
        headers: { 'X-Accel-Buffering': 'no' },
      });
      app.liveStreams.open(
        {
          userId: user.id,
          tokenHash: user.tokenHash,
          tz: resolveTimeZone(request.query.tz),
          session,
          end: () => {
            if (!reply.raw.writableEnded) reply.raw.end();
          },
        },
        after,
      );
    },
  );
};
