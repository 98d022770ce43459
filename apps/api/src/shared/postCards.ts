import { wantState } from '@aigc/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { contentImages, contents, images, likes, topics, users, wants } from '../db/schema';
import { AuthorSchema } from './author';
import { ImageAssetSchema, toImageAsset } from './imageAsset';

/** OpenAPI component `PostCard`: a post in a feed (docs/api-contract.md). */
export const PostCardSchema = z
  .object({
    contentId: z.string(),
    title: z.string(),
    posterImage: ImageAssetSchema,
    imageCount: z.number().int(),
    author: AuthorSchema,
    topic: z.object({ uniqueTopicId: z.string(), title: z.string() }).nullable(),
    wantCount: z.number().int(),
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    wanted: z.boolean().describe('The caller has wanted it (false for visitors)'),
    liked: z.boolean().describe('The caller has liked it (false for visitors)'),
    wantState: z.enum(['collecting', 'full']).describe('full = more than 100 wants (docs/product.md §1)'),
    createTime: z.string(),
  })
  .meta({ id: 'PostCard' });

/** A feed card as sent to clients. */
export type PostCardDto = z.infer<typeof PostCardSchema>;

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

/** What {@link cardPage} lists. */
export interface CardPageQuery {
  /** Conditions on `contents`, its author (`users`) and challenge (`topics`); callers include `deleted_at is null`. */
  where: SQL | undefined;
  /** `hot` ({@link hotScore} at `now`) or `new`; ties break by id. */
  sort: FeedSort;
  now: Date;
  /** From 1. */
  page: number;
  pageSize: number;
  /** The caller (for `wanted`/`liked`), or null for visitors. */
  viewerId: string | null;
}

/** One page of post cards in feed order and the total number matching (two queries, then {@link hydrateCards}). */
export async function cardPage(db: DbOrTx, q: CardPageQuery): Promise<{ cards: PostCardDto[]; total: number }> {
  const order = q.sort === 'hot' ? [desc(hotScore(q.now)), asc(contents.id)] : [desc(contents.createdAt), asc(contents.id)];
  const [rows, totals] = await Promise.all([
    baseSelect(db)
      .where(q.where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.authorId))
      .leftJoin(topics, eq(topics.id, contents.topicId))
      .where(q.where),
  ]);
  return { cards: await hydrateCards(db, rows, q.viewerId), total: totals[0]?.n ?? 0 };
}

/** The card of a post that is not deleted, with its joined row, or null when it is missing or deleted. */
export async function visibleCard(
  db: DbOrTx,
  contentId: string,
  viewerId: string | null,
): Promise<{ card: PostCardDto; row: CardRow } | null> {
  const rows = await baseSelect(db)
    .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const [card] = await hydrateCards(db, [row], viewerId);
  return card ? { card, row } : null;
}
