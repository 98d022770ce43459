import './types';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { isShopEdition, LAYOUT_COOKIE, localeHeaderValue, NO_HANDOFF_META, type Locale } from '@aigc/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createBus, type Bus } from './adapters/bus';
import { createMailer, type Mailer } from './adapters/mail';
import { createSmsSender, type SmsSender } from './adapters/sms';
import type { Db } from './db/client';
import { env as processEnv, type Env } from './env';
import { systemClock, type Clock } from './lib/clock';
import { SESSION_COOKIE } from './lib/sessions';
import { pageLocaleOf } from './lib/locale';
import { AppError, isMultipartParseError, MULTIPART_UNREADABLE } from './lib/errors';
import { cleanRequestInput } from './lib/inputHygiene';
import { registerRateLimits, type RateLimitStoreOptions } from './lib/rateLimit';
import { modules as defaultModules } from './modules';
import { registerOutboxRoute } from './adapters/outbox-route';
import { registerSites, serverRenderer } from './sites';
import { registerSecurityHeaders } from './security/headers';
import { registerCsrfCheck } from './security/csrf';
import { eduFirstScreenHead, FeedCache, firstScreenHead, shopFirstScreenHead } from './modules/contents';
import { handoffNeedless } from './modules/auth';

/** Content types compressed on the fly: text (not event streams), JSON, XML, JavaScript. */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript/u;

/** URL prefix of the API (docs/product.md §7). */
export const API_PREFIX = '/aigc';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** The database (see createDb). */
  db: Db;
  /** Settings overrides on top of the process environment (tests set `dataDir`). */
  config?: Partial<Env>;
  /** Time source (default: the real clock). */
  clock?: Clock;
  /** Mail adapter (default: from `config.smtpUrl` / the local outbox). */
  mailer?: Mailer;
  /** SMS adapter (default: from `config.tencentSms` / the local outbox). */
  sms?: SmsSender;
  /** Publish/subscribe bus (default: from `config.redisUrl`, else in-process); closed with the app when made here. */
  bus?: Bus;
  /** Fastify logger: true/false or pino options (default: off). */
  logger?: boolean | Record<string, unknown>;
  /** Where the route limits count (default: Redis at `config.redisUrl`, in-process without it or under NODE_ENV=test). */
  rateLimitStore?: RateLimitStoreOptions;
  /** Module plugins to register under `/aigc` (default: `src/modules/index.ts`). */
  modules?: readonly FastifyPluginAsyncZod[];
}

const DEFAULT_ZOD_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized)/;

/**
 * Turns a zod validation issue list into one readable message: a custom
 * message as written in the schema (e.g. 'Please enter a prompt'), or
 * `<field>: <zod message>` for zod's default wording.
 */
export function readableValidationMessage(
  issues: { instancePath: string; message?: string | undefined }[],
): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const message = first.message ?? 'Invalid value';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return DEFAULT_ZOD_MESSAGE.test(message) && field ? `${field}: ${message}` : message;
}

/** Sends an envelope without going through the route's response schema. */
function sendEnvelope(
  reply: FastifyReply,
  status: number,
  body: { code: number; msg: string; data: unknown },
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send(body);
}

/**
 * Builds the server (not listening): zod type provider and compilers,
 * OpenAPI 3.1 through @fastify/swagger (components from zod `.meta({ id })`),
 * security headers on every answer (security/headers.ts), the check against
 * cross-site requests (security/csrf.ts), cookies, the
 * envelope error handler (docs/product.md §8), the modules of
 * `src/modules/index.ts` under `/aigc`, the dev outbox route (local mail and
 * SMS, outside production only), the request's edition (`request.edition`) and each edition's built app by
 * host (see sites/sites.ts).
 *
 * Every request's JSON body, query and path parameters pass
 * `cleanRequestInput` first (NUL → 400, invisible controls removed).
 *
 * @throws Error when `nodeEnv` is `production` and neither `smtpUrl` nor a mailer is given.
 *
 * Errors: AppError → HTTP 200 `{code,msg,data}`; validation and malformed
 * multipart bodies → HTTP 200 `{code:400,msg}`; unknown → HTTP 500 `{code:500,msg:'Internal Server Error',data:null}`.
 */
