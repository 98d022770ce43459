import { z } from 'zod';
import { PostCardSchema } from '../../shared';
import { PRODUCT_STATUSES, type ProductStatus } from '@aigc/domain';
import { POST_KINDS, PRODUCT_TABS, USER_POST_TABS } from './queries';

/** Query of `GET /api/topic/content/user/list` (the account tabs). */
export const UserPostsQuerySchema = z.object({
  userId: z.string().min(1, 'Please give a userId'),
  tab: z.enum(USER_POST_TABS).default('posts').describe('posts | product | likes | wants'),
  productTab: z.enum(PRODUCT_TABS).default('all').describe('product tab only: all | in_production | on_sale'),
  kind: z.enum(POST_KINDS).default('all').describe('all | image | model (3D)'),
  tz: z.string().optional(),
});

/** OpenAPI component `UserPostCard`: a post card of the account tabs, with its 3D model file. */
export const UserPostCardSchema = PostCardSchema.extend({
  modelUrl: z.string().nullable().describe('URL of the 3D model file (GLB/STL), null for image posts'),
  productStatus: z.enum(PRODUCT_STATUSES as unknown as [ProductStatus, ...ProductStatus[]]).nullable().describe('Make-it-real status, null when not a product'),
}).meta({ id: 'UserPostCard' });

/** Body of `POST /api/user/profile/update`. */
export const ProfileUpdateBodySchema = z.object({
  nickName: z.string({ error: 'Please enter a nickname' }).describe('2–20 characters (docs/product.md §5)'),
});

/** Body of `POST /api/topic/content/batch/delete` (docs/product.md §5: at most 50 ids). */
export const BatchDeleteBodySchema = z.object({
  contentIds: z.array(z.string().min(1)).describe('Ids of the caller’s posts, 1–50'),
});

/** OpenAPI component `BatchDeleteResult`. */
export const BatchDeleteResultSchema = z
  .object({
    deletedIds: z.array(z.string()).describe('Posts removed by this call (already-deleted ones are skipped)'),
    refundedUsers: z.number().int().describe('Users whose want-tickets were refunded'),
    refundedTickets: z.number().int().describe('Want-tickets refunded in all'),
  })
  .meta({ id: 'BatchDeleteResult' });
