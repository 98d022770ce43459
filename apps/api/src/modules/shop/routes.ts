import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ORDER_DELIVER_DAYS,
  ORDER_ITEMS_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_SHIP_DAYS,
  ORDER_UNITS_MAX,
  PAGE_SIZE_MAX,
  REGION_CURRENCY,
  SHIPPING_COUNTRIES,
  editionRules,
  type PriceRegion,
} from '@aigc/domain';
import { PaymentSignatureError, type PaymentProviderKind } from '../../adapters/payments';
import { shopPublicUrlOf } from '../../env';
import { optionalUser, userOf } from '../../lib/auth';
import { requireOutsideClassroom } from '../../shared';
import { envelope, makePage, ok, pageOf, pageQuery } from '../../lib/envelope';
import { badRequest, conflict } from '../../lib/errors';
import { localeOf } from '../../lib/locale';
import { listShopProducts, productDetail } from './catalogue';
import { applyNotice } from './money';
import { cancelOrder, listOrders, orderFor, OrderMessages, payAgain, placeOrder, quoteOrder, testPaymentOf, type OrderDeps, type ReturnUrls } from './orders';
import {
  OrderListQuerySchema,
  OrderQuoteSchema,
  OrderSchema,
  PlaceOrderBodySchema,
  ProductKindQuery,
  QuoteBodySchema,
  ShopConfigSchema,
  ShopProductDetailSchema,
  ShopProductSchema,
  TestPaymentSchema,
} from './schemas';
import { IDEMPOTENCY_KEY_MAX } from './constants';

/** The price region of a request: its edition's (docs/architecture.md "Editions and hosts"). */
export function regionOf(request: FastifyRequest): PriceRegion {
  return editionRules(request.edition).region;
}

/** The shop's dependencies on an app instance. */
export function shopDeps(app: FastifyInstance, request?: FastifyRequest): OrderDeps {
  return { db: app.db, payments: app.payments, storage: app.storage, now: () => app.clock.now(), log: request?.log };
}

function returnUrls(app: FastifyInstance, request: FastifyRequest): ReturnUrls {
  return { origin: shopPublicUrlOf(app.config.payments, regionOf(request)) ?? `${request.protocol}://${request.host}`, clientIp: request.ip };
}

const OrderIdParams = z.object({ orderId: z.string().min(1).max(64) });
const PaymentIdParams = z.object({ paymentId: z.string().min(1).max(64) });

