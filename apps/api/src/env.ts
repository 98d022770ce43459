import { LIMIT_DEFAULTS, parseSiteHosts, type Edition, type Limits, type RouteLimitName, type SiteHosts } from '@aigc/domain';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATION_CONCURRENCY_MAX } from '@aigc/domain';

/**
 * The server's settings, read once from the process environment. This is the
 * only file in `apps/api` that reads `process.env` (docs/style.md).
 */
export interface Env {
  /** TCP port to listen on (default 3000). */
  port: number;
  /** Interface to bind (default 0.0.0.0). */
  host: string;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): unset = false (the socket address is
   * the client); `true`, a hop count, or a comma list of proxy addresses /
   * CIDRs. Set it behind a reverse proxy so that per-address limits
   * (docs/auth.md 'Limits') see the real client.
   */
  trustProxy: boolean | number | string;
  /** Absolute directory for PGlite files, the outbox, the key pair and stored files (default `<repo>/.data`). */
  dataDir: string;
  /** PostgreSQL URL; when unset the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** SMTP URL for nodemailer; when unset mail goes to the local outbox. */
  smtpUrl: string | undefined;
  /** Sender address of outgoing mail. */
  mailFrom: string;
  /** Redis URL: when set the generation queue runs on BullMQ (and the bus adapters may use it). */
  redisUrl: string | undefined;
  /**
   * Server processes on the port (WEB_CONCURRENCY, default 1; docs/deploy.md):
   * above 1 the start-up process forks that many (node:cluster), which needs
   * DATABASE_URL and REDIS_URL.
   */
  webConcurrency: number;
  /** Set (CLUSTER_WORKER_VARIABLE = 1) in the processes a WEB_CONCURRENCY primary forks: it migrated and seeded the database already. */
  clusterWorker: boolean;
  /**
   * Posts of the demo seed an empty database gets at start-up (SEED_POSTS,
   * default 320, at least 20; src/seed/seed.ts). Rendering their pictures is
   * most of a first start's seed time; the end-to-end run asks for fewer.
   */
  seedPosts: number;
  /** Generation jobs run at once by this process (GENERATION_CONCURRENCY, 1–GENERATION_CONCURRENCY_MAX, default 1). */
  generationConcurrency: number;
  /** AI provider settings (README settings table); unset ones leave only the offline engine. */
  providers: {
    openaiApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    openaiImageModel: string | undefined;
    openaiChatApiKey: string | undefined;
    openaiChatBaseUrl: string | undefined;
    openaiChatModel: string | undefined;
    a1111Url: string | undefined;
    a1111Auth: string | undefined;
    a1111Upscaler: string | undefined;
    ffmpegPath: string | undefined;
  };
  /**
   * Absolute directory holding the edition apps (`<webRoot>/<app>/dist` is
   * the built app of an edition; default `<repo>/apps`, WEB_ROOT); undefined
   * = serve the API only (tests).
   */
  webRoot: string | undefined;
  /**
   * A visitor's feed page of a main edition comes with its first screen
   * drawn by the edition's server render (docs/architecture.md "Server
   * rendering"); on unless SERVER_RENDER=0.
   */
  serverRender: boolean;
  /** Host name → edition whose app is served there (SITE_HOSTS; docs/architecture.md "Editions and hosts"). */
  siteHosts: SiteHosts;
  /**
   * The public origin of each edition for links that leave the page (share
   * info, mails): `PUBLIC_URL` (main-intl), `CN_PUBLIC_URL`, `EDU_PUBLIC_URL`,
   * `SHOP_PUBLIC_URL`, `SHOP_CN_PUBLIC_URL`, e.g. `https://makeable.app`; an
   * unset one is derived from `siteHosts`, never from an unknown Host header
   * (lib/origin.ts, docs/security.md).
   */
  publicUrls: Partial<Record<Edition, string>>;
  /**
   * Cookie domains of the session (SESSION_COOKIE_DOMAIN, comma-separated, e.g.
   * `makeable.app,makeable.cn`): a request on one of them or under it sets its
   * session cookie with that `Domain`, so each site and its shop host share one
   * session (docs/auth.md 'Sessions across hosts'); empty = host-only cookies,
   * and the shop hosts sign in by handoff.
   */
  sessionCookieDomains: readonly string[];
  /**
   * `production`, `development` (default; what `npm start` runs) or `test`
   * (NODE_ENV). Production has no development routes (the outbox, the
   * WeChat stand-in), needs SMTP_URL and always sets `Secure` cookies
   * (docs/security.md 'Production start, cookies, headers and CSRF').
   */
  nodeEnv: string;
  /** Whether request logging is on (LOG_LEVEL, default `info`; `silent` turns it off). */
  logLevel: string;
  /** Hosted image moderation endpoint (MODERATION_URL); unset = the offline NSFW classifier. */
  moderationUrl: string | undefined;
  /**
   * Sources added to the Content-Security-Policy (docs/security.md): `CSP_SCRIPT_SRC`,
   * `CSP_CONNECT_SRC`, `CSP_IMG_SRC` (space- or comma-separated origins, e.g.
   * `https://www.googletagmanager.com` for VITE_GA_MEASUREMENT_ID, a CDN in
   * front of the files); empty = this origin only (plus `data:`/`blob:` where
   * the generator, canvas editor and 3D viewer need them).
   */
  csp: { scriptSrc: readonly string[]; connectSrc: readonly string[]; imgSrc: readonly string[] };
  /**
   * How long a feed page stays in the in-memory feed cache, in ms
   * (FEED_CACHE_MS, default 5000; 0 = no cache). Writes that change cards
   * drop the cache at once; the time only bounds what a write outside the
   * server (or a lost bus message) leaves stale.
   */
  feedCacheMs: number;
  /**
   * Tencent Cloud SMS (README settings table; docs/auth.md 'SMS'): set
   * `secretId` (TENCENT_SMS_SECRET_ID) to send real text messages; unset =
   * codes go to the local outbox.
   */
  tencentSms: {
    secretId: string | undefined;
    secretKey: string | undefined;
    /** SmsSdkAppId of the SMS application. */
    appId: string | undefined;
    /** Approved signature name (签名). */
    signName: string | undefined;
    /** Approved template id; its parameters are {1} the code and {2} the minutes it lasts. */
    templateId: string | undefined;
    /** API region (default ap-guangzhou). */
    region: string;
    /** API endpoint (default https://sms.tencentcloudapi.com; tests point it at a local fake). */
    endpoint: string;
  };
  /** WeChat website-app sign-in (docs/auth.md 'WeChat'); unset `appId` = WeChat sign-in is off. */
  wechat: {
    appId: string | undefined;
    appSecret: string | undefined;
    /** Public URL of `/aigc/api/auth/login/third/wechat/callback`, registered with WeChat (unset = derived from the request). */
    redirectUri: string | undefined;
    /** Authorisation page origin (default https://open.weixin.qq.com). */
    openUrl: string;
    /** API origin (default https://api.weixin.qq.com). */
    apiUrl: string;
    /**
     * Whether the embedded development stand-in answers WeChat sign-in when no
     * app id is set: on outside production (NODE_ENV), off with WECHAT_DEV_LOGIN=0,
     * never in production (its page answers loopback clients only;
     * docs/auth.md 'WeChat', docs/security.md).
     */
    devStandIn: boolean;
  };
  /** Google sign-in through OpenID Connect (docs/auth.md 'Google'); unset `clientId` = Google sign-in is off. */
  google: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** Issuer whose discovery document is read (default https://accounts.google.com; tests use a local provider). */
    issuer: string;
    /** Public URL of `/aigc/api/auth/login/third/google/callback`, registered with Google (unset = derived from the request). */
    redirectUri: string | undefined;
  };
  /** Payment providers of the shop (docs/shop.md 'Payments'); an unset provider leaves the labelled test payment. */
  payments: PaymentSettings;
  /** S3-compatible file storage (`S3_*`, docs/deploy.md); unset = files in `<dataDir>/files`. */
  s3: S3Settings | undefined;
  /**
   * `PASSWORD_RSA_KEY`: the private key of password transport (PEM text or a
   * file path), shared by every instance of a deployment (docs/deploy.md);
   * unset = `<dataDir>/keys/password-rsa.pem`, made on first start.
   */
  passwordKeyPem: string | undefined;
  /**
   * The abuse limits (RATE_LIMITS over {@link LIMIT_DEFAULTS} of @aigc/domain;
   * docs/security.md 'Limits and lockouts'), see {@link readLimits}.
   */
  limits: Limits;
}

