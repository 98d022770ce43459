import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSession, hashToken, SESSION_COOKIE, type SessionInfo } from './sessions';
import { unauthorized } from './errors';

/** The signed-in caller, set on `request.user` by {@link optionalUser} / {@link requireUser}. */
export interface AuthUser {
  /** users.id */
  id: string;
  /** SHA-256 of the session token (to revoke or rotate it). */
  tokenHash: string;
  /** When the session expires. */
  expiresAt: Date;
  /** The account's education role (docs/edu.md 'Accounts'); null for main-site accounts and operators' tokens. */
  eduRole: 'teacher' | 'student' | null;
}

/**
 * The caller from the session cookie. A session belongs to its side
 * (docs/edu.md 'Separation of the editions'): an education account's session
 * counts only on the education edition, a main-site account's only elsewhere.
 */
async function loadUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  return userOfSession(request, await findSession(request.server.db, token, request.server.clock.now()));
}

/**
 * The caller a live session `s` stands for on this request, or null: a
 * session counts only on its own side (docs/edu.md 'Separation of the
 * editions'). For routes that find the session themselves (the feed finds it
 * with the caller's flags in one statement).
 */
export function userOfSession(request: FastifyRequest, s: SessionInfo | null): AuthUser | null {
  if (!s) return null;
  if ((s.eduRole !== null) !== (request.edition === 'edu')) return null;
  return { id: s.userId, tokenHash: s.tokenHash, expiresAt: s.expiresAt, eduRole: s.eduRole };
}

/** SHA-256 of the request's session cookie, or null without one (see `hashToken`). */
export function sessionTokenHash(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

/**
 * The signed-in caller of `request` from its session cookie, or null (a
 * visitor, an expired or revoked session, or a session of the other side);
 * one session lookup, `request.user` left as it is. For code outside a
 * route's hooks, e.g. a page's HTML.
 */
export function currentUser(request: FastifyRequest): Promise<AuthUser | null> {
  return loadUser(request);
}

/**
 * `onRequest`/`preHandler` hook: sets `request.user` to the caller or null
 * (visitors allowed). Use as `{ preHandler: optionalUser }` on a route.
 */
export async function optionalUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  request.user = await loadUser(request);
}

/**
 * Hook: sets `request.user` or throws AppError 401 'Please log in' (docs/product.md §6).
 * Use as `{ preHandler: requireUser }`; handlers may then use `request.user!`
 * or {@link userOf}.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await loadUser(request);
  if (!user) throw unauthorized();
  request.user = user;
}

/** The caller of a route guarded by {@link requireUser}; throws 401 if missing. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
