import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CURRENCIES, DISCOUNT_TIERS, editionRules, PRODUCT_MODEL_TYPES, PRODUCT_STATUSES } from '@aigc/domain';
import { optionalUser } from '../../lib/auth';
import { envelope, ok } from '../../lib/envelope';
import { discountFor, productView } from './service';

/** OpenAPI component `ProductStatus` (docs/product.md §3, §4; domain `PRODUCT_STATUSES`). */
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES).meta({ id: 'ProductStatus' });
const TierSchema = z.enum(DISCOUNT_TIERS).meta({ id: 'DiscountTier' });
const ModelTypeSchema = z.enum(PRODUCT_MODEL_TYPES);

const CurrencySchema = z.enum(CURRENCIES).describe("The request's edition's currency: USD, or CNY on the China site");

const DiscountValue = z.number().describe('Fraction of the full price paid, 0..1 (0.7 = 30% off; display rule docs/product.md §9)');

/** OpenAPI component `ProductView`: a post's make-it-real state for the caller. */
export const ProductViewSchema = z
  .object({
    contentId: z.string(),
    title: z.string(),
    wantCount: z.number().int(),
    status: ProductStatusSchema.nullable().describe('null = still collecting wants (no product yet)'),
    modelType: ModelTypeSchema,
    nextStatuses: z.array(ProductStatusSchema).describe('Where an operator may move it next'),
    history: z.array(
      z.object({
        fromStatus: ProductStatusSchema.nullable(),
        toStatus: ProductStatusSchema,
        actorId: z.string().nullable().describe('null = the system'),
        actorName: z.string().nullable(),
        note: z.string(),
        createTime: z.string(),
      }),
    ),
    currency: CurrencySchema,
    fullPriceCents: z.number().int().describe('Full price of the smallest size, in the minor unit of `currency` (cents, fen)'),
    you: z.object({
      isCreator: z.boolean(),
      wanted: z.boolean(),
      wantRank: z.number().int().nullable().describe('1-based, by want time'),
      tier: TierSchema,
      discount: DiscountValue,
      refunded: z.boolean().describe('Your want-ticket was refunded'),
      priceCents: z.number().int(),
    }),
  })
  .meta({ id: 'ProductView' });

/** OpenAPI component `ProductDiscount`: `GET /trade/product/discount`. */
export const ProductDiscountSchema = z
  .object({
    modelType: ModelTypeSchema,
    currency: CurrencySchema,
    fullPriceCents: z.number().int().describe('In the minor unit of `currency` (cents, fen)'),
    topWanterShare: z.number().describe('Top wanters = the first ceil(share × wanters) by want time'),
    tiers: z.array(z.object({ tier: TierSchema, discount: DiscountValue, priceCents: z.number().int() })),
    tier: TierSchema.describe("The caller's tier for contentId (public without one)"),
    discount: DiscountValue,
    priceCents: z.number().int(),
    wantRank: z.number().int().nullable(),
  })
  .meta({ id: 'ProductDiscount' });

/**
 * Make It Real reads (docs/product.md §1, §3, §4, §9):
 * - `GET /api/make-real/product` contentId → ProductView (status, history,
 *   the caller's tier, discount and price; visitors get the public price); 404 no post.
 *   (The account's product tab is `GET /api/topic/content/user/list?tab=product`.)
 * - `GET /trade/product/discount` modelType (`image` | `model3d`), optional
 *   contentId → ProductDiscount: every tier and the caller's own (docs/product.md §7).
 * Prices are in the request's edition's currency (USD; CNY on the China site).
 */
export const makeRealRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/make-real/product',
    {
      schema: {
        tags: ['make-real'],
        querystring: z.object({ contentId: z.string().min(1) }),
        response: { 200: envelope(ProductViewSchema) },
      },
      preHandler: optionalUser,
    },
    async (request) =>
      ok(await productView(app.db, request.query.contentId, request.user?.id ?? null, editionRules(request.edition).currency)),
  );

  app.get(
    '/trade/product/discount',
    {
      schema: {
        tags: ['trade'],
        querystring: z.object({ modelType: ModelTypeSchema.default('image'), contentId: z.string().min(1).optional() }),
        response: { 200: envelope(ProductDiscountSchema) },
      },
      preHandler: optionalUser,
    },
    async (request) =>
      ok(
        await discountFor(
          app.db,
          request.query.modelType,
          request.query.contentId,
          request.user?.id ?? null,
          editionRules(request.edition).currency,
        ),
      ),
  );
};
