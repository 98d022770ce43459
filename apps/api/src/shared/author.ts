import { CREATOR_TIERS, creatorTierOf } from '@aigc/domain';
import { z } from 'zod';

/**
 * OpenAPI `CreatorTier` (docs/product.md §1 'Creator tiers'): `none`,
 * `rights` (creator with rights: priority queue) or `verified` (signed
 * creator: also the higher royalty rate and direct product launch). Computed
 * with `creatorTierOf` from the user row.
 */
export const CreatorTierSchema = z
  .enum(CREATOR_TIERS)
  .describe('Creator tier: none, rights (priority queue) or verified (signed creator: higher royalty rate, direct launch)')
  .meta({ id: 'CreatorTier' });

/** OpenAPI component `Author` (a user as shown on posts and comments), with the creator tier its badge shows. */
export const AuthorSchema = z
  .object({ userId: z.string(), nickName: z.string(), avatar: z.string().nullable(), creatorTier: CreatorTierSchema })
  .meta({ id: 'Author' });

/** An author as sent to clients. */
export type AuthorDto = z.infer<typeof AuthorSchema>;

/**
 * Maps the user columns of a query to an {@link AuthorDto}; the tier is
 * `creatorTierOf(creatorTier, accountLevel)`. Select both columns
 * (`users.creatorTier`, `users.accountLevel`) wherever authors are listed.
 */
export function toAuthor(u: { userId: string; nickName: string; avatar: string | null; creatorTier: string | null; accountLevel: string }): AuthorDto {
  return { userId: u.userId, nickName: u.nickName, avatar: u.avatar, creatorTier: creatorTierOf(u) };
}
