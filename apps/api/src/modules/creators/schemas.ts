import { z } from 'zod';
import { CreatorTierSchema, ImageAssetSchema } from '../../shared';
import { PersonCardSchema } from '../follows';

/** A recent post of a creator, for the creator card (poster only). */
export const CreatorPostSchema = z.object({ contentId: z.string(), posterImage: ImageAssetSchema });

/**
 * OpenAPI component `Creator`: a creator in the ranking (docs/product.md §2 'Creators').
 * `rank` is 1-based over every user with at least one visible post.
 */
export const CreatorSchema = PersonCardSchema.extend({
  rank: z.number().int(),
  wantReceivedCount: z.number().int(),
  isQualityCreator: z.boolean().describe('A creator with rights or a verified creator (`creatorTier`, docs/product.md §6)'),
  recentPosts: z.array(CreatorPostSchema).describe('Up to 3 newest posts'),
}).meta({ id: 'Creator' });

/** A creator as sent to clients. */
export type CreatorDto = z.infer<typeof CreatorSchema>;

/** OpenAPI component `CreatorDetail`: the signed-in creator's own figures (`/creatorDetail/`). */
export const CreatorDetailSchema = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    avatar: z.string().nullable(),
    accountLevel: z.string(),
    isQualityCreator: z.boolean(),
    creatorTier: CreatorTierSchema,
    canLaunchProduct: z.boolean().describe('May launch a product directly (verified creators, `canLaunchProductDirectly`)'),
    priorityQueue: z.boolean().describe('Generation jobs take the priority queue (creators with rights, docs/product.md §1)'),
    rank: z.number().int().nullable().describe('Place in the creators ranking, null before the first post'),
    creatorCount: z.number().int().describe('Creators in the ranking'),
    postCount: z.number().int(),
    wantReceivedCount: z.number().int(),
    likeReceivedCount: z.number().int(),
    commentReceivedCount: z.number().int(),
    followerCount: z.number().int(),
    followingCount: z.number().int(),
    fullPostCount: z.number().int().describe('Posts past the make-it-real threshold (more than 100 wants)'),
    topPosts: z.array(CreatorPostSchema.extend({ title: z.string(), wantCount: z.number().int() })).describe('Up to 6 most wanted posts'),
  })
  .meta({ id: 'CreatorDetail' });

/** A creator detail as sent to clients. */
export type CreatorDetailDto = z.infer<typeof CreatorDetailSchema>;
