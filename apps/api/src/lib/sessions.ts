import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { signalSessionEnded } from './streamEvents';

/** Name of the session cookie (docs/api-contract.md). */
export const SESSION_COOKIE = 'aigc_session';

/** Session lifetime: 30 days in ms. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** SHA-256 (hex) of a session token: the only form the database stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A session found from a cookie. */
export interface SessionInfo {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  /** The account's education role (docs/edu.md), null for main-site accounts. */
  eduRole: 'teacher' | 'student' | null;
}

/**
 * Creates a session for `userId`: a random 256-bit token (base64url, 43 chars)
 * whose SHA-256 is stored, valid for {@link SESSION_TTL_MS} from `now`.
 * Returns the plain token (for the cookie) and its expiry.
 */
export async function createSession(
  db: DbOrTx,
  userId: string,
  now: Date,
  familyId: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt, familyId });
  return { token, expiresAt };
}

/**
 * The family of the session with this token hash (docs/auth.md 'Sessions
 * across hosts'): its `family_id`, or its own token hash when it has none;
 * null when there is no such session.
 */
export async function sessionFamily(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ? (row.familyId ?? tokenHash) : null;
}

/** True when some session of `familyId` is live at `now`. */
export async function familyIsLive(db: DbOrTx, familyId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      and(
        or(eq(sessions.familyId, familyId), eq(sessions.tokenHash, familyId)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Revokes every session of the family of `tokenHash` (signing out on one
 * host signs out the others, docs/auth.md 'Sessions across hosts') and
 * closes their live streams.
 */
export async function revokeSessionFamily(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  const familyId = (await sessionFamily(db, tokenHash)) ?? tokenHash;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(or(eq(sessions.familyId, familyId), eq(sessions.tokenHash, familyId)), isNull(sessions.revokedAt)));
  signalSessionEnded(db);
}

/** Looks up a live (not revoked, not expired at `now`) session by its plain token, with the account's education role; null if none. */
export async function findSession(db: DbOrTx, token: string, now: Date): Promise<SessionInfo | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ userId: sessions.userId, tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, eduRole: users.eduRole })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * How long a token replaced by a renewal still works, in ms (60 s): requests
 * the browser sent before the renewal's new cookie arrived must not fail
 * with 401 (docs/auth.md 'Sessions').
 */
export const RENEWAL_GRACE_MS = 60_000;

/**
 * Retires a renewed session: it keeps working for {@link RENEWAL_GRACE_MS}
 * after `now` (never longer than it would have anyway), then expires.
 */
export async function retireSession(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + RENEWAL_GRACE_MS);
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${sessions.expiresAt}, ${until.toISOString()}::timestamptz)` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Revokes the session with this token hash (no-op when already revoked). */
export async function revokeSession(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  signalSessionEnded(db);
}

/** Which of the session token hashes are live (not revoked, not expired at `now`). */
export async function liveSessions(db: DbOrTx, tokenHashes: readonly string[], now: Date): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, [...tokenHashes]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return new Set(rows.map((r) => r.tokenHash));
}
