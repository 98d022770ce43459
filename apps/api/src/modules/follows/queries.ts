import { creatorTierOf } from '@aigc/domain';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contents, follows, users } from '../../db/schema';
import type { PersonCardDto } from './schemas';

/** Follower and following counts of `userId` (`count(*)` over `follows`, exact under concurrency). */
export async function followCounts(db: DbOrTx, userId: string): Promise<{ followerCount: number; followingCount: number }> {
  const [followers, following] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.followedId, userId)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId)),
  ]);
  return { followerCount: followers[0]?.n ?? 0, followingCount: following[0]?.n ?? 0 };
}

/**
 * The caller's relation to each of `userIds`: `following` = ids the viewer
 * follows, `followers` = ids that follow the viewer. Empty sets for visitors.
 */
export async function relationsOf(
  db: DbOrTx,
  viewerId: string | null,
  userIds: readonly string[],
): Promise<{ following: Set<string>; followers: Set<string> }> {
  if (!viewerId || userIds.length === 0) return { following: new Set(), followers: new Set() };
  const ids = [...new Set(userIds)];
  const [out, inn] = await Promise.all([
    db
      .select({ id: follows.followedId })
      .from(follows)
      .where(and(eq(follows.followerId, viewerId), inArray(follows.followedId, ids))),
    db
      .select({ id: follows.followerId })
      .from(follows)
      .where(and(eq(follows.followedId, viewerId), inArray(follows.followerId, ids))),
  ]);
  return { following: new Set(out.map((r) => r.id)), followers: new Set(inn.map((r) => r.id)) };
}

/**
 * Person cards for `userIds`, in the given order (unknown ids skipped):
 * profile fields, visible post count, follower count and the viewer's
 * relation flags — four batched queries whatever the number of ids.
 */
export async function personCards(db: DbOrTx, userIds: readonly string[], viewerId: string | null): Promise<PersonCardDto[]> {
  if (userIds.length === 0) return [];
  const ids = [...new Set(userIds)];
  const [rows, posts, fans, rel] = await Promise.all([
    db
      .select({ id: users.id, nickname: users.nickname, avatar: users.avatar, accountLevel: users.accountLevel, creatorTier: users.creatorTier })
      .from(users)
      .where(inArray(users.id, ids)),
    db
      .select({ id: contents.authorId, n: count() })
      .from(contents)
      .where(and(inArray(contents.authorId, ids), isNull(contents.deletedAt)))
      .groupBy(contents.authorId),
    db
      .select({ id: follows.followedId, n: count() })
      .from(follows)
      .where(inArray(follows.followedId, ids))
      .groupBy(follows.followedId),
    relationsOf(db, viewerId, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const postsOf = new Map(posts.map((r) => [r.id, r.n]));
  const fansOf = new Map(fans.map((r) => [r.id, r.n]));
  return userIds.flatMap((id) => {
    const u = byId.get(id);
    if (!u) return [];
    return [
      {
        userId: u.id,
        nickName: u.nickname,
        avatar: u.avatar,
        accountLevel: u.accountLevel,
        creatorTier: creatorTierOf(u),
        postCount: postsOf.get(id) ?? 0,
        followerCount: fansOf.get(id) ?? 0,
        isFollowing: rel.following.has(id),
        followsYou: rel.followers.has(id),
        isSelf: viewerId === id,
      },
    ];
  });
}

/** Which side of the relation a list shows. */
export type FollowListKind = 'followers' | 'following';

/**
 * One page of the followers of `userId` (kind 'followers') or the users
 * `userId` follows ('following'), newest relation first, ties by id; and
 * the total.
 */
export async function listFollowIds(
  db: DbOrTx,
  userId: string,
  kind: FollowListKind,
  page: number,
  pageSize: number,
): Promise<{ ids: string[]; total: number }> {
  const mine = kind === 'followers' ? follows.followedId : follows.followerId;
  const other = kind === 'followers' ? follows.followerId : follows.followedId;
  const [rows, totals] = await Promise.all([
    db
      .select({ id: other })
      .from(follows)
      .where(eq(mine, userId))
      .orderBy(desc(follows.createdAt), sql`${other} asc`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(follows).where(eq(mine, userId)),
  ]);
  return { ids: rows.map((r) => r.id), total: totals[0]?.n ?? 0 };
}
