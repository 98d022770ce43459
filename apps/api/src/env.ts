import { parseSiteHosts, type SiteHosts } from '@aigc/domain';
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
  /** Host name → edition whose app is served there (SITE_HOSTS; docs/architecture.md "Editions and hosts"). */
  siteHosts: SiteHosts;
  /** `production`, `development` or `test`. */
  nodeEnv: string;
  /** Whether request logging is on (LOG_LEVEL, default `info`; `silent` turns it off). */
  logLevel: string;
  /** Hosted image moderation endpoint (MODERATION_URL); unset = the offline NSFW classifier. */
  moderationUrl: string | undefined;
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
     * app id is set: on outside production (NODE_ENV), off with WECHAT_DEV_LOGIN=0
     * (docs/auth.md 'WeChat').
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
}

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
    siteHosts: parseSiteHosts(source.SITE_HOSTS),
    nodeEnv: nonEmpty(source.NODE_ENV) ?? 'development',
    logLevel: nonEmpty(source.LOG_LEVEL) ?? 'info',
    moderationUrl: nonEmpty(source.MODERATION_URL),
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
