import { z } from 'zod';
import { creatorTierOf, maskMobile } from '@aigc/domain';
import { CreatorTierSchema } from '../../shared';
import type { users } from '../../db/schema';

/** OpenAPI component `User` (docs/api-contract.md; docs/product.md §3 User). */
export const UserSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    nickName: z.string(),
    avatar: z.string().nullable(),
    email: z
      .string()
      .nullable()
      .describe('Sign-in e-mail (lower case); null for accounts without one'),
    phone: z
      .string()
      .nullable()
      .describe(
        'Bound China mobile number, masked (`138****5678`); null when none (docs/product.md §3)',
      ),
    openId: z
      .string()
      .nullable()
      .describe("The account's WeChat openid; null when no WeChat is linked (docs/product.md §3)"),
    hasPassword: z
      .boolean()
      .describe('The account has a password (password change needs the old one; docs/auth.md)'),
    accountLevel: z.string(),
    creatorTier: CreatorTierSchema,
    balance: z.number().int().describe('Want-ticket count'),
    showPostLocalUpload: z.boolean(),
    needOnBoarding: z.boolean(),
    eduIdentity: z
      .enum(['teacher', 'student'])
      .nullable()
      .describe('Education accounts: teacher or student (docs/edu.md); null on the main sites'),
  })
  .meta({ id: 'User' });

/** A user as sent to clients. */
export type UserDto = z.infer<typeof UserSchema>;

/**
 * Maps a `users` row and its WeChat openid to the {@link UserDto} (balance =
 * tickets, never below 0; the phone masked). Use `userDtoOf` of
 * `./queries` when the openid is not at hand.
 */
export function toUserDto(row: typeof users.$inferSelect, wechatOpenId: string | null): UserDto {
  return {
    id: row.id,
    userId: row.id,
    nickName: row.nickname,
    avatar: row.avatar,
    email: row.email,
    phone: row.phone === null ? null : maskMobile(row.phone),
    openId: wechatOpenId,
    hasPassword: row.passwordHash !== null && row.passwordHash.startsWith('$'),
    accountLevel: row.accountLevel,
    creatorTier: creatorTierOf(row),
    balance: Math.max(0, row.tickets),
    showPostLocalUpload: row.showPostLocalUpload,
    needOnBoarding: row.needOnboarding,
    eduIdentity: row.eduRole ?? null,
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
    creatorTier: CreatorTierSchema,
    isSelf: z.boolean(),
    followerCount: z.number().int(),
    followingCount: z.number().int(),
    isFollowing: z.boolean().describe('The caller follows this user (false for visitors)'),
    followsYou: z.boolean().describe('This user follows the caller (follow back)'),
  })
  .meta({ id: 'UserProfile' });

export { AuthorSchema } from '../../shared';
