import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../../lib/auth';
import { envelope, makePage, ok, pageOf } from '../../lib/envelope';
import { AdminOrderListQuerySchema, MoveOrderBodySchema, OrderSchema, listOrders, moveOrder, orderFor, retryRefund, shopDeps } from '../shop';
import { requireAdmin } from './service';

/**
 * The operators' order API (docs/shop.md 'Operators'), admin only (401 / 403):
 * - `GET /admin/orders` status, userId, page, pageSize → Page<Order> (newest first);
 * - `GET /admin/order` orderId → Order with who moved it;
 * - `POST /admin/order/status` `{ orderId, status, note?, trackingNumber?, carrier?, expectFrom? }` → Order
 *   (409 not allowed / stale; 400 missing tracking number or reason);
 * - `POST /admin/order/refund/retry` `{ orderId }` → Order (asks the provider again for a failed refund).
 */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders',
    { schema: { tags: ['admin'], querystring: AdminOrderListQuerySchema, response: { 200: envelope(pageOf(OrderSchema)) } }, preHandler: requireAdmin },
    async (request) => {
      const { page, pageSize, status, userId } = request.query;
      const { rows, total } = await listOrders(shopDeps(app, request), { userId, status, page, pageSize, operator: true });
      return ok(makePage(rows, page, pageSize, total));
    },
  );

  app.get(
    '/admin/order',
    { schema: { tags: ['admin'], querystring: z.object({ orderId: z.string().min(1) }), response: { 200: envelope(OrderSchema) } }, preHandler: requireAdmin },
    async (request) => ok(await orderFor(shopDeps(app, request), request.query.orderId, undefined)),
  );

  app.post(
    '/admin/order/status',
    { schema: { tags: ['admin'], body: MoveOrderBodySchema, response: { 200: envelope(OrderSchema) } }, preHandler: requireAdmin },
    async (request) => {
      const { orderId, status, note, trackingNumber, carrier, expectFrom } = request.body;
      return ok(await moveOrder(shopDeps(app, request), { orderId, to: status, actorId: userOf(request).id, note, trackingNumber, carrier, expectFrom }));
    },
  );

  app.post(
    '/admin/order/refund/retry',
    { schema: { tags: ['admin'], body: z.object({ orderId: z.string().min(1) }), response: { 200: envelope(OrderSchema) } }, preHandler: requireAdmin },
    async (request) => {
      const deps = shopDeps(app, request);
      await retryRefund(deps, request.body.orderId);
      return ok(await orderFor(deps, request.body.orderId, undefined));
    },
  );
};
