import { EDITIONS, PAGE_SIZE_MAX, PRIZE_OUTCOMES, WEB_VITAL_METRICS, RANKING_PERIOD_PATTERN, RANKING_SIZE, RANKING_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { userOf } from '../../lib/auth';
import { listProducts, moveProduct, productView } from '../makeReal';
import { OfficialMessageBodySchema, sendOfficialMessage } from '../messages';
import { ProductStatusSchema as StatusSchema, ProductViewSchema } from '../makeReal';
import { CreatorTierStateSchema, SetCreatorTierBodySchema, creatorTierState, publishRanking, setCreatorTier } from '../creators';
import { awardPrize, listAwards } from '../topics';
import { WEB_VITALS_REPORT_HOURS_MAX, WEB_VITALS_REPORT_ROWS_MAX, webVitalsReport } from '../track';
import { adminOrderRoutes } from './orders';
import { createAdminToken, requireAdmin } from './service';

/** OpenAPI component `AdminProduct`: a product row in the operators' list. */
export const AdminProductSchema = z
  .object({
    contentId: z.string(),
    title: z.string(),
    status: StatusSchema,
    wantCount: z.number().int(),
    authorId: z.string(),
    deleted: z.boolean().describe('The post was deleted by its author'),
    updateTime: z.string(),
  })
  .meta({ id: 'AdminProduct' });

/** OpenAPI component `WebVitalsReport`: p75 of each page metric per edition and route (docs/architecture.md 'Real-user metrics'). */
export const WebVitalsReportSchema = z
  .object({
    since: z.string().describe('Start of the window (ISO time, exclusive)'),
    until: z.string().describe('End of the window (ISO time)'),
    rows: z
      .array(
        z.object({
          edition: z.enum(EDITIONS),
          route: z.string().describe('Route pattern, e.g. /content/:contentId'),
          metric: z.enum(WEB_VITAL_METRICS),
          p75: z.number().describe('75th percentile: ms, CLS unitless'),
          samples: z.number().int().describe('Page loads that reported the metric'),
        }),
      )
      .max(WEB_VITALS_REPORT_ROWS_MAX),
  })
  .meta({ id: 'WebVitalsReport' });

/** OpenAPI component `AdminRanking`: a published creator ranking (docs/product.md §7 'Messages', type 22). */
export const AdminRankingSchema = z
  .object({
    period: z.string().describe('ISO week, YYYY-Www (UTC)'),
    start: z.string().describe('Monday 00:00 UTC'),
    end: z.string().describe('The next Monday (exclusive)'),
    created: z.boolean().describe('False: this week was published before; nothing was written now'),
    sent: z.number().int().describe('Ranking messages written by this call'),
    publishedAt: z.string(),
    creators: z.array(
      z.object({
        rank: z.number().int(),
        userId: z.string(),
        nickName: z.string(),
        score: z.number().int().describe('2 × wants + likes received from others in the week'),
        wants: z.number().int(),
        likes: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'AdminRanking' });

const PrizeOutcomeSchema = z
  .enum(PRIZE_OUTCOMES)
  .describe('free → message 19 (produced free); contact → 20 (contact the team); not_producible → 21 (compensation through support)');

/** OpenAPI component `AdminPrizeAward`: a challenge prize awarded to a post (docs/product.md §8 types 19–21). */
export const AdminPrizeAwardSchema = z
  .object({
    contentId: z.string(),
    title: z.string(),
    authorId: z.string(),
    authorName: z.string(),
    topicId: z.string(),
    prizeRank: z.string(),
    prizeTitle: z.string(),
    outcome: PrizeOutcomeSchema,
    createTime: z.string(),
    updateTime: z.string(),
  })
  .meta({ id: 'AdminPrizeAward' });

/**
 * The operators' API under `/aigc/admin` (docs/tickets.md 'Make It Real'): tokens, the product list,
 * one product with its history, and moving a product through the lifecycle
 * (docs/product.md §4), sending system / custom messages (docs/product.md §3),
 * publishing a week's creator ranking (type 22), awarding challenge
 * prizes (types 19–21, docs/product.md §7 'Messages'), granting creator
 * tiers (`/admin/creator/tier`) and the shop's orders
 * (`./orders.ts`, docs/shop.md). Every route needs an admin (`requireAdmin`: bearer admin token
 * or an admin's session) — 401 / 403 otherwise. The CLI
 * (`pnpm --filter @aigc/api admin …`) calls these.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminOrderRoutes);

  app.get(
    '/admin/creator/tier',
    {
      schema: {
        tags: ['admin'],
        description: "A user's creator tier (docs/product.md §1 'Creator tiers'), who granted it and when, and every change. 404 'This user does not exist'.",
        querystring: z.object({ userId: z.string().min(1).max(64) }),
        response: { 200: envelope(CreatorTierStateSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) => ok(await creatorTierState(app.db, request.query.userId)),
  );
  app.post(
    '/admin/creator/tier',
    {
      schema: {
        tags: ['admin'],
        description:
          "Grants a creator tier (`rights`: priority queue; `verified`: signed creator — higher royalty rate, direct launch) or revokes it (`none`). Recorded with the operator and time; the account level's creator marker follows. Royalties already credited keep their rate. 404 'This user does not exist'.",
        body: SetCreatorTierBodySchema,
        response: { 200: envelope(CreatorTierStateSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) =>
      ok(
        await setCreatorTier(app.db, {
          userId: request.body.userId,
          tier: request.body.tier,
          note: request.body.note,
          actorId: userOf(request).id,
          now: app.clock.now(),
        }),
      ),
  );

  app.get(
    '/admin/web-vitals',
    {
      schema: {
        tags: ['admin'],
        description:
          'Real-user page metrics (docs/architecture.md "Real-user metrics"): the 75th percentile of LCP, CLS, INP, FCP and TTFB per edition and route over the last `hours` (default 24), busiest routes first.',
        querystring: z.object({ hours: z.coerce.number().int().min(1).max(WEB_VITALS_REPORT_HOURS_MAX).default(24) }),
        response: { 200: envelope(WebVitalsReportSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const now = app.clock.now();
      const rows = await webVitalsReport(app.db, now, request.query.hours);
      return ok({ since: new Date(now.getTime() - request.query.hours * 3_600_000).toISOString(), until: now.toISOString(), rows });
    },
  );
  app.post(
    '/admin/tokens',
    {
      schema: {
        tags: ['admin'],
        body: z.object({ label: z.string().max(80).default('') }),
        response: { 200: envelope(z.object({ token: z.string().describe('Shown once; send as Authorization: Bearer …') })) },
      },
      preHandler: requireAdmin,
    },
    async (request) => ok({ token: await createAdminToken(app.db, userOf(request).id, request.body.label, app.clock.now()) }),
  );

  app.get(
    '/admin/products',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.operator), status: StatusSchema.optional() }),
        response: { 200: envelope(pageOf(AdminProductSchema)) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const { rows, total } = await listProducts(app.db, {
        page,
        pageSize,
        ...(status ? { statuses: [status] } : {}),
      });
      return ok(
        makePage(
          rows.map((r) => ({
            contentId: r.contentId,
            title: r.title,
            status: r.status,
            wantCount: r.wantCount,
            authorId: r.authorId,
            deleted: Boolean(r.deleted),
            updateTime: r.updateTime,
          })),
          page,
          pageSize,
          total,
        ),
      );
    },
  );

  app.get(
    '/admin/product',
    {
      schema: {
        tags: ['admin'],
        querystring: z.object({ contentId: z.string().min(1) }),
        response: { 200: envelope(ProductViewSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) => ok(await productView(app.db, request.query.contentId, null)),
  );

  app.post(
    '/admin/product/status',
    {
      schema: {
        tags: ['admin'],
        body: z.object({
          contentId: z.string().min(1),
          status: StatusSchema,
          note: z.string().max(500).optional(),
          expectFrom: StatusSchema.optional().describe('Refuse with 409 unless the product is in this status'),
        }),
        response: { 200: envelope(ProductViewSchema.extend({ refunded: z.number().int().describe('Tickets refunded by this move') })) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { contentId, status, note, expectFrom } = request.body;
      const moved = await moveProduct(app.db, {
        contentId,
        to: status,
        actorId: userOf(request).id,
        ...(note !== undefined ? { note } : {}),
        ...(expectFrom ? { expectFrom } : {}),
        now: app.clock.now(),
      });
      return ok({ ...(await productView(app.db, contentId, null)), refunded: moved.refunded });
    },
  );

  app.post(
    '/admin/messages',
    {
      schema: {
        tags: ['admin'],
        description: 'Sends a system (0) or custom (100) message to `userIds`, or to every user when omitted.',
        body: OfficialMessageBodySchema,
        response: { 200: envelope(z.object({ sent: z.number().int().describe('Messages written') })) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { type, userIds, title, content, landingUrl, attachments, popupImage } = request.body;
      const sent = await sendOfficialMessage(app.db, {
        type,
        recipientIds: userIds ?? null,
        title,
        content,
        landingUrl,
        attachments,
        popupImage,
        now: app.clock.now(),
      });
      return ok({ sent });
    },
  );
  app.post(
    '/admin/rankings',
    {
      schema: {
        tags: ['admin'],
        description:
          'Publishes the creator ranking of an ended ISO week and messages each ranked creator (type 22), once per week: a repeat answers the stored ranking with created false.',
        body: z.object({
          period: z
            .string()
            .regex(RANKING_PERIOD_PATTERN, 'The period must be an ISO week such as 2026-W24')
            .optional()
            .describe('ISO week YYYY-Www (UTC); default: the last week that has ended'),
          size: z.number().int().min(1).max(RANKING_SIZE_MAX).optional().describe(`Creators to rank (default ${RANKING_SIZE})`),
          message: z.string().trim().max(200).optional().describe('Sent to each ranked creator as info.rankingMsg'),
        }),
        response: { 200: envelope(AdminRankingSchema) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { period, size, message } = request.body;
      return ok(
        await publishRanking(app.db, { period, size, message: message || undefined, actorId: userOf(request).id, now: app.clock.now() }),
      );
    },
  );

  app.post(
    '/admin/prizes',
    {
      schema: {
        tags: ['admin'],
        description:
          "Awards a prize of its challenge to a post and messages the author (19 free, 20 contact, 21 not producible); once per post and prize — the same award again changes nothing, 'free' or 'contact' may turn 'not_producible' once.",
        body: z.object({
          contentId: z.string().min(1),
          prizeRank: z.string().min(1).max(80).describe("The rank of one of the challenge's prizes, e.g. '1st'"),
          outcome: PrizeOutcomeSchema,
        }),
        response: {
          200: envelope(
            z.object({
              award: AdminPrizeAwardSchema,
              change: z.enum(['awarded', 'changed', 'unchanged']),
              sent: z.number().int().describe('Messages written by this call (0 or 1)'),
            }),
          ),
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { contentId, prizeRank, outcome } = request.body;
      return ok(await awardPrize(app.db, { contentId, prizeRank, outcome, actorId: userOf(request).id, now: app.clock.now() }));
    },
  );

  app.get(
    '/admin/prizes',
    {
      schema: {
        tags: ['admin'],
        description: 'The prizes awarded in a challenge (topicId) or to a post (contentId), oldest first.',
        querystring: z
          .object({
            ...pageQuery(PAGE_SIZE_MAX.operator),
            topicId: z.string().min(1).optional(),
            contentId: z.string().min(1).optional(),
          })
          .refine((q) => Boolean(q.topicId) !== Boolean(q.contentId), 'Give either topicId or contentId'),
        response: { 200: envelope(pageOf(AdminPrizeAwardSchema)) },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { topicId, contentId, page, pageSize } = request.query;
      return ok(await listAwards(app.db, topicId ? { topicId } : { contentId: contentId! }, page, pageSize));
    },
  );
};
