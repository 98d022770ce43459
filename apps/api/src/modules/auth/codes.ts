import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_RESEND_SECONDS, CODE_TTL_MS } from '@aigc/domain';
import type { Db } from '../../db/client';
import { emailCodes, type EmailCodePurpose } from '../../db/schema';
import { AppError, ErrorCode, badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';

/** Messages of the code rules (sent as the envelope `msg`). */
export const CodeMessages = {
  wrong: 'Incorrect verification code',
  expired: 'The verification code has expired, please request a new one',
  dead: 'Too many wrong attempts, please request a new code',
  missing: 'Please request a verification code first',
} as const;

function hashCode(id: string, code: string): Buffer {
  return createHash('sha256').update(`${id}:${code}`, 'utf8').digest();
}

/** A new random code of {@link CODE_LENGTH} (6) digits from `crypto.randomInt`. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * Issues a code for (`email`, `purpose`) and returns it (for the mail). Older
 * unused codes for the pair are retired. Refuses with 429 'Please wait N s
 * before requesting a new code' when the last one is younger than 60 s
 * (docs/product.md §9); serialised per pair with a transaction-level advisory lock.
 */
export async function issueCode(db: Db, email: string, purpose: EmailCodePurpose, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${purpose}:${email}`}))`);
    const last = await tx
      .select({ createdAt: emailCodes.createdAt })
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose)))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    const lastAt = last[0]?.createdAt;
    if (lastAt) {
      const waitMs = lastAt.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError(ErrorCode.TooMany, `Please wait ${seconds} s before requesting a new code`, null);
      }
    }
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
    const id = newId();
    const code = generateCode();
    await tx.insert(emailCodes).values({
      id,
      email,
      purpose,
      codeHash: hashCode(id, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    return code;
  });
}

/**
 * Checks `code` against the newest unused code for (`email`, `purpose`) and
 * consumes it (single use). Each wrong try is counted and committed; after 5
 * the code is dead. Expired after 10 minutes (docs/product.md §9).
 * Throws AppError 400 with one of {@link CodeMessages}.
 */
export async function consumeCode(db: Db, email: string, purpose: EmailCodePurpose, code: string, now: Date): Promise<void> {
  const rows = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) throw badRequest(CodeMessages.missing);
  if (row.expiresAt.getTime() <= now.getTime()) throw badRequest(CodeMessages.expired);
  if (row.attempts >= CODE_MAX_ATTEMPTS) throw badRequest(CodeMessages.dead);
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = hashCode(row.id, code.trim());
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const bumped = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, row.id), lt(emailCodes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ attempts: emailCodes.attempts });
    const attempts = bumped[0]?.attempts ?? CODE_MAX_ATTEMPTS;
    throw badRequest(attempts >= CODE_MAX_ATTEMPTS ? CodeMessages.dead : CodeMessages.wrong);
  }
  // Conditional update: of two concurrent uses of the same code only one wins.
  const used = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailCodes.id, row.id),
        isNull(emailCodes.consumedAt),
        lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw badRequest(CodeMessages.missing);
}
