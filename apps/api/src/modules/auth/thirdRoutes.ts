import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { htSourceField } from '../../lib/htSource';
import { isSafeRedirectPath } from '@aigc/domain';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, type AppError } from '../../lib/errors';
import {
  clientIp,
  kid,
  LoginResultSchema,
  loginBrowserId,
  loginResult,
  password,
  setSessionCookie,
  termsVersion,
  thirdLoginResult,
  ThirdLoginResultSchema,
  validateAuthToken,
} from './http';
import { LOGIN_BROWSER_COOKIE, ThirdMessages, type ThirdLoginService } from './third';

/** `identifierType` of `GET /api/auth/login/pre/third` for WeChat (docs/product.md §7). */
export const WECHAT_IDENTIFIER_TYPE = 3;

/** Path (under the API prefix) of the WeChat callback (`redirect_uri`). */
export const WECHAT_CALLBACK = '/api/auth/login/third/wechat/callback';
const GOOGLE_CALLBACK = '/api/auth/login/third/google/callback';

/** The public URL of a callback route: the setting, else this request's origin + the API prefix + `path`. */
function callbackUrl(
  setting: string | undefined,
  request: FastifyRequest,
  prefix: string,
  path: string,
): string {
  return setting ?? `${request.protocol}://${request.host}${prefix}${path}`;
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The small page the WeChat QR frame shows after the callback (English and Chinese; unstyled: the CSP allows no inline style). */
function callbackPage(title: string, text: string): string {
  return `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head><body><p>${escapeHtml(text)}</p></body></html>`;
}

const WECHAT_PAGES = {
  done: ['Signed in', 'Signed in with WeChat, return to the page. 微信登录成功，请返回页面。'],
  cancelled: ['Cancelled', 'WeChat login was cancelled. 已取消微信登录。'],
  invalid: [
    'Invalid',
    'Invalid WeChat login parameters, please scan again. 微信登录参数无效，请重新扫码。',
  ],
  failed: ['Failed', 'Login failed, please retry. 登录失败，请重试。'],
} as const;

/** `/login` on this site with the given query (where the Google callback sends the browser when more is needed). */
function loginPage(params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  return `/login?${q.toString()}`;
}

/**
 * WeChat and Google sign-in (docs/product.md §7; docs/auth.md): the QR
 * attempt, its callback and poll, the Google redirect and callback, the
 * ID-token call and the link step. Registered by `authRoutes`.
 */
export function registerThirdRoutes(instance: FastifyInstance, third: ThirdLoginService): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const prefix = instance.prefix;

  app.get(
    '/api/auth/login/pre/third',
    {
      schema: {
        tags: ['auth'],
        description:
          'Starts a WeChat QR sign-in (identifierType=3): WeChat’s qrconnect URL and the state to poll with (uuid). Sets the aigc_login_browser cookie.',
        querystring: z.object({ identifierType: z.coerce.number().int().describe('3 = WeChat') }),
        response: {
          200: envelope(
            z.object({ url: z.string(), state: z.string() }).meta({ id: 'ThirdLoginStart' }),
          ),
        },
      },
    },
    async (request, reply) => {
      if (request.query.identifierType !== WECHAT_IDENTIFIER_TYPE)
        throw badRequest('Unsupported sign-in type');
      const browserId = loginBrowserId(request, reply);
      const redirectUri = callbackUrl(
        app.config.wechat.redirectUri,
        request,
        prefix,
        WECHAT_CALLBACK,
      );
      return ok(await third.startWeChat(browserId, redirectUri));
    },
  );

  app.get(
    WECHAT_CALLBACK,
    {
      schema: {
        hide: true,
        querystring: z.looseObject({ code: z.string().optional(), state: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const result = await third.finishWeChat(request.query);
      const [title, text] = WECHAT_PAGES[result];
      return reply
        .type('text/html; charset=utf-8')
        .serializer(String)
        .send(callbackPage(title, text));
    },
  );

  app.get(
    '/api/auth/login/query/third',
    {
      schema: {
        tags: ['auth'],
        description:
          'Polls a WeChat QR sign-in (every 500 ms, up to 60 s). Only the browser that started it gets its result, once. requiredTerms: poll again with termsVersion once the person accepted the terms.',
        querystring: z.object({
          uuid: z
            .string({ error: 'Invalid WeChat login parameters' })
            .describe('The state of login/pre/third'),
          termsVersion,
        }),
        response: { 200: envelope(ThirdLoginResultSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await third.pollWeChat(
        request.query.uuid,
        request.cookies[LOGIN_BROWSER_COOKIE],
        request.query.termsVersion,
      );
      return ok(await thirdLoginResult(app.db, request, reply, outcome));
    },
  );

  app.get(
    '/api/auth/login/third/google',
    {
      schema: {
        tags: ['auth'],
        description:
          'Browser navigation: redirects (302) to Google with state, nonce and PKCE. The callback comes back to `redirect` (an in-app path, default /) signed in, or to /login?thirdLink=<validateAuthToken>&redirect=… (link step), or /login?thirdError=cancelled|failed|unavailable|terms&redirect=… (terms: the account has not accepted the terms in force; start again with termsVersion).',
        querystring: z.object({
          redirect: z.string().optional().describe('In-app path to return to'),
          htSource: htSourceField,
          termsVersion,
        }),
      },
    },
    async (request, reply) => {
      const redirectPath = isSafeRedirectPath(request.query.redirect)
        ? request.query.redirect
        : null;
      const browserId = loginBrowserId(request, reply);
      const redirectUri = callbackUrl(
        app.config.google.redirectUri,
        request,
        prefix,
        GOOGLE_CALLBACK,
      );
      try {
        return reply.redirect(
          await third.startGoogle(
            browserId,
            redirectUri,
            redirectPath,
            request.query.htSource ?? null,
            request.query.termsVersion ?? null,
          ),
          302,
        );
      } catch (err) {
        if ((err as AppError).code === 503)
          return reply.redirect(
            loginPage({ thirdError: 'unavailable', redirect: redirectPath }),
            302,
          );
        throw err;
      }
    },
  );

  app.get(GOOGLE_CALLBACK, { schema: { hide: true } }, async (request, reply) => {
    const query = new URLSearchParams(
      request.url.slice(request.url.indexOf('?') + 1 || request.url.length),
    );
    const redirectUri = callbackUrl(
      app.config.google.redirectUri,
      request,
      prefix,
      GOOGLE_CALLBACK,
    );
    const { outcome, redirectPath } = await third.finishGoogle(
      query,
      request.cookies[LOGIN_BROWSER_COOKIE],
      redirectUri,
    );
    switch (outcome.status) {
      case 'loggedIn':
        setSessionCookie(request, reply, outcome.session);
        return reply.redirect(redirectPath ?? '/', 302);
      case 'requiredLink':
        return reply.redirect(
          loginPage({ thirdLink: outcome.validateAuthToken, redirect: redirectPath }),
          302,
        );
      case 'cancelled':
        return reply.redirect(loginPage({ thirdError: 'cancelled', redirect: redirectPath }), 302);
      case 'requiredTerms':
        return reply.redirect(loginPage({ thirdError: 'terms', redirect: redirectPath }), 302);
      default:
        return reply.redirect(loginPage({ thirdError: 'failed', redirect: redirectPath }), 302);
    }
  });

  app.post(
    '/api/auth/login/third',
    {
      schema: {
        tags: ['auth'],
        description:
          'Signs in with a token from a third party: source google, accessToken = the Google ID token (Identity Services credential).',
        body: z.object({
          accessToken: z.string({ error: ThirdMessages.badToken }).min(1, ThirdMessages.badToken),
          source: z.enum(['google'], { error: 'Unsupported sign-in type' }),
          htSource: htSourceField,
          termsVersion,
        }),
        response: { 200: envelope(ThirdLoginResultSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await third.loginWithIdToken(
        request.body.accessToken,
        request.body.htSource ?? null,
        request.body.termsVersion ?? null,
      );
      return ok(await thirdLoginResult(app.db, request, reply, outcome));
    },
  );

  app.get(
    '/api/auth/login/third/link',
    {
      preHandler: app.routeLimit('loginPerIp'),
      schema: {
        tags: ['auth'],
        querystring: z.object({ validateAuthToken }),
        response: {
          200: envelope(
            z
              .object({
                provider: z.enum(['wechat', 'google']),
                email: z.string().nullable().describe('masked'),
              })
              .meta({ id: 'ThirdLinkInfo' }),
          ),
        },
      },
    },
    async (request) => ok(await third.linkInfo(request.query.validateAuthToken)),
  );

  app.post(
    '/api/auth/login/third/link',
    {
      schema: {
        tags: ['auth'],
        description:
          'Links the Google identity of a requiredLink step to the e-mail account once its password is proven; signs in.',
        body: z.object({ validateAuthToken, password, kid, termsVersion }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await third.link(request.body, clientIp(request));
      setSessionCookie(request, reply, s);
      return loginResult(app.db, s);
    },
  );
}
