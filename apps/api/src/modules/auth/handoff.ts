import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editionRules, isSafeRedirectPath, isShopEdition } from '@aigc/domain';
import { shopPublicUrlOf } from '../../env';
import { currentUser, optionalUser } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { sessionHandoffs } from '../../db/schema';
import { createSession, familyIsLive, SESSION_COOKIE, sessionFamily } from '../../lib/sessions';
import { secureCookies, sessionCookieDomainOf, setSessionCookie } from './http';

/** Life of a handoff code, in ms (60 s): the redirect chain takes well under a second. */
export const HANDOFF_TTL_MS = 60_000;
/** Cookie binding a handoff to the browser that started it (shop host, httpOnly, 5 minutes). */
export const HANDOFF_BROWSER_COOKIE = 'aigc_handoff';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** `to` when it is an in-app path (`/…`, not `//…`), else `/`. */
function safePath(to: string | undefined): string {
  return to && isSafeRedirectPath(to) ? to : '/';
}

/**
 * The shop host's origin for a request on a main site: the configured shop of
 * its region (SHOP_PUBLIC_URL, or SHOP_CN_PUBLIC_URL on the China site), else
 * `shop.` + the host without `www.` (`cn.localhost` → `shop.cn.localhost`).
 */
function shopOriginOf(request: FastifyRequest): string {
  const configured = shopPublicUrlOf(request.server.config.payments, editionRules(request.edition).region);
  if (configured) return configured;
  const host = request.host.replace(/^www\./, '');
  return `${request.protocol}://${host.startsWith('shop.') ? host : `shop.${host}`}`;
}

