import { z } from 'zod';
import { CreatorTierSchema } from '../../shared';

/** Body of `POST /api/follow/add` and `/api/follow/cancel` (docs/product.md §7). */
export const FollowBodySchema = z.object({
  followedUserId: z.string({ error: 'Please give a followedUserId' }).min(1, 'Please give a followedUserId'),
});

/** OpenAPI component `FollowResult`: the follow state after a follow/unfollow. */
export const FollowResultSchema = z
  .object({
    followedUserId: z.string(),
    isFollowing: z.boolean().describe('The caller now follows the user'),
    followerCount: z.number().int().describe("The user's follower count after the change"),
    followingCount: z.number().int().describe("The caller's following count after the change"),
  })
  .meta({ id: 'FollowResult' });

/** A follow result as sent to clients. */
export type FollowResultDto = z.infer<typeof FollowResultSchema>;

/**
 * OpenAPI component `PersonCard`: a user in the followers / following lists
 * and the creators list, with the caller's relation to them (follow back:
 * `followsYou` true and `isFollowing` false). Visitors get false flags.
 */
export const PersonCardSchema = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    avatar: z.string().nullable(),
    accountLevel: z.string(),
    creatorTier: CreatorTierSchema,
    postCount: z.number().int(),
    followerCount: z.number().int(),
    isFollowing: z.boolean().describe('The caller follows this user'),
    followsYou: z.boolean().describe('This user follows the caller'),
    isSelf: z.boolean(),
  })
  .meta({ id: 'PersonCard' });

/** A person card as sent to clients. */
export type PersonCardDto = z.infer<typeof PersonCardSchema>;