/**
 * The shop's buyer API (docs/shop.md 'API'):
 * - `GET /api/shop/config` → ShopConfig (region, currency, where we ship, limits, payment provider);
 * - `GET /api/shop/products` kind, page, pageSize → Page<ShopProduct>;
 * - `GET /api/shop/products/:productId` → ShopProductDetail (404 unknown / not for sale);
 * - `POST /api/shop/quote` `{ items, country }` → OrderQuote (priced as an order would be; nothing written);
 * - `POST /api/shop/orders` + `Idempotency-Key` → Order (400 input, 403 picture, 404, 409, 503);
 * - `GET /api/shop/orders` status, page, pageSize → Page<Order> (the caller's);
 * - `GET /api/shop/orders/:orderId` → Order (404 not yours);
 * - `POST /api/shop/orders/:orderId/cancel` `{ reason? }` → Order (409 once confirmed);
 * - `POST /api/shop/orders/:orderId/pay` `{ scene? }` → Order with a fresh checkout (409 not payable);
 * - `GET /api/pay/test/:paymentId`, `POST /api/pay/test/:paymentId/confirm` → the TEST payment page and its button.
 * The provider callbacks are in {@link payCallbackRoutes}.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shop/config',
    { schema: { tags: ['shop'], response: { 200: envelope(ShopConfigSchema) } } },
    async (request) => {
      const region = regionOf(request);
      const provider = app.payments.forRegion(region);
      return ok({
        region,
        currency: REGION_CURRENCY[region],
        countries: SHIPPING_COUNTRIES[region].map((c) => ({ code: c.code, name: c.name, shippingFee: c.feeMinor, needsRegion: c.needsRegion })),
        quantityMax: ORDER_QUANTITY_MAX,
        itemsMax: ORDER_ITEMS_MAX,
        unitsMax: ORDER_UNITS_MAX,
        shipDays: ORDER_SHIP_DAYS,
        deliverDays: ORDER_DELIVER_DAYS,
        payment: { provider: provider.kind, testMode: provider.testMode },
      });
    },
  );

  app.get(
    '/api/shop/products',
    {
      schema: {
        tags: ['shop'],
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.cards), kind: ProductKindQuery }),
        response: { 200: envelope(pageOf(ShopProductSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, kind } = request.query;
      const { rows, total } = await listShopProducts(app.db, { region: regionOf(request), kind, page, pageSize });
      return ok(makePage(rows, page, pageSize, total));
    },
  );

  app.get(
    '/api/shop/products/:productId',
    {
      schema: {
        tags: ['shop'],
        params: z.object({ productId: z.string().min(1).max(64) }),
        response: { 200: envelope(ShopProductDetailSchema) },
      },
      preHandler: optionalUser,
    },
    async (request) =>
      ok(await productDetail(app.db, request.params.productId, {
          region: regionOf(request),
          viewerId: request.user?.id ?? null,
          now: app.clock.now(),
          locale: localeOf(request),
        })),
  );

  app.post(
    '/api/shop/quote',
    {
      schema: { tags: ['shop'], description: 'What an order would cost; nothing is written.', body: QuoteBodySchema, response: { 200: envelope(OrderQuoteSchema) } },
      preHandler: requireOutsideClassroom,
    },
    async (request) =>
      ok(await quoteOrder(shopDeps(app, request), { userId: userOf(request).id, region: regionOf(request), items: request.body.items, country: request.body.country })),
  );

  app.post(
    '/api/shop/orders',
    {
      schema: {
        tags: ['shop'],
        description: 'Places an order. Prices come from the catalogue; a retry with the same Idempotency-Key returns the first order.',
        headers: z.object({
          'idempotency-key': z.string().max(IDEMPOTENCY_KEY_MAX, 'The Idempotency-Key is too long').optional().describe('Required: one key per checkout attempt'),
        }),
        body: PlaceOrderBodySchema,
        response: { 200: envelope(OrderSchema) },
      },
      preHandler: requireOutsideClassroom,
    },
    async (request) => {
      const idemKey = request.headers['idempotency-key']?.trim();
      if (!idemKey) throw badRequest(OrderMessages.keyRequired);
      return ok(
        await placeOrder(shopDeps(app, request), {
          userId: userOf(request).id,
          idemKey,
          region: regionOf(request),
          request: request.body,
          urls: returnUrls(app, request),
        }),
      );
    },
  );

  app.get(
    '/api/shop/orders',
    { schema: { tags: ['shop'], querystring: OrderListQuerySchema, response: { 200: envelope(pageOf(OrderSchema)) } }, preHandler: requireOutsideClassroom },
    async (request) => {
      const { page, pageSize, status } = request.query;
      const { rows, total } = await listOrders(shopDeps(app, request), { userId: userOf(request).id, status, page, pageSize });
      return ok(makePage(rows, page, pageSize, total));
    },
  );

  app.get(
    '/api/shop/orders/:orderId',
    { schema: { tags: ['shop'], params: OrderIdParams, response: { 200: envelope(OrderSchema) } }, preHandler: requireOutsideClassroom },
    async (request) => ok(await orderFor(shopDeps(app, request), request.params.orderId, userOf(request).id)),
  );

  app.post(
    '/api/shop/orders/:orderId/cancel',
    {
      schema: {
        tags: ['shop'],
        params: OrderIdParams,
        body: z.object({ reason: z.string().max(200).optional() }).default({}),
        response: { 200: envelope(OrderSchema) },
      },
      preHandler: requireOutsideClassroom,
    },
    async (request) =>
      ok(await cancelOrder(shopDeps(app, request), { userId: userOf(request).id, orderId: request.params.orderId, reason: request.body.reason })),
  );

  app.post(
    '/api/shop/orders/:orderId/pay',
    {
      schema: {
        tags: ['shop'],
        params: OrderIdParams,
        body: z.object({ scene: z.enum(['desktop', 'mobile']).optional() }).default({}),
        response: { 200: envelope(OrderSchema) },
      },
      preHandler: requireOutsideClassroom,
    },
    async (request) =>
      ok(
        await payAgain(shopDeps(app, request), {
          userId: userOf(request).id,
          orderId: request.params.orderId,
          scene: request.body.scene ?? 'desktop',
          urls: returnUrls(app, request),
        }),
      ),
  );

  app.get(
    '/api/pay/test/:paymentId',
    { schema: { tags: ['pay'], params: PaymentIdParams, response: { 200: envelope(TestPaymentSchema) } }, preHandler: requireOutsideClassroom },
    async (request) => {
      const { p } = await testPaymentOf(shopDeps(app, request), request.params.paymentId, userOf(request).id);
      return ok({
        paymentId: p.id,
        orderId: p.orderId,
        amountMinor: p.amountMinor,
        currency: p.currency,
        status: p.status as 'pending',
        testMode: true as const,
        label: 'TEST PAYMENT — no money moves',
      });
    },
  );

  app.post(
    '/api/pay/test/:paymentId/confirm',
    {
      schema: {
        tags: ['pay'],
        description: 'Completes a TEST payment of your own order (the embedded default provider; no money moves).',
        params: PaymentIdParams,
        response: { 200: envelope(OrderSchema) },
      },
      preHandler: requireOutsideClassroom,
    },
    async (request) => {
      const deps = shopDeps(app, request);
      const userId = userOf(request).id;
      const { p, o } = await testPaymentOf(deps, request.params.paymentId, userId);
      if (o.status !== 'pending_payment' && p.capturedMinor === 0) throw conflict(OrderMessages.closed);
      await applyNotice(deps, 'test', {
        type: 'payment_succeeded',
        eventId: `confirm:${p.id}`,
        paymentId: p.id,
        providerTxn: `test_txn_${p.id}`,
        amountMinor: p.amountMinor,
        currency: p.currency,
      });
      return ok(await orderFor(deps, o.id, userId));
    },
  );
};

/**
 * The providers' callbacks (docs/shop.md 'Payment notices'), read as raw
 * bytes so signatures can be checked:
 * - `POST /api/pay/stripe/webhook` (`Stripe-Signature`) → HTTP 200
 *   `{ received: true }`; a bad signature → HTTP 400 (Stripe retries);
 * - `POST /api/pay/wechat/notify` (`Wechatpay-*` headers, encrypted
 *   resource) → HTTP 204; a bad signature → HTTP 401 `{ code: 'FAIL', message }`.
 * A provider that is not configured answers 404. Nothing changes on a bad
 * signature; a repeated notice changes nothing (docs/shop.md).
 */
