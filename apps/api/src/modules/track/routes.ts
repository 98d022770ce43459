import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEB_VITAL_EVENT } from '@aigc/domain';
import { analyticsEvents } from '../../db/schema';
import { optionalUser } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { htSourceField } from '../../lib/htSource';
import { WebVitalParamsSchema } from './vitals';

/** Most events accepted in one batch. */
export const TRACK_BATCH_MAX = 50;
/** How far a client's event time may be from the server's, in ms (older/newer times are replaced by the server time). */
export const TRACK_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const ParamValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** One tracking event (docs/product.md §7 'Tracking'). */
export const TrackEventSchema = z.object({
  event: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'event: lower-case snake_case, at most 64 characters')
    .describe('e.g. publish, click_mention, click_upload_entrance, request_failed'),
  params: z
    .record(z.string().max(64), ParamValue)
    .refine((p) => Object.keys(p).length <= 20, 'params: at most 20 fields')
    .default({}),
  time: z.number().int().describe('When it happened on the client, ms since the epoch'),
});

/**
 * Our own analytics collector (docs/product.md §7 'Tracking'): `POST /api/track` with
 * `{ events: TrackEvent[], htSource? }` (1–50 events) stores each event with the caller (when
 * signed in), the `Web-Id` header and the visit's `ht_source` (docs/product.md §3
 * 'Campaign source'; 400 when malformed). Visitors may send events too. Answers
 * `{ stored }`. 400 on a malformed batch. A `web_vital` event
 * (docs/architecture.md 'Real-user metrics') must carry valid metric fields
 * (WebVitalParamsSchema), and is stored with the edition of the request's
 * host, whatever the client said.
 */
export const trackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/track',
    {
      preHandler: [optionalUser, app.routeLimit('trackPerIp')],
      schema: {
        tags: ['tracking'],
        body: z.object({ events: z.array(TrackEventSchema).min(1).max(TRACK_BATCH_MAX), htSource: htSourceField }),
        response: { 200: envelope(z.object({ stored: z.number().int() })) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      const webIdHeader = request.headers['web-id'];
      const webId = typeof webIdHeader === 'string' && webIdHeader.length <= 128 ? webIdHeader : null;
      const rows = request.body.events.map((e) => ({
        event: e.event,
        params: e.event === WEB_VITAL_EVENT ? webVitalParams(e.params, request.edition) : e.params,
        userId: request.user?.id ?? null,
        webId,
        source: request.body.htSource ?? null,
        clientTime: Math.abs(e.time - now.getTime()) <= TRACK_CLOCK_SKEW_MS ? new Date(e.time) : now,
        createdAt: now,
      }));
      await app.db.insert(analyticsEvents).values(rows);
      return ok({ stored: rows.length });
    },
  );
};

/** The stored fields of a `web_vital` event: validated, with the request's edition. @throws AppError 400 when invalid. */
function webVitalParams(params: Record<string, string | number | boolean | null>, edition: string) {
  const parsed = WebVitalParamsSchema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`web_vital: ${field}${issue?.message ?? 'invalid fields'}`);
  }
  return { ...parsed.data, edition };
}
