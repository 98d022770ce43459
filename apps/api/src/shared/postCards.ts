import { DEFAULT_LOCALE, wantState, type Locale } from '@aigc/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { textArray } from '../db/arrays';
import type { DbOrTx } from '../db/client';
import type { SessionInfo } from '../lib/sessions';
import { contentImages, contentModels, contents, images, likes, topics, users, wants } from '../db/schema';
import { AuthorSchema, toAuthor } from './author';
import { ImageAssetSchema, toImageAsset } from './imageAsset';

/** OpenAPI component `PostCard`: a post in a feed (docs/api-contract.md). */
export const PostCardSchema = z
  .object({
    contentId: z.string(),
    title: z.string(),
    posterImage: ImageAssetSchema,
    imageCount: z.number().int(),
    isModel: z.boolean().describe('A 3D post (it has a model file, docs/api-contract.md \'3D posts\'): the card shows a 3D badge'),
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

/** Feed orders: `hot` (the stored `hot_score`, see {@link hotScoreOf}) or `new` (created_at desc); ties break by id. */
export type FeedSort = 'hot' | 'new';

/**
 * Weights of the hot score's engagement (docs/ranking.md): a want costs a
 * ticket and weighs most, a comment takes effort and weighs more than a like.
 */
export const HOT_WEIGHTS = { want: 4, comment: 2, like: 1 } as const;
/**
 * Hours of age that cost a post one doubling of its weighted engagement in
 * the hot score (docs/ranking.md): at 96 h (4 days) a post with 130 wants
 * from a week ago stays above a brand-new post with 1 want for about four
 * weeks, while a fresh post with about a third of its wants passes it.
 */
export const HOT_DOUBLING_HOURS = 96;

/**
 * The hot score of a post, as stored in `contents.hot_score` (a column
 * PostgreSQL generates with the SQL function `feed_hot_score`, migration
 * `drizzle/0020_feed_hot_score_engagement.sql`; this is the same formula in
 * TypeScript, for documentation and tests; docs/ranking.md says why):
 *
 *   hot = log2(4 · wants + 2 · comments + likes + 1) + created_at / 96 h
 *
 * with `created_at` in seconds since the Unix epoch. It is Reddit's "hot"
 * shape — log-scaled votes plus age as a linear term — and equals
 * log2 of an exponential decay, (4w + 2c + l + 1) · 2^(−age / 96 h), plus the
 * same `now / 96 h` for every post: the order it gives is the decayed order at
 * any moment, so the stored value never needs re-scoring as time passes and
 * changes only when a counter does, in the same statement. A post gains a
 * place over one 4 days older only with twice the weighted engagement. The +1
 * lets a post without engagement rank by freshness. Order: score desc, then id asc.
 * @param createdAtMs creation time, ms since the Unix epoch.
 */
export function hotScoreOf(wantCount: number, likeCount: number, commentCount: number, createdAtMs: number): number {
  const weight = Math.max(1, HOT_WEIGHTS.want * wantCount + HOT_WEIGHTS.comment * commentCount + HOT_WEIGHTS.like * likeCount + 1);
  return Math.log2(weight) + createdAtMs / 1000 / (HOT_DOUBLING_HOURS * 3600);
}

/**
 * A card's challenge title in `locale` (docs/api-contract.md 'Language of
 * official text'): the title of `topics.translations[locale]` when it is set
 * and not empty, else the source title — the rule of `topicIn`
 * (src/modules/topics), in SQL so a page of cards needs no second query.
 */
export function topicTitleIn(locale: Locale): SQL<string | null> {
  if (locale === DEFAULT_LOCALE) return sql<string | null>`${topics.title}`;
  return sql<string | null>`coalesce(nullif(${topics.translations} -> ${locale} ->> 'title', ''), ${topics.title})`;
}

function cardColumns(locale: Locale) {
  return {
    c: contents,
    authorId: users.id,
    authorNick: users.nickname,
    authorAvatar: users.avatar,
    authorTier: users.creatorTier,
    authorLevel: users.accountLevel,
    topicTitle: topicTitleIn(locale),
  };
}

/** A joined content row before hydration (see {@link hydrateCards}). */
export type CardRow = {
  c: typeof contents.$inferSelect;
  authorId: string;
  authorNick: string;
  authorAvatar: string | null;
  authorTier: string;
  authorLevel: string;
  topicTitle: string | null;
};

/** Content rows joined with their author and challenge, its title in `locale` (add `.where`/`.orderBy`). */
export function baseSelect(db: DbOrTx, locale: Locale = DEFAULT_LOCALE) {
  return db
    .select(cardColumns(locale))
    .from(contents)
    .innerJoin(users, eq(users.id, contents.authorId))
    .leftJoin(topics, eq(topics.id, contents.topicId));
}

/**
 * Which of the posts `ids` the user `viewerId` has liked and wanted: one
 * indexed lookup per id on the primary keys of `likes` and `wants`, in one
 * statement (empty sets for visitors, without a query).
 */
export async function viewerFlags(
  db: DbOrTx,
  viewerId: string | null,
  ids: readonly string[],
): Promise<{ liked: Set<string>; wanted: Set<string> }> {
  const liked = new Set<string>();
  const wanted = new Set<string>();
  if (viewerId === null || ids.length === 0) return { liked, wanted };
  const list = textArray(ids);
  const result = await db.execute(sql`
    select ${likes.contentId} as id, 'l' as kind from ${likes} where ${likes.userId} = ${viewerId} and ${likes.contentId} = any(${list}::text[])
    union all
    select ${wants.contentId} as id, 'w' as kind from ${wants} where ${wants.userId} = ${viewerId} and ${wants.contentId} = any(${list}::text[])`);
  for (const row of (result as unknown as { rows: { id: string; kind: string }[] }).rows) {
    (row.kind === 'l' ? liked : wanted).add(row.id);
  }
  return { liked, wanted };
}

/**
 * A signed-in feed request's database work in one round trip (SQL function
 * `feed_viewer_flags`, migration 0014): the live session of `tokenHash` at
 * `now` — the rule of `findSession` (src/lib/sessions.ts): not revoked, not
 * expired, with the account's education role — and which of the posts `ids`
 * its user has liked and wanted. `session` is null (and the sets empty) when
 * the session is not live.
 */
export async function viewerAndFlags(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
  ids: readonly string[],
): Promise<{ session: SessionInfo | null; liked: Set<string>; wanted: Set<string> }> {
  const result = await db.execute(
    sql`select kind, id, edu_role, expires_at from feed_viewer_flags(${tokenHash}, ${now.toISOString()}::timestamptz, ${textArray(ids)}::text[])`,
  );
  let session: SessionInfo | null = null;
  const liked = new Set<string>();
  const wanted = new Set<string>();
  for (const row of (result as unknown as { rows: { kind: string; id: string; edu_role: string | null; expires_at: string | Date }[] }).rows) {
    if (row.kind === 's') {
      session = {
        userId: row.id,
        tokenHash,
        expiresAt: new Date(row.expires_at),
        eduRole: row.edu_role === 'teacher' || row.edu_role === 'student' ? row.edu_role : null,
      };
    } else (row.kind === 'l' ? liked : wanted).add(row.id);
  }
  return { session, liked, wanted };
}

/** `cards` with the viewer's `liked` / `wanted` set from {@link viewerFlags} (new objects; `cards` is not changed). */
export function withViewerFlags(cards: readonly PostCardDto[], flags: { liked: Set<string>; wanted: Set<string> }): PostCardDto[] {
  return cards.map((c) => ({ ...c, liked: flags.liked.has(c.contentId), wanted: flags.wanted.has(c.contentId) }));
}

/** Turns content rows into cards: poster, image count and the caller's `wanted` and `liked` in three batched queries. */
export async function hydrateCards(db: DbOrTx, rows: CardRow[], viewerId: string | null): Promise<PostCardDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.c.id);
  const [posters, counts, models, flags] = await Promise.all([
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
    db.select({ contentId: contentModels.contentId }).from(contentModels).where(inArray(contentModels.contentId, ids)),
    viewerFlags(db, viewerId, ids),
  ]);
  const modelIds = new Set(models.map((m) => m.contentId));
  const posterOf = new Map(posters.map((p) => [p.contentId, p.img]));
  const countOf = new Map(counts.map((p) => [p.contentId, p.n]));
  return rows.flatMap((r) => {
    const poster = posterOf.get(r.c.id);
    if (!poster) return [];
    return [
      {
        contentId: r.c.id,
        title: r.c.title,
        posterImage: toImageAsset(poster),
        imageCount: countOf.get(r.c.id) ?? 1,
        isModel: modelIds.has(r.c.id),
        author: toAuthor({ userId: r.authorId, nickName: r.authorNick, avatar: r.authorAvatar, creatorTier: r.authorTier, accountLevel: r.authorLevel }),
        topic: r.c.topicId && r.topicTitle !== null ? { uniqueTopicId: r.c.topicId, title: r.topicTitle } : null,
        wantCount: r.c.wantCount,
        likeCount: r.c.likeCount,
        commentCount: r.c.commentCount,
        wanted: flags.wanted.has(r.c.id),
        liked: flags.liked.has(r.c.id),
        wantState: wantState(r.c.wantCount),
        createTime: r.c.createdAt.toISOString(),
      },
    ];
  });
}

