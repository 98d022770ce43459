import { DEFAULT_LOCALE, PRIORITY_CREATOR_MARKER, challengeStatus, type ChallengeStatus, type Locale } from '@aigc/domain';
import { and, asc, count, countDistinct, desc, eq, gt, isNull, like, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contents, topicRealPictures, topics, topicShortcuts, users } from '../../db/schema';
import { makePage, type Page } from '../../lib/envelope';
import { cardPage, visibleCard, type FeedSort } from '../../shared';
import type { PostCardDto } from '../../shared';
import type { TopicDetailDto, TopicDto } from './schemas';

/** Real pictures sent with a challenge's detail, at most. */
export const REAL_PICTURES_MAX = 24;

type TopicRow = typeof topics.$inferSelect;

/**
 * A challenge row with its text in `locale` (docs/api-contract.md 'Language of
 * official text'): each field of `translations[locale]` that is set and not
 * empty replaces the source column; the source language (en-US) is the row
 * itself. Real-picture captions are left to {@link captionIn}.
 */
export function topicIn(t: TopicRow, locale: Locale): TopicRow {
  const text = locale === DEFAULT_LOCALE ? undefined : t.translations[locale];
  if (!text) return t;
  return {
    ...t,
    title: text.title || t.title,
    description: text.description || t.description,
    campaignInfo: text.campaignInfo || t.campaignInfo,
    rules: text.rules?.length ? text.rules : t.rules,
    prizes: text.prizes?.length ? text.prizes : t.prizes,
  };
}

/** The caption of the real picture at `position` of challenge `t` in `locale` (the stored caption when no translation). */
function captionIn(t: TopicRow, locale: Locale, position: number, caption: string): string {
  const text = locale === DEFAULT_LOCALE ? undefined : t.translations[locale];
  return text?.realPictureCaptions?.[position] || caption;
}

/** Maps a row and its post count to the {@link TopicDto} at time `now`, its text in `locale` ({@link topicIn}). */
export function toTopicDto(row: TopicRow, postCount: number, now: Date, locale: Locale): TopicDto {
  const t = topicIn(row, locale);
  return {
    uniqueTopicId: t.id,
    title: t.title,
    description: t.description,
    wantable: t.wantable ? 1 : 0,
    activityType: t.activityType,
    allowPostWantByTopicIds: t.wantable ? [t.id] : [],
    banners: { sidebarImage: t.sidebarImage, image: t.bannerImage },
    startTime: t.startTime.toISOString(),
    endTime: t.endTime.toISOString(),
    postCount,
    status: challengeStatus(t.startTime, t.endTime, now),
  };
}

/** SQL condition for challenges in `status` at `now` (see packages/domain challengeStatus). */
function statusWhere(status: ChallengeStatus, now: Date): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (status === 'upcoming') return gt(topics.startTime, at);
  if (status === 'ended') return lte(topics.endTime, at);
  return and(lte(topics.startTime, at), gt(topics.endTime, at));
}

/** Count of visible posts per challenge, as a subquery `pc(topicId, n)`. */
function postCounts(db: DbOrTx) {
  return db
    .select({ topicId: contents.topicId, n: count().as('n') })
    .from(contents)
    .where(isNull(contents.deletedAt))
    .groupBy(contents.topicId)
    .as('pc');
}

/** Options of {@link listTopics}. */
export interface ListTopicsOptions {
  page: number;
  pageSize: number;
  /** 0 leaves out wantable challenges; 1 or absent lists all. */
  showWantable?: number | undefined;
  /** Only challenges in this status at `now`. */
  status?: ChallengeStatus | undefined;
  /** Order: 'start' = newest start first (the selection); 'activity' = ongoing, then upcoming, then ended. */
  order?: 'start' | 'activity';
  now: Date;
  /** The language of the challenges' text (`localeOf` the request). */
  locale: Locale;
}

