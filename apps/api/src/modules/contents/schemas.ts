import { z } from 'zod';
import { pageOf } from '../../lib/envelope';
import { AuthorSchema, ImageAssetSchema, MentionSchema, MentionUserSchema, PostCardSchema } from '../../shared';

const zeroOne = z.union([z.literal(0), z.literal(1)]);

export { PostCardSchema, type PostCardDto } from '../../shared';

/**
 * A page of the feed: `Page<PostCard>` (docs/api-contract.md) plus
 * `nextCursor`, the keyset position to ask for the next page with.
 */
export const FeedPageSchema = pageOf(PostCardSchema).extend({
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page (null on the last page)'),
});

/** OpenAPI component `PostModel`: the model file of a 3D post (docs/api-contract.md '3D posts'). */
export const PostModelSchema = z
  .object({
    glbUrl: z.string().describe('Binary glTF (metres, Y up) at a content-addressed URL, for the 3D preview'),
    stlUrl: z.string().nullable().describe('Printable binary STL (mm) of the same mesh, when there is one'),
    sizeBytes: z.number().int().describe('Size of the GLB in bytes'),
    downloadUrl: z.string().describe('GET it to download the GLB as an attachment (one model per download, docs/product.md §5)'),
  })
  .meta({ id: 'PostModel' });

/** OpenAPI component `PostDetail`: a post's page (docs/api-contract.md). */
export const PostDetailSchema = PostCardSchema.extend({
  description: z.string(),
  images: z.array(ImageAssetSchema).describe('Poster first'),
  prompt: z.string().nullable().describe('null when hiddenPrompt and the caller is not the author'),
  hiddenPrompt: zeroOne,
  showCustomizeBuyButton: zeroOne,
  wantThreshold: z.number().int(),
  isAuthor: z.boolean(),
  authorFollowed: z.boolean().describe('The caller follows the creator (false for visitors and the author)'),
  recentWanters: z.array(AuthorSchema),
  mentions: z.array(MentionSchema).describe('@-mentions in description (docs/product.md §3 mentionUser), in text order'),
  model: PostModelSchema.nullable().describe('The model file of a 3D post (isModel), null for image posts'),
}).meta({ id: 'PostDetail' });

/** A post detail as sent to clients. */
export type PostDetailDto = z.infer<typeof PostDetailSchema>;

/** OpenAPI component `PublishResult` (docs/product.md §3 Publish success response). */
export const PublishResultSchema = z
  .object({ createId: z.string(), popUpType: z.number().int().describe('0 = plain success, 1 = Want It challenge entry (explain the 100-want goal)') })
  .meta({ id: 'PublishResult' });

/** Body of `POST /api/topic/content` and `/general` (docs/product.md §3 Post publish payload). */
export const PublishBodySchema = z.object({
  topicId: z.string().nullish(),
  title: z.string().default(''),
  description: z.string().default(''),
  posterImage: z.string().min(1, 'Please select at least one image'),
  contentImage: z.array(z.string().min(1)).default([]),
  hiddenPrompt: zeroOne.default(0),
  showCustomizeBuyButton: zeroOne.default(0),
  type: z.union([z.literal(1), z.literal(2)]).default(1).describe('1 history works, 2 local upload'),
  mentionUser: MentionUserSchema,
  modelGenerateId: z
    .string()
    .min(1)
    .optional()
    .describe("A 3D post: the caller's image → 3D generation whose model is published (the poster must be its preview)"),
});

/** A parsed publish body. */
export type PublishBody = z.infer<typeof PublishBodySchema>;
