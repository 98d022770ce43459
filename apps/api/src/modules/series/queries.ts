import type { Locale } from '@aigc/domain';
import { and, asc, count, desc, eq, inArray, isNull, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentImages, contents, images, series, seriesContents, users } from '../../db/schema';
import { makePage, type Page } from '../../lib/envelope';
import { baseSelect, hydrateCards } from '../../shared';
import type { PostCardDto } from '../../shared';
import { toAuthor, toImageAsset } from '../../shared';
import type { SeriesDto, SeriesSummaryDto } from './schemas';

const visibleMember = and(eq(seriesContents.contentId, contents.id), isNull(contents.deletedAt));

/** A series row, or null. */
export async function findSeriesRow(db: DbOrTx, id: string): Promise<typeof series.$inferSelect | null> {
  const rows = await db.select().from(series).where(eq(series.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * A series with its visible posts in order (deleted posts disappear), or
 * null. `isAuthor` compares with `viewerId`.
 */
export async function findSeries(db: DbOrTx, id: string, viewerId: string | null): Promise<SeriesDto | null> {
  const rows = await db
    .select({ s: series, nickName: users.nickname, avatar: users.avatar, creatorTier: users.creatorTier, accountLevel: users.accountLevel })
    .from(series)
    .innerJoin(users, eq(users.id, series.authorId))
    .where(eq(series.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const items = await db
    .select({ contentId: contents.id, title: contents.title, img: images })
    .from(seriesContents)
    .innerJoin(contents, visibleMember)
    .innerJoin(contentImages, and(eq(contentImages.contentId, contents.id), eq(contentImages.position, 0)))
    .innerJoin(images, eq(images.id, contentImages.imageId))
    .where(eq(seriesContents.seriesId, id))
    .orderBy(asc(seriesContents.position));
  return {
    uniqueSeriesId: row.s.id,
    title: row.s.title,
    description: row.s.description,
    author: toAuthor({ userId: row.s.authorId, nickName: row.nickName, avatar: row.avatar, creatorTier: row.creatorTier, accountLevel: row.accountLevel }),
    contents: items.map((i) => ({ contentId: i.contentId, title: i.title, posterImage: toImageAsset(i.img) })),
    contentCount: items.length,
    isAuthor: viewerId !== null && viewerId === row.s.authorId,
    createTime: row.s.createdAt.toISOString(),
    updateTime: row.s.updatedAt.toISOString(),
  };
}

/** One page of a series' visible posts as feed cards, in series order. */
export async function listSeriesCards(
  db: DbOrTx,
  o: { seriesId: string; page: number; pageSize: number; viewerId: string | null; locale?: Locale },
): Promise<Page<PostCardDto>> {
  const where = and(eq(seriesContents.seriesId, o.seriesId), isNull(contents.deletedAt));
  const [rows, totals] = await Promise.all([
    baseSelect(db, o.locale)
      .innerJoin(seriesContents, eq(seriesContents.contentId, contents.id))
      .where(where)
      .orderBy(asc(seriesContents.position))
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(seriesContents).innerJoin(contents, eq(contents.id, seriesContents.contentId)).where(where),
  ]);
  return makePage(await hydrateCards(db, rows, o.viewerId), o.page, o.pageSize, totals[0]?.n ?? 0);
}

/**
 * One page of a user's series, most recently updated first, each with its
 * visible post count and the first visible post as cover.
 */
export async function listUserSeries(
  db: DbOrTx,
  o: { authorId: string; page: number; pageSize: number },
): Promise<Page<SeriesSummaryDto>> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(series)
      .where(eq(series.authorId, o.authorId))
      .orderBy(desc(series.updatedAt), asc(series.id))
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(series).where(eq(series.authorId, o.authorId)),
  ]);
  const ids = rows.map((r) => r.id);
  const stats = ids.length
    ? await db
        .select({ seriesId: seriesContents.seriesId, n: count(), first: min(seriesContents.position) })
        .from(seriesContents)
        .innerJoin(contents, visibleMember)
        .where(inArray(seriesContents.seriesId, ids))
        .groupBy(seriesContents.seriesId)
    : [];
  const firsts = stats.length
    ? await db
        .select({ seriesId: seriesContents.seriesId, contentId: seriesContents.contentId, img: images })
        .from(seriesContents)
        .innerJoin(contentImages, and(eq(contentImages.contentId, seriesContents.contentId), eq(contentImages.position, 0)))
        .innerJoin(images, eq(images.id, contentImages.imageId))
        .where(
          sql`(${seriesContents.seriesId}, ${seriesContents.position}) in (${sql.join(
            stats.map((s) => sql`(${s.seriesId}, ${s.first})`),
            sql`, `,
          )})`,
        )
    : [];
  const statOf = new Map(stats.map((s) => [s.seriesId, s.n]));
  const firstOf = new Map(firsts.map((f) => [f.seriesId, f]));
  return makePage(
    rows.map((s) => {
      const f = firstOf.get(s.id);
      return {
        uniqueSeriesId: s.id,
        title: s.title,
        description: s.description,
        cover: f ? toImageAsset(f.img) : null,
        firstContentId: f?.contentId ?? null,
        contentCount: statOf.get(s.id) ?? 0,
        updateTime: s.updatedAt.toISOString(),
      };
    }),
    o.page,
    o.pageSize,
    totals[0]?.n ?? 0,
  );
}

/** Ids among `ids` that are visible posts by `authorId`. */
export async function ownVisibleContentIds(db: DbOrTx, authorId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(inArray(contents.id, ids), eq(contents.authorId, authorId), isNull(contents.deletedAt)));
  return new Set(rows.map((r) => r.id));
}
