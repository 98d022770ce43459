import { createHash, createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { Outbox } from './mail';

/** A verification code to text to a China mobile number (docs/auth.md 'SMS'). */
export interface SmsCode {
  /** 11-digit China mobile number (validateMobile of @aigc/domain). */
  to: string;
  /** The 6-digit code. */
  code: string;
  /** How long the code lasts, in minutes. */
  minutes: number;
}

/** Sends SMS verification codes. `outbox` is set only for the local outbox. */
export interface SmsSender {
  /** Sends one code; rejects with {@link SmsDeliveryError} when the provider refuses it. */
  sendCode(message: SmsCode): Promise<void>;
  /** The local outbox, when texts are not really sent. */
  outbox: Outbox | null;
}

/** The SMS provider did not accept a message; `providerCode` is its error code (e.g. `LimitExceeded.PhoneNumberDailyLimit`). */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly providerCode: string,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/** The text the local outbox stores for a code (English and Chinese, like the China edition's screens). */
export function smsText(message: SmsCode): string {
  return `Your verification code is ${message.code}; it expires in ${message.minutes} minutes. 您的验证码是 ${message.code}，${message.minutes} 分钟内有效。`;
}

/** Settings of the Tencent Cloud SMS adapter (env.ts `tencentSms`). */
export interface TencentSmsSettings {
  secretId: string | undefined;
  secretKey: string | undefined;
  appId: string | undefined;
  signName: string | undefined;
  templateId: string | undefined;
  region: string;
  endpoint: string;
}

/** Options of {@link createSmsSender}. */
export interface SmsSenderOptions {
  /** Tencent Cloud SMS settings; with `secretId` set, real texts are sent. */
  tencent: TencentSmsSettings;
  /** Data directory; the local outbox is `<dataDir>/outbox` (shared with mail, listed at `/__dev/outbox`). */
  dataDir: string;
  /** Time source (outbox timestamps, request signatures). */
  now?: () => Date;
  /** A production start: without Tencent settings no outbox is kept, every text fails with {@link SmsDeliveryError}. */
  production?: boolean;
  /** fetch implementation (default: the global one). */
  fetch?: typeof fetch;
}

/**
 * Creates the SMS adapter (docs/architecture.md 'Embedded default ▸ real
 * engine'): Tencent Cloud SMS when `TENCENT_SMS_SECRET_ID` is set (every other
 * Tencent setting but region and endpoint is then required), else the local
 * outbox, which saves each text as `{ to, subject: 'SMS', text, createdAt }`
 * beside the e-mails.
 * @throws Error naming the missing setting when Tencent is half configured.
 */
export function createSmsSender(options: SmsSenderOptions): SmsSender {
  const now = options.now ?? (() => new Date());
  const t = options.tencent;
  if (t.secretId) {
    const missing = (
      [
        ['TENCENT_SMS_SECRET_KEY', t.secretKey],
        ['TENCENT_SMS_APP_ID', t.appId],
        ['TENCENT_SMS_SIGN_NAME', t.signName],
        ['TENCENT_SMS_TEMPLATE_ID', t.templateId],
      ] as const
    )
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (missing.length > 0)
      throw new Error(`TENCENT_SMS_SECRET_ID is set but ${missing.join(', ')} is not`);
    return new TencentSmsSender(
      {
        secretId: t.secretId,
        secretKey: t.secretKey!,
        appId: t.appId!,
        signName: t.signName!,
        templateId: t.templateId!,
        region: t.region,
        endpoint: t.endpoint,
      },
      now,
      options.fetch ?? fetch,
    );
  }
  if (options.production) {
    return {
      outbox: null,
      sendCode: () => Promise.reject(new SmsDeliveryError('SMS is not configured (TENCENT_SMS_SECRET_ID)', 'NotConfigured')),
    };
  }
  const outbox = new Outbox(resolve(options.dataDir, 'outbox'));
  return {
    outbox,
    sendCode: (message) =>
      outbox.save({ to: message.to, subject: 'SMS', text: smsText(message) }, now()),
  };
}

/** Input of {@link signTc3}. */
export interface Tc3Request {
  /** Full URL of the API (`https://sms.tencentcloudapi.com/`). */
  url: string;
  /** JSON body exactly as sent. */
  body: string;
  /** `Content-Type` header exactly as sent. */
  contentType: string;
  /** Service name (`sms`). */
  service: string;
  /** Request time, in seconds since the epoch (also `X-TC-Timestamp`). */
  timestamp: number;
  secretId: string;
  secretKey: string;
}

const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * The `Authorization` header of a Tencent Cloud API 3.0 POST request, signed
 * with TC3-HMAC-SHA256: canonical request (method, path, query, the signed
 * headers `content-type` and `host`, SHA-256 of the body) → string to sign
 * (algorithm, timestamp, `<UTC date>/<service>/tc3_request`, SHA-256 of the
 * canonical request) → HMAC chain `TC3<secretKey>` → date → service →
 * `tc3_request` → signature (hex). `host` is the URL's host as sent (with a
 * port when the URL has one).
 */
