/**
 * A local fake of the WeChat Pay API v3 (docs/shop.md 'Payments'), one home
 * for the server's adapter tests and the end-to-end run: an HTTP server on
 * the loopback address that checks the merchant's request signatures
 * (`WECHATPAY2-SHA256-RSA2048`), answers Native (`code_url`), H5 (`h5_url`)
 * and refund calls signed with its platform key, and builds encrypted,
 * signed notifications — which it can also send itself to the notify URL a
 * transaction named, as WeChat Pay does when the buyer pays. No network.
 */
import { createCipheriv, createPrivateKey, createPublicKey, createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The merchant's settings against the fake: the shape of the server's `WECHAT_PAY_*` settings. */
export interface FakeWechatPaySettings {
  /** `WECHAT_PAY_MCHID`. */
  mchid: string;
  /** `WECHAT_PAY_APP_ID`. */
  appId: string;
  /** `WECHAT_PAY_API_V3_KEY`: 32 ASCII bytes. */
  apiV3Key: string;
  /** `WECHAT_PAY_CERT_SERIAL`. */
  certSerial: string;
  /** `WECHAT_PAY_PRIVATE_KEY`: the merchant key (PKCS#8 PEM). */
  privateKey: string;
  /** `WECHAT_PAY_PLATFORM_CERT`: the fake's platform public key (SPKI PEM). */
  platformCert: string;
  /** `WECHAT_PAY_PLATFORM_SERIAL`. */
  platformSerial: string | undefined;
  /** `WECHAT_PAY_NOTIFY_URL`. */
  notifyUrl: string;
  /** `WECHAT_PAY_API_URL`: the fake's own URL. */
  apiUrl: string;
}

/** The key material of a fake merchant and platform (PEM text), e.g. kept in files for a server started elsewhere. */
export interface FakeWechatPayKeys {
  merchantPrivateKey: string;
  platformPrivateKey: string;
  /** 32 ASCII bytes. */
  apiV3Key: string;
}

/** One request the fake received, with whether its merchant signature verified. */
export interface FakeWechatPayRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  signatureValid: boolean;
}

/** A running fake WeChat Pay API v3 (see the module comment). */
export interface FakeWechatPay {
  /** Its base URL, `http://127.0.0.1:<port>`. */
  url: string;
  settings: FakeWechatPaySettings;
  requests: FakeWechatPayRequest[];
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
  /** A TRANSACTION.SUCCESS (or `state`) resource for one `out_trade_no`. */
  transaction(outTradeNo: string, amount: number, state?: string): Record<string, unknown>;
  /**
   * The buyer pays the last transaction opened for `orderId` (its `attach`):
   * a signed TRANSACTION.SUCCESS notification for its `out_trade_no` and
   * amount is POSTed to the `notify_url` the transaction named. Resolves to
   * the server's HTTP status.
   * @throws Error when no transaction was opened for the order.
   */
  pay(orderId: string): Promise<number>;
  close(): Promise<void>;
}

/** Options of {@link startFakeWechatPay}. */
export interface FakeWechatPayOptions {
  /** Port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Keys to use (default: fresh ones); see {@link fakeWechatPayKeysIn}. */
  keys?: FakeWechatPayKeys;
  /** The notify URL put in {@link FakeWechatPay.settings} (default a placeholder). */
  notifyUrl?: string;
}

/** The merchant id, app id and serials the fake knows. */
export const FAKE_WECHAT_PAY_IDS = { mchid: '1900000001', appId: 'wx0000000000000001', certSerial: 'MERCHANT0001', platformSerial: 'PLATFORM0001' } as const;

/** Fresh fake keys: two RSA-2048 keys and a 32-character API v3 key. */
export function newFakeWechatPayKeys(): FakeWechatPayKeys {
  const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { merchantPrivateKey: pem(), platformPrivateKey: pem(), apiV3Key: randomBytes(16).toString('hex') };
}

