import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  DEFAULT_EDITION,
  validateEmail,
  validateEmailCode,
  validateNickname,
  validatePasswordMatch,
  type Edition,
  type Limits,
} from '@aigc/domain';
import type { Mailer } from '../../adapters/mail';
import type { Db, DbOrTx } from '../../db/client';
import { sessions, users, type EmailCodePurpose } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict } from '../../lib/errors';
import { findUserByEmail } from '../users';
import { createAccount } from './accounts';
import { CodeMessages, consumeCode, dropCode, issueCode } from './codes';
import type { PasswordKey } from './keys';
import { checkPasswordWithLockout } from './lockout';
import { checkNewPassword, hashPassword } from './passwords';
import { startSignedIn, termsGate } from './terms';
import { createSession, retireSession, revokeSessionFamily, sessionFamily } from '../../lib/sessions';

/** Messages of the auth rules. */
export const AuthMessages = {
  unreadablePassword: 'Password could not be read, please reload the page',
  badLogin: 'Incorrect e-mail or password',
  registered: 'This e-mail is already registered',
} as const;

/** What the auth service needs. */
export interface AuthDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  key: PasswordKey;
  /** The abuse limits (`app.config.limits`, docs/security.md 'Limits and lockouts'). */
  limits: Limits;
}

/** A freshly created session for the cookie. */
export interface NewSession {
  userId: string;
  token: string;
  expiresAt: Date;
}

/** Lower-cases and trims an e-mail address (addresses are unique case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Decrypts a password field (base64 RSA-OAEP/SHA-256 under `key`, docs/auth.md).
 * An empty field stays empty (the rules then ask for a password). Throws 400
 * 'Password could not be read…' when it does not decrypt or `kid` is stale.
 */
export function decryptPasswordField(key: PasswordKey, field: string, kid?: string): string {
  if (field === '') return '';
  if (kid !== undefined && kid !== '' && kid !== key.kid) throw badRequest(AuthMessages.unreadablePassword);
  try {
    return key.decrypt(field);
  } catch {
    throw badRequest(AuthMessages.unreadablePassword);
  }
}

/** Throws 400 with the issue's message when a @aigc/domain validator found one. */
export function check(issue: { message: string } | null): void {
  if (issue) throw badRequest(issue.message);
}

/**
 * Stores a new password hash and revokes every live session of the account
 * but `keepTokenHash` (the caller's own, on a password change).
 */
export async function replacePassword(
  tx: DbOrTx,
  userId: string,
  passwordHash: string,
  now: Date,
  keepTokenHash: string | null = null,
): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}

