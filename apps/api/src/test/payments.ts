/**
 * Local fakes of the payment providers' APIs for tests (no network): a Stripe
 * API server (checkout sessions, refunds, idempotency keys) with signed
 * webhook events, and the WeChat Pay API v3 fake of `@aigc/payment-fakes`
 * (it checks the merchant's request signatures, signs its answers with a
 * platform key, and builds encrypted, signed notifications).
 */
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { startFakeWechatPay, type FakeWechatPay } from '@aigc/payment-fakes';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeSettings } from '../env';

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

/** The fake WeChat Pay API v3 (`@aigc/payment-fakes`, shared with the end-to-end run). */
export type FakeWechat = FakeWechatPay;

/** Starts the fake WeChat Pay API v3 (`@aigc/payment-fakes`) on a free loopback port, with fresh keys. */
export function startFakeWechat(): Promise<FakeWechat> {
  return startFakeWechatPay();
}

/** A fresh RSA key no provider knows (to forge signatures in tests). */
export function strangerKey(): KeyObject {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}