export function signTc3(r: Tc3Request): string {
  const url = new URL(r.url);
  const signedHeaders = 'content-type;host';
  const canonicalHeaders = `content-type:${r.contentType.toLowerCase()}\nhost:${url.host}\n`;
  const canonicalRequest = [
    'POST',
    url.pathname || '/',
    url.search.slice(1),
    canonicalHeaders,
    signedHeaders,
    sha256Hex(r.body),
  ].join('\n');
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(r.timestamp),
    scope,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  appId: string;
  signName: string;
  templateId: string;
  region: string;
  endpoint: string;
}

interface SendSmsResponse {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string; PhoneNumber?: string }[];
    RequestId?: string;
  };
}

/** Time allowed for one call to the provider, in ms. */
const SMS_TIMEOUT_MS = 10_000;

/**
 * Tencent Cloud SMS, API `SendSms` version 2021-01-11: one number in E.164
 * (`+86…`), the template's parameters `[code, minutes]`. Success is the
 * number's status `Ok`; an API error or another status rejects with
 * {@link SmsDeliveryError}.
 */
class TencentSmsSender implements SmsSender {
  readonly outbox = null;

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly now: () => Date,
    private readonly fetchImpl: typeof fetch,
  ) {}

  async sendCode(message: SmsCode): Promise<void> {
    const body = JSON.stringify({
      PhoneNumberSet: [`+86${message.to}`],
      SmsSdkAppId: this.config.appId,
      SignName: this.config.signName,
      TemplateId: this.config.templateId,
      TemplateParamSet: [message.code, String(message.minutes)],
    });
    const contentType = 'application/json; charset=utf-8';
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const url = new URL('/', this.config.endpoint).toString();
    const authorization = signTc3({
      url,
      body,
      contentType,
      service: 'sms',
      timestamp,
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
    });
    let json: SendSmsResponse;
    try {
      const res = await this.fetchImpl(url, {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': contentType,
          'X-TC-Action': 'SendSms',
          'X-TC-Version': '2021-01-11',
          'X-TC-Region': this.config.region,
          'X-TC-Timestamp': String(timestamp),
        },
        body,
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      json = (await res.json()) as SendSmsResponse;
    } catch (err) {
      throw new SmsDeliveryError(
        `Tencent Cloud SMS could not be reached: ${(err as Error).message}`,
        'Network',
      );
    }
    const error = json.Response?.Error;
    if (error)
      throw new SmsDeliveryError(
        `Tencent Cloud SMS: ${error.Code}: ${error.Message}`,
        error.Code ?? 'Unknown',
      );
    const status = json.Response?.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') {
      throw new SmsDeliveryError(
        `Tencent Cloud SMS: ${status?.Code}: ${status?.Message}`,
        status?.Code ?? 'Unknown',
      );
    }
  }
}
