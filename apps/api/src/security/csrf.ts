import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../lib/errors';

/** The refusal of a request another site made the browser send (403). */
export const CROSS_SITE_MESSAGE = 'This request came from another site';

/**
 * POST routes other servers call without a browser (no Origin): exempt from
 * the check because each verifies the provider's signature instead — the
 * Stripe webhook (`Stripe-Signature` with STRIPE_WEBHOOK_SECRET) and the
 * WeChat Pay notification (platform certificate signature, AES-GCM body).
 */
export const SIGNED_CALLBACKS: ReadonlySet<string> = new Set(['/aigc/api/pay/stripe/webhook', '/aigc/api/pay/wechat/notify']);

/**
 * GET routes that still have a side effect and are called by the apps'
 * `fetch`: they pass the same check as a POST until their POST variants
 * replace them (then delete the entry). Navigations that write — the
 * session handoff between a site and its shop host, the Google sign-in
 * start, the WeChat and Google callbacks — are not here: another host or the provider
 * sends the browser there, and each is bound to a nonce or `state` cookie
 * of this browser instead (docs/auth.md).
 */
export const CHECKED_GETS: ReadonlySet<string> = new Set([
  // Starts a password reset.
  '/aigc/api/auth/forgot/password/validate',
  // Starts a WeChat sign-in attempt (the QR's URL and state), bound to this browser.
  '/aigc/api/auth/login/pre/third',
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins a browser request may come from: this request's own origin,
 * every `SITE_HOSTS` host on this request's scheme and port (a site and its
 * shop host call each other, docs/auth.md 'Sessions across hosts'), and the
 * configured public URLs.
 */
function allowedOrigin(request: FastifyRequest, origin: string): boolean {
  const own = `${request.protocol}://${request.host}`;
  if (origin === own) return true;
  const { siteHosts, publicUrls } = request.server.config;
  if (Object.values(publicUrls).includes(origin)) return true;
  if (!URL.canParse(origin) || !URL.canParse(own)) return false;
  const from = new URL(origin);
  const self = new URL(own);
  return from.protocol === self.protocol && from.port === self.port && siteHosts[from.hostname] !== undefined;
}

/**
 * Whether a request may change state (docs/security.md 'Production start,
 * cookies, headers and CSRF'): `Sec-Fetch-Site: same-origin` (or `none`,
 * typed by the person) passes; an `Origin` header must be an allowed
 * origin ({@link allowedOrigin}; `null` never is); a request with neither
 * header is not a browser's and passes (its cookies are not a victim's);
 * `Sec-Fetch-Site` `same-site` / `cross-site` without an Origin is refused.
 */
export function mayChangeState(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return true;
  const origin = request.headers.origin;
  if (origin !== undefined) return allowedOrigin(request, origin);
  return site === undefined;
}

/**
 * One `onRequest` hook against cross-site request forgery: every non-GET
 * request and every {@link CHECKED_GETS} route must pass {@link mayChangeState},
 * except the {@link SIGNED_CALLBACKS}; a refused one gets HTTP 403
 * `{ code: 403, msg: CROSS_SITE_MESSAGE }` before its body is read. GETs
 * have no other side effects (the audit is in docs/security.md).
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    const checked = SAFE_METHODS.has(request.method) ? route !== undefined && CHECKED_GETS.has(route) : !(route !== undefined && SIGNED_CALLBACKS.has(route));
    if (!checked || mayChangeState(request)) return;
    request.log.warn({ origin: request.headers.origin, site: request.headers['sec-fetch-site'], url: request.url }, 'cross-site request refused');
    return reply
      .code(403)
      .type('application/json; charset=utf-8')
      .serializer(JSON.stringify)
      .send({ code: ErrorCode.Forbidden, msg: CROSS_SITE_MESSAGE, data: null });
  });
}
