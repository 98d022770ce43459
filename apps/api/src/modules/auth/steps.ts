import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { AUTH_STEP_TTL_MS } from '@aigc/domain';
import type { DbOrTx } from '../../db/client';
import {
  authSteps,
  type AuthStepPurpose,
  type CodeChannel,
  type ThirdProfile,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** Message when a `validateAuthToken` is unknown, used, expired or for another step. */
export const STEP_EXPIRED = 'This verification has expired, please start again';

/** SHA-256 (hex) of a step token: the only form stored. */
export function hashStepToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What a step carries (see the `auth_steps` table). */
export interface StepData {
  channel?: CodeChannel | null;
  destination?: string | null;
  userId?: string | null;
  profile?: ThirdProfile | null;
}

/**
 * Starts a step of `purpose` valid for {@link AUTH_STEP_TTL_MS} (10 min) and
 * returns its bearer token (the spec's `validateAuthToken`: 43 base64url
 * characters, 256 random bits; only its SHA-256 is stored).
 */
export async function createStep(
  db: DbOrTx,
  purpose: AuthStepPurpose,
  data: StepData,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  // Steps past their time are useless; drop them on the way (indexed by expiry).
  await db.delete(authSteps).where(lt(authSteps.expiresAt, new Date(now.getTime() - AUTH_STEP_TTL_MS)));
  await db.insert(authSteps).values({
    tokenHash: hashStepToken(token),
    purpose,
    channel: data.channel ?? null,
    destination: data.destination ?? null,
    userId: data.userId ?? null,
    profile: data.profile ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_STEP_TTL_MS),
  });
  return token;
}

/** The live (unused, unexpired) step of `purpose` with this token; throws 400 {@link STEP_EXPIRED} otherwise. */
export async function readStep(db: DbOrTx, token: string, purpose: AuthStepPurpose, now: Date) {
  const rows = await db
    .select()
    .from(authSteps)
    .where(
      and(
        eq(authSteps.tokenHash, hashStepToken(token)),
        eq(authSteps.purpose, purpose),
        isNull(authSteps.consumedAt),
        gt(authSteps.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) throw badRequest(STEP_EXPIRED);
  return row;
}

/** Marks a step used; of two concurrent uses only one wins — the other gets 400 {@link STEP_EXPIRED}. */
export async function consumeStep(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  const used = await db
    .update(authSteps)
    .set({ consumedAt: now })
    .where(and(eq(authSteps.tokenHash, tokenHash), isNull(authSteps.consumedAt)))
    .returning({ tokenHash: authSteps.tokenHash });
  if (used.length === 0) throw badRequest(STEP_EXPIRED);
}