/** The main site's origin for a request on the shop host: the host without its `shop.` label. */
function mainOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host.replace(/^shop\./, '')}`;
}

/** The other host of the pair a request is on: the main site of a shop host, the shop host of a main site. */
function partnerOriginOf(request: FastifyRequest): string {
  return isShopEdition(request.edition) ? mainOriginOf(request) : shopOriginOf(request);
}

/**
 * Where a handoff ends: `to` on the receiving host, or — with `back` (the
 * shop's own sign-in handing its session to the main site) — `to` on the
 * giving host. `onReceiver` tells which of the two the request is on.
 */
function landing(request: FastifyRequest, to: string, back: boolean, onReceiver: boolean): string {
  return back === onReceiver ? `${partnerOriginOf(request)}${to}` : to;
}

/**
 * Whether a shop page request needs no session handoff (docs/auth.md
 * 'Sessions across hosts'): true when the request is signed in on this host
 * already, or when the host shares the main site's session cookie
 * (SESSION_COOKIE_DOMAIN, {@link sessionCookieDomainOf}) — the two cases in
 * which the handoff's `start` could only send the browser straight back (a
 * visitor of a shared cookie would also be a visitor on the main site).
 * Reads the session only when the request carries a session cookie.
 */
export async function handoffNeedless(request: FastifyRequest): Promise<boolean> {
  if (sessionCookieDomainOf(request) !== undefined) return true;
  if (!request.cookies[SESSION_COOKIE]) return false;
  return (await currentUser(request)) !== null;
}

/**
 * Mints a one-time handoff code for the family of the session `tokenHash`,
 * bound to `browserHash` (the SHA-256 of the shop host's browser nonce).
 * Returns the plain code (43 characters), stored only as its SHA-256.
 */
export async function mintHandoff(
  db: Db,
  input: { userId: string; tokenHash: string; browserHash: string; now: Date },
): Promise<string> {
  const familyId = (await sessionFamily(db, input.tokenHash)) ?? input.tokenHash;
  const code = randomBytes(32).toString('base64url');
  await db.insert(sessionHandoffs).values({
    codeHash: sha256(code),
    userId: input.userId,
    familyId,
    browserHash: input.browserHash,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + HANDOFF_TTL_MS),
  });
  return code;
}

/**
 * Redeems a handoff code: once, before it expires, only with the browser
 * nonce it was minted for, and only while its family is still signed in.
 * Returns a new session in that family, or null (nothing changes).
 */
export async function redeemHandoff(
  db: Db,
  input: { code: string; browserNonce: string; now: Date },
): Promise<{ userId: string; token: string; expiresAt: Date } | null> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(sessionHandoffs)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(sessionHandoffs.codeHash, sha256(input.code)),
          eq(sessionHandoffs.browserHash, sha256(input.browserNonce)),
          isNull(sessionHandoffs.usedAt),
          gt(sessionHandoffs.expiresAt, input.now),
        ),
      )
      .returning({ userId: sessionHandoffs.userId, familyId: sessionHandoffs.familyId });
    if (!used || !(await familyIsLive(tx, used.familyId, input.now))) return null;
    return { userId: used.userId, ...(await createSession(tx, used.userId, input.now, used.familyId)) };
  });
}

/**
 * The sign-in handoff between a main site and its shop host
 * (docs/auth.md 'Sessions across hosts'), three browser navigations from the
 * receiving host to the giving one (its partner: the main site of a shop
 * host, the shop host of a main site) and back:
 *
 * 1. `GET /api/auth/handoff/start?to=[&back=1]` on the receiver: already
 *    signed in → the landing; else a random nonce in the `aigc_handoff`
 *    cookie and a redirect to the giver's `mint` with the nonce's SHA-256;
 * 2. `GET /api/auth/handoff/mint?browser=&to=[&back=1]` on the giver: signed
 *    in → a one-time code (60 s, bound to that hash, the session's family)
 *    and a redirect to the receiver's `accept`; a visitor goes to the landing
 *    as one;
 * 3. `GET /api/auth/handoff/accept?code=&to=[&back=1]` on the receiver: a
 *    code used once, unexpired, with the nonce cookie it was minted for and a
 *    family still signed in → a new session of that family (its cookie), then
 *    the landing. Anything else lands signed out.
 *
 * The landing is the in-app path `to` on the receiver, or with `back=1` on
 * the giver: the shop host starts a plain handoff on itself (the main site
 * gives), and after its own sign-in sends the browser to the main site's
 * `start?back=1` (the shop gives, the browser ends on the shop again).
 */
export function registerHandoffRoutes(instance: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const prefix = instance.prefix;
  const to = z.string().optional().describe('In-app path to land on (default /): on the receiving host, or on the giving one with `back=1`');
  const back = z.enum(['1']).optional().describe('`1`: land on the giving host (the shop handing its own sign-in to the main site)');

  app.get(
    '/api/auth/handoff/start',
    {
      schema: {
        tags: ['auth'],
        description: 'Browser navigation on the receiving host (a shop host; a main site with `back=1`): 302 to the landing when signed in, else to the partner host\'s handoff/mint (docs/auth.md "Sessions across hosts").',
        querystring: z.object({ to, back }),
      },
      preHandler: optionalUser,
    },
    async (request, reply) => {
      const target = safePath(request.query.to);
      const isBack = request.query.back === '1';
      if (request.user) return reply.redirect(landing(request, target, isBack, true), 302);
      const nonce = randomBytes(32).toString('base64url');
      reply.setCookie(HANDOFF_BROWSER_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'lax',
        path: `${prefix}/api/auth/handoff`,
        secure: secureCookies(request),
        maxAge: 300,
      });
      const query = new URLSearchParams({ browser: sha256(nonce), to: target, ...(isBack ? { back: '1' } : {}) });
      return reply.redirect(`${partnerOriginOf(request)}${prefix}/api/auth/handoff/mint?${query.toString()}`, 302);
    },
  );

  app.get(
    '/api/auth/handoff/mint',
    {
      schema: {
        tags: ['auth'],
        description: 'Browser navigation on the giving host: signed in → 302 to the partner host\'s handoff/accept with a one-time code (60 s); a visitor → 302 to the landing.',
        querystring: z.object({ browser: z.string().length(64).describe('SHA-256 (hex) of the receiving host\'s browser nonce'), to, back }),
      },
      preHandler: optionalUser,
    },
    async (request, reply) => {
      const target = safePath(request.query.to);
      const isBack = request.query.back === '1';
      if (!request.user) return reply.redirect(landing(request, target, isBack, false), 302);
      const code = await mintHandoff(deps.db, {
        userId: request.user.id,
        tokenHash: request.user.tokenHash,
        browserHash: request.query.browser,
        now: deps.clock.now(),
      });
      const query = new URLSearchParams({ code, to: target, ...(isBack ? { back: '1' } : {}) });
      return reply.redirect(`${partnerOriginOf(request)}${prefix}/api/auth/handoff/accept?${query.toString()}`, 302);
    },
  );

  app.get(
    '/api/auth/handoff/accept',
    {
      schema: {
        tags: ['auth'],
        description: 'Browser navigation on the receiving host: redeems the one-time code (with the browser\'s nonce cookie) into a session of the same family, then 302 to the landing.',
        querystring: z.object({ code: z.string().max(64), to, back }),
      },
    },
    async (request, reply) => {
      const target = safePath(request.query.to);
      const isBack = request.query.back === '1';
      const nonce = request.cookies[HANDOFF_BROWSER_COOKIE];
      reply.clearCookie(HANDOFF_BROWSER_COOKIE, { path: `${prefix}/api/auth/handoff` });
      if (nonce) {
        const session = await redeemHandoff(deps.db, { code: request.query.code, browserNonce: nonce, now: deps.clock.now() });
        if (session) setSessionCookie(request, reply, session);
      }
      return reply.redirect(landing(request, target, isBack, true), 302);
    },
  );
}