/** Stripe Checkout (international shop, USD): on when `STRIPE_SECRET_KEY` is set. */
export interface StripeSettings {
  /** `STRIPE_SECRET_KEY` (`sk_live_…` / `sk_test_…`). */
  secretKey: string;
  /** `STRIPE_WEBHOOK_SECRET` (`whsec_…`): verifies `Stripe-Signature` of the webhook. */
  webhookSecret: string;
  /** `STRIPE_API_URL`: another API base (stripe-mock, tests); default Stripe's own. */
  apiUrl: string | undefined;
}

/** WeChat Pay API v3, Native and H5 (China shop, CNY): on when `WECHAT_PAY_MCHID` is set. */
export interface WechatPaySettings {
  /** `WECHAT_PAY_MCHID`: merchant id. */
  mchid: string;
  /** `WECHAT_PAY_APP_ID`: the app id bound to the merchant. */
  appId: string;
  /** `WECHAT_PAY_API_V3_KEY`: the 32-byte API v3 key (decrypts notifications). */
  apiV3Key: string;
  /** `WECHAT_PAY_CERT_SERIAL`: serial number of the merchant API certificate. */
  certSerial: string;
  /** `WECHAT_PAY_PRIVATE_KEY`: the merchant API private key, PEM text or a path to the PEM file. */
  privateKey: string;
  /** `WECHAT_PAY_PLATFORM_CERT`: the platform certificate (or WeChat Pay public key), PEM text or a path; verifies responses and notifications. */
  platformCert: string;
  /** `WECHAT_PAY_PLATFORM_SERIAL`: the platform certificate's serial; when set, other serials are refused. */
  platformSerial: string | undefined;
  /** `WECHAT_PAY_NOTIFY_URL`: public https URL of `/aigc/api/pay/wechat/notify`. */
  notifyUrl: string;
  /** `WECHAT_PAY_API_URL`: API base (tests); default https://api.mch.weixin.qq.com. */
  apiUrl: string;
}