/**
 * One page of challenges with their count of non-deleted posts and their
 * status at `now`. Ties break by id.
 */
export async function listTopics(db: DbOrTx, o: ListTopicsOptions): Promise<Page<TopicDto>> {
  const conds: SQL[] = [];
  if (o.showWantable === 0) conds.push(eq(topics.wantable, false));
  if (o.status) {
    const w = statusWhere(o.status, o.now);
    if (w) conds.push(w);
  }
  const where = conds.length ? and(...conds) : undefined;
  const pc = postCounts(db);
  const at = sql`${o.now.toISOString()}::timestamptz`;
  const rank = sql<number>`case when ${topics.startTime} <= ${at} and ${topics.endTime} > ${at} then 0 when ${topics.startTime} > ${at} then 1 else 2 end`;
  const order =
    o.order === 'activity'
      ? [asc(rank), sql`case when ${topics.endTime} > ${at} then ${topics.endTime} end asc nulls last`, desc(topics.endTime), desc(topics.id)]
      : [desc(topics.startTime), desc(topics.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({ t: topics, n: pc.n })
      .from(topics)
      .leftJoin(pc, eq(pc.topicId, topics.id))
      .where(where)
      .orderBy(...order)
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(topics).where(where),
  ]);
  return makePage(
    rows.map(({ t, n }) => toTopicDto(t, Number(n ?? 0), o.now, o.locale)),
    o.page,
    o.pageSize,
    totals[0]?.n ?? 0,
  );
}

/** Number of challenges per status at `now` (the all-activities tabs). */
export async function activityCounts(db: DbOrTx, now: Date): Promise<{ all: number; ongoing: number; upcoming: number; ended: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      all: count(),
      upcoming: sql<number>`count(*) filter (where ${topics.startTime} > ${at})`.mapWith(Number),
      ended: sql<number>`count(*) filter (where ${topics.endTime} <= ${at})`.mapWith(Number),
    })
    .from(topics);
  const all = row?.all ?? 0;
  const upcoming = row?.upcoming ?? 0;
  const ended = row?.ended ?? 0;
  return { all, upcoming, ended, ongoing: all - upcoming - ended };
}