/**
 * A keyset position in a feed: the sort key and id of the last card of a
 * page, so the next page starts right after it through the feed's index
 * (`contents_feed_hot_idx` / `contents_feed_new_idx`) instead of skipping
 * rows — a deep page costs what page 1 costs.
 */
export interface FeedCursor {
  sort: FeedSort;
  /** `hot_score` of the last card (hot), or its `created_at` to the microsecond as ISO text (new). */
  key: number | string;
  /** Id of the last card. */
  id: string;
}

/** Encodes a {@link FeedCursor} as the opaque `nextCursor` string (base64url JSON). */
export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

/** Decodes a `cursor` made by {@link encodeFeedCursor}; null when it is not one (callers answer 400). */
export function decodeFeedCursor(text: string): FeedCursor | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [sort, key, id] = v as unknown[];
    if (typeof id !== 'string') return null;
    if (sort === 'hot' && typeof key === 'number' && Number.isFinite(key)) return { sort, key, id };
    if (sort === 'new' && typeof key === 'string' && !Number.isNaN(Date.parse(key))) return { sort, key, id };
    return null;
  } catch {
    return null;
  }
}

/** What {@link feedPage} and {@link cardPage} list. */
export interface CardPageQuery {
  /** Conditions on `contents`, its author (`users`) and challenge (`topics`); callers include `deleted_at is null`. */
  where: SQL | undefined;
  /** `hot` (stored `hot_score`, {@link hotScoreOf}) or `new`; ties break by id. */
  sort: FeedSort;
  /** From 1; with `after`, only reported back (the position comes from the cursor). */
  page: number;
  pageSize: number;
  /** Start after this position (keyset) instead of skipping `(page − 1) · pageSize` cards. Its sort must be `sort`. */
  after?: FeedCursor | null | undefined;
  /** The language of the cards' challenge titles ({@link topicTitleIn}; default en-US). */
  locale?: Locale | undefined;
}

