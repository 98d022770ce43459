import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import { LIMIT_MESSAGES, type Limits } from '@aigc/domain';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { tooMany } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { verifyPassword } from './passwords';

/** The account a password check is about: an existing user, or what was typed when no account matches. */
export type LockoutSubject = { userId: string } | { typed: string };

function subjectKey(s: LockoutSubject): string {
  return 'userId' in s ? `user:${s.userId}` : `account:${s.typed.trim().toLowerCase()}`;
}

async function failuresSince(db: Db, where: ReturnType<typeof eq>, since: Date) {
  const rows = await db
    .select({ n: count(), oldest: sql<Date | string | null>`min(${loginFailures.createdAt})` })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.createdAt, since)));
  return { n: rows[0]?.n ?? 0, oldest: rows[0]?.oldest ? new Date(rows[0].oldest) : null };
}

/**
 * Checks a password under the sign-in lockout (docs/auth.md 'Lockouts'): every
 * password check — e-mail login, account login, school login, password
 * change, Google link — goes through here. Refuses, before looking at the
 * password, with 429 'Too many failed attempts, please try again in N min'
 * (and `Retry-After` in s) while the subject has
 * `limits.loginFailuresPerAccount` failures, or `ip` has `ipMax` (default
 * `limits.loginFailuresPerIp`), within the last `limits.loginFailureWindowMs`
 * — so the right password during a lock does not sign in. A wrong password
 * (or no such account: argon2 still runs, so the timing does not tell)
 * records a failure; a right one clears the subject's failures.
 * @returns true when `hash` (or `alternateHash`) is set and matches `password`.
 */
export async function checkPasswordWithLockout(
  db: Db,
  input: {
    subject: LockoutSubject;
    hash: string | null;
    /** A second hash that also opens the account (a student's temporary password, docs/edu.md). */
    alternateHash?: string | null;
    password: string;
    /** The caller's address (`request.ip`, behind TRUST_PROXY the client's). */
    ip: string | null;
    now: Date;
    limits: Limits;
    /** Failures from one address that lock it (default `limits.loginFailuresPerIp`). */
    ipMax?: number;
  },
): Promise<boolean> {
  const key = subjectKey(input.subject);
  const { loginFailureWindowMs: windowMs, loginFailuresPerAccount } = input.limits;
  const ipMax = input.ipMax ?? input.limits.loginFailuresPerIp;
  const since = new Date(input.now.getTime() - windowMs);
  const bySubject = await failuresSince(db, eq(loginFailures.subject, key), since);
  const byIp = input.ip
    ? await failuresSince(db, eq(loginFailures.ip, input.ip), since)
    : { n: 0, oldest: null };
  const locked =
    bySubject.n >= loginFailuresPerAccount
      ? bySubject.oldest
      : byIp.n >= ipMax
        ? byIp.oldest
        : undefined;
  if (locked !== undefined) {
    const ms =
      (locked ? locked.getTime() : input.now.getTime()) + windowMs - input.now.getTime();
    throw tooMany(LIMIT_MESSAGES.lockedOut(Math.max(1, Math.ceil(ms / 60_000))), Math.max(1, Math.ceil(ms / 1000)));
  }
  const ok =
    (await verifyPassword(input.hash, input.password)) ||
    (Boolean(input.alternateHash) && (await verifyPassword(input.alternateHash ?? null, input.password)));
  if (ok) {
    await db.delete(loginFailures).where(eq(loginFailures.subject, key));
  } else {
    await db
      .insert(loginFailures)
      .values({ id: newId(), subject: key, ip: input.ip, createdAt: input.now });
    // Keep the table small: rows older than the window no longer count.
    await db
      .delete(loginFailures)
      .where(
        and(
          or(eq(loginFailures.subject, key), input.ip ? eq(loginFailures.ip, input.ip) : undefined),
          lt(loginFailures.createdAt, since),
        ),
      );
  }
  return ok;
}