/** Settings of the shop's payments. */
export interface PaymentSettings {
  stripe: StripeSettings | undefined;
  wechat: WechatPaySettings | undefined;
  /** `SHOP_PUBLIC_URL`: origin of the international shop (e.g. https://shop.makeable.app) for the providers' return URLs and the handoff; default the request's origin. */
  shopPublicUrl: string | undefined;
  /** `SHOP_CN_PUBLIC_URL`: origin of the China shop (e.g. https://shop.makeable.cn), the same for CN requests; default the request's origin. */
  shopCnPublicUrl: string | undefined;
}

/** The configured public origin of the shop of a price region (`SHOP_PUBLIC_URL` for EN, `SHOP_CN_PUBLIC_URL` for CN), or undefined. */
export function shopPublicUrlOf(settings: PaymentSettings, region: 'EN' | 'CN'): string | undefined {
  return region === 'CN' ? settings.shopCnPublicUrl : settings.shopPublicUrl;
}

/** The variable a WEB_CONCURRENCY primary sets in the server processes it forks (see {@link Env.clusterWorker}). */
export const CLUSTER_WORKER_VARIABLE = 'AIGC_CLUSTER_WORKER';

/** Most server processes `WEB_CONCURRENCY` starts (more is clamped). */
export const WEB_CONCURRENCY_MAX = 64;

const here = dirname(fileURLToPath(import.meta.url));

