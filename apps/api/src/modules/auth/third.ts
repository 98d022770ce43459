import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { AUTH_STEP_TTL_MS, maskEmail, type Edition } from '@aigc/domain';
import type { Db } from '../../db/client';
import { thirdLoginAttempts, type IdentityProvider, type ThirdProfile } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, unavailable } from '../../lib/errors';
import { findUserByEmail, findUserById } from '../users';
import {
  createAccount,
  defaultNickname,
  findIdentityUser,
  hasIdentity,
  linkIdentity,
} from './accounts';
import { GoogleSignInError, type GoogleProvider } from './google';
import { checkPasswordWithLockout } from './lockout';
import { isUniqueViolation, type AuthService, type NewSession } from './service';
import { consumeStep, createStep, readStep } from './steps';
import { startSignedIn, termsGate } from './terms';
import { WeChatError, type WeChatProvider } from './wechat';

/** Messages of third-party sign-in (docs/product.md §8 'login messages'; docs/auth.md). */
export const ThirdMessages = {
  wechatOff: 'WeChat login is not available',
  googleOff: 'Google sign-in is not available',
  invalidParams: 'Invalid WeChat login parameters',
  failed: 'Login failed, please retry',
  badToken: 'Login failed: the sign-in token is not valid',
  otherGoogle: 'This e-mail belongs to an account linked to another Google account',
  googleTaken: 'This Google account is already linked to another account',
  badPassword: 'Incorrect password',
} as const;

/**
 * Where a third-party sign-in stands (`status` of `ThirdLoginResult`):
 * `pending` (QR not confirmed yet), `loggedIn` (session cookie set, `user`
 * given), `requiredBinding` (bind a mobile number with `validateAuthToken`),
 * `requiredLink` (prove the password of the e-mail's account with
 * `validateAuthToken`), `requiredTerms` (the account has not accepted the
 * terms in force: ask the same again with `termsVersion`, docs/auth.md
 * 'Terms'; nothing was used up), `cancelled` (the user declined; clients ignore it),
 * `expired` (unknown, used or out-of-time attempt: start again), `failed`
 * (the provider refused: 'Login failed, please retry').
 */
export type ThirdOutcome =
  | { status: 'pending' | 'cancelled' | 'expired' | 'failed' | 'requiredTerms' }
  | { status: 'loggedIn'; session: NewSession }
  | { status: 'requiredBinding'; validateAuthToken: string }
  | { status: 'requiredLink'; validateAuthToken: string; linkEmail: string | null };

/** Name of the cookie that ties a third-party attempt to the browser that started it. */
export const LOGIN_BROWSER_COOKIE = 'aigc_login_browser';

/** A new browser id for {@link LOGIN_BROWSER_COOKIE} (256 random bits, base64url). */
export function newBrowserId(): string {
  return randomBytes(32).toString('base64url');
}

const hashBrowser = (browserId: string): string =>
  createHash('sha256').update(browserId, 'utf8').digest('hex');

/** What the third-party service needs. */
export interface ThirdLoginDeps {
  db: Db;
  clock: Clock;
  auth: AuthService;
  /** null = WeChat sign-in off. */
  wechat: WeChatProvider | null;
  /** null = Google sign-in off. */
  google: GoogleProvider | null;
}

type Resolution =
  | { kind: 'user'; userId: string }
  /** A new person: an account is made once the terms are accepted. */
  | { kind: 'new'; profile: ThirdProfile; signupSource: string | null }
  | { kind: 'bind'; userId: string | null; profile: ThirdProfile | null }
  | { kind: 'link'; userId: string; profile: ThirdProfile; email: string };

/**
 * WeChat QR sign-in and Google sign-in (docs/auth.md 'WeChat', 'Google'):
 * attempts with a single-use, expiring state bound to the starting browser,
 * the callbacks, the WeChat poll, the Google ID-token call and the Google
 * link step.
 */
export class ThirdLoginService {
  constructor(private readonly deps: ThirdLoginDeps) {}

