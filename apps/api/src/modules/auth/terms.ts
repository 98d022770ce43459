import { eq } from 'drizzle-orm';
import {
  acceptsCurrentTerms,
  TERMS_REQUIRED_CODE,
  TERMS_REQUIRED_MESSAGE,
  TERMS_VERSION,
  termsAcceptanceNeeded,
} from '@aigc/domain';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createSession } from '../../lib/sessions';
import type { NewSession } from './service';

/**
 * The refusal of a sign-in or sign-up whose account has not accepted the
 * terms in force and whose request did not accept them (docs/auth.md
 * 'Terms'): envelope code {@link TERMS_REQUIRED_CODE} (4003), 'Please agree
 * to the terms of service and privacy policy'. Thrown before anything
 * single-use is spent, so the same request with `termsVersion` succeeds.
 */
export function termsRequired(): AppError {
  return new AppError(TERMS_REQUIRED_CODE, TERMS_REQUIRED_MESSAGE);
}

/**
 * The terms rule of a sign-in (docs/auth.md 'Terms'). `accepted` is the
 * version the account accepted (null: never, or a new account: pass null),
 * `given` the request's `termsVersion`.
 * @returns true when the acceptance is to be recorded now (the account
 *   needs it and the request gives it); false when the account already
 *   accepted the version in force (`given` is then ignored)
 * @throws 4003 {@link termsRequired} when the account needs it and the
 *   request does not accept the version in force
 */
export function termsGate(accepted: string | null, given: string | null | undefined): boolean {
  if (!termsAcceptanceNeeded(accepted)) return false;
  if (!acceptsCurrentTerms(given)) throw termsRequired();
  return true;
}

/** The columns that record an acceptance of the terms in force at `now` (for a new account's row or an update). */
export function termsAcceptance(now: Date): { termsVersion: string; termsAcceptedAt: Date } {
  return { termsVersion: TERMS_VERSION, termsAcceptedAt: now };
}

/**
 * Starts a main-site session for `userId` (`createSession`), first recording
 * its acceptance of the terms in force when `acceptTerms` (the result of
 * {@link termsGate}) — the one place a sign-in stores it.
 */
export async function startSignedIn(db: DbOrTx, userId: string, acceptTerms: boolean, now: Date): Promise<NewSession> {
  if (acceptTerms) await db.update(users).set(termsAcceptance(now)).where(eq(users.id, userId));
  return { userId, ...(await createSession(db, userId, now)) };
}
