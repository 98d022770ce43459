import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { adminTokens, userRoles, users } from '../../db/schema';
import { optionalUser } from '../../lib/auth';
import { forbidden, notFound, unauthorized } from '../../lib/errors';
import { hashToken } from '../../lib/sessions';

/** Role that may use the admin API (operators). */
export const ADMIN_ROLE = 'admin' as const;

/** Prefix of admin API tokens, so a leaked one is recognisable. */
export const ADMIN_TOKEN_PREFIX = 'aigc_adm_';

/** True when `userId` has the admin role. */
export async function isAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Gives (or with `grant: false` takes away) the admin role of the user with
 * `email`. Used by the CLI's `grant-admin` (direct database access: the way
 * to make the first operator). Throws 404 when no such user.
 */
export async function setAdminRole(db: DbOrTx, email: string, grant: boolean, now: Date): Promise<string> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  if (!u) throw notFound('No account is registered with this e-mail');
  if (grant) await db.insert(userRoles).values({ userId: u.id, role: ADMIN_ROLE, createdAt: now }).onConflictDoNothing();
  else await db.delete(userRoles).where(and(eq(userRoles.userId, u.id), eq(userRoles.role, ADMIN_ROLE)));
  return u.id;
}

/**
 * Mints an admin API token for `userId` (who must be an admin): 32 random
 * bytes, base64url, prefixed {@link ADMIN_TOKEN_PREFIX}; only its SHA-256 is
 * stored. The token is returned once and cannot be read back.
 */
export async function createAdminToken(db: DbOrTx, userId: string, label: string, now: Date): Promise<string> {
  if (!(await isAdmin(db, userId))) throw forbidden('Operators only');
  const token = ADMIN_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  await db.insert(adminTokens).values({ tokenHash: hashToken(token), userId, label: label.slice(0, 80), createdAt: now });
  return token;
}

/** Revokes an admin token by its value; true when one was revoked. */
export async function revokeAdminToken(db: DbOrTx, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminTokens)
    .set({ revokedAt: now })
    .where(and(eq(adminTokens.tokenHash, hashToken(token)), isNull(adminTokens.revokedAt)))
    .returning({ h: adminTokens.tokenHash });
  return rows.length > 0;
}

/**
 * preHandler of every `/aigc/admin/*` route: the caller is an operator, by
 * an `Authorization: Bearer <admin token>` header (the CLI) or by the session
 * cookie of a user with the admin role. Sets `request.user`.
 * Errors: 401 no or unknown credentials; 403 signed in without the role.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const db = request.server.db;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    const [row] = await db
      .select({ userId: adminTokens.userId })
      .from(adminTokens)
      .where(and(eq(adminTokens.tokenHash, hashToken(token)), isNull(adminTokens.revokedAt)))
      .limit(1);
    if (!row) throw unauthorized('Invalid or revoked admin token');
    if (!(await isAdmin(db, row.userId))) throw forbidden('Operators only');
    request.user = { id: row.userId, tokenHash: hashToken(token), expiresAt: new Date(8.64e15), eduRole: null };
    return;
  }
  await optionalUser(request, reply);
  if (!request.user) throw unauthorized();
  if (!(await isAdmin(db, request.user.id))) throw forbidden('Operators only');
}