/** Absolute path of the monorepo root (`apps/api/src` → three levels up). */
export const repoRoot = resolve(here, '..', '..', '..');

/** Absolute path of `apps/api`. */
export const apiRoot = resolve(here, '..');

function nonEmpty(v: string | undefined): string | undefined {
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  return /^\d+$/.test(v) ? Number(v) : v;
}

/** A PEM setting: the PEM text itself (`\n` escapes allowed), or a path to the file holding it. */
function pem(name: string, v: string): string {
  if (v.includes('-----BEGIN')) return v.replaceAll('\\n', '\n');
  try {
    return readFileSync(resolve(v), 'utf8');
  } catch {
    throw new Error(`${name} is neither PEM text nor a readable file: ${v}`);
  }
}

/**
 * The payment settings (README settings table). Stripe is on with
 * `STRIPE_SECRET_KEY`, WeChat Pay with `WECHAT_PAY_MCHID`; each then needs
 * its other settings.
 * @throws Error naming the missing settings of a half-configured provider.
 */
export function readPaymentSettings(source: Record<string, string | undefined>): PaymentSettings {
  const need = (names: string[]) => {
    const missing = names.filter((n) => !nonEmpty(source[n]));
    if (missing.length) throw new Error(`payment settings missing: ${missing.join(', ')}`);
  };
  let stripe: StripeSettings | undefined;
  if (nonEmpty(source.STRIPE_SECRET_KEY)) {
    need(['STRIPE_WEBHOOK_SECRET']);
    stripe = { secretKey: nonEmpty(source.STRIPE_SECRET_KEY)!, webhookSecret: nonEmpty(source.STRIPE_WEBHOOK_SECRET)!, apiUrl: nonEmpty(source.STRIPE_API_URL) };
  }
  let wechat: WechatPaySettings | undefined;
  if (nonEmpty(source.WECHAT_PAY_MCHID)) {
    need(['WECHAT_PAY_APP_ID', 'WECHAT_PAY_API_V3_KEY', 'WECHAT_PAY_CERT_SERIAL', 'WECHAT_PAY_PRIVATE_KEY', 'WECHAT_PAY_PLATFORM_CERT', 'WECHAT_PAY_NOTIFY_URL']);
    const apiV3Key = nonEmpty(source.WECHAT_PAY_API_V3_KEY)!;
    if (Buffer.byteLength(apiV3Key) !== 32) throw new Error('WECHAT_PAY_API_V3_KEY must be 32 bytes');
    wechat = {
      mchid: nonEmpty(source.WECHAT_PAY_MCHID)!,
      appId: nonEmpty(source.WECHAT_PAY_APP_ID)!,
      apiV3Key,
      certSerial: nonEmpty(source.WECHAT_PAY_CERT_SERIAL)!,
      privateKey: pem('WECHAT_PAY_PRIVATE_KEY', nonEmpty(source.WECHAT_PAY_PRIVATE_KEY)!),
      platformCert: pem('WECHAT_PAY_PLATFORM_CERT', nonEmpty(source.WECHAT_PAY_PLATFORM_CERT)!),
      platformSerial: nonEmpty(source.WECHAT_PAY_PLATFORM_SERIAL),
      notifyUrl: nonEmpty(source.WECHAT_PAY_NOTIFY_URL)!,
      apiUrl: nonEmpty(source.WECHAT_PAY_API_URL) ?? 'https://api.mch.weixin.qq.com',
    };
  }
  return {
    stripe,
    wechat,
    shopPublicUrl: nonEmpty(source.SHOP_PUBLIC_URL)?.replace(/\/$/, ''),
    shopCnPublicUrl: nonEmpty(source.SHOP_CN_PUBLIC_URL)?.replace(/\/$/, ''),
  };
}

/**
 * A list of CSP sources (space- or comma-separated origins such as `https://cdn.example.com`).
 * @throws Error naming a source that is a keyword (`'unsafe-inline'`…) or not an http(s) / ws(s) origin pattern.
 */