/** Whether a challenge with this id exists; `wantable` tells whether it is a Want It challenge. */
export async function findTopic(db: DbOrTx, id: string): Promise<{ id: string; wantable: boolean; title: string } | null> {
  const rows = await db
    .select({ id: topics.id, wantable: topics.wantable, title: topics.title })
    .from(topics)
    .where(eq(topics.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A post's `topic` reference (`{ uniqueTopicId, title }`, as post cards and the
 * post detail carry it) with the challenge's title in `locale` ({@link topicIn});
 * null stays null, and a challenge gone keeps the given title.
 */
export async function topicRefIn<T extends { uniqueTopicId: string; title: string }>(db: DbOrTx, ref: T | null, locale: Locale): Promise<T | null> {
  if (!ref || locale === DEFAULT_LOCALE) return ref;
  const [row] = await db.select().from(topics).where(eq(topics.id, ref.uniqueTopicId)).limit(1);
  return row ? { ...ref, title: topicIn(row, locale).title } : ref;
}

/** A challenge as a {@link TopicDto} with its post count and its text in `locale`, or null. */
export async function findTopicDto(db: DbOrTx, id: string, now: Date, locale: Locale): Promise<TopicDto | null> {
  const pc = postCounts(db);
  const rows = await db.select({ t: topics, n: pc.n }).from(topics).leftJoin(pc, eq(pc.topicId, topics.id)).where(eq(topics.id, id)).limit(1);
  const row = rows[0];
  return row ? toTopicDto(row.t, Number(row.n ?? 0), now, locale) : null;
}

/** Condition on the joined author: an official quality creator (docs/product.md §6 Creator). */
const isCreator = like(users.accountLevel, `%${PRIORITY_CREATOR_MARKER}%`);

/**
 * The head of a challenge page (docs/product.md §2 Challenge detail), or null when no
 * such challenge: campaign info, rules, prizes, real pictures (visible
 * posts only), distinct participants and designers; its text in `locale`
 * ({@link topicIn}).
 */
export async function findTopicDetail(db: DbOrTx, id: string, now: Date, locale: Locale): Promise<TopicDetailDto | null> {
  const rows = await db.select().from(topics).where(eq(topics.id, id)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const t = topicIn(row, locale);
  const visible = and(eq(contents.topicId, id), isNull(contents.deletedAt));
  const [counts, pictures] = await Promise.all([
    db
      .select({
        posts: count(),
        participants: countDistinct(contents.authorId),
        designers: sql<number>`count(distinct ${contents.authorId}) filter (where ${isCreator})`.mapWith(Number),
      })
      .from(contents)
      .innerJoin(users, eq(users.id, contents.authorId))
      .where(visible),
    db
      .select({ p: topicRealPictures, deletedAt: contents.deletedAt })
      .from(topicRealPictures)
      .leftJoin(contents, eq(contents.id, topicRealPictures.contentId))
      .where(eq(topicRealPictures.topicId, id))
      .orderBy(asc(topicRealPictures.position), asc(topicRealPictures.id))
      .limit(REAL_PICTURES_MAX),
  ]);
  const c = counts[0];
  const status = challengeStatus(t.startTime, t.endTime, now);
  return {
    ...toTopicDto(row, c?.posts ?? 0, now, locale),
    campaignInfo: t.campaignInfo,
    rules: t.rules,
    prizes: t.prizes,
    realPictures: pictures.map(({ p, deletedAt }) => ({
      id: p.id,
      url: p.url,
      width: p.width,
      height: p.height,
      caption: captionIn(row, locale, p.position, p.caption),
      contentId: p.contentId && deletedAt === null ? p.contentId : null,
    })),
    participantCount: c?.participants ?? 0,
    designerCount: c?.designers ?? 0,
    canPost: status === 'ongoing',
  };
}

/**
 * Designer works of a challenge: one page of its visible posts by official
 * quality creators (docs/product.md §2 Challenge detail 'designer works'), hot or new.
 */
export async function listDesignerWorks(
  db: DbOrTx,
  o: { topicId: string; sort: FeedSort; page: number; pageSize: number; viewerId: string | null; now: Date; locale?: Locale },
): Promise<Page<PostCardDto>> {
  const where = and(eq(contents.topicId, o.topicId), isNull(contents.deletedAt), isCreator);
  const { cards, total } = await cardPage(db, { ...o, where });
  return makePage(cards, o.page, o.pageSize, total);
}

/** The share card of a visible post and its challenge (null when the post is missing or deleted). */
export async function findShareCard(
  db: DbOrTx,
  contentId: string,
  viewerId: string | null,
  locale?: Locale,
): Promise<{ card: PostCardDto; topicId: string | null } | null> {
  const found = await visibleCard(db, contentId, viewerId, locale);
  return found ? { card: found.card, topicId: found.row.c.topicId } : null;
}

/** Lower-case DNS label: 1–63 of a–z, 0–9 and inner hyphens. */
export const SHORTCUT_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The challenge configured for a sub-domain label, or null. */
export async function findShortcut(db: DbOrTx, label: string): Promise<{ label: string; uniqueTopicId: string } | null> {
  const rows = await db
    .select({ label: topicShortcuts.label, uniqueTopicId: topicShortcuts.topicId })
    .from(topicShortcuts)
    .where(eq(topicShortcuts.label, label.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

/** Sets (or moves) a sub-domain label to a challenge. */
export async function setShortcut(db: DbOrTx, label: string, topicId: string): Promise<void> {
  await db
    .insert(topicShortcuts)
    .values({ label: label.toLowerCase(), topicId })
    .onConflictDoUpdate({ target: topicShortcuts.label, set: { topicId } });
}