/**
 * The fake's keys kept in `dir` (made there the first time, then read), so a
 * server configured by files (`WECHAT_PAY_PRIVATE_KEY` and
 * `WECHAT_PAY_PLATFORM_CERT` take a path) and a fake started in another
 * process share them. Returns the keys and the paths of the merchant key and
 * the platform public key.
 */
export function fakeWechatPayKeysIn(dir: string): { keys: FakeWechatPayKeys; merchantKeyPath: string; platformCertPath: string } {
  const file = join(dir, 'keys.json');
  const merchantKeyPath = join(dir, 'merchant.pem');
  const platformCertPath = join(dir, 'platform.pem');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const fresh = newFakeWechatPayKeys();
    writeFileSync(merchantKeyPath, fresh.merchantPrivateKey);
    writeFileSync(platformCertPath, createPublicKey(fresh.platformPrivateKey).export({ type: 'spki', format: 'pem' }).toString());
    writeFileSync(file, JSON.stringify(fresh));
  }
  return { keys: JSON.parse(readFileSync(file, 'utf8')) as FakeWechatPayKeys, merchantKeyPath, platformCertPath };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts a {@link FakeWechatPay}. Besides the API (`POST /v3/pay/transactions/native`,
 * `…/h5`, `POST /v3/refund/domestic/refunds`) it serves, for a test driving a
 * browser: `POST /fake/pay/:orderId` ({@link FakeWechatPay.pay}; 204, or 404
 * when no transaction names the order) and the H5 cashier `GET /fake/h5?trade=&redirect_url=`
 * (a page with a '确认支付' button that pays, then returns to `redirect_url`).
 */
