import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHIPPING_FIELDS } from '@aigc/domain';
import { optionalUser, userOf } from '../../lib/auth';
import { requireOutsideClassroom } from '../../shared';
import { envelope, ok } from '../../lib/envelope';
import { claimIdTag, confirmShippingField, idTagCampaign, shippingOf } from './service';

/** OpenAPI component `ShippingInfo` (docs/product.md §2 'Shipping information form'). */
export const ShippingInfoSchema = z
  .object({
    address: z.string(),
    fullName: z.string(),
    phone: z.string(),
    locked: z.object({ address: z.boolean(), fullName: z.boolean(), phone: z.boolean() }),
  })
  .meta({ id: 'ShippingInfo' });

const UsAddressSchema = z.object({
  line1: z.string().max(200),
  line2: z.string().max(200).optional(),
  city: z.string().max(100),
  state: z.string().max(10),
  zip: z.string().max(20),
});

/** OpenAPI component `IdTagCampaign` (docs/product.md §1, §2 'Free ID tag page'). */
export const IdTagCampaignSchema = z
  .object({
    limit: z.number().int(),
    claimed: z.number().int(),
    remaining: z.number().int(),
    country: z.string(),
    claim: z
      .object({
        seq: z.number().int().describe('1..limit: the claim number'),
        name: z.string(),
        country: z.string(),
        address: UsAddressSchema.required(),
        createTime: z.string(),
      })
      .nullable()
      .describe("The caller's claim; null when none (or a visitor)"),
  })
  .meta({ id: 'IdTagCampaign' });

/**
 * Shipping information and the free ID tag (docs/product.md §1, §2, §5):
 * - `GET /api/delivery/info` → ShippingInfo (login required).
 * - `POST /api/delivery/confirm` `{ field, value }` → ShippingInfo: validates
 *   and locks one field; 400 invalid, 409 'This field is locked after confirmation'.
 * - `GET /api/idtag/campaign` → IdTagCampaign (visitors see the counts).
 * - `POST /api/idtag/claim` `{ name, country, address }` → IdTagCampaign: US
 *   only, first 10,000; 400 invalid / not US, 409 already claimed, 4002 sold out.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/delivery/info',
    { schema: { tags: ['delivery'], response: { 200: envelope(ShippingInfoSchema) } }, preHandler: requireOutsideClassroom },
    async (request) => ok(await shippingOf(app.db, userOf(request).id)),
  );

  app.post(
    '/api/delivery/confirm',
    {
      schema: {
        tags: ['delivery'],
        body: z.object({ field: z.enum(SHIPPING_FIELDS), value: z.string().max(400) }),
        response: { 200: envelope(ShippingInfoSchema) },
      },
      preHandler: requireOutsideClassroom,
    },
    async (request) =>
      ok(await confirmShippingField(app.db, userOf(request).id, request.body.field, request.body.value, app.clock.now())),
  );

  app.get(
    '/api/idtag/campaign',
    { schema: { tags: ['delivery'], response: { 200: envelope(IdTagCampaignSchema) } }, preHandler: optionalUser },
    async (request) => ok(await idTagCampaign(app.db, request.user?.id ?? null)),
  );

  app.post(
    '/api/idtag/claim',
    {
      schema: {
        tags: ['delivery'],
        body: z.object({ name: z.string().max(200), country: z.string().max(10), address: UsAddressSchema }),
        response: { 200: envelope(IdTagCampaignSchema) },
      },
      preHandler: requireOutsideClassroom,
    },
    async (request) => {
      const userId = userOf(request).id;
      const { name, country, address } = request.body;
      await claimIdTag(
        app.db,
        userId,
        { name, country, address: { ...address, ...(address.line2 !== undefined ? { line2: address.line2 } : {}) } },
        app.clock.now(),
      );
      return ok(await idTagCampaign(app.db, userId));
    },
  );
};
