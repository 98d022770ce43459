import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../lib/sessions';
import { findUserById, userDtoOf, UserSchema } from '../users';
import type { NewSession } from './service';
import { LOGIN_BROWSER_COOKIE, newBrowserId, type ThirdOutcome } from './third';

/** OpenAPI `LoginResult`: the answer of every sign-in that ends signed in (the session cookie is set). */
export const LoginResultSchema = z
  .object({
    user: UserSchema,
    requiredBinding: z
      .literal(false)
      .describe('Always false here; third-party sign-ins answer ThirdLoginResult'),
  })
  .meta({ id: 'LoginResult' });

/** OpenAPI `ThirdLoginResult` (docs/auth.md): a WeChat poll or a third-party token sign-in. */
export const ThirdLoginResultSchema = z
  .object({
    status: z
      .enum([
        'pending',
        'loggedIn',
        'requiredBinding',
        'requiredLink',
        'requiredTerms',
        'cancelled',
        'expired',
        'failed',
      ])
      .describe(
        'pending: not confirmed yet (poll again); loggedIn: signed in (cookie set, `user`); requiredBinding: bind a mobile number with `validateAuthToken` (binding/mobile/*); requiredLink: prove the password of the e-mail account with `validateAuthToken` (login/third/link); requiredTerms: the account has not accepted the terms in force, ask the same again with `termsVersion` (nothing was used up; docs/auth.md Terms); cancelled: the user declined (ignore); expired: start again; failed: "Login failed, please retry"',
      ),
    user: UserSchema.nullable().describe('Set when status is loggedIn'),
    requiredBinding: z.boolean().describe('status === requiredBinding'),
    validateAuthToken: z
      .string()
      .nullable()
      .describe('For requiredBinding / requiredLink; valid 10 minutes, single use'),
    linkEmail: z
      .string()
      .nullable()
      .describe('requiredLink: the masked e-mail whose password is asked'),
  })
  .meta({ id: 'ThirdLoginResult' });

/**
 * The optional `termsVersion` of every main-site sign-in and sign-up call
 * (docs/auth.md 'Terms'): the version of the terms the person ticked
 * (`TERMS_VERSION` of @aigc/domain); left out when no box was shown.
 */
export const termsVersion = z
  .string()
  .max(40)
  .optional()
  .describe(
    "The terms version the person accepted (TERMS_VERSION). Needed when the account has not accepted the version in force, and for a sign-up; otherwise 4003 'Please agree to the terms of service and privacy policy'",
  );

/** Body field schemas shared by the auth routes. */
export const email = z.string({ error: 'Please enter your e-mail address' });
export const password = z
  .string({ error: 'Please enter a password' })
  .describe('base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password');
export const kid = z
  .string()
  .optional()
  .describe('kid of the public key used to encrypt the password fields');
export const mobile = z
  .string({ error: 'Please enter your mobile number' })
  .describe('11-digit China mobile number');
export const code = z
  .string({ error: 'Please enter the verification code' })
  .describe('6-digit code');
export const validateAuthToken = z
  .string({ error: 'This verification has expired, please start again' })
  .describe('Token of the step, from forgot/password/validate, the WeChat poll or login/third');

/**
 * The `Domain` of the session cookie for a request: the SESSION_COOKIE_DOMAIN
 * entry its host is on or under (`makeable.cn` for `shop.makeable.cn`), or
 * undefined (a host-only cookie) — docs/auth.md 'Sessions across hosts'.
 */
export function sessionCookieDomainOf(request: FastifyRequest): string | undefined {
  const host = request.hostname.toLowerCase();
  return request.server.config.sessionCookieDomains.find((d) => host === d || host.endsWith(`.${d}`));
}

/**
 * Whether cookies set on this answer get `Secure`: always in production, and
 * whenever the request came over HTTPS — directly or, with TRUST_PROXY,
 * through a proxy's `X-Forwarded-Proto` (docs/security.md).
 */
export function secureCookies(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.nodeEnv === 'production';
}

/** Sets the `aigc_session` cookie (httpOnly, SameSite=Lax, 30 days; Secure per {@link secureCookies}; `Domain` = the request's SESSION_COOKIE_DOMAIN entry, {@link sessionCookieDomainOf}). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  s: { token: string; expiresAt: Date },
): void {
  const domain = sessionCookieDomainOf(request);
  reply.setCookie(SESSION_COOKIE, s.token, {
    ...(domain ? { domain } : {}),
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies(request),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
    expires: s.expiresAt,
  });
}

/** Clears the session cookie (on the request's SESSION_COOKIE_DOMAIN entry too, when there is one). */
export function clearSessionCookie(reply: FastifyReply): void {
  const domain = sessionCookieDomainOf(reply.request);
  reply.clearCookie(SESSION_COOKIE, { ...(domain ? { domain } : {}), path: '/', httpOnly: true, sameSite: 'lax' });
}

/** The `LoginResult` envelope for a new session. */
export async function loginResult(db: Db, s: NewSession) {
  const row = await findUserById(db, s.userId);
  if (!row) throw unauthorized();
  return ok({ user: await userDtoOf(db, row), requiredBinding: false as const });
}

/**
 * The `ThirdLoginResult` data for an outcome; a `loggedIn` outcome sets the
 * session cookie on `reply`.
 */
export async function thirdLoginResult(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: ThirdOutcome,
) {
  const base = { user: null, requiredBinding: false, validateAuthToken: null, linkEmail: null };
  switch (outcome.status) {
    case 'loggedIn': {
      setSessionCookie(request, reply, outcome.session);
      const row = await findUserById(db, outcome.session.userId);
      if (!row) throw unauthorized();
      return { ...base, status: outcome.status, user: await userDtoOf(db, row) };
    }
    case 'requiredBinding':
      return {
        ...base,
        status: outcome.status,
        requiredBinding: true,
        validateAuthToken: outcome.validateAuthToken,
      };
    case 'requiredLink':
      return {
        ...base,
        status: outcome.status,
        validateAuthToken: outcome.validateAuthToken,
        linkEmail: outcome.linkEmail,
      };
    default:
      return { ...base, status: outcome.status };
  }
}

/** Lifetime of the login-browser cookie, in seconds (a day: longer than any attempt). */
const BROWSER_COOKIE_MAX_AGE_S = 24 * 60 * 60;

/**
 * The caller's {@link LOGIN_BROWSER_COOKIE} id, set on `reply` when missing
 * (httpOnly, SameSite=Lax, a day): third-party attempts are bound to it.
 */
export function loginBrowserId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[LOGIN_BROWSER_COOKIE];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const id = newBrowserId();
  reply.setCookie(LOGIN_BROWSER_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureCookies(request),
    maxAge: BROWSER_COOKIE_MAX_AGE_S,
  });
  return id;
}

/**
 * The caller's address for the per-address limits (docs/auth.md 'Limits'):
 * Fastify's `request.ip`, the client's behind a reverse proxy when
 * TRUST_PROXY names it. Loopback clients are counted like any other — behind
 * a proxy on the same host without TRUST_PROXY every visitor is loopback,
 * and an exemption would leave them all uncapped; the tests and the
 * end-to-end run raise the limits instead (RATE_LIMITS).
 */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}
