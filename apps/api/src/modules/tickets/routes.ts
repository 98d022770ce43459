import { PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { requireOutsideClassroom } from '../../shared';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { ticketLogPage } from './queries';
import { balanceOf } from './service';
import { claimDailyRewards, dailyRewardStatus } from './rewards';

/** OpenAPI component `DailyRewards`: today's rewards in the caller's zone (docs/tickets.md). */
export const DailyRewardsSchema = z
  .object({
    day: z.string().describe('Local day YYYY-MM-DD the rewards count for: in tz, or in the previous zone while it is behind (a day after a change)'),
    tz: z.string().describe('The account\'s reward zone: the IANA zone last used (Tz header; one change a day counted; UTC at first when missing or unknown)'),
    nextRefreshAt: z.string().describe('Next local midnight (ISO 8601): when the rewards refresh'),
    items: z.array(
      z.object({
        kind: z.enum(['login', 'publish', 'comment', 'generate']),
        tickets: z.number().int(),
        claimed: z.boolean().describe('Granted for this local day'),
      }),
    ),
    granted: z.array(z.object({ kind: z.string(), tickets: z.number().int() })).describe('Granted by this call'),
    balance: z.number().int(),
  })
  .meta({ id: 'DailyRewards' });

/** OpenAPI component `TicketLog` (docs/product.md §3 Ticket log entry). */
export const TicketLogSchema = z
  .object({
    uniqueTicketLogId: z.string(),
    title: z.string(),
    createTime: z.string(),
    type: z.union([z.literal(1), z.literal(2)]).describe('1 gain, 2 spend'),
    nums: z.number().int(),
  })
  .meta({ id: 'TicketLog' });

/**
 * `GET /api/ticket/log`: the caller's ledger, newest first (docs/product.md §7).
 * `POST /api/ticket/daily`: grants what is due today in the `Tz` zone (the
 * daily login reward and the daily-activity rewards, docs/tickets.md) and
 * answers today's status — safe to call often; each reward is granted once
 * per local day. `GET /api/user/account` does the same grant before it
 * answers the balance.
 */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ticket/log',
    {
      schema: {
        tags: ['ticket'],
        querystring: z.object(pageQuery(PAGE_SIZE_MAX.list)),
        response: { 200: envelope(pageOf(TicketLogSchema)) },
      },
      preHandler: requireUser,
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await ticketLogPage(app.db, userOf(request).id, page, pageSize);
      return ok(
        makePage(
          rows.map((r) => ({
            uniqueTicketLogId: r.id,
            title: r.title,
            createTime: r.createdAt.toISOString(),
            type: r.type === 2 ? (2 as const) : (1 as const),
            nums: r.nums,
          })),
          page,
          pageSize,
          total,
        ),
      );
    },
  );

  app.post(
    '/api/ticket/daily',
    {
      schema: { tags: ['ticket'], response: { 200: envelope(DailyRewardsSchema) } },
      preHandler: requireOutsideClassroom,
    },
    async (request) => {
      const userId = userOf(request).id;
      const tz = request.headers.tz;
      const now = app.clock.now();
      const claim = await claimDailyRewards(app.db, userId, typeof tz === 'string' ? tz : undefined, now);
      const status = await dailyRewardStatus(app.db, userId, claim.tz, now);
      return ok({ ...status, granted: claim.granted, balance: await balanceOf(app.db, userId) });
    },
  );
};
