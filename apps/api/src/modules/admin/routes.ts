import { PAGE_SIZE_MAX } from '@aigc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { userOf } from '../../lib/auth';
import { listProducts, moveProduct, productView } from '../makeReal';
import { OfficialMessageBodySchema, sendOfficialMessage } from '../messages';
import { ProductStatusSchema as StatusSchema, ProductViewSchema } from '../makeReal';
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

/**
 * The operators' API under `/aigc/admin` (docs/tickets.md 'Make It Real'): tokens, the product list,
 * one product with its history, and moving a product through the lifecycle
 * (docs/product.md §4), sending system / custom messages (docs/product.md §3), and the shop's orders (`./orders.ts`, docs/shop.md). Every route needs an admin (`requireAdmin`: bearer admin token
 * or an admin's session) — 401 / 403 otherwise. The CLI
 * (`pnpm --filter @aigc/api admin …`) calls these.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminOrderRoutes);
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
};
