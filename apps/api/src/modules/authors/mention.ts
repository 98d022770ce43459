import { and, asc, eq, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contents, follows, users } from '../../db/schema';
import { hasNul, PRIORITY_CREATOR_MARKER, TEXT_MESSAGES } from '@aigc/domain';
import { badRequest } from '../../lib/errors';

/** A mention candidate (docs/product.md §3 'Mention candidate'). */
export interface MentionCandidateDto {
  /** The user id. */
  uuid: string;
  name: string;
  avatarUrl: string | null;
  /** 'official' | 'author' | 'officialQualityCreator' (docs/product.md §6 badges). */
  tags: string[];
}

/** Position of the last row of a page: rank, lower-cased nickname, id. */
type Cursor = [number, string, string];

/** Encodes a keyset cursor as an opaque URL-safe string. */
export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString('base64url');
}

/** Largest instant a JavaScript Date holds, in ms from the epoch. */
const DATE_MAX_MS = 8.64e15;

/** Parses an opaque token: the JSON array inside, or null when it is not one of ours. */
function decodeToken(raw: string | undefined): unknown[] | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    return Array.isArray(v) ? v : null;
  } catch {
    return null; // Not a token of ours: start from the top.
  }
}

const badToken = () => badRequest(TEXT_MESSAGES.badPosition);

/**
 * Decodes {@link encodeCursor}'s output; null when it is not one.
 * @throws AppError 400 when it has the shape of a cursor but a non-finite rank or a NUL in a string.
 */
export function decodeCursor(raw: string | undefined): Cursor | null {
  const v = decodeToken(raw);
  if (v && v.length === 3 && typeof v[0] === 'number' && typeof v[1] === 'string' && typeof v[2] === 'string') {
    if (!Number.isFinite(v[0]) || hasNul(v[1]) || hasNul(v[2])) throw badToken();
    return [v[0], v[1], v[2]];
  }
  return null;
}

/**
 * A search session: the moment it started (ms) and its query. Pages of one
 * session only see users who existed then, so paging never shifts while
 * people sign up. Encoded as an opaque string.
 */
export interface MentionSession {
  startedAt: number;
  query: string;
}

export function encodeSession(s: MentionSession): string {
  return Buffer.from(JSON.stringify([s.startedAt, s.query])).toString('base64url');
}

/**
 * Decodes {@link encodeSession}'s output; null when it is not one (a foreign
 * session id starts a new session).
 * @throws AppError 400 when its start is not an integer instant from 1970 on
 *   that a Date can hold (0 to 8.64e15 ms) or its query holds a NUL.
 */
export function decodeSession(raw: string | undefined): MentionSession | null {
  const v = decodeToken(raw);
  if (v && typeof v[0] === 'number' && typeof v[1] === 'string') {
    if (!Number.isSafeInteger(v[0]) || v[0] < 0 || v[0] > DATE_MAX_MS || hasNul(v[1])) throw badToken();
    return { startedAt: v[0], query: v[1] };
  }
  return null;
}

/** Badges of a user: accountLevel tokens 'official' / 'officialQualityCreator', and 'author' when they have posts. */
export function tagsOf(accountLevel: string, postCount: number): string[] {
  const tokens = new Set(accountLevel.split(/[\s,;|]+/).filter(Boolean));
  const tags: string[] = [];
  if (tokens.has('official')) tags.push('official');
  if (tokens.has(PRIORITY_CREATOR_MARKER)) tags.push(PRIORITY_CREATOR_MARKER);
  if (postCount > 0) tags.push('author');
  return tags;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of mention candidates for `viewerId` (docs/product.md §7 'GET
 * /aigc/api/search/authors/mention', §4 'Mention dropdown'). Ranking, best
 * first: with a query — nickname starts with it, then people the viewer
 * follows, then contains it; without — people the viewer follows, then
 * authors by post count. Ties by nickname then id. The viewer is never listed.
 * Keyset paging: `after` is the last row of the previous page.
 */
export async function searchMentionCandidates(
  db: DbOrTx,
  o: { viewerId: string; query: string; limit: number; after: Cursor | null; snapshot: Date },
): Promise<{ rows: MentionCandidateDto[]; next: Cursor | null }> {
  const q = o.query.trim().toLowerCase();
  const postCount = sql<number>`(select count(*)::int from ${contents} where ${contents.authorId} = ${users.id} and ${contents.deletedAt} is null)`;
  const followed = sql<boolean>`exists(select 1 from ${follows} where ${follows.followerId} = ${o.viewerId} and ${follows.followedId} = ${users.id})`;
  const lname = sql<string>`lower(${users.nickname})`;
  const rank: SQL<number> = q
    ? sql<number>`(case when ${lname} like ${`${escapeLike(q)}%`} then 0 else 2 end + case when ${followed} then 0 else 1 end)`
    : sql<number>`(case when ${followed} then 0 when ${postCount} > 0 then 1 else 2 end)`;
  // Education accounts are never offered (docs/edu.md rule 2).
  const filters: (SQL | undefined)[] = [ne(users.id, o.viewerId), lte(users.createdAt, o.snapshot), isNull(users.eduRole)];
  if (q) filters.push(sql`${lname} like ${`%${escapeLike(q)}%`}`);
  if (o.after) filters.push(sql`(${rank}, ${lname}, ${users.id}) > (${o.after[0]}, ${o.after[1]}, ${o.after[2]})`);
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      avatar: users.avatar,
      accountLevel: users.accountLevel,
      postCount,
      rank,
      lname,
    })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(rank), asc(lname), asc(users.id))
    .limit(o.limit + 1);
  const page = rows.slice(0, o.limit);
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => ({
      uuid: r.id,
      name: r.nickname,
      avatarUrl: r.avatar,
      tags: tagsOf(r.accountLevel, Number(r.postCount)),
    })),
    next: rows.length > o.limit && last ? [Number(last.rank), last.lname, last.id] : null,
  };
}

/** Whether a user exists (used by the onboarding route). */
export async function userRow(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
