import { WANT_THRESHOLD, wantState } from '@aigc/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentImages, contentMentions, contents, follows, images, likes, topics, users, wants } from '../../db/schema';
import { toImageAsset } from '../generate/schemas';
import type { PostCardDto, PostDetailDto } from './schemas';

/** Feed orders: `hot` (see {@link hotScore}) or `new` (created_at desc). */
export type FeedSort = 'hot' | 'new';

/** Weight of one want in the hot score (a like weighs 1). */
export const HOT_WANT_WEIGHT = 2;
/** Hours added to a post's age in the hot score, so brand-new posts do not divide by ~0. */
export const HOT_AGE_OFFSET_HOURS = 2;
/** Exponent of the age in the hot score (time decay; higher = faster decay). */
export const HOT_GRAVITY = 1.5;

/**
 * The hot score of a post at time `now` (SQL, double precision):
 *
 *   score = (2 · want_count + like_count + 1) / (age_hours + 2) ^ 1.5
 *
 * where age_hours = max(0, now − created_at) in hours. Wants weigh twice a
 * like because they cost a ticket; the +1 lets new posts without votes rank
 * by freshness; the power-law decay (Hacker News style) lets a fresh post
 * with few wants overtake an old one with many. Ties break by id.
 */
export function hotScore(now: Date): SQL<number> {
  return sql<number>`((${HOT_WANT_WEIGHT} * ${contents.wantCount} + ${contents.likeCount} + 1)::float8 / power(greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${contents.createdAt})) / 3600.0, 0) + ${HOT_AGE_OFFSET_HOURS}, ${HOT_GRAVITY}))`;
}

/** The same formula in TypeScript (documentation and tests). Age in ms. */
export function hotScoreOf(wantCount: number, likeCount: number, ageMs: number): number {
  const hours = Math.max(0, ageMs) / 3_600_000;
  return (HOT_WANT_WEIGHT * wantCount + likeCount + 1) / (hours + HOT_AGE_OFFSET_HOURS) ** HOT_GRAVITY;
}

const cardColumns = {
  c: contents,
  authorId: users.id,
  authorNick: users.nickname,
  authorAvatar: users.avatar,
  topicTitle: topics.title,
};

/** A joined content row before hydration (see {@link hydrateCards}). */
export type CardRow = {
  c: typeof contents.$inferSelect;
  authorId: string;
  authorNick: string;
  authorAvatar: string | null;
  topicTitle: string | null;
};

/** Content rows joined with their author and challenge (add `.where`/`.orderBy`). */
export function baseSelect(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(contents)
    .innerJoin(users, eq(users.id, contents.authorId))
    .leftJoin(topics, eq(topics.id, contents.topicId));
}

/** Turns content rows into cards: poster, image count and the caller's `wanted` and `liked` in four batched queries. */
export async function hydrateCards(db: DbOrTx, rows: CardRow[], viewerId: string | null): Promise<PostCardDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.c.id);
  const [posters, counts, wanted, liked] = await Promise.all([
    db
      .select({ contentId: contentImages.contentId, img: images })
      .from(contentImages)
      .innerJoin(images, eq(images.id, contentImages.imageId))
      .where(and(inArray(contentImages.contentId, ids), eq(contentImages.position, 0))),
    db
      .select({ contentId: contentImages.contentId, n: count() })
      .from(contentImages)
      .where(inArray(contentImages.contentId, ids))
      .groupBy(contentImages.contentId),
    viewerId
      ? db
          .select({ contentId: wants.contentId })
          .from(wants)
          .where(and(eq(wants.userId, viewerId), inArray(wants.contentId, ids)))
      : Promise.resolve([] as { contentId: string }[]),
    viewerId
      ? db
          .select({ contentId: likes.contentId })
          .from(likes)
          .where(and(eq(likes.userId, viewerId), inArray(likes.contentId, ids)))
      : Promise.resolve([] as { contentId: string }[]),
  ]);
  const posterOf = new Map(posters.map((p) => [p.contentId, p.img]));
  const countOf = new Map(counts.map((p) => [p.contentId, p.n]));
  const wantedSet = new Set(wanted.map((w) => w.contentId));
  const likedSet = new Set(liked.map((l) => l.contentId));
  return rows.flatMap((r) => {
    const poster = posterOf.get(r.c.id);
    if (!poster) return [];
    return [
      {
        contentId: r.c.id,
        title: r.c.title,
        posterImage: toImageAsset(poster),
        imageCount: countOf.get(r.c.id) ?? 1,
        author: { userId: r.authorId, nickName: r.authorNick, avatar: r.authorAvatar },
        topic: r.c.topicId && r.topicTitle !== null ? { uniqueTopicId: r.c.topicId, title: r.topicTitle } : null,
        wantCount: r.c.wantCount,
        likeCount: r.c.likeCount,
        commentCount: r.c.commentCount,
        wanted: wantedSet.has(r.c.id),
        liked: likedSet.has(r.c.id),
        wantState: wantState(r.c.wantCount),
        createTime: r.c.createdAt.toISOString(),
      },
    ];
  });
}