/** The e-mail auth rules (docs/product.md §4, §5, §9; docs/api-contract.md /api/auth/*). */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  /** The abuse limits this service applies (shared with the phone and third-party services). */
  get limits(): Limits {
    return this.deps.limits;
  }

  /**
   * Decrypts a password field (base64 RSA-OAEP/SHA-256 under the served key).
   * An empty field stays empty (the rules then ask for a password). Throws 400
   * 'Password could not be read…' when it does not decrypt or `kid` is stale.
   */
  decryptPassword(field: string, kid?: string): string {
    return decryptPasswordField(this.deps.key, field, kid);
  }

  /**
   * Mails a 6-digit code for registration or password reset — answering the
   * same whether or not the address has an account (docs/auth.md
   * 'Enumeration'): a REGISTER code for a registered address, or a
   * FORGET_PASSWORD code for an unknown one, is issued and throttled like any
   * other, but the mail says 'you already have an account' / 'there is no
   * account' instead of carrying the code.
   * Errors: 400 bad e-mail; 429 within 60 s of the previous code, or a cap
   * of docs/auth.md 'Limits' reached (`ip` = the requester).
   */
  async sendEmailCode(rawEmail: string, purpose: EmailCodePurpose, ip: string | null): Promise<void> {
    check(validateEmail(rawEmail));
    const email = normalizeEmail(rawEmail);
    const existing = await findUserByEmail(this.deps.db, email);
    const notice =
      purpose === 'REGISTER' && existing ? 'registered' : purpose === 'FORGET_PASSWORD' && !existing ? 'noAccount' : null;
    await this.mailCode(email, purpose, ip, notice);
  }

  /**
   * Issues a code for `email` and mails it (the code rules of `./codes`), or
   * with `notice` mails that notice instead of the code (the code stays
   * unused: nobody can know it); an undelivered mail drops the code so that
   * the 60 s wait does not apply, and the mail error propagates (HTTP 500).
   */
  async mailCode(
    email: string,
    purpose: EmailCodePurpose,
    ip: string | null,
    notice: 'registered' | 'noAccount' | null = null,
  ): Promise<void> {
    const { id, code } = await issueCode(
      this.deps.db,
      { channel: 'email', destination: email, purpose },
      this.deps.clock.now(),
      ip,
      this.deps.limits,
    );
    const subject =
      purpose === 'REGISTER' ? 'Your AIGC sign-up code' : 'Your AIGC password reset code';
    const text =
      notice === 'registered'
        ? 'Someone asked to sign up with this e-mail address, but you already have an account. Sign in instead, or reset your password if you forgot it.\n\nIf it was not you, ignore this message.'
        : notice === 'noAccount'
          ? 'Someone asked to reset the password of an account with this e-mail address, but there is no account with it. You can sign up with it instead.\n\nIf it was not you, ignore this message.'
          : `Your verification code is ${code}. It expires in 10 minutes and can be used once.\n\nIf you did not ask for it, ignore this message.`;
    try {
      await this.deps.mailer.send({ to: email, subject, text });
    } catch (err) {
      await dropCode(this.deps.db, id);
      throw err;
    }
  }

  /**
   * Registers an account: rules of docs/product.md §5 (the password rule of the
   * request's edition, default international), the terms (`termsVersion` must
   * be the version in force, docs/auth.md 'Terms'), the code, then in ONE
   * transaction the user row (with the acceptance) and the +5 ticket grant
   * with its ledger row; logs in.
   * Errors: 400 rules/code (a registered address never gets a code, so it
   * answers like any wrong code); 4003 'Please agree to the terms of service
   * and privacy policy' without the acceptance (checked before the code, which
   * stays usable); 409 already registered (only with a valid code: a race).
   */
  async register(input: {
    email: string;
    password: string;
    nickname: string;
    code: string;
    kid?: string;
    edition?: Edition;
    /** The visit's ht_source, stored on the new account (docs/product.md §3 'Campaign source'). */
    htSource?: string | undefined;
    /** The terms version the person ticked (docs/auth.md 'Terms'). */
    termsVersion?: string | undefined;
  }): Promise<NewSession> {
    check(validateEmail(input.email));
    const password = this.decryptPassword(input.password, input.kid);
    checkNewPassword(input.edition ?? DEFAULT_EDITION, password);
    check(validateNickname(input.nickname));
    check(validateEmailCode(input.code));
    termsGate(null, input.termsVersion);
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    // The code first: a registered address never got one, so its answer is a code error like any other's.
    await consumeCode(
      this.deps.db,
      { channel: 'email', destination: email, purpose: 'REGISTER' },
      input.code,
      now,
    );
    if (await findUserByEmail(this.deps.db, email)) throw conflict(AuthMessages.registered);
    let id: string;
    try {
      id = await this.deps.db.transaction((tx) =>
        createAccount(
          tx,
          { email, nickname: input.nickname.trim(), passwordHash, signupSource: input.htSource ?? null, termsAccepted: true },
          now,
        ),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(AuthMessages.registered);
      throw err;
    }
    return { userId: id, ...(await createSession(this.deps.db, id, now)) };
  }

  /**
   * Logs in with e-mail and password; a new session each time. Once the
   * password is right, the terms rule (docs/auth.md 'Terms'): an account
   * that has not accepted the version in force needs `termsVersion`, which is
   * then recorded. Errors: 400 'Incorrect e-mail or password'; 429 while
   * locked (docs/auth.md 'Lockouts'; `ip` = the caller); 4003 'Please agree
   * to the terms of service and privacy policy' (no session; send again
   * with `termsVersion`).
   */
  async login(
    input: { email: string; password: string; kid?: string; termsVersion?: string | undefined },
    ip: string | null = null,
  ): Promise<NewSession> {
    const password = this.decryptPassword(input.password, input.kid);
    if (password === '') throw badRequest('Please enter a password');
    const email = normalizeEmail(input.email);
    const user = validateEmail(input.email) ? null : await findUserByEmail(this.deps.db, email);
    const now = this.deps.clock.now();
    const ok = await checkPasswordWithLockout(this.deps.db, {
      subject: user ? { userId: user.id } : { typed: email },
      hash: user?.passwordHash ?? null,
      password,
      ip,
      now,
      limits: this.deps.limits,
    });
    if (!user || !ok) throw badRequest(AuthMessages.badLogin);
    const acceptTerms = termsGate(user.termsVersion, input.termsVersion);
    return startSignedIn(this.deps.db, user.id, acceptTerms, now);
  }

  /**
   * Resets the password with a FORGET_PASSWORD code (the password rule of the
   * request's edition); revokes every session of the account. Errors: 400 rules / mismatch / code — an
   * unknown address answers as a wrong code (docs/auth.md 'Enumeration').
   */
  async forgot(input: {
    email: string;
    password: string;
    matchingPassword: string;
    code: string;
    kid?: string;
    edition?: Edition;
  }): Promise<void> {
    check(validateEmail(input.email));
    const password = this.decryptPassword(input.password, input.kid);
    const matching = this.decryptPassword(input.matchingPassword, input.kid);
    checkNewPassword(input.edition ?? DEFAULT_EDITION, password);
    check(validatePasswordMatch(password, matching));
    check(validateEmailCode(input.code));
    const email = normalizeEmail(input.email);
    const user = await findUserByEmail(this.deps.db, email);
    const passwordHash = await hashPassword(password);
    const now = this.deps.clock.now();
    // The code first, for known and unknown addresses alike: an unknown one never got its code.
    await consumeCode(
      this.deps.db,
      { channel: 'email', destination: email, purpose: 'FORGET_PASSWORD' },
      input.code,
      now,
    );
    if (!user) throw badRequest(CodeMessages.wrong);
    await this.deps.db.transaction((tx) => replacePassword(tx, user.id, passwordHash, now));
  }

  /** Revokes the session with this token hash and its family (the same sign-in on the site's other hosts, docs/auth.md 'Sessions across hosts'). */
  async logout(tokenHash: string): Promise<void> {
    await revokeSessionFamily(this.deps.db, tokenHash, this.deps.clock.now());
  }

  /** Rotates a session: a new token, the old one revoked (one transaction). */
  async renew(userId: string, oldTokenHash: string): Promise<NewSession> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      // The old token keeps working a moment for requests already on their way (docs/auth.md 'Sessions').
      await retireSession(tx, oldTokenHash, now);
      // The new token stays in the old one's family (a renewed handoff still signs out with its origin).
      const familyId = await sessionFamily(tx, oldTokenHash);
      return { userId, ...(await createSession(tx, userId, now, familyId)) };
    });
  }
}

/** True for a PostgreSQL unique_violation (SQLSTATE 23505), also when wrapped by Drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
