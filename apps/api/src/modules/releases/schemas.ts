import {
  BASE_PRODUCT_KINDS,
  PAGE_SIZE_MAX,
  RELEASE_REASON_MAX,
  RELEASE_STATUSES,
} from '@aigc/domain';
import { z } from 'zod';
import { pageQuery } from '../../lib/envelope';
import { AuthorSchema, ImageAssetSchema } from '../../shared';

const Minor = z.number().int().describe('Amount in the minor unit of `currency` (cents, fen)');

/** OpenAPI component `ReleaseStatus` (docs/shop.md 'Direct launch'; domain `RELEASE_STATUSES`). */
export const ReleaseStatusSchema = z
  .enum(RELEASE_STATUSES)
  .describe(
    'pending = under review; approved = on sale in the shop; rejected (with the reason); withdrawn by the creator',
  )
  .meta({ id: 'ReleaseStatus' });

/** OpenAPI component `ProductType`: a product the shop makes (a base product kind, domain `BASE_PRODUCT_KINDS`). */
export const ProductTypeSchema = z.enum(BASE_PRODUCT_KINDS).meta({ id: 'ProductType' });

/** OpenAPI component `ProductRelease`: a verified creator's product launch as its creator sees it. */
export const ProductReleaseSchema = z
  .object({
    releaseId: z.string(),
    contentId: z.string().describe('The design (post) the product is made from'),
    title: z.string().describe("The design's title"),
    designDeleted: z.boolean().describe('The creator deleted the design since'),
    posterImage: ImageAssetSchema.nullable(),
    kind: ProductTypeSchema,
    region: z
      .enum(['EN', 'CN'])
      .describe('The price region the price was set in (the creator’s edition)'),
    currency: z.enum(['USD', 'CNY']),
    priceMinor: Minor.describe("The creator's price of the type's smallest size"),
    sizes: z
      .array(z.object({ size: z.string(), label: z.string(), priceMinor: Minor }))
      .describe(
        'The offered sizes with their prices in `currency` (the other shop keeps the same ratio)',
      ),
    description: z.string(),
    status: ReleaseStatusSchema,
    reason: z.string().describe("The operator's reason for a rejection; '' otherwise"),
    shopProductId: z
      .string()
      .nullable()
      .describe(
        'Once approved: the product id in the shop (`/detail/:productId` on the shop host)',
      ),
    createTime: z.string(),
    reviewTime: z.string().nullable(),
  })
  .meta({ id: 'ProductRelease' });

/** A release as sent to its creator. */
export type ProductReleaseDto = z.infer<typeof ProductReleaseSchema>;

/** OpenAPI component `AdminProductRelease`: a release in the operators' review list, with its creator. */
export const AdminProductReleaseSchema = ProductReleaseSchema.extend({
  creator: AuthorSchema,
}).meta({ id: 'AdminProductRelease' });

/** A release as sent to operators. */
export type AdminProductReleaseDto = z.infer<typeof AdminProductReleaseSchema>;

/** Body of `POST /api/designer/releases` (the rules: domain `validateRelease`, checked by the service with its messages). */
export const SubmitReleaseBodySchema = z.object({
  contentId: z.string().min(1).max(64).describe('One of your published designs'),
  kind: z.string().max(32).describe('Product type: id-tag, pendant, keychain, figurine or poster'),
  sizes: z.array(z.string().max(32)).max(10).describe('Sizes of the type to offer (at least one)'),
  priceMinor: z
    .number()
    .describe(
      "Price of the type's smallest size, minor units of your edition's currency; within the type's range",
    ),
  description: z.string().max(5000),
});

/** Query of the creator's list. */
export const MyReleasesQuerySchema = z.object(pageQuery(PAGE_SIZE_MAX.cards));

/** Query of the operators' list. */
export const AdminReleasesQuerySchema = z.object({
  ...pageQuery(PAGE_SIZE_MAX.operator),
  status: ReleaseStatusSchema.optional(),
});

/** Body of `POST /admin/release/reject`. */
export const RejectReleaseBodySchema = z.object({
  releaseId: z.string().min(1).max(64),
  reason: z.string().max(RELEASE_REASON_MAX).describe('Why: the creator reads it (required)'),
});
