import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editionRules, isSafeRedirectPath } from '@aigc/domain';
import { shopPublicUrlOf } from '../../env';
import { optionalUser } from '../../lib/auth';
import type { Clock } from '../../lib/clock';
import type { Db } from '../../db/client';
import { sessionHandoffs } from '../../db/schema';
import { createSession, familyIsLive, sessionFamily } from '../../lib/sessions';
import { setSessionCookie } from './http';

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
 * (docs/auth.md 'Sessions across hosts'), three browser navigations:
 *
 * 1. `GET /api/auth/handoff/start?to=` on the shop host: already signed in →
 *    `to`; else a random nonce in the `aigc_handoff` cookie and a redirect
 *    to the main site's `mint` with the nonce's SHA-256;
 * 2. `GET /api/auth/handoff/mint?browser=&to=` on the main site: signed in →
 *    a one-time code (60 s, bound to that hash, the session's family) and a
 *    redirect to the shop's `accept`; a visitor goes back to `to` as one;
 * 3. `GET /api/auth/handoff/accept?code=&to=` on the shop host: a code used
 *    once, unexpired, with the nonce cookie it was minted for and a family
 *    still signed in → a new session of that family (its cookie), then `to`.
 *    Anything else lands on `to` signed out.
 */
export function registerHandoffRoutes(instance: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const prefix = instance.prefix;
  const to = z.string().optional().describe('In-app path on the shop host to land on (default /)');

  app.get(
    '/api/auth/handoff/start',
    {
      schema: {
        tags: ['auth'],
        description: 'Browser navigation on the shop host: 302 to `to` when signed in, else to the main site\'s handoff/mint (docs/auth.md "Sessions across hosts").',
        querystring: z.object({ to }),
      },
      preHandler: optionalUser,
    },
    async (request, reply) => {
      const target = safePath(request.query.to);
      if (request.user) return reply.redirect(target, 302);
      const nonce = randomBytes(32).toString('base64url');
      reply.setCookie(HANDOFF_BROWSER_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'lax',
        path: `${prefix}/api/auth/handoff`,
        secure: request.protocol === 'https',
        maxAge: 300,
      });
      const query = new URLSearchParams({ browser: sha256(nonce), to: target });
      return reply.redirect(`${mainOriginOf(request)}${prefix}/api/auth/handoff/mint?${query.toString()}`, 302);
    },
  );

  app.get(
    '/api/auth/handoff/mint',
    {
      schema: {
        tags: ['auth'],
        description: 'Browser navigation on the main site: signed in → 302 to the shop host\'s handoff/accept with a one-time code (60 s); a visitor → 302 to the shop host\'s `to`.',
        querystring: z.object({ browser: z.string().length(64).describe('SHA-256 (hex) of the shop host\'s browser nonce'), to }),
      },
      preHandler: optionalUser,
    },
    async (request, reply) => {
      const target = safePath(request.query.to);
      const shop = shopOriginOf(request);
      if (!request.user) return reply.redirect(`${shop}${target}`, 302);
      const code = await mintHandoff(deps.db, {
        userId: request.user.id,
        tokenHash: request.user.tokenHash,
        browserHash: request.query.browser,
        now: deps.clock.now(),
      });
      const query = new URLSearchParams({ code, to: target });
      return reply.redirect(`${shop}${prefix}/api/auth/handoff/accept?${query.toString()}`, 302);
    },
  );

  app.get(
    '/api/auth/handoff/accept',
    {
      schema: {
        tags: ['auth'],
        description: 'Browser navigation on the shop host: redeems the one-time code (with the browser\'s nonce cookie) into a session of the same family, then 302 to `to`.',
        querystring: z.object({ code: z.string().max(64), to }),
      },
    },
    async (request, reply) => {
      const target = safePath(request.query.to);
      const nonce = request.cookies[HANDOFF_BROWSER_COOKIE];
      reply.clearCookie(HANDOFF_BROWSER_COOKIE, { path: `${prefix}/api/auth/handoff` });
      if (nonce) {
        const session = await redeemHandoff(deps.db, { code: request.query.code, browserNonce: nonce, now: deps.clock.now() });
        if (session) setSessionCookie(request, reply, session);
      }
      return reply.redirect(target, 302);
    },
  );
}
