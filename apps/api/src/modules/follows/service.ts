import { MESSAGE_TYPE } from '@aigc/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { userExists } from '../../shared';
import { writeMessage } from '../messages';
import { followCounts } from './queries';
import type { FollowResultDto } from './schemas';

/** Messages of the follow rules (docs/product.md §5 'Login is required before following'). */
export const FollowMessages = {
  self: 'You cannot follow yourself',
  missing: 'This user does not exist',
} as const;

/**
 * Sets whether `followerId` follows `followedId` (docs/product.md §4 'Follow toggles').
 * Idempotent: following twice or unfollowing someone not followed succeeds
 * without change (INSERT … ON CONFLICT DO NOTHING / DELETE), so repeated and
 * concurrent requests leave exactly one row or none.
 * A new follow messages the followed user in the same transaction: type 11
 * (follow back) when they already follow the follower, else 10 (docs/product.md §9).
 * Errors: 400 {@link FollowMessages.self}; 404 unknown user.
 * Returns the new state with both counts.
 */
export async function setFollow(db: Db, followerId: string, followedId: string, follow: boolean, now: Date): Promise<FollowResultDto> {
  if (followerId === followedId) throw badRequest(FollowMessages.self);
  if (!(await userExists(db, followedId))) throw notFound(FollowMessages.missing);
  if (follow) {
    await db.transaction(async (tx) => {
      // One pair at a time: two users following each other at once get one 10 and one 11.
      const pair = [followerId, followedId].sort().join(':');
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`follow:${pair}`}))`);
      const added = await tx
        .insert(follows)
        .values({ followerId, followedId, createdAt: now })
        .onConflictDoNothing()
        .returning({ followedId: follows.followedId });
      if (added.length === 0) return;
      const back = await tx
        .select({ followerId: follows.followerId })
        .from(follows)
        .where(and(eq(follows.followerId, followedId), eq(follows.followedId, followerId)))
        .limit(1);
      const type = back.length > 0 ? MESSAGE_TYPE.FOLLOW_BACK : MESSAGE_TYPE.FOLLOW;
      await writeMessage(tx, { recipientId: followedId, type, actorId: followerId, now });
    });
  } else {
    await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
  }
  const [theirs, mine] = await Promise.all([followCounts(db, followedId), followCounts(db, followerId)]);
  return { followedUserId: followedId, isFollowing: follow, followerCount: theirs.followerCount, followingCount: mine.followingCount };
}