export const payCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const handle = async (kind: PaymentProviderKind, request: FastifyRequest) => {
    const provider = app.payments.byKind(kind);
    if (!provider || kind === 'test') return { status: 404 as const, error: `${kind} payments are not configured` };
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      const notice = await provider.verifyNotification({ headers: request.headers, rawBody });
      let payload: Record<string, unknown> = {};
      if (kind === 'stripe') payload = { type: (JSON.parse(rawBody.toString('utf8')) as { type?: string }).type ?? '' };
      const outcome = await applyNotice(shopDeps(app, request), kind, notice, { ...payload, notice: notice.type });
      request.log.info({ kind, eventId: notice.eventId, outcome }, 'payment notice');
      return { status: 200 as const, outcome };
    } catch (e) {
      if (e instanceof PaymentSignatureError) {
        request.log.warn({ kind, err: e.message }, 'payment notice refused');
        return { status: 400 as const, error: e.message };
      }
      throw e;
    }
  };

  app.post(
    '/api/pay/stripe/webhook',
    { schema: { tags: ['pay'], description: 'Stripe webhook (signed with STRIPE_WEBHOOK_SECRET); not for clients.' } },
    async (request, reply) => {
      const r = await handle('stripe', request);
      if (r.status !== 200) return reply.code(r.status).send({ code: r.status, msg: r.error, data: null });
      return reply.code(200).send({ received: true, outcome: r.outcome });
    },
  );

  app.post(
    '/api/pay/wechat/notify',
    { schema: { tags: ['pay'], description: 'WeChat Pay v3 notification (signed, encrypted); not for clients.' } },
    async (request, reply) => {
      const r = await handle('wechat', request);
      if (r.status === 404) return reply.code(404).send({ code: 'FAIL', message: r.error });
      if (r.status !== 200) return reply.code(401).send({ code: 'FAIL', message: r.error });
      return reply.code(204).send();
    },
  );
};
