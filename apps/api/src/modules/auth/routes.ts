import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htSourceField } from '../../lib/htSource';
import { EDU_MESSAGES } from '@aigc/domain';
import { emailCodePurposes } from '../../db/schema';
import { optionalUser, requireUser, userOf } from '../../lib/auth';
import { envelope, nullEnvelope, ok } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { DEV_WECHAT_PAGE, DevWeChat, registerDevWeChatPage } from './devWeChat';
import { createGoogleProvider } from './google';
import {
  clientIp,
  clearSessionCookie,
  email,
  kid,
  LoginResultSchema,
  loginResult,
  password,
  setSessionCookie,
  termsVersion,
} from './http';
import { loadOrCreatePasswordKey } from './keys';
import { PhoneAuthService } from './mobile';
import { registerHandoffRoutes } from './handoff';
import { registerPhoneRoutes } from './phoneRoutes';
import { AuthService } from './service';
import { ThirdLoginService } from './third';
import { registerThirdRoutes, WECHAT_CALLBACK } from './thirdRoutes';
import { createWeChatProvider } from './wechat';

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
  .meta({
    id: 'PublicKey',
    description: 'RSA-OAEP (SHA-256, 2048 bit) public key for password fields',
  });

/** The main sites' sign-in routes (under `/api/auth/`), refused on the education edition. */
export const MAIN_SIGN_IN_ROUTES: ReadonlySet<string> = new Set([
  'register/email',
  'login/email',
  'login/mobile/code',
  'login/mobile',
  'login/account',
  'login/pre/third',
  'login/query/third',
  'login/third/google',
  'login/third',
  'login/third/link',
  'binding/mobile/code',
  'binding/mobile/submit',
]);

/**
 * Auth under `/api/auth` (docs/product.md §5, §7; docs/api-contract.md;
 * docs/auth.md): public key, e-mail codes, register, login, forgot, logout,
 * fetchToken, renewalToken here; the phone, account, reset-step, binding and
 * password-change calls in `./phoneRoutes`; WeChat and Google in `./thirdRoutes`.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The main sites' ways in answer only off the education edition (docs/edu.md 'Separation of the editions').
  app.addHook('preHandler', async (request) => {
    const path = request.routeOptions.url?.replace(/^.*\/api\/auth\//, '');
    if (request.edition === 'edu' && path !== undefined && MAIN_SIGN_IN_ROUTES.has(path))
      throw forbidden(EDU_MESSAGES.mainSiteOnly);
  });
  const key = await loadOrCreatePasswordKey(app.config.dataDir, app.config.passwordKeyPem);
  const auth = new AuthService({ db: app.db, clock: app.clock, mailer: app.mailer, key, limits: app.config.limits });
  const phone = new PhoneAuthService({ db: app.db, clock: app.clock, sms: app.sms, auth });
  const devWeChat =
    !app.config.wechat.appId && app.config.wechat.devStandIn && app.config.nodeEnv !== 'production'
      ? new DevWeChat(`${app.prefix}${DEV_WECHAT_PAGE}`)
      : null;
  const third = new ThirdLoginService({
    db: app.db,
    clock: app.clock,
    auth,
    wechat: devWeChat ?? createWeChatProvider(app.config.wechat),
    google: createGoogleProvider(app.config.google),
  });
  if (devWeChat) registerDevWeChatPage(app, devWeChat, WECHAT_CALLBACK);
  registerPhoneRoutes(app, phone);
  registerThirdRoutes(app, third);
  registerHandoffRoutes(app, { db: app.db, clock: app.clock });

  app.get(
    '/api/auth/public-key',
    { schema: { tags: ['auth'], response: { 200: envelope(PublicKeySchema) } } },
    async () => ok({ kid: key.kid, jwk: key.publicJwk }),
  );

  // Sends mail, so a POST at the spec's path (docs/security.md 'Cross-site requests').
  const EmailCodeRequest = z.object({
    email,
    tz: z.string().optional(),
    type: z.enum(emailCodePurposes).default('REGISTER'),
  });
  const emailCodeDescription =
    "Mails a REGISTER or FORGET_PASSWORD code. Answers the same for registered and unknown addresses (the mail says which, docs/auth.md 'Enumeration'). 400 bad e-mail; 429 'Please wait N s before requesting a new code' / the caps of docs/auth.md 'Limits' / 'Too many requests, please try again in N s' (Retry-After).";
  app.post(
    '/api/auth/register/email/code',
    {
      preHandler: app.routeLimit('codePerIp'),
      schema: { tags: ['auth'], description: emailCodeDescription, body: EmailCodeRequest, response: { 200: nullEnvelope } },
    },
    async (request) => {
      await auth.sendEmailCode(request.body.email, request.body.type, clientIp(request));
      return ok(null);
    },
  );

  app.post(
    '/api/auth/register/email',
    {
      preHandler: app.routeLimit('loginPerIp'),
      schema: {
        tags: ['auth'],
        body: z.object({
          email,
          password,
          nickname: z.string({ error: 'Please enter a nickname' }),
          code: z.string({ error: 'Please enter the verification code' }),
          fromLink: z.string().optional(),
          kid,
          htSource: htSourceField,
          termsVersion,
        }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await auth.register({ ...request.body, edition: request.edition });
      setSessionCookie(request, reply, s);
      return loginResult(app.db, s);
    },
  );

  app.post(
    '/api/auth/login/email',
    {
      preHandler: app.routeLimit('loginPerIp'),
      schema: {
        tags: ['auth'],
        body: z.object({ email, password, kid, termsVersion }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await auth.login(request.body, clientIp(request));
      setSessionCookie(request, reply, s);
      return loginResult(app.db, s);
    },
  );

  app.post(
    '/api/auth/forgot',
    {
      preHandler: app.routeLimit('loginPerIp'),
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
        response: {
          200: envelope(z.object({ isLogin: z.boolean(), expiresAt: z.string().nullable() })),
        },
      },
      preHandler: optionalUser,
    },
    async (request) =>
      ok({
        isLogin: request.user !== null,
        expiresAt: request.user?.expiresAt.toISOString() ?? null,
      }),
  );

  // POST: it rotates the session (docs/security.md — no GET has a side effect).
  app.post(
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
