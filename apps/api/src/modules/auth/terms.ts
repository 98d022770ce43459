import { eq } from 'drizzle-orm';
import {
  acceptsCurrentTerms,
  TERMS_REQUIRED_CODE,
  TERMS_REQUIRED_MESSAGE,
  TERMS_VERSION,
  termsAcceptanceNeeded,
} from '@aigc/domain';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createSession } from '../../lib/sessions';
import { consumeCode, verifyCode, type CodeTarget } from './codes';
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

/**
 * {@link termsGate} for a sign-in by a one-time code, then the code used
 * (`consumeCode`): the terms refusal (4003) is said only to a caller holding
 * the right code (a wrong one gets the code's own error, so the answer never
 * tells whether an account exists), and it leaves the code unused for the
 * same call with `termsVersion` (docs/auth.md 'Terms').
 * @returns whether to record the acceptance (see {@link termsGate})
 * @throws the code errors of `./codes` (400); 4003 {@link termsRequired}
 */
export async function termsGateThenCode(
  db: Db,
  target: CodeTarget,
  code: string,
  terms: { accepted: string | null; given: string | null | undefined },
  now: Date,
): Promise<boolean> {
  let acceptTerms: boolean;
  try {
    acceptTerms = termsGate(terms.accepted, terms.given);
  } catch (refusal) {
    await verifyCode(db, target, code, now);
    throw refusal;
  }
  await consumeCode(db, target, code, now);
  return acceptTerms;
}