export async function buildApp(options: BuildAppOptions) {
  const config: Env = { ...processEnv, ...options.config };
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    // A hop count trusts that many proxies nearest to the server.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A production start sends mail or refuses to start: codes kept on disk
  // would be lost to users and readable by anyone reaching a dev route.
  const production = config.nodeEnv === 'production';
  if (production && !options.mailer && !config.smtpUrl)
    throw new Error('NODE_ENV=production needs SMTP_URL: sign-up and reset codes must be mailed (docs/deploy.md)');

  app.decorate('db', options.db);
  app.decorate('config', config);
  app.decorate('clock', clock);
  // The feed's page cache: the feed route fills and invalidates it, the home page's HTML reads it (./modules/contents).
  app.decorate('feedCache', new FeedCache({ ttlMs: config.feedCacheMs }));
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        now: () => clock.now(),
      }),
  );
  app.decorate(
    'sms',
    options.sms ??
      createSmsSender({
        tencent: config.tencentSms,
        dataDir: config.dataDir,
        production,
        now: () => clock.now(),
      }),
  );
  // Under NODE_ENV=test suites pass their own bus (like the generation queue's driver).
  const bus =
    options.bus ??
    createBus({
      redisUrl: config.nodeEnv === 'test' ? undefined : config.redisUrl,
      onError: (err) => app.log.error({ err }, 'bus error'),
    });
  app.decorate('bus', bus);
  if (!options.bus) app.addHook('onClose', async () => bus.close());
  app.decorateRequest('user', null);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AIGC API',
        description: 'The /aigc API (docs/api-contract.md).',
        version: '1.0.0',
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await registerSecurityHeaders(app, config.csp);
  registerCsrfCheck(app);
  await app.register(fastifyCookie);
  // Text answers (JSON, HTML pages such as the not-built page) over 1 KB go
  // Brotli- or gzip-compressed when the client accepts it. The live stream
  // (text/event-stream) is never buffered into a compressor, and files keep
  // their own encoding (images are compressed already; app files are
  // precompressed at build time, see ./sites).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendEnvelope(reply, 200, { code: error.code, msg: error.message, data: error.data });
    }
    if (isMultipartParseError(error)) {
      return sendEnvelope(reply, 200, { code: 400, msg: MULTIPART_UNREADABLE, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendEnvelope(reply, 200, {
        code: 400,
        msg: readableValidationMessage(error.validation),
        data: null,
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported type…).
      const msg = error instanceof Error ? error.message : 'Bad request';
      return sendEnvelope(reply, 200, { code: status === 413 ? 400 : status, msg, data: null });
    }
    (request.log as FastifyBaseLogger).error({ err: error }, 'unhandled error');
    return sendEnvelope(reply, 500, { code: 500, msg: 'Internal Server Error', data: null });
  });

  // Under NODE_ENV=test suites pass their own store (like the bus), so one REDIS_URL does not join their counters.
  await registerRateLimits(
    app,
    options.rateLimitStore ?? { redisUrl: config.nodeEnv === 'test' ? undefined : config.redisUrl },
  );

  // NUL refused, invisible controls removed, before any schema (docs/security.md 'Input hygiene, deletion and rewards').
  app.addHook('preValidation', cleanRequestInput);

  for (const plugin of options.modules ?? defaultModules) {
    await app.register(plugin, { prefix: API_PREFIX });
  }

  // Development routes exist outside production only (docs/security.md).
  const outboxes = [app.mailer.outbox, app.sms.outbox].filter((o) => o !== null);
  if (!production && outboxes.length > 0) registerOutboxRoute(app, outboxes);
  if (production && !config.tencentSms.secretId)
    app.log.warn('no TENCENT_SMS_SECRET_ID: SMS codes cannot be sent, phone sign-in answers that texting failed');

  const drawFirstScreen = config.webRoot && config.serverRender ? serverRenderer(config.webRoot) : null;
  await registerSites(app, {
    webRoot: config.webRoot,
    siteHosts: config.siteHosts,
    apiPrefix: API_PREFIX,
    notFound: (reply) => sendEnvelope(reply, 404, { code: 404, msg: 'Not found', data: null }),
    // The main editions' post and feed pages preload their first poster, and a visitor's feed page
    // carries the feed's first page (docs/architecture.md "Responsive images", "First screen");
    // a shop page that needs no session handoff says so (docs/auth.md "Sessions across hosts").
    // A visitor's feed, post and generator pages, the education pages a visitor opens first and the shop's
    // catalogue also come with their first screen drawn by the edition's server render (docs/architecture.md "Server rendering").
    headFor: async (edition, path, request) => {
      const shop = isShopEdition(edition);
      // A shop page that would hand the session over first is left alone: the browser leaves it at once.
      if (shop && !(await handoffNeedless(request))) return null;
      const noHandoff = shop ? `<meta name="${NO_HANDOFF_META}" content="1">` : '';
      // In the language the browser will choose, so the drawn page is the one it would draw (docs/architecture.md "Server rendering").
      const locale = pageLocaleOf(request);
      const deps = { db: app.db, feedCache: app.feedCache, visitorAnswer: (url: string) => visitorAnswer(app, request, locale, url) };
      const page = {
        path,
        search: new URLSearchParams(request.url.slice(path.length + 1)),
        signedIn: Boolean(request.cookies[SESSION_COOKIE]),
        locale,
      };
      const screen = shop
        ? await shopFirstScreenHead(deps, page)
        : edition === 'edu'
          ? await eduFirstScreenHead(deps, page)
          : await firstScreenHead(deps, page);
      if (!screen) return noHandoff ? { head: noHandoff } : null;
      const url = `${request.protocol}://${request.host}${request.url}`;
      const drawn = screen.dataJson && drawFirstScreen
        ? await drawFirstScreen(edition, url, locale, { userAgent: request.headers['user-agent'] ?? '', layout: request.cookies[LAYOUT_COOKIE] }, screen.dataJson).catch((err: unknown) => {
            request.log.warn({ err, path }, 'sites: the server render failed; the page is drawn by the browser');
            return null;
          })
        : null;
      const stylesheets = (drawn?.stylesheets ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
      return { head: noHandoff + screen.head + stylesheets, root: drawn?.root, htmlAttributes: drawn?.htmlAttributes };
    },
  });

  return app;
}

/**
 * The API's answer to a visitor's `GET url` on the host of `request`, in
 * `locale` (sent as the product's `accept-language` value, as the page's
 * own calls send it), as JSON text, or null unless it is a success envelope
 * (code 200). An in-process request: the same route, hooks and serialiser
 * as a browser's call.
 */
async function visitorAnswer(app: FastifyInstance, request: FastifyRequest, locale: Locale, url: string): Promise<string | null> {
  const headers: Record<string, string> = { host: request.headers.host ?? 'localhost', 'accept-language': localeHeaderValue(locale) };
  const res = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
  if (res.statusCode !== 200) return null;
  return (JSON.parse(res.body) as { code?: number }).code === 200 ? res.body : null;
}

/** The app returned by {@link buildApp}. */
export type AigcApp = Awaited<ReturnType<typeof buildApp>>;
