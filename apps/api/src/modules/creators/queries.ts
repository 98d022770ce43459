import { WANT_THRESHOLD } from '@aigc/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentImages, contents, images } from '../../db/schema';
import { toImageAsset } from '../../shared';
import type { ImageAssetDto } from '../../shared';

/**
 * The creators ranking as SQL (common table expressions): every user with at
 * least one visible post, ranked by wants received (desc), then followers
 * (desc), then visible posts (desc), then id — wants cost a ticket, so they
 * are the strongest signal of a creator's appeal (docs/product.md §1).
 */
const rankingCte = sql`
  with stats as (
    select author_id as id, count(*)::int as posts, coalesce(sum(want_count), 0)::int as wants
    from contents where deleted_at is null group by author_id
  ), fans as (
    select followed_id as id, count(*)::int as followers from follows group by followed_id
  ), ranked as (
    select s.id, s.posts, s.wants, coalesce(f.followers, 0)::int as followers,
      (row_number() over (order by s.wants desc, coalesce(f.followers, 0) desc, s.posts desc, s.id asc))::int as rank
    from stats s left join fans f on f.id = s.id
  )`;

/** One ranked creator row. */
export interface RankedRow {
  id: string;
  posts: number;
  wants: number;
  followers: number;
  rank: number;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

function toRanked(r: Record<string, unknown>): RankedRow {
  return { id: String(r.id), posts: Number(r.posts), wants: Number(r.wants), followers: Number(r.followers), rank: Number(r.rank) };
}

/** One page of the ranking (rank order) and the number of ranked creators. */
export async function rankingPage(db: DbOrTx, page: number, pageSize: number): Promise<{ rows: RankedRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db.execute(sql`${rankingCte} select * from ranked order by rank limit ${pageSize} offset ${(page - 1) * pageSize}`),
    creatorCount(db),
  ]);
  return { rows: rowsOf(rows).map(toRanked), total: totals };
}

/** Number of ranked creators (users with at least one visible post). */
export async function creatorCount(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`select count(distinct author_id)::int as n from contents where deleted_at is null`);
  return Number(rowsOf(res)[0]?.n ?? 0);
}

/** The ranking row of `userId`, or null when they have no visible post. */
export async function rankOf(db: DbOrTx, userId: string): Promise<RankedRow | null> {
  const res = await db.execute(sql`${rankingCte} select * from ranked where id = ${userId}`);
  const r = rowsOf(res)[0];
  return r ? toRanked(r) : null;
}

/** Up to `perUser` newest visible posts (id + poster) of each of `userIds`. */
export async function recentPostsOf(
  db: DbOrTx,
  userIds: readonly string[],
  perUser: number,
): Promise<Map<string, { contentId: string; posterImage: ImageAssetDto }[]>> {
  const out = new Map<string, { contentId: string; posterImage: ImageAssetDto }[]>();
  if (userIds.length === 0) return out;
  const res = await db.execute(sql`
    select id, author_id from (
      select id, author_id, row_number() over (partition by author_id order by created_at desc, id) as n
      from contents where deleted_at is null and author_id in ${[...userIds]}
    ) t where n <= ${perUser}`);
  const picked = rowsOf(res).map((r) => ({ id: String(r.id), authorId: String(r.author_id) }));
  if (picked.length === 0) return out;
  const posters = await db
    .select({ contentId: contentImages.contentId, img: images })
    .from(contentImages)
    .innerJoin(images, eq(images.id, contentImages.imageId))
    .where(and(inArray(contentImages.contentId, picked.map((p) => p.id)), eq(contentImages.position, 0)));
  const posterOf = new Map(posters.map((p) => [p.contentId, p.img]));
  for (const p of picked) {
    const img = posterOf.get(p.id);
    if (!img) continue;
    const list = out.get(p.authorId) ?? [];
    list.push({ contentId: p.id, posterImage: toImageAsset(img) });
    out.set(p.authorId, list);
  }
  return out;
}

/** Likes and comments received on visible posts, posts past the want threshold, and the most wanted posts. */
export async function creatorTotals(db: DbOrTx, userId: string) {
  const mine = and(eq(contents.authorId, userId), isNull(contents.deletedAt));
  const [sums, top] = await Promise.all([
    db
      .select({
        likes: sql<number>`coalesce(sum(${contents.likeCount}), 0)::int`,
        comments: sql<number>`coalesce(sum(${contents.commentCount}), 0)::int`,
        full: sql<number>`count(*) filter (where ${contents.wantCount} > ${WANT_THRESHOLD})::int`,
      })
      .from(contents)
      .where(mine),
    db
      .select({ c: contents, img: images })
      .from(contents)
      .innerJoin(contentImages, and(eq(contentImages.contentId, contents.id), eq(contentImages.position, 0)))
      .innerJoin(images, eq(images.id, contentImages.imageId))
      .where(mine)
      .orderBy(desc(contents.wantCount), desc(contents.createdAt), contents.id)
      .limit(6),
  ]);
  const s = sums[0];
  return {
    likeReceivedCount: Number(s?.likes ?? 0),
    commentReceivedCount: Number(s?.comments ?? 0),
    fullPostCount: Number(s?.full ?? 0),
    topPosts: top.map((t) => ({ contentId: t.c.id, title: t.c.title, wantCount: t.c.wantCount, posterImage: toImageAsset(t.img) })),
  };
}

/** A creator's figures in a period: wants and likes received from others, and the score they rank by. */
export interface PeriodRankRow {
  id: string;
  rank: number;
  score: number;
  wants: number;
  likes: number;
}

/** Weight of a want in the creators' period ranking (a like weighs 1): a want costs a ticket. */
export const RANKING_WANT_WEIGHT = 2;

/**
 * The top `size` creators of `[start, end)` (docs/product.md §7 'Messages', type
 * 22): the wants and likes their visible posts received in the period from
 * other users (their own do not count), scored RANKING_WANT_WEIGHT (2) per
 * want, 1 per like — ranked by score, then wants, then id. Creators who
 * received nothing are not ranked.
 */
export async function periodRanking(db: DbOrTx, start: Date, end: Date, size: number): Promise<PeriodRankRow[]> {
  const from = start.toISOString();
  const to = end.toISOString();
  const res = await db.execute(sql`
    with w as (
      select c.author_id as id, count(*)::int as n from wants x join contents c on c.id = x.content_id
      where c.deleted_at is null and x.user_id <> c.author_id
        and x.created_at >= ${from}::timestamptz and x.created_at < ${to}::timestamptz
      group by c.author_id
    ), l as (
      select c.author_id as id, count(*)::int as n from likes x join contents c on c.id = x.content_id
      where c.deleted_at is null and x.user_id <> c.author_id
        and x.created_at >= ${from}::timestamptz and x.created_at < ${to}::timestamptz
      group by c.author_id
    ), s as (
      select coalesce(w.id, l.id) as id, coalesce(w.n, 0) as wants, coalesce(l.n, 0) as likes
      from w full join l on l.id = w.id
    )
    select id, wants, likes, (${RANKING_WANT_WEIGHT} * wants + likes)::int as score,
      (row_number() over (order by ${RANKING_WANT_WEIGHT} * wants + likes desc, wants desc, id asc))::int as rank
    from s order by rank limit ${size}`);
  return rowsOf(res).map((r) => ({
    id: String(r.id),
    rank: Number(r.rank),
    score: Number(r.score),
    wants: Number(r.wants),
    likes: Number(r.likes),
  }));
}