/** A page of cards that does not depend on who asks (`liked` / `wanted` false): what the feed cache holds. */
export interface FeedPage {
  cards: PostCardDto[];
  /** Cards matching `where` in all. */
  total: number;
  /** Whether a card follows this page. */
  hasMore: boolean;
  /** Cursor of the next page ({@link encodeFeedCursor}), null on the last page. */
  nextCursor: string | null;
}

const posterLink = alias(contentImages, 'poster_link');

/**
 * One page of post cards in feed order, viewer-independent (flags false):
 * one statement for the page (post, author, challenge, poster and image
 * count; `pageSize + 1` rows, the extra one only says whether more follow)
 * and one for the total. With `after` the page is found by keyset on the
 * feed's index; without it by offset (page 1 costs the same either way).
 */
export async function feedPage(db: DbOrTx, q: CardPageQuery): Promise<FeedPage> {
  const hot = q.sort === 'hot';
  const conds: (SQL | undefined)[] = [q.where];
  if (q.after) {
    if (hot) {
      const key = Number(q.after.key);
      conds.push(lte(contents.hotScore, key), or(lt(contents.hotScore, key), gt(contents.id, q.after.id)));
    } else {
      const key = String(q.after.key);
      conds.push(
        sql`${contents.createdAt} <= ${key}::timestamptz`,
        or(sql`${contents.createdAt} < ${key}::timestamptz`, gt(contents.id, q.after.id)),
      );
    }
  }
  const order = hot ? [desc(contents.hotScore), asc(contents.id)] : [desc(contents.createdAt), asc(contents.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: contents.id,
        title: contents.title,
        topicId: contents.topicId,
        wantCount: contents.wantCount,
        likeCount: contents.likeCount,
        commentCount: contents.commentCount,
        createdAt: contents.createdAt,
        hotScore: contents.hotScore,
        newKey: sql<string>`to_char(${contents.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        authorId: users.id,
        authorNick: users.nickname,
        authorAvatar: users.avatar,
        authorTier: users.creatorTier,
        authorLevel: users.accountLevel,
        topicTitle: topicTitleIn(q.locale ?? DEFAULT_LOCALE),
        poster: images,
        imageCount: sql<number>`(select count(*) from ${contentImages} where ${contentImages.contentId} = ${contents.id})::int`,
        isModel: sql<boolean>`exists (select 1 from ${contentModels} where ${contentModels.contentId} = ${contents.id})`,
      })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.authorId))
      .leftJoin(topics, eq(topics.id, contents.topicId))
      .innerJoin(posterLink, and(eq(posterLink.contentId, contents.id), eq(posterLink.position, 0)))
      .innerJoin(images, eq(images.id, posterLink.imageId))
      .where(and(...conds))
      .orderBy(...order)
      .limit(q.pageSize + 1)
      .offset(q.after ? 0 : (q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.authorId))
      .leftJoin(topics, eq(topics.id, contents.topicId))
      .where(q.where),
  ]);
  const hasMore = rows.length > q.pageSize;
  const pageRows = hasMore ? rows.slice(0, q.pageSize) : rows;
  const last = pageRows[pageRows.length - 1];
  const cards = pageRows.map(
    (r): PostCardDto => ({
      contentId: r.id,
      title: r.title,
      posterImage: toImageAsset(r.poster),
      imageCount: r.imageCount,
      isModel: r.isModel,
      author: toAuthor({ userId: r.authorId, nickName: r.authorNick, avatar: r.authorAvatar, creatorTier: r.authorTier, accountLevel: r.authorLevel }),
      topic: r.topicId && r.topicTitle !== null ? { uniqueTopicId: r.topicId, title: r.topicTitle } : null,
      wantCount: r.wantCount,
      likeCount: r.likeCount,
      commentCount: r.commentCount,
      wanted: false,
      liked: false,
      wantState: wantState(r.wantCount),
      createTime: r.createdAt.toISOString(),
    }),
  );
  const nextCursor =
    hasMore && last ? encodeFeedCursor({ sort: q.sort, key: hot ? last.hotScore : last.newKey, id: last.id }) : null;
  return { cards, total: totals[0]?.n ?? 0, hasMore, nextCursor };
}

/** {@link feedPage} with the caller's `liked` / `wanted` ({@link viewerFlags}; `viewerId` null = visitor). */
export async function cardPage(db: DbOrTx, q: CardPageQuery & { viewerId: string | null }): Promise<FeedPage> {
  const page = await feedPage(db, q);
  if (q.viewerId === null || page.cards.length === 0) return page;
  const flags = await viewerFlags(
    db,
    q.viewerId,
    page.cards.map((c) => c.contentId),
  );
  return { ...page, cards: withViewerFlags(page.cards, flags) };
}

/** The card of a post that is not deleted (its challenge title in `locale`), with its joined row, or null when it is missing or deleted. */
export async function visibleCard(
  db: DbOrTx,
  contentId: string,
  viewerId: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ card: PostCardDto; row: CardRow } | null> {
  const rows = await baseSelect(db, locale)
    .where(and(eq(contents.id, contentId), isNull(contents.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const [card] = await hydrateCards(db, [row], viewerId);
  return card ? { card, row } : null;
}
