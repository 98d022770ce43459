/**
 * Local fakes of the payment providers' APIs for tests (no network): a Stripe
 * API server (checkout sessions, refunds, idempotency keys) with signed
 * webhook events, and a WeChat Pay API v3 server that checks the merchant's
 * request signatures, signs its answers with a platform key, and builds
 * encrypted, signed notifications.
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings, WechatPaySettings } from '../env';

/** One request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void readBody(req).then((body) => handler(req, res, body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// ---- Stripe -------------------------------------------------------------------------

/** A fake Stripe API: `POST /v1/checkout/sessions`, `POST /v1/refunds`, replaying answers per Idempotency-Key. */
export interface FakeStripe {
  url: string;
  settings: StripeSettings;
  requests: FakeRequest[];
  /** Sessions created, by id: their form fields. */
  sessions: Map<string, URLSearchParams>;
  /** Next refund's status (`succeeded` by default). */
  refundStatus: 'succeeded' | 'pending' | 'failed';
  /** When set, every API call answers this HTTP status with an error. */
  failWith: number | null;
  /** A signed webhook for `event` (body + headers) as Stripe would send it at `now`. */
  webhook(event: Record<string, unknown>, now: Date, secret?: string): { body: string; headers: Record<string, string> };
  /** A `checkout.session.completed` event for a session of ours, paid. */
  completedEvent(input: { paymentId: string; amount: number; currency: string; eventId?: string; paymentIntent?: string }): Record<string, unknown>;
  close(): Promise<void>;
}

/** Starts a {@link FakeStripe} on a free loopback port. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const sessions = new Map<string, URLSearchParams>();
  const replays = new Map<string, string>();
  let counter = 0;
  const fake: FakeStripe = {
    url: '',
    settings: { secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake_secret', apiUrl: '' },
    requests,
    sessions,
    refundStatus: 'succeeded',
    failWith: null,
    webhook(event, now, secret = fake.settings.webhookSecret) {
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(now.getTime() / 1000) });
      return { body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },
    completedEvent({ paymentId, amount, currency, eventId, paymentIntent }) {
      return {
        id: eventId ?? `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: `cs_test_${paymentId}`,
            object: 'checkout.session',
            client_reference_id: paymentId,
            metadata: { paymentId },
            payment_status: 'paid',
            amount_total: amount,
            currency: currency.toLowerCase(),
            payment_intent: paymentIntent ?? `pi_${paymentId}`,
          },
        },
      };
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const { server, url } = await listen((req, res, body) => {
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== `Bearer ${fake.settings.secretKey}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      return;
    }
    if (fake.failWith) {
      res.statusCode = fake.failWith;
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'fake failure' } }));
      return;
    }
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${path}|${key}` : null;
    if (replayKey && replays.has(replayKey)) {
      res.end(replays.get(replayKey));
      return;
    }
    const form = new URLSearchParams(body);
    let answer: unknown;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++counter}`;
      sessions.set(id, form);
      answer = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${id}`,
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
        client_reference_id: form.get('client_reference_id'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
      };
    } else if (req.method === 'POST' && path === '/v1/refunds') {
      answer = {
        id: `re_${++counter}`,
        object: 'refund',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
        status: fake.refundStatus,
        metadata: { refundId: form.get('metadata[refundId]') },
      };
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `no route ${path}` } }));
      return;
    }
    const text = JSON.stringify(answer);
    if (replayKey) replays.set(replayKey, text);
    res.end(text);
  });
  fake.url = url;
  fake.settings.apiUrl = url;
  return fake;
}

// ---- WeChat Pay -----------------------------------------------------------------------

/** A fake WeChat Pay API v3 with its own merchant and platform keys. */
export interface FakeWechat {
  url: string;
  settings: WechatPaySettings;
  requests: (FakeRequest & { signatureValid: boolean })[];
  /** Next refund's status (`SUCCESS` by default). */
  refundStatus: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL';
  /** When true, answers are signed with a wrong key (the adapter must refuse them). */
  signAnswersWrong: boolean;
  /**
   * A notification as WeChat Pay sends it at `now`: the resource encrypted
   * with the API v3 key, the body signed with the platform key (or
   * `signWith`, to forge one).
   */
  notification(
    input: { id?: string; eventType: string; resource: Record<string, unknown> },
    now: Date,
    signWith?: KeyObject,
  ): { body: string; headers: Record<string, string> };
  /** A TRANSACTION.SUCCESS resource for one of our payments. */
  transaction(paymentId: string, amount: number, state?: string): Record<string, unknown>;
  close(): Promise<void>;
}

