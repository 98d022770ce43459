import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailCodePurposes } from '../../db/schema';
import { optionalUser, requireUser, userOf } from '../../lib/auth';
import { envelope, nullEnvelope, ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/errors';
import { findUserById } from '../users';
import { toUserDto, UserSchema } from '../users';
import { loadOrCreatePasswordKey } from './keys';
import { AuthService, type NewSession } from './service';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../lib/sessions';

const PublicKeySchema = z
  .object({
    kid: z.string(),
    jwk: z.object({
      kty: z.literal('RSA'),
      n: z.string().describe('modulus, base64url'),
      e: z.string().describe('public exponent, base64url'),
      alg: z.literal('RSA-OAEP-256'),
      use: z.literal('enc'),
      kid: z.string(),
    }),
  })
  .meta({ id: 'PublicKey', description: 'RSA-OAEP (SHA-256, 2048 bit) public key for password fields' });

const LoginResultSchema = z
  .object({ user: UserSchema, requiredBinding: z.literal(false) })
  .meta({ id: 'LoginResult' });

const email = z.string({ error: 'Please enter your e-mail address' });
const password = z
  .string({ error: 'Please enter a password' })
  .describe('base64 of the RSA-OAEP(SHA-256) ciphertext of the UTF-8 password');
const kid = z.string().optional().describe('kid of the public key used to encrypt the password fields');

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, s: { token: string; expiresAt: Date }): void {
  reply.setCookie(SESSION_COOKIE, s.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
    expires: s.expiresAt,
  });
}

function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/**
 * E-mail auth under `/api/auth` (docs/product.md §5, §7; docs/api-contract.md): public
 * key, codes, register, login, forgot, logout, fetchToken, renewalToken.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = await loadOrCreatePasswordKey(app.config.dataDir);
  const auth = new AuthService({ db: app.db, clock: app.clock, mailer: app.mailer, key });

  async function loginResult(s: NewSession) {
    const row = await findUserById(app.db, s.userId);
    if (!row) throw unauthorized();
    return ok({ user: toUserDto(row), requiredBinding: false as const });
  }

  app.get(
    '/api/auth/public-key',
    { schema: { tags: ['auth'], response: { 200: envelope(PublicKeySchema) } } },
    async () => ok({ kid: key.kid, jwk: key.publicJwk }),
  );

  app.get(
    '/api/auth/register/email/code',
    {
      schema: {
        tags: ['auth'],
        querystring: z.object({
          email,
          tz: z.string().optional(),
          type: z.enum(emailCodePurposes).default('REGISTER'),
        }),
        response: { 200: nullEnvelope },
      },
    },
    async (request) => {
      await auth.sendEmailCode(request.query.email, request.query.type);
      return ok(null);
    },
  );

  app.post(
    '/api/auth/register/email',
    {
      schema: {
        tags: ['auth'],
        body: z.object({
          email,
          password,
          nickname: z.string({ error: 'Please enter a nickname' }),
          code: z.string({ error: 'Please enter the verification code' }),
          fromLink: z.string().optional(),
          kid,
        }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await auth.register({ ...request.body, edition: request.edition });
      setSessionCookie(request, reply, s);
      return loginResult(s);
    },
  );

  app.post(
    '/api/auth/login/email',
    {
      schema: {
        tags: ['auth'],
        body: z.object({ email, password, kid }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await auth.login(request.body);
      setSessionCookie(request, reply, s);
      return loginResult(s);
    },
  );

  app.post(
    '/api/auth/forgot',
    {
      schema: {
        tags: ['auth'],
        body: z.object({
          email,
          password,
          matchingPassword: z.string({ error: 'Please confirm your password' }),
          code: z.string({ error: 'Please enter the verification code' }),
          kid,
        }),
        response: { 200: nullEnvelope },
      },
    },
    async (request) => {
      await auth.forgot({ ...request.body, edition: request.edition });
      return ok(null);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 200: nullEnvelope } }, preHandler: optionalUser },
    async (request, reply) => {
      if (request.user) await auth.logout(request.user.tokenHash);
      clearSessionCookie(reply);
      return ok(null);
    },
  );

  app.get(
    '/api/auth/fetchToken',
    {
      schema: {
        tags: ['auth'],
        response: { 200: envelope(z.object({ isLogin: z.boolean(), expiresAt: z.string().nullable() })) },
      },
      preHandler: optionalUser,
    },
    async (request) =>
      ok({ isLogin: request.user !== null, expiresAt: request.user?.expiresAt.toISOString() ?? null }),
  );

  app.get(
    '/api/auth/renewalToken',
    {
      schema: { tags: ['auth'], response: { 200: envelope(z.object({ expiresAt: z.string() })) } },
      preHandler: requireUser,
    },
    async (request, reply) => {
      const user = userOf(request);
      const s = await auth.renew(user.id, user.tokenHash);
      setSessionCookie(request, reply, s);
      return ok({ expiresAt: s.expiresAt.toISOString() });
    },
  );
};