/** Options of {@link listCards}. */
export interface ListCardsOptions {
  sort: FeedSort;
  page: number;
  pageSize: number;
  /** Only posts in this challenge. */
  topicId?: string | undefined;
  /** Only posts by this user. */
  authorId?: string | undefined;
  /** The caller (for `wanted`), or null for visitors. */
  viewerId: string | null;
  /** Reference time of the hot score. */
  now: Date;
}

/** One page of non-deleted post cards and the total count (see {@link hotScore} for `hot`). */
export async function listCards(db: DbOrTx, o: ListCardsOptions): Promise<{ cards: PostCardDto[]; total: number }> {
  const conds: SQL[] = [isNull(contents.deletedAt)];
  if (o.topicId) conds.push(eq(contents.topicId, o.topicId));
  if (o.authorId) conds.push(eq(contents.authorId, o.authorId));
  const where = and(...conds);
  const order = o.sort === 'hot' ? [desc(hotScore(o.now)), asc(contents.id)] : [desc(contents.createdAt), asc(contents.id)];
  const [rows, totals] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(...order)
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(contents).where(where),
  ]);
  return { cards: await hydrateCards(db, rows, o.viewerId), total: totals[0]?.n ?? 0 };
}

/** Number of recent wanters shown on a post's page. */
export const RECENT_WANTERS = 8;

/**
 * The detail of a non-deleted post, or null. The prompt is null when the
 * post hides it and the viewer is not the author.
 */
export async function findDetail(db: DbOrTx, contentId: string, viewerId: string | null): Promise<PostDetailDto | null> {
  const rows = await baseSelect(db)
    .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const [card] = await hydrateCards(db, [row], viewerId);
  if (!card) return null;
  const isAuthor = viewerId !== null && viewerId === row.c.authorId;
  const [imgs, wanters, following, mentioned] = await Promise.all([
    db
      .select({ img: images })
      .from(contentImages)
      .innerJoin(images, eq(images.id, contentImages.imageId))
      .where(eq(contentImages.contentId, contentId))
      .orderBy(asc(contentImages.position)),
    db
      .select({ userId: users.id, nickName: users.nickname, avatar: users.avatar })
      .from(wants)
      .innerJoin(users, eq(users.id, wants.userId))
      .where(eq(wants.contentId, contentId))
      .orderBy(desc(wants.createdAt), asc(wants.userId))
      .limit(RECENT_WANTERS),
    viewerId !== null && !isAuthor
      ? db
          .select({ id: follows.followedId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), eq(follows.followedId, row.c.authorId)))
          .limit(1)
      : Promise.resolve([]),
    db
      .select({
        userId: contentMentions.userId,
        nickName: users.nickname,
        startIndex: contentMentions.startIndex,
        endIndex: contentMentions.endIndex,
      })
      .from(contentMentions)
      .innerJoin(users, eq(users.id, contentMentions.userId))
      .where(eq(contentMentions.contentId, contentId))
      .orderBy(asc(contentMentions.startIndex)),
  ]);
  return {
    ...card,
    description: row.c.description,
    mentions: mentioned,
    images: imgs.map((i) => toImageAsset(i.img)),
    prompt: row.c.hiddenPrompt && !isAuthor ? null : row.c.prompt,
    hiddenPrompt: row.c.hiddenPrompt ? 1 : 0,
    showCustomizeBuyButton: row.c.showCustomizeBuyButton ? 1 : 0,
    wantThreshold: WANT_THRESHOLD,
    isAuthor,
    authorFollowed: following.length > 0,
    recentWanters: wanters,
  };
}

/** Whether a user with this id exists. */
export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

/** Whether a non-deleted post with this id exists. */
export async function contentExists(db: DbOrTx, contentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