export async function startFakeWechatPay(options: FakeWechatPayOptions = {}): Promise<FakeWechatPay> {
  const keys = options.keys ?? newFakeWechatPayKeys();
  const merchantKey = createPrivateKey(keys.merchantPrivateKey);
  const platformKey = createPrivateKey(keys.platformPrivateKey);
  const wrongKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const requests: FakeWechatPayRequest[] = [];
  const sign = (key: KeyObject, message: string) => createSign('RSA-SHA256').update(message).sign(key, 'base64');
  const signedHeaders = (body: string, key: KeyObject, at: Date) => {
    const timestamp = Math.floor(at.getTime() / 1000).toString();
    const nonce = randomBytes(16).toString('hex');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-serial': FAKE_WECHAT_PAY_IDS.platformSerial,
      'wechatpay-signature': sign(key, `${timestamp}\n${nonce}\n${body}\n`),
    };
  };
  /** Opened transactions by `out_trade_no`: amount, order, notify URL. */
  const trades = new Map<string, { amount: number; orderId: string; notifyUrl: string }>();
  let refunds = 0;

  const payTrade = async (outTradeNo: string): Promise<number> => {
    const trade = trades.get(outTradeNo);
    if (!trade) throw new Error(`no WeChat Pay transaction ${outTradeNo}`);
    const { body, headers } = fake.notification({ eventType: 'TRANSACTION.SUCCESS', resource: fake.transaction(outTradeNo, trade.amount) }, new Date());
    const res = await fetch(trade.notifyUrl, { method: 'POST', headers, body });
    return res.status;
  };

  const fake: FakeWechatPay = {
    url: '',
    settings: {
      mchid: FAKE_WECHAT_PAY_IDS.mchid,
      appId: FAKE_WECHAT_PAY_IDS.appId,
      apiV3Key: keys.apiV3Key,
      certSerial: FAKE_WECHAT_PAY_IDS.certSerial,
      privateKey: keys.merchantPrivateKey,
      platformCert: createPublicKey(platformKey).export({ type: 'spki', format: 'pem' }).toString(),
      platformSerial: FAKE_WECHAT_PAY_IDS.platformSerial,
      notifyUrl: options.notifyUrl ?? 'https://shop.example.test/aigc/api/pay/wechat/notify',
      apiUrl: '',
    },
    requests,
    refundStatus: 'SUCCESS',
    signAnswersWrong: false,
    notification({ id, eventType, resource }, now, signWith = platformKey) {
      const nonce = randomBytes(6).toString('hex'); // 12 bytes
      const aad = eventType.startsWith('REFUND') ? 'refund' : 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
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
    transaction(outTradeNo, amount, state = 'SUCCESS') {
      return {
        mchid: fake.settings.mchid,
        appid: fake.settings.appId,
        out_trade_no: outTradeNo,
        transaction_id: `4200${randomBytes(6).toString('hex')}`,
        trade_state: state,
        amount: { total: amount, payer_total: amount, currency: 'CNY', payer_currency: 'CNY' },
      };
    },
    async pay(orderId) {
      const last = [...trades.entries()].reverse().find(([, t]) => t.orderId === orderId);
      if (!last) throw new Error(`no WeChat Pay transaction for order ${orderId}`);
      return payTrade(last[0]);
    },
    close: () => new Promise((done) => server.close(() => done())),
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const path = req.url ?? '';
    const url = new URL(path, 'http://fake.invalid');
    const send = (status: number, type: string, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(text);
    };
    // The test's and the browser's side (not WeChat Pay's API).
    const payMatch = /^\/fake\/pay\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && payMatch) {
      fake.pay(decodeURIComponent(payMatch[1]!)).then(
        (status) => send(204, 'text/plain', '', { 'x-notify-status': String(status) }),
        (error: Error) => send(404, 'text/plain', error.message),
      );
      return;
    }
    if (url.pathname === '/fake/h5') {
      const trade = url.searchParams.get('trade') ?? '';
      const back = url.searchParams.get('redirect_url') ?? '';
      if (req.method === 'POST') {
        payTrade(trade).then(
          () => send(303, 'text/plain', '', { location: back }),
          (error: Error) => send(404, 'text/plain', error.message),
        );
        return;
      }
      const amount = trades.get(trade)?.amount ?? 0;
      return send(
        200,
        'text/html; charset=utf-8',
        `<!doctype html><html lang="zh-Hans"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>微信支付（本地模拟）</title></head>` +
          `<body><h1>微信支付（本地模拟）</h1><p>¥${(amount / 100).toFixed(2)}</p>` +
          `<form method="post" action="${escapeHtml(path)}"><button type="submit">确认支付</button></form></body></html>`,
      );
    }

    const auth = req.headers.authorization ?? '';
    const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const signatureValid =
      auth.startsWith('WECHATPAY2-SHA256-RSA2048 ') &&
      fields.mchid === fake.settings.mchid &&
      fields.serial_no === fake.settings.certSerial &&
      createVerify('RSA-SHA256')
        .update(`${req.method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
        .verify(createPublicKey(merchantKey), fields.signature ?? '', 'base64');
    requests.push({ method: req.method ?? '', path, headers: req.headers, body, signatureValid });
    const reply = (status: number, answer: unknown) => {
      const text = answer === null ? '' : JSON.stringify(answer);
      send(status, 'application/json', text, signedHeaders(text, fake.signAnswersWrong ? wrongKey : platformKey, new Date()));
    };
    if (!signatureValid) return reply(401, { code: 'SIGN_ERROR', message: 'signature does not verify' });
    const json = JSON.parse(body || '{}') as Record<string, unknown>;
    const outTradeNo = String(json.out_trade_no);
    if (path === '/v3/pay/transactions/native' || path === '/v3/pay/transactions/h5') {
      const amount = (json.amount as { total?: number } | undefined)?.total ?? 0;
      trades.set(outTradeNo, { amount, orderId: String(json.attach ?? ''), notifyUrl: String(json.notify_url ?? '') });
      if (path.endsWith('/native')) return reply(200, { code_url: `weixin://wxpay/bizpayurl?pr=${outTradeNo}` });
      return reply(200, { h5_url: `${fake.url}/fake/h5?trade=${encodeURIComponent(outTradeNo)}` });
    }
    if (path === '/v3/refund/domestic/refunds')
      return reply(200, { refund_id: `5030${++refunds}`, out_refund_no: json.out_refund_no, status: fake.refundStatus });
    return reply(404, { code: 'NOT_FOUND', message: path });
  };

  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => handle(req, res, body));
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.settings.apiUrl = fake.url;
  return fake;
}
