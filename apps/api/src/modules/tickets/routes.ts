import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { ticketLogPage } from './queries';

/** OpenAPI component `TicketLog` (spec §3 Ticket log entry). */
export const TicketLogSchema = z
  .object({
    uniqueTicketLogId: z.string(),
    title: z.string(),
    createTime: z.string(),
    type: z.union([z.literal(1), z.literal(2)]).describe('1 gain, 2 spend'),
    nums: z.number().int(),
  })
  .meta({ id: 'TicketLog' });

/** `GET /api/ticket/log`: the caller's ledger, newest first (spec §7). */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ticket/log',
    {
      schema: {
        tags: ['ticket'],
        querystring: z.object(pageQuery(1000)),
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
};