/** Starts a {@link FakeWechat} on a free loopback port. */
export async function startFakeWechat(): Promise<FakeWechat> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const wrong = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiV3Key = randomBytes(16).toString('hex'); // 32 ASCII bytes
  const requests: FakeWechat['requests'] = [];
  const platformSerial = 'PLATFORM0001';
  const sign = (key: KeyObject, message: string) => createSign('RSA-SHA256').update(message).sign(key, 'base64');
  const signedHeaders = (body: string, key: KeyObject, at: Date) => {
    const timestamp = Math.floor(at.getTime() / 1000).toString();
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': platformSerial,
      'wechatpay-signature': sign(key, `${timestamp}\n${nonce}\n${body}\n`),
    };
  };
  let refunds = 0;
  const fake: FakeWechat = {
    url: '',
    settings: {
      mchid: '1900000001',
      appId: 'wx0000000000000001',
      apiV3Key,
      certSerial: 'MERCHANT0001',
      privateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      platformCert: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      platformSerial,
      notifyUrl: 'https://shop.example.test/aigc/api/pay/wechat/notify',
      apiUrl: '',
    },
    requests,
    refundStatus: 'SUCCESS',
    signAnswersWrong: false,
    notification({ id, eventType, resource }, now, signWith = platform.privateKey) {
      const nonce = randomBytes(6).toString('hex'); // 12 bytes
      const aad = eventType.startsWith('REFUND') ? 'refund' : 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
      const body = JSON.stringify({
        id: id ?? randomBytes(8).toString('hex'),
        create_time: now.toISOString(),
        resource_type: 'encrypt-resource',
        event_type: eventType,
        summary: 'fake',
        resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: aad, original_type: aad, nonce },
      });
      return { body, headers: { 'content-type': 'application/json', ...signedHeaders(body, signWith, now) } };
    },
    transaction(paymentId, amount, state = 'SUCCESS') {
      return {
        mchid: fake.settings.mchid,
        appid: fake.settings.appId,
        out_trade_no: paymentId,
        transaction_id: `4200${randomBytes(6).toString('hex')}`,
        trade_state: state,
        amount: { total: amount, payer_total: amount, currency: 'CNY', payer_currency: 'CNY' },
      };
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
  const { server, url } = await listen((req, res, body) => {
    const path = req.url ?? '';
    const auth = req.headers.authorization ?? '';
    const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const signatureValid =
      auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      fields.mchid === fake.settings.mchid &&
      fields.serial_no === fake.settings.certSerial &&
      createVerify('RSA-SHA256')
        .update(`${req.method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
        .verify(merchant.publicKey, fields.signature ?? '', 'base64');
    requests.push({ method: req.method ?? '', path, headers: req.headers, body, signatureValid });
    const reply = (status: number, answer: unknown) => {
      const text = answer === null ? '' : JSON.stringify(answer);
      res.writeHead(status, { 'content-type': 'application/json', ...signedHeaders(text, fake.signAnswersWrong ? wrong.privateKey : platform.privateKey, new Date()) });
      res.end(text);
    };
    if (!signatureValid) return reply(401, { code: 'SIGN_ERROR', message: 'signature does not verify' });
    const json = JSON.parse(body || '{}') as Record<string, unknown>;
    if (path === '/v3/pay/transactions/native') return reply(200, { code_url: `weixin://wxpay/bizpayurl?pr=${String(json.out_trade_no)}` });
    if (path === '/v3/pay/transactions/h5') return reply(200, { h5_url: `https://wx.tenpay.test/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${String(json.out_trade_no)}` });
    if (path === '/v3/refund/domestic/refunds')
      return reply(200, { refund_id: `5030${++refunds}`, out_refund_no: json.out_refund_no, status: fake.refundStatus });
    return reply(404, { code: 'NOT_FOUND', message: path });
  });
  fake.url = url;
  fake.settings.apiUrl = url;
  return fake;
}

/** A fresh RSA key no provider knows (to forge signatures in tests). */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}