function cspSources(source: Record<string, string | undefined>, name: string): string[] {
  const list = (source[name] ?? '').split(/[\s,]+/).filter(Boolean);
  for (const s of list)
    if (!/^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(s)) throw new Error(`${name}: "${s}" is not an origin such as https://cdn.example.com`);
  return list;
}

/** The variable holding each edition's public origin (see {@link Env.publicUrls}). */
export const PUBLIC_URL_VARIABLES: Readonly<Record<Edition, string>> = {
  'main-intl': 'PUBLIC_URL',
  'main-cn': 'CN_PUBLIC_URL',
  edu: 'EDU_PUBLIC_URL',
  shop: 'SHOP_PUBLIC_URL',
  'shop-cn': 'SHOP_CN_PUBLIC_URL',
};

/**
 * Reads the editions' public origins ({@link PUBLIC_URL_VARIABLES}), without a trailing slash.
 * @throws Error naming a value that is not an http(s) origin.
 */
function readPublicUrls(source: Record<string, string | undefined>): Partial<Record<Edition, string>> {
  const urls: Partial<Record<Edition, string>> = {};
  for (const [edition, name] of Object.entries(PUBLIC_URL_VARIABLES) as [Edition, string][]) {
    const value = nonEmpty(source[name])?.replace(/\/$/, '');
    if (!value) continue;
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol) || new URL(value).origin !== value)
      throw new Error(`${name} is not an origin such as https://makeable.app: ${value}`);
    urls[edition] = value;
  }
  return urls;
}

/** Settings of S3-compatible storage (the `S3_*` variables, docs/deploy.md; the adapter is `storage/s3.ts`). */
export interface S3Settings {
  /** `S3_BUCKET`: the bucket holding every file (it must exist). */
  bucket: string;
  /** `S3_REGION` (default us-east-1). */
  region: string;
  /** `S3_ENDPOINT`: another S3-compatible service (MinIO, R2, a local test server); unset = AWS. */
  endpoint: string | undefined;
  /** `S3_FORCE_PATH_STYLE`: `http://host/bucket/key` addressing; default on when an endpoint is set. */
  forcePathStyle: boolean;
  /** `S3_ACCESS_KEY_ID` / `S3_SECRET_ACCESS_KEY`; unset = the SDK's default chain (instance role, env, profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `S3_PREFIX`: a key prefix inside the bucket (e.g. `prod/`), default none. */
  prefix: string;
}

/**
 * Reads the `S3_*` variables: undefined unless `S3_BUCKET` is set (then the
 * local directory is not used for files).
 * @throws Error when only one of S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY is set.
 */
