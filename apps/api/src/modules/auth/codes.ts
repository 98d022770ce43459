import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  LIMIT_MESSAGES,
  type Limits,
  CODE_LENGTH,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SECONDS,
  CODE_TTL_MS,
} from '@aigc/domain';
import type { Db } from '../../db/client';
import { verificationCodes, type CodeChannel, type CodePurpose } from '../../db/schema';
import { badRequest, tooMany } from '../../lib/errors';
import { newId } from '../../lib/ids';

/** Messages of the code rules (sent as the envelope `msg`, docs/product.md §8). */
export const CodeMessages = {
  wrong: 'Incorrect verification code',
  expired: 'The verification code has expired, please request a new one',
  dead: 'Too many wrong attempts, please request a new code',
  missing: 'Please request a verification code first',
} as const;

/** Where a code goes and what it is for: the e-mail (lower case) or the 11-digit mobile number. */
export interface CodeTarget {
  channel: CodeChannel;
  destination: string;
  purpose: CodePurpose;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function hashCode(id: string, code: string): Buffer {
  return createHash('sha256').update(`${id}:${code}`, 'utf8').digest();
}

/** A new random code of {@link CODE_LENGTH} (6) digits from `crypto.randomInt`. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Ms until the oldest counted row leaves a window of `windowMs` (at least 1 s). */
function waitMs(oldest: Date | string | null | undefined, windowMs: number, now: Date): number {
  const ms = oldest ? new Date(oldest).getTime() + windowMs - now.getTime() : windowMs;
  return Math.max(1000, ms);
}

/**
 * Issues a code for `target` and returns it with its row id (for the message,
 * and {@link dropCode} when it cannot be delivered). Older unused codes for
 * the same target are retired. Serialised per destination with a
 * transaction-level advisory lock. Refusals, all 429 (docs/auth.md 'Limits'):
 * 'Please wait N s before requesting a new code' within 60 s of the previous
 * code for the target (docs/product.md §9); 'Too many codes were sent to this
 * address, please try again in N min' after `limits.codesPerDestinationPerHour`
 * codes to the destination in an hour, '… to this address today, please try
 * again in N h' after `limits.codesPerDestinationPerDay` in 24 h (any
 * purpose); 'Too many codes were requested from your network, please try
 * again in N min' after `limits.codesPerIpPerHour` codes requested from `ip`
 * in an hour. Each refusal carries `Retry-After` (s). The caps bound how many
 * codes (× 5 guesses each) an attacker can try against one account a day.
 */
export async function issueCode(
  db: Db,
  target: CodeTarget,
  now: Date,
  ip: string | null,
  limits: Limits,
): Promise<{ id: string; code: string }> {
  const { channel, destination, purpose } = target;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`code:${channel}:${destination}`}))`,
    );
    const last = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.destination, destination),
          eq(verificationCodes.purpose, purpose),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    const lastAt = last[0]?.createdAt;
    if (lastAt) {
      const wait = lastAt.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime();
      if (wait > 0) throw tooMany(LIMIT_MESSAGES.codeWait(Math.ceil(wait / 1000)), Math.ceil(wait / 1000));
    }
    const counted = async (where: SQL | undefined, since: Date) => {
      const rows = await tx
        .select({ n: count(), oldest: sql<Date | string | null>`min(${verificationCodes.createdAt})` })
        .from(verificationCodes)
        .where(and(where, gt(verificationCodes.createdAt, since)));
      return { n: rows[0]?.n ?? 0, oldest: rows[0]?.oldest };
    };
    const kind = channel === 'sms' ? 'number' : 'address';
    const toDestination = and(eq(verificationCodes.channel, channel), eq(verificationCodes.destination, destination));
    const today = await counted(toDestination, new Date(now.getTime() - DAY_MS));
    if (today.n >= limits.codesPerDestinationPerDay) {
      const ms = waitMs(today.oldest, DAY_MS, now);
      throw tooMany(LIMIT_MESSAGES.codesToDestinationToday(kind, Math.ceil(ms / HOUR_MS)), Math.ceil(ms / 1000));
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const thisHour = await counted(toDestination, hourAgo);
    if (thisHour.n >= limits.codesPerDestinationPerHour) {
      const ms = waitMs(thisHour.oldest, HOUR_MS, now);
      throw tooMany(LIMIT_MESSAGES.codesToDestination(kind, Math.ceil(ms / 60_000)), Math.ceil(ms / 1000));
    }
    if (ip) {
      const fromIp = await counted(eq(verificationCodes.ip, ip), hourAgo);
      if (fromIp.n >= limits.codesPerIpPerHour) {
        const ms = waitMs(fromIp.oldest, HOUR_MS, now);
        throw tooMany(LIMIT_MESSAGES.codesFromIp(Math.ceil(ms / 60_000)), Math.ceil(ms / 1000));
      }
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.destination, destination),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    const id = newId();
    const code = generateCode();
    await tx.insert(verificationCodes).values({
      id,
      channel,
      destination,
      purpose,
      codeHash: hashCode(id, code).toString('hex'),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return { id, code };
  });
}

/** Deletes an issued code that could not be delivered, so that neither the 60 s wait nor the hourly caps count it. */
export async function dropCode(db: Db, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Checks `code` against the newest unused code for `target` and consumes it
 * (single use). Each wrong try is counted and committed; after 5 the code is
 * dead. Expired after 10 minutes (docs/product.md §9). Throws AppError 400
 * with one of {@link CodeMessages}.
 */
export async function consumeCode(
  db: Db,
  target: CodeTarget,
  code: string,
  now: Date,
): Promise<void> {
  await matchCode(db, target, code, now, true);
}

/**
 * {@link consumeCode} without using the code up: the same checks, and a wrong
 * try counts the same, but a right code stays valid for the next call. For a
 * sign-in that must ask for something more first (the terms, docs/auth.md
 * 'Terms') and then comes back with the same code.
 */
export async function verifyCode(db: Db, target: CodeTarget, code: string, now: Date): Promise<void> {
  await matchCode(db, target, code, now, false);
}

async function matchCode(db: Db, target: CodeTarget, code: string, now: Date, consume: boolean): Promise<void> {
  const { channel, destination, purpose } = target;
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.destination, destination),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) throw badRequest(CodeMessages.missing);
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(CodeMessages.expired);
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw badRequest(CodeMessages.dead);
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = hashCode(row.id, code.trim());
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const bumped = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS)),
      )
      .returning({ attempts: verificationCodes.attempts });
    const attempts = bumped[0]?.attempts ?? CODE_MAX_ATTEMPTS;
    throw badRequest(attempts >= CODE_MAX_ATTEMPTS ? CodeMessages.dead : CodeMessages.wrong);
  }
  if (!consume) return;
  // Conditional update: of two concurrent uses of the same code only one wins.
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw badRequest(CodeMessages.missing);
}
