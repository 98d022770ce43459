import { z } from 'zod';
import type { users } from '../../db/schema';

/** OpenAPI component `User` (docs/api-contract.md; docs/product.md §3 User). */
export const UserSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    nickName: z.string(),
    avatar: z.string().nullable(),
    email: z.string(),
    accountLevel: z.string(),
    balance: z.number().int().describe('Want-ticket count'),
    showPostLocalUpload: z.boolean(),
    needOnBoarding: z.boolean(),
    eduIdentity: z.null(),
  })
  .meta({ id: 'User' });

/** A user as sent to clients. */
export type UserDto = z.infer<typeof UserSchema>;

/** Maps a `users` row to the {@link UserDto} (balance = tickets, never below 0). */
export function toUserDto(row: typeof users.$inferSelect): UserDto {
  return {
    id: row.id,
    userId: row.id,
    nickName: row.nickname,
    avatar: row.avatar,
    email: row.email,
    accountLevel: row.accountLevel,
    balance: Math.max(0, row.tickets),
    showPostLocalUpload: row.showPostLocalUpload,
    needOnBoarding: row.needOnboarding,
    eduIdentity: null,
  };
}

/** OpenAPI component `UserProfile` (public profile of any user). */
export const UserProfileSchema = z
  .object({
    userId: z.string(),
    nickName: z.string(),
    avatar: z.string().nullable(),
    postCount: z.number().int(),
    wantReceivedCount: z.number().int(),
    joinedAt: z.string(),
    isSelf: z.boolean(),
    followerCount: z.number().int(),
    followingCount: z.number().int(),
    isFollowing: z.boolean().describe('The caller follows this user (false for visitors)'),
    followsYou: z.boolean().describe('This user follows the caller (follow back)'),
  })
  .meta({ id: 'UserProfile' });

export { AuthorSchema } from '../../shared';