export function readS3Settings(source: Record<string, string | undefined>): S3Settings | undefined {
  const value = (name: string) => nonEmpty(source[name]);
  const bucket = value('S3_BUCKET');
  if (!bucket) return undefined;
  const endpoint = value('S3_ENDPOINT');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  const prefix = value('S3_PREFIX') ?? '';
  return {
    bucket,
    region: value('S3_REGION') ?? 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true' || pathStyle === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}

/**
 * The limits with the counts per address and every route limit multiplied by
 * `factor` (windows, per-account and per-destination caps unchanged): the
 * tests and the end-to-end run, many users behind one address, raise them so.
 */
export function scaleLimits(limits: Limits, factor: number): Limits {
  const routes = Object.fromEntries(
    Object.entries(limits.routes).map(([name, w]) => [name, { max: Math.ceil(w.max * factor), windowMs: w.windowMs }]),
  ) as Limits['routes'];
  return {
    ...limits,
    loginFailuresPerIp: Math.ceil(limits.loginFailuresPerIp * factor),
    eduLoginFailuresPerIp: Math.ceil(limits.eduLoginFailuresPerIp * factor),
    codesPerIpPerHour: Math.ceil(limits.codesPerIpPerHour * factor),
    routes,
  };
}

/**
 * Reads `RATE_LIMITS` (README settings table): comma-separated `name=value`
 * over {@link LIMIT_DEFAULTS}. A name of a number limit sets it
 * (`loginFailuresPerIp=50`, `uploadStorageBytesPerUser=1073741824`); a route
 * limit's name sets its `max` (`trackPerIp=600`) or `max/windowMs`
 * (`loginPerIp=10/60000`); `factor=N` first multiplies the per-address and
 * route counts by N ({@link scaleLimits}; the end-to-end run, many users from one address).
 * @throws Error on an unknown name or a value that is not a non-negative number.
 */
export function readLimits(value: string | undefined): Limits {
  const pairs = (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [name = '', raw = ''] = p.split('=').map((x) => x.trim());
      return { name, raw };
    });
  const number = (name: string, raw: string) => {
    const n = Number(raw);
    if (raw === '' || !Number.isFinite(n) || n < 0) throw new Error(`RATE_LIMITS: ${name} is not a number: ${raw}`);
    return n;
  };
  const factor = pairs.find((p) => p.name === 'factor');
  let limits: Limits = factor ? scaleLimits(LIMIT_DEFAULTS, number('factor', factor.raw)) : structuredClone(LIMIT_DEFAULTS);
  for (const { name, raw } of pairs) {
    if (name === 'factor') continue;
    if (name in LIMIT_DEFAULTS.routes) {
      const [max = '', windowMs] = raw.split('/');
      const old = limits.routes[name as RouteLimitName];
      limits = {
        ...limits,
        routes: { ...limits.routes, [name]: { max: number(name, max), windowMs: windowMs === undefined ? old.windowMs : number(name, windowMs) } },
      };
    } else if (name in LIMIT_DEFAULTS && name !== 'routes') {
      limits = { ...limits, [name]: number(name, raw) };
    } else {
      throw new Error(`RATE_LIMITS: unknown limit ${name}`);
    }
  }
  return limits;
}

/** Reads the environment (or an override map, for tests) into an {@link Env}. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const port = Number(source.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${source.PORT}`);
  return {
    port,
    host: nonEmpty(source.HOST) ?? '0.0.0.0',
    trustProxy: parseTrustProxy(nonEmpty(source.TRUST_PROXY)),
    dataDir: resolve(nonEmpty(source.DATA_DIR) ?? resolve(repoRoot, '.data')),
    databaseUrl: nonEmpty(source.DATABASE_URL),
    smtpUrl: nonEmpty(source.SMTP_URL),
    mailFrom: nonEmpty(source.MAIL_FROM) ?? 'AIGC <no-reply@aigc.localhost>',
    redisUrl: nonEmpty(source.REDIS_URL),
    clusterWorker: source[CLUSTER_WORKER_VARIABLE] === '1',
    seedPosts: Math.max(20, Math.floor(Number(source.SEED_POSTS ?? 320)) || 320),
    webConcurrency: Math.max(1, Math.min(WEB_CONCURRENCY_MAX, Math.floor(Number(source.WEB_CONCURRENCY ?? 1)) || 1)),
    generationConcurrency: Math.max(
      1,
      Math.min(GENERATION_CONCURRENCY_MAX, Number(source.GENERATION_CONCURRENCY ?? 1) || 1),
    ),
    providers: {
      openaiApiKey: nonEmpty(source.OPENAI_API_KEY),
      openaiBaseUrl: nonEmpty(source.OPENAI_BASE_URL),
      openaiImageModel: nonEmpty(source.OPENAI_IMAGE_MODEL),
      openaiChatApiKey: nonEmpty(source.OPENAI_CHAT_API_KEY),
      openaiChatBaseUrl: nonEmpty(source.OPENAI_CHAT_BASE_URL),
      openaiChatModel: nonEmpty(source.OPENAI_CHAT_MODEL),
      a1111Url: nonEmpty(source.A1111_URL),
      a1111Auth: nonEmpty(source.A1111_AUTH),
      a1111Upscaler: nonEmpty(source.A1111_UPSCALER),
      ffmpegPath: nonEmpty(source.FFMPEG_PATH),
    },
    webRoot: resolve(nonEmpty(source.WEB_ROOT) ?? resolve(repoRoot, 'apps')),
    serverRender: source.SERVER_RENDER !== '0',
    siteHosts: parseSiteHosts(source.SITE_HOSTS),
    publicUrls: readPublicUrls(source),
    sessionCookieDomains: (source.SESSION_COOKIE_DOMAIN ?? '')
      .split(',')
      .map((d) => d.trim().toLowerCase().replace(/^\./, ''))
      .filter(Boolean),
    nodeEnv: nonEmpty(source.NODE_ENV) ?? 'development',
    logLevel: nonEmpty(source.LOG_LEVEL) ?? 'info',
    moderationUrl: nonEmpty(source.MODERATION_URL),
    csp: { scriptSrc: cspSources(source, 'CSP_SCRIPT_SRC'), connectSrc: cspSources(source, 'CSP_CONNECT_SRC'), imgSrc: cspSources(source, 'CSP_IMG_SRC') },
    feedCacheMs: Math.max(0, Number(source.FEED_CACHE_MS ?? 5000) || 0),
    tencentSms: {
      secretId: nonEmpty(source.TENCENT_SMS_SECRET_ID),
      secretKey: nonEmpty(source.TENCENT_SMS_SECRET_KEY),
      appId: nonEmpty(source.TENCENT_SMS_APP_ID),
      signName: nonEmpty(source.TENCENT_SMS_SIGN_NAME),
      templateId: nonEmpty(source.TENCENT_SMS_TEMPLATE_ID),
      region: nonEmpty(source.TENCENT_SMS_REGION) ?? 'ap-guangzhou',
      endpoint: nonEmpty(source.TENCENT_SMS_ENDPOINT) ?? 'https://sms.tencentcloudapi.com',
    },
    wechat: {
      appId: nonEmpty(source.WECHAT_APP_ID),
      appSecret: nonEmpty(source.WECHAT_APP_SECRET),
      redirectUri: nonEmpty(source.WECHAT_REDIRECT_URI),
      openUrl: nonEmpty(source.WECHAT_OPEN_URL) ?? 'https://open.weixin.qq.com',
      apiUrl: nonEmpty(source.WECHAT_API_URL) ?? 'https://api.weixin.qq.com',
      devStandIn:
        !nonEmpty(source.WECHAT_APP_ID) &&
        (nonEmpty(source.NODE_ENV) ?? 'development') !== 'production' &&
        source.WECHAT_DEV_LOGIN !== '0',
    },
    google: {
      clientId: nonEmpty(source.GOOGLE_CLIENT_ID),
      clientSecret: nonEmpty(source.GOOGLE_CLIENT_SECRET),
      issuer: nonEmpty(source.GOOGLE_ISSUER) ?? 'https://accounts.google.com',
      redirectUri: nonEmpty(source.GOOGLE_REDIRECT_URI),
    },
    payments: readPaymentSettings(source),
    s3: readS3Settings(source),
    passwordKeyPem: nonEmpty(source.PASSWORD_RSA_KEY) ? pem('PASSWORD_RSA_KEY', nonEmpty(source.PASSWORD_RSA_KEY)!) : undefined,
    limits: readLimits(source.RATE_LIMITS),
  };
}

/** The settings of this process. */
export const env: Env = readEnv();

/** Settings of the operators' CLI (`src/cli/admin.ts`), read from the process environment. */
export interface CliEnv {
  /** `AIGC_URL`: base URL of the server the CLI calls (default http://localhost:3000). */
  AIGC_URL?: string | undefined;
  /** `AIGC_ADMIN_TOKEN`: the admin API token (`admin token` mints one). */
  AIGC_ADMIN_TOKEN?: string | undefined;
}

/** The CLI's settings of this process (see {@link CliEnv}). */
export function readCliEnv(source: Record<string, string | undefined> = process.env): CliEnv {
  return {
    AIGC_URL: nonEmpty(source.AIGC_URL),
    AIGC_ADMIN_TOKEN: nonEmpty(source.AIGC_ADMIN_TOKEN),
  };
}