  private async newAttempt(
    provider: IdentityProvider,
    browserId: string,
    extra: {
      state?: string;
      nonce?: string;
      codeVerifier?: string;
      redirectPath?: string | null;
      signupSource?: string | null;
      termsVersion?: string | null;
    },
  ): Promise<string> {
    const now = this.deps.clock.now();
    const state = extra.state ?? randomBytes(24).toString('base64url');
    // Old attempts are useless; drop them on the way.
    await this.deps.db
      .delete(thirdLoginAttempts)
      .where(lt(thirdLoginAttempts.expiresAt, new Date(now.getTime() - AUTH_STEP_TTL_MS)));
    await this.deps.db.insert(thirdLoginAttempts).values({
      state,
      provider,
      browserHash: hashBrowser(browserId),
      nonce: extra.nonce ?? null,
      codeVerifier: extra.codeVerifier ?? null,
      redirectPath: extra.redirectPath ?? null,
      signupSource: extra.signupSource ?? null,
      termsVersion: extra.termsVersion ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + AUTH_STEP_TTL_MS),
    });
    return state;
  }

  /** A live attempt of `provider` with this state, or null. */
  private async liveAttempt(provider: IdentityProvider, state: string) {
    const rows = await this.deps.db
      .select()
      .from(thirdLoginAttempts)
      .where(
        and(
          eq(thirdLoginAttempts.state, state),
          eq(thirdLoginAttempts.provider, provider),
          gt(thirdLoginAttempts.expiresAt, this.deps.clock.now()),
        ),
      )
      .limit(1);
    return rows[0] ?? null;
  }

  /** Moves an attempt from `from` to `to` (with its result); false when another request moved it first. */
  private async moveAttempt(
    state: string,
    from: (typeof thirdLoginAttempts.$inferSelect)['status'],
    set: Partial<typeof thirdLoginAttempts.$inferInsert>,
  ): Promise<boolean> {
    const moved = await this.deps.db
      .update(thirdLoginAttempts)
      .set(set)
      .where(and(eq(thirdLoginAttempts.state, state), eq(thirdLoginAttempts.status, from)))
      .returning({ state: thirdLoginAttempts.state });
    return moved.length > 0;
  }

  /** Which account a provider's profile signs in to, or what step is missing (docs/auth.md). */
  private async resolve(profile: ThirdProfile, signupSource: string | null = null): Promise<Resolution> {
    const db = this.deps.db;
    const known = await findIdentityUser(db, profile.provider, profile.subject, profile.openId);
    if (profile.provider === 'wechat') {
      if (!known) return { kind: 'bind', userId: null, profile };
      const user = await findUserById(db, known);
      return user?.phone
        ? { kind: 'user', userId: known }
        : { kind: 'bind', userId: known, profile: null };
    }
    if (known) return { kind: 'user', userId: known };
    if (profile.email && profile.emailVerified) {
      const owner = await findUserByEmail(db, profile.email);
      if (owner) {
        if (await hasIdentity(db, owner.id, 'google')) throw conflict(ThirdMessages.otherGoogle);
        if (owner.passwordHash?.startsWith('$'))
          return { kind: 'link', userId: owner.id, profile, email: profile.email };
        // An account with this verified e-mail and no password: the e-mail is its only proof.
        await linkIdentity(db, owner.id, profile, this.deps.clock.now());
        return { kind: 'user', userId: owner.id };
      }
    }
    return { kind: 'new', profile, signupSource };
  }

  /** A new account (+5 tickets, the terms accepted) for a Google profile: its verified e-mail (when free), its name, the identity. */
  private async createFromProfile(
    profile: ThirdProfile,
    edition: Edition,
    signupSource: string | null,
  ): Promise<string> {
    const now = this.deps.clock.now();
    const email =
      profile.email &&
      profile.emailVerified &&
      !(await findUserByEmail(this.deps.db, profile.email))
        ? profile.email
        : null;
    const nickname = defaultNickname(edition, {
      name: profile.nickname,
      fallbackSeed: profile.subject.replace(/\W/g, '').slice(-6),
    });
    try {
      return await this.deps.db.transaction((tx) =>
        createAccount(tx, { email, nickname, identity: profile, signupSource, termsAccepted: true }, now),
      );
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // The same identity signed up in a parallel request: use that account.
      const again = await findIdentityUser(this.deps.db, profile.provider, profile.subject);
      if (!again) throw err;
      return again;
    }
  }

  /**
   * Whether the account a resolution signs in to may do so with `termsVersion`
   * (docs/auth.md 'Terms'): `null` when it may not (the answer is then
   * `requiredTerms`), else whether to record the acceptance. Steps still to
   * come (bind, link) are not asked here: they ask themselves.
   */
  private async termsFor(r: Resolution, termsVersion: string | null | undefined): Promise<boolean | null> {
    if (r.kind === 'bind' || r.kind === 'link') return false;
    const accepted = r.kind === 'user' ? ((await findUserById(this.deps.db, r.userId))?.termsVersion ?? null) : null;
    try {
      return termsGate(accepted, termsVersion);
    } catch {
      return null;
    }
  }

  /**
   * Turns a resolution into the answer: `requiredTerms` when the terms rule
   * refuses (nothing made), else the session (a new person's account made
   * first) or the next step's token.
   */
  private async outcome(r: Resolution, termsVersion: string | null | undefined): Promise<ThirdOutcome> {
    const now = this.deps.clock.now();
    const acceptTerms = await this.termsFor(r, termsVersion);
    if (acceptTerms === null) return { status: 'requiredTerms' };
    if (r.kind === 'new') {
      const userId = await this.createFromProfile(r.profile, 'main-intl', r.signupSource);
      return { status: 'loggedIn', session: await startSignedIn(this.deps.db, userId, false, now) };
    }
    if (r.kind === 'user')
      return { status: 'loggedIn', session: await startSignedIn(this.deps.db, r.userId, acceptTerms, now) };
    if (r.kind === 'bind') {
      const token = await createStep(
        this.deps.db,
        'BIND',
        { userId: r.userId, profile: r.profile },
        now,
      );
      return { status: 'requiredBinding', validateAuthToken: token };
    }
    const token = await createStep(
      this.deps.db,
      'LINK',
      { userId: r.userId, profile: r.profile },
      now,
    );
    return { status: 'requiredLink', validateAuthToken: token, linkEmail: maskEmail(r.email) };
  }

  // ---- WeChat ---------------------------------------------------------------------

  /**
   * `GET /api/auth/login/pre/third?identifierType=3`: a QR sign-in attempt;
   * returns WeChat's authorisation URL and the state (the poll's `uuid`),
   * valid 10 minutes. Error: 503 'WeChat login is not available' when off.
   */
  async startWeChat(
    browserId: string,
    redirectUri: string,
  ): Promise<{ url: string; state: string }> {
    const wechat = this.deps.wechat;
    if (!wechat) throw unavailable(ThirdMessages.wechatOff);
    const state = await this.newAttempt('wechat', browserId, {});
    return { url: wechat.authorizeUrl(state, redirectUri), state };
  }

  /**
   * The WeChat callback (`redirect_uri?code=&state=`): an unknown, used or
   * expired state is refused ('Invalid WeChat login parameters', nothing
   * changes); no code means the user declined (`cancelled`); otherwise the
   * code is exchanged for the profile and the result kept for the poll.
   * @returns what the callback page shows.
   */
  async finishWeChat(query: {
    code?: string | undefined;
    state?: string | undefined;
  }): Promise<'done' | 'cancelled' | 'invalid' | 'failed'> {
    const wechat = this.deps.wechat;
    if (!wechat || !query.state) return 'invalid';
    const attempt = await this.liveAttempt('wechat', query.state);
    if (!attempt || attempt.status !== 'pending') return 'invalid';
    if (!query.code) {
      await this.moveAttempt(attempt.state, 'pending', { status: 'cancelled' });
      return 'cancelled';
    }
    let profile: ThirdProfile;
    try {
      profile = await wechat.fetchProfile(query.code);
    } catch (err) {
      if (!(err instanceof WeChatError)) throw err;
      await this.moveAttempt(attempt.state, 'pending', { status: 'failed' });
      return 'failed';
    }
    const r = await this.resolve(profile);
    const moved =
      r.kind === 'user'
        ? await this.moveAttempt(attempt.state, 'pending', {
            status: 'succeeded',
            userId: r.userId,
          })
        : await this.moveAttempt(attempt.state, 'pending', {
            status: 'requiredBinding',
            userId: r.kind === 'bind' ? r.userId : null,
            profile: r.kind === 'bind' ? r.profile : null,
          });
    return moved ? 'done' : 'invalid';
  }

  /**
   * `GET /api/auth/login/query/third?uuid=`: the poll (every 500 ms, up to
   * 60 s on the client). Only the browser that started the attempt (its
   * {@link LOGIN_BROWSER_COOKIE}) gets its result, and only once: `loggedIn`
   * creates the session, `requiredBinding` the binding token; afterwards the
   * attempt answers `expired`. A confirmed sign-in to an account that has not
   * accepted the terms in force answers `requiredTerms` and stays as it is
   * until a poll with `termsVersion` collects it (docs/auth.md 'Terms').
   */
  async pollWeChat(state: string, browserId: string | undefined, termsVersion?: string): Promise<ThirdOutcome> {
    const attempt = await this.liveAttempt('wechat', state);
    if (!attempt || !browserId || attempt.browserHash !== hashBrowser(browserId))
      return { status: 'expired' };
    switch (attempt.status) {
      case 'pending':
      case 'cancelled':
      case 'failed':
        return { status: attempt.status };
      case 'consumed':
        return { status: 'expired' };
      case 'succeeded':
      case 'requiredBinding': {
        const r: Resolution =
          attempt.status === 'succeeded' && attempt.userId
            ? { kind: 'user', userId: attempt.userId }
            : { kind: 'bind', userId: attempt.userId, profile: attempt.profile };
        // Asked before the attempt is collected: the poll with the acceptance collects it.
        if ((await this.termsFor(r, termsVersion)) === null) return { status: 'requiredTerms' };
        if (!(await this.moveAttempt(state, attempt.status, { status: 'consumed' })))
          return { status: 'expired' };
        return this.outcome(r, termsVersion);
      }
    }
  }

  // ---- Google ---------------------------------------------------------------------

  /**
   * `GET /api/auth/login/third/google`: starts the code flow (state, nonce,
   * PKCE kept on the attempt, bound to the browser) and returns the
   * provider's URL. `termsVersion`: the terms the person accepted before
   * leaving (the sign-up form's box), kept for the callback (docs/auth.md
   * 'Terms'). Error: 503 'Google sign-in is not available' when off or
   * when the provider's discovery fails.
   */
  async startGoogle(
    browserId: string,
    redirectUri: string,
    redirectPath: string | null,
    signupSource: string | null = null,
    termsVersion: string | null = null,
  ): Promise<string> {
    const google = this.deps.google;
    if (!google) throw unavailable(ThirdMessages.googleOff);
    let start;
    try {
      start = await google.start(redirectUri);
    } catch (err) {
      if (err instanceof GoogleSignInError) throw unavailable(ThirdMessages.googleOff);
      throw err;
    }
    await this.newAttempt('google', browserId, {
      state: start.state,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      redirectPath,
      signupSource,
      termsVersion,
    });
    return start.url;
  }

  /**
   * The Google callback: the attempt must be live, pending and started by
   * this browser; `error=access_denied` is a cancel; otherwise the ID token
   * is verified (issuer, audience, expiry, nonce, signature) and the profile
   * resolved. Every attempt ends here (single use): an account that has not
   * accepted the terms in force, without the acceptance kept at the start,
   * ends in `requiredTerms` (docs/auth.md 'Terms').
   * @returns the outcome and the in-app path to go back to.
   */
  async finishGoogle(
    query: URLSearchParams,
    browserId: string | undefined,
    redirectUri: string,
  ): Promise<{ outcome: ThirdOutcome; redirectPath: string | null }> {
    const state = query.get('state');
    const attempt = state && this.deps.google ? await this.liveAttempt('google', state) : null;
    if (
      !attempt ||
      attempt.status !== 'pending' ||
      !browserId ||
      attempt.browserHash !== hashBrowser(browserId)
    ) {
      return { outcome: { status: 'expired' }, redirectPath: attempt?.redirectPath ?? null };
    }
    const redirectPath = attempt.redirectPath;
    if (!(await this.moveAttempt(attempt.state, 'pending', { status: 'consumed' })))
      return { outcome: { status: 'expired' }, redirectPath };
    if (query.get('error'))
      return {
        outcome: { status: query.get('error') === 'access_denied' ? 'cancelled' : 'failed' },
        redirectPath,
      };
    let profile: ThirdProfile;
    try {
      profile = await this.deps.google!.finish(query, {
        state: attempt.state,
        nonce: attempt.nonce ?? '',
        codeVerifier: attempt.codeVerifier ?? '',
        redirectUri,
      });
    } catch (err) {
      if (err instanceof GoogleSignInError) return { outcome: { status: 'failed' }, redirectPath };
      throw err;
    }
    try {
      const r = await this.resolve(profile, attempt.signupSource);
      return { outcome: await this.outcome(r, attempt.termsVersion), redirectPath };
    } catch {
      return { outcome: { status: 'failed' }, redirectPath };
    }
  }

  /**
   * `POST /api/auth/login/third {accessToken, source}` with `source` `google`:
   * `accessToken` is a Google ID token (the Identity Services credential),
   * verified like the callback's (issuer, audience, expiry, signature).
   * An account (or a new person) that has not accepted the terms in force
   * answers `requiredTerms` unless `termsVersion` accepts them (docs/auth.md
   * 'Terms'; the token may be sent again).
   * Errors: 400 'Login failed: the sign-in token is not valid'; 409
   * 'This e-mail belongs to an account linked to another Google account';
   * 503 when Google sign-in is off.
   */
  async loginWithIdToken(
    accessToken: string,
    signupSource: string | null = null,
    termsVersion: string | null = null,
  ): Promise<ThirdOutcome> {
    const google = this.deps.google;
    if (!google) throw unavailable(ThirdMessages.googleOff);
    let profile: ThirdProfile;
    try {
      profile = await google.verifyIdToken(accessToken);
    } catch (err) {
      if (err instanceof GoogleSignInError) throw badRequest(ThirdMessages.badToken);
      throw err;
    }
    return this.outcome(await this.resolve(profile, signupSource), termsVersion);
  }

  /** `GET /api/auth/login/third/link`: what a link step is about (`provider`, the masked e-mail). Error: 400 'This verification has expired…'. */
  async linkInfo(token: string): Promise<{ provider: IdentityProvider; email: string | null }> {
    const step = await readStep(this.deps.db, token, 'LINK', this.deps.clock.now());
    return {
      provider: step.profile?.provider ?? 'google',
      email: step.profile?.email ? maskEmail(step.profile.email) : null,
    };
  }

  /**
   * `POST /api/auth/login/third/link`: proves the password of the account
   * that owns the Google e-mail (under the lockout of docs/auth.md), links
   * the Google identity and signs in. Errors: 400 'Incorrect password',
   * 'This verification has expired…'; 409 'This Google account is already
   * linked to another account'; 429 while locked; 4003 'Please agree to the
   * terms of service and privacy policy' after the right password when the
   * account has not accepted the terms in force and `termsVersion` does not
   * (docs/auth.md 'Terms'; the step stays usable).
   */
  async link(
    input: { validateAuthToken: string; password: string; kid?: string | undefined; termsVersion?: string | undefined },
    ip: string | null,
  ): Promise<NewSession> {
    const now = this.deps.clock.now();
    const step = await readStep(this.deps.db, input.validateAuthToken, 'LINK', now);
    const password = this.deps.auth.decryptPassword(input.password, input.kid);
    if (password === '') throw badRequest('Please enter a password');
    const user = step.userId ? await findUserById(this.deps.db, step.userId) : null;
    const profile = step.profile;
    if (!user || !profile) throw badRequest(ThirdMessages.failed);
    const ok = await checkPasswordWithLockout(this.deps.db, {
      subject: { userId: user.id },
      hash: user.passwordHash,
      password,
      ip,
      now,
      limits: this.deps.auth.limits,
    });
    if (!ok) throw badRequest(ThirdMessages.badPassword);
    const acceptTerms = termsGate(user.termsVersion, input.termsVersion);
    try {
      await this.deps.db.transaction(async (tx) => {
        await consumeStep(tx, step.tokenHash, now);
        await linkIdentity(tx, user.id, profile, now);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(ThirdMessages.googleTaken);
      throw err;
    }
    return startSignedIn(this.deps.db, user.id, acceptTerms, now);
  }
}
