import { createDecipheriv, createPublicKey, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';
import type { WechatPaySettings } from '../../env';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type CheckoutInput,
  type CheckoutResult,
  type PaymentNotice,
  type PaymentProvider,
  type RawNotification,
  type RefundInput,
  type RefundResult,
} from './types';

/** Seconds a response's or notification's signed timestamp may differ from our clock. */
export const WECHAT_SIGNATURE_TOLERANCE_S = 300;

/** Minutes a Native / H5 checkout stays payable (WeChat's `time_expire`). */
export const WECHAT_CHECKOUT_MINUTES = 120;

/** The authentication scheme of API v3 requests. */
const SCHEME = 'WECHATPAY2-SHA256-RSA2048';

function header(h: RawNotification['headers'] | Headers, name: string): string | undefined {
  if (h instanceof Headers) return h.get(name) ?? undefined;
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

/** `yyyy-MM-ddTHH:mm:ss+08:00`, the time format of WeChat Pay (China Standard Time). */
function rfc3339Cst(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/**
 * Decrypts the `resource` of an API v3 notification: AEAD_AES_256_GCM with
 * the API v3 key, the resource's `nonce` as IV and `associated_data` as AAD;
 * the last 16 bytes of the base64 `ciphertext` are the tag.
 * @throws Error when the tag does not verify (a forged or damaged resource).
 */
export function decryptWechatResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string | undefined },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/**
 * WeChat Pay API v3, Native (a QR code for desktop browsers) and H5 (a
 * redirect for phone browsers), signed and verified with node:crypto
 * (docs/shop.md 'Payments'):
 * - requests carry `Authorization: WECHATPAY2-SHA256-RSA2048 …`, an RSA-SHA256
 *   signature of `METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n` with the merchant key;
 * - answers and notifications are verified with the platform certificate over
 *   `TIMESTAMP\nNONCE\nBODY\n` (`Wechatpay-Signature`, …), within 5 minutes;
 * - notification resources are decrypted with AES-256-GCM and the API v3 key.
 * Our payment id (and the checkout attempt, {@link wechatTradeNo}) is the
 * `out_trade_no`, our refund id the `out_refund_no`, so calling again for the
 * same checkout or refund never charges or refunds twice.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly kind = 'wechat' as const;
  readonly testMode = false;
  private readonly platformKey: KeyObject;

  constructor(
    private readonly settings: WechatPaySettings,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.platformKey = createPublicKey(settings.platformCert);
  }

  /** Signs and sends one API v3 call; verifies and parses the answer. */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const timestamp = Math.floor(this.now().getTime() / 1000).toString();
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${payload}\n`)
      .sign(this.settings.privateKey, 'base64');
    const authorization = `${SCHEME} mchid="${this.settings.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${this.settings.certSerial}"`;
    let res: Response;
    try {
      res = await fetch(new URL(path, this.settings.apiUrl), {
        method,
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'aigc-shop' },
        ...(body === undefined ? {} : { body: payload }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (e) {
      throw new PaymentProviderError(`WeChat Pay cannot be reached: ${(e as Error).message}`, { cause: e });
    }
    const text = await res.text();
    if (res.status >= 300) {
      let detail = text.slice(0, 200);
      try {
        const j = JSON.parse(text) as { code?: string; message?: string };
        detail = `${j.code ?? res.status} ${j.message ?? ''}`.trim();
      } catch {
        // keep the raw text
      }
      throw new PaymentProviderError(`WeChat Pay refused ${method} ${path}: ${detail}`);
    }
    try {
      this.verify(res.headers, text);
    } catch (e) {
      throw new PaymentProviderError(`WeChat Pay answer did not verify: ${(e as Error).message}`, { cause: e });
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  /** Verifies `Wechatpay-*` headers over `body` with the platform key; throws {@link PaymentSignatureError}. */
  private verify(headers: RawNotification['headers'] | Headers, body: string): void {
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonce = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    const serial = header(headers, 'wechatpay-serial');
    if (!timestamp || !nonce || !signature) throw new PaymentSignatureError('Missing Wechatpay signature headers');
    if (this.settings.platformSerial && serial !== this.settings.platformSerial)
      throw new PaymentSignatureError(`Unknown platform certificate serial ${serial ?? '(none)'}`);
    const skew = Math.abs(this.now().getTime() / 1000 - Number(timestamp));
    if (!Number.isFinite(skew) || skew > WECHAT_SIGNATURE_TOLERANCE_S) throw new PaymentSignatureError('Wechatpay-Timestamp is too old');
    const ok = createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).verify(this.platformKey, signature, 'base64');
    if (!ok) throw new PaymentSignatureError('Wechatpay-Signature does not verify');
  }

  async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
    if (input.currency !== 'CNY') throw new PaymentProviderError('WeChat Pay takes CNY only');
    const expiresAt = new Date(this.now().getTime() + WECHAT_CHECKOUT_MINUTES * 60_000);
    const outTradeNo = wechatTradeNo(input.paymentId, input.attempt);
    const common = {
      appid: this.settings.appId,
      mchid: this.settings.mchid,
      description: truncateBytes(input.description, 127),
      out_trade_no: outTradeNo,
      time_expire: rfc3339Cst(expiresAt),
      attach: input.orderId,
      notify_url: this.settings.notifyUrl,
      amount: { total: input.amountMinor, currency: 'CNY' },
    };
    if (input.scene === 'mobile') {
      const r = await this.call<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
        ...common,
        scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
      });
      const url = new URL(r.h5_url);
      url.searchParams.set('redirect_url', input.returnUrl);
      return { providerRef: outTradeNo, action: { kind: 'redirect', url: url.toString() }, expiresAt };
    }
    const r = await this.call<{ code_url: string }>('POST', '/v3/pay/transactions/native', common);
    return { providerRef: outTradeNo, action: { kind: 'qr', codeUrl: r.code_url }, expiresAt };
  }

  async verifyNotification(n: RawNotification): Promise<PaymentNotice> {
    const body = n.rawBody.toString('utf8');
    this.verify(n.headers, body);
    let note: { id?: string; event_type?: string; resource?: { ciphertext: string; nonce: string; associated_data?: string } };
    try {
      note = JSON.parse(body) as typeof note;
    } catch {
      throw new PaymentSignatureError('The notification is not JSON');
    }
    const eventId = note.id ?? '';
    if (!eventId || !note.resource) throw new PaymentSignatureError('The notification has no id or resource');
    let resource: Record<string, unknown>;
    try {
      resource = JSON.parse(decryptWechatResource(this.settings.apiV3Key, note.resource)) as Record<string, unknown>;
    } catch (e) {
      throw new PaymentSignatureError(`The notification resource does not decrypt: ${(e as Error).message}`);
    }
    if (resource.mchid !== undefined && resource.mchid !== this.settings.mchid)
      throw new PaymentSignatureError('The notification is for another merchant');
    const type = note.event_type ?? '';
    if (type.startsWith('TRANSACTION.')) {
      const paymentId = paymentIdOfTradeNo(String(resource.out_trade_no ?? ''));
      const state = String(resource.trade_state ?? '');
      if (state === 'SUCCESS') {
        const amount = (resource.amount ?? {}) as { total?: number; currency?: string };
        return {
          type: 'payment_succeeded',
          eventId,
          paymentId,
          providerTxn: String(resource.transaction_id ?? ''),
          amountMinor: Number(amount.total ?? 0),
          currency: String(amount.currency ?? 'CNY'),
        };
      }
      if (state === 'CLOSED' || state === 'REVOKED') return { type: 'payment_expired', eventId, paymentId };
      if (state === 'PAYERROR') return { type: 'payment_failed', eventId, paymentId };
      return { type: 'ignored', eventId, detail: `trade_state ${state}` };
    }
    if (type.startsWith('REFUND.')) {
      const refundId = resource.out_refund_no ? String(resource.out_refund_no) : null;
      const providerRefundRef = String(resource.refund_id ?? '');
      if (type === 'REFUND.SUCCESS') return { type: 'refund_succeeded', eventId, refundId, providerRefundRef };
      return { type: 'refund_failed', eventId, refundId, providerRefundRef };
    }
    return { type: 'ignored', eventId, detail: type };
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const r = await this.call<{ refund_id: string; status: string }>('POST', '/v3/refund/domestic/refunds', {
      // The captured transaction when known (a payment may have had several checkouts), else our first trade number.
      ...(input.providerTxn ? { transaction_id: input.providerTxn } : { out_trade_no: input.providerRef ?? input.paymentId }),
      out_refund_no: input.refundId,
      reason: truncateBytes(input.reason, 80),
      notify_url: this.settings.notifyUrl,
      amount: { refund: input.amountMinor, total: input.capturedMinor, currency: 'CNY' },
    });
    if (r.status === 'CLOSED' || r.status === 'ABNORMAL') throw new PaymentProviderError(`WeChat Pay refund ${r.status}`);
    return { status: r.status === 'SUCCESS' ? 'succeeded' : 'pending', providerRefundRef: r.refund_id };
  }
}

/**
 * The `out_trade_no` of a payment's checkout `attempt`: the payment id for the
 * first, `<paymentId>*<attempt>` after (a closed WeChat order cannot be
 * reopened; `*` is allowed by WeChat and never appears in our ids).
 */
export function wechatTradeNo(paymentId: string, attempt: number): string {
  return attempt === 0 ? paymentId : `${paymentId}*${attempt}`;
}

/** Our payment id of an `out_trade_no` (see {@link wechatTradeNo}). */
export function paymentIdOfTradeNo(outTradeNo: string): string {
  return outTradeNo.split('*')[0] ?? outTradeNo;
}

/** `text` cut to at most `max` UTF-8 bytes, never inside a character. */
function truncateBytes(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > max) break;
    out += ch;
  }
  return out;
}
