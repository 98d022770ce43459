/**
 * Provider callbacks through HTTP, against local fakes of Stripe and WeChat
 * Pay (docs/shop.md 'Payment notices'): a notice that arrives twice, late,
 * out of order or with a bad signature changes nothing it should not, and a
 * refund happens at most once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, paymentEvents, paymentRefunds, payments, userRoles } from '../../db/schema';
import { createAdminToken } from '../admin';
import { startTestApp, type TestApp } from '../../test/harness';
import { startFakeStripe, startFakeWechat, strangerKey, type FakeStripe, type FakeWechat } from '../../test/payments';
import { CN_ADDRESS, US_ADDRESS, madeProductFor } from '../../test/shop';
import type { OrderView } from './orders';

let t: TestApp;
let stripe: FakeStripe;
let wechat: FakeWechat;
let author: { id: string };
let adminToken: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  wechat = await startFakeWechat();
  t = await startTestApp({ config: { payments: { stripe: stripe.settings, wechat: wechat.settings, shopPublicUrl: 'https://shop.example.test', shopCnPublicUrl: 'https://shop.example.test' } } });
  author = await t.createUser();
  const ops = await t.createUser({ nickname: 'Ops' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await wechat?.close();
});

type Env<T> = { code: number; msg: string; data: T };
let n = 0;

async function place(session: string, host?: string, address: object = US_ADDRESS, scene?: string) {
  const id = await madeProductFor(t, { authorId: author.id });
  const res = await t.app.inject({
    method: 'POST',
    url: '/aigc/api/shop/orders',
    payload: { items: [{ productId: id, size: 'S', quantity: 1 }], shipping: address, ...(scene ? { scene } : {}) },
    cookies: { aigc_session: session },
    headers: { 'idempotency-key': `cb${++n}`, ...(host ? { host } : {}) },
  });
  return res.json() as Env<OrderView>;
}

async function stripeHook(event: Record<string, unknown>, secret?: string) {
  const signed = stripe.webhook(event, t.clock.now(), secret);
  return t.app.inject({ method: 'POST', url: '/aigc/api/pay/stripe/webhook', payload: signed.body, headers: signed.headers });
}

async function wechatNotify(input: Parameters<FakeWechat['notification']>[0], signWith?: Parameters<FakeWechat['notification']>[2]) {
  const signed = wechat.notification(input, t.clock.now(), signWith);
  return t.app.inject({ method: 'POST', url: '/aigc/api/pay/wechat/notify', payload: signed.body, headers: signed.headers });
}

async function orderRow(orderId: string) {
  const [o] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const [p] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { o: o!, p: p! };
}

async function admin(url: string, body: unknown) {
  const res = await t.app.inject({ method: 'POST', url: `/aigc${url}`, payload: body as object, headers: { authorization: `Bearer ${adminToken}` } });
  return res.json() as Env<OrderView>;
}

describe('Stripe Checkout (international shop)', () => {
  it('opens one checkout session per order, even when the request is retried', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session);
    expect(r.data.payment).toMatchObject({ provider: 'stripe', testMode: true, action: { kind: 'redirect' } });
    const sessions = stripe.requests.filter((q) => q.path === '/v1/checkout/sessions' && new URLSearchParams(q.body).get('client_reference_id') === r.data.payment!.paymentId);
    expect(sessions).toHaveLength(1);
    const form = new URLSearchParams(sessions[0]!.body);
    expect(form.get('success_url')).toBe(`https://shop.example.test/order/detail/${r.data.orderId}?paid=1`);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2900');
  });

  it('a success webhook pays the order; the same event again, a second success and a late expiry change nothing', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session);
    const paymentId = r.data.payment!.paymentId;
    const success = stripe.completedEvent({ paymentId, amount: 2900, currency: 'USD', eventId: `evt_ok_${paymentId}` });
    const first = await stripeHook(success);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ received: true, outcome: 'applied' });
    expect((await stripeHook(success)).json()).toMatchObject({ outcome: 'duplicate' });
    const second = stripe.completedEvent({ paymentId, amount: 2900, currency: 'USD' });
    expect((await stripeHook(second)).json()).toMatchObject({ outcome: 'already_captured' });
    const other = stripe.completedEvent({ paymentId, amount: 2900, currency: 'USD', paymentIntent: 'pi_other' });
    expect((await stripeHook(other)).json()).toMatchObject({ outcome: 'second_capture' });
    const expired = { id: `evt_exp_${paymentId}`, type: 'checkout.session.expired', data: { object: { id: 'cs', metadata: { paymentId } } } };
    expect((await stripeHook(expired)).json()).toMatchObject({ outcome: 'ignored_state' });
    const { o, p } = await orderRow(r.data.orderId);
    expect([o.status, o.paidMinor, p.status, p.capturedMinor]).toEqual(['paid', 2900, 'succeeded', 2900]);
  });

  it('a bad signature, a forged amount or an unknown payment changes nothing', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session);
    const paymentId = r.data.payment!.paymentId;
    const bad = await stripeHook(stripe.completedEvent({ paymentId, amount: 2900, currency: 'USD' }), 'whsec_wrong');
    expect(bad.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/aigc/api/pay/stripe/webhook', payload: JSON.stringify(stripe.completedEvent({ paymentId, amount: 2900, currency: 'USD' })), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await stripeHook(stripe.completedEvent({ paymentId, amount: 1, currency: 'USD' }))).json()).toMatchObject({ outcome: 'amount_mismatch' });
    expect((await stripeHook(stripe.completedEvent({ paymentId, amount: 2900, currency: 'EUR' }))).json()).toMatchObject({ outcome: 'amount_mismatch' });
    expect((await stripeHook(stripe.completedEvent({ paymentId: 'nope', amount: 2900, currency: 'USD' }))).json()).toMatchObject({ outcome: 'unknown_payment' });
    const { o, p } = await orderRow(r.data.orderId);
    expect([o.status, o.paidMinor, p.status, p.capturedMinor]).toEqual(['pending_payment', 0, 'pending', 0]);
  });

  it('out of order: expired first, then the success still pays (the money was taken); pay again reopens an expired checkout', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session);
    const paymentId = r.data.payment!.paymentId;
    await stripeHook({ id: `evt_e_${paymentId}`, type: 'checkout.session.expired', data: { object: { id: 'cs', metadata: { paymentId } } } });
    expect((await orderRow(r.data.orderId)).p.status).toBe('expired');
    const again = await t.call<OrderView>('POST', `/aigc/api/shop/orders/${r.data.orderId}/pay`, { session: buyer.session, body: {} });
    expect(again.body.data.payment).toMatchObject({ paymentId, status: 'pending', action: { kind: 'redirect' } });
    const keys = stripe.requests.filter((q) => q.path === '/v1/checkout/sessions' && new URLSearchParams(q.body).get('client_reference_id') === paymentId).map((q) => q.headers['idempotency-key']);
    expect(keys).toEqual([`checkout:${paymentId}:0`, `checkout:${paymentId}:1`]);
    await stripeHook(stripe.completedEvent({ paymentId, amount: 2900, currency: 'USD' }));
    const { o, p } = await orderRow(r.data.orderId);
    expect([o.status, o.paidMinor, p.capturedMinor]).toEqual(['paid', 2900, 2900]);
  });

  it('late: a success after the buyer cancelled is captured and refunded at once, once', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session);
    const paymentId = r.data.payment!.paymentId;
    await t.call('POST', `/aigc/api/shop/orders/${r.data.orderId}/cancel`, { session: buyer.session, body: {} });
    const late = stripe.completedEvent({ paymentId, amount: 2900, currency: 'USD' });
    expect((await stripeHook(late)).json()).toMatchObject({ outcome: 'refund_late_payment' });
    expect((await stripeHook(late)).json()).toMatchObject({ outcome: 'duplicate' });
    const { o, p } = await orderRow(r.data.orderId);
    expect([o.status, o.paidMinor, p.capturedMinor, p.refundedMinor]).toEqual(['cancelled', 0, 2900, 2900]);
    const refunds = stripe.requests.filter((q) => q.path === '/v1/refunds' && new URLSearchParams(q.body).get('payment_intent') === `pi_${paymentId}`);
    expect(refunds).toHaveLength(1);
  });

  it('a refund the provider is still processing is booked once by its webhook; a failed one is retried by an operator', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session);
    const paymentId = r.data.payment!.paymentId;
    await stripeHook(stripe.completedEvent({ paymentId, amount: 2900, currency: 'USD' }));
    stripe.refundStatus = 'pending';
    const moved = await admin('/admin/order/status', { orderId: r.data.orderId, status: 'refunded', note: 'Customer returned it' });
    stripe.refundStatus = 'succeeded';
    expect(moved.data).toMatchObject({ status: 'refunded', amounts: { paid: 2900 }, refund: { status: 'pending', amount: 2900 } });
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, r.data.orderId));
    const event = { id: `evt_rf_${paymentId}`, type: 'refund.updated', data: { object: { id: refund!.providerRefundRef, status: 'succeeded', metadata: { refundId: refund!.id } } } };
    expect((await stripeHook(event)).json()).toMatchObject({ outcome: 'applied' });
    expect((await stripeHook({ ...event, id: `evt_rf2_${paymentId}` })).json()).toMatchObject({ outcome: 'ignored_state' });
    expect((await orderRow(r.data.orderId)).o.paidMinor).toBe(0);

    // A provider failure leaves the refund failed and the money counted as paid; the retry books it once.
    const other = await place(buyer.session);
    await stripeHook(stripe.completedEvent({ paymentId: other.data.payment!.paymentId, amount: 2900, currency: 'USD' }));
    stripe.failWith = 500;
    const failed = await admin('/admin/order/status', { orderId: other.data.orderId, status: 'cannot_be_produced', note: 'No stock' });
    stripe.failWith = null;
    expect(failed.data).toMatchObject({ status: 'cannot_be_produced', amounts: { paid: 2900 }, refund: { status: 'failed' } });
    const retried = await admin('/admin/order/refund/retry', { orderId: other.data.orderId });
    expect(retried.data).toMatchObject({ amounts: { paid: 0, refunded: 2900 }, refund: { status: 'succeeded' } });
    expect((await admin('/admin/order/refund/retry', { orderId: other.data.orderId })).code).toBe(409);
  }, 30_000);

  it('an unreachable Stripe answers 503 and keeps the order; the retry with the same key opens its checkout', async () => {
    const buyer = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id });
    const body = { items: [{ productId: id, size: 'S', quantity: 1 }], shipping: US_ADDRESS };
    const send = () => t.app.inject({ method: 'POST', url: '/aigc/api/shop/orders', payload: body, cookies: { aigc_session: buyer.session }, headers: { 'idempotency-key': 'flaky' } });
    stripe.failWith = 500;
    const down = (await send()).json() as Env<null>;
    stripe.failWith = null;
    expect(down).toMatchObject({ code: 503, msg: 'The payment service is not available right now, please try again' });
    const up = (await send()).json() as Env<OrderView>;
    expect(up.data.payment).toMatchObject({ status: 'pending', action: { kind: 'redirect' } });
    const list = await t.call<{ total: number }>('GET', '/aigc/api/shop/orders', { session: buyer.session });
    expect(list.body.data.total).toBe(1);
  }, 30_000);
});

describe('WeChat Pay (China shop)', () => {
  it('Native gives a QR code, H5 a redirect; a verified notification pays the order (HTTP 204), once', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session, 'cn.localhost', CN_ADDRESS);
    expect(r.data).toMatchObject({ currency: 'CNY', payment: { provider: 'wechat', testMode: false, action: { kind: 'qr' } } });
    const h5 = await place(buyer.session, 'cn.localhost', CN_ADDRESS, 'mobile');
    expect(h5.data.payment!.action).toMatchObject({ kind: 'redirect' });
    const h5Url = h5.data.payment!.action!.kind === 'redirect' ? new URL(h5.data.payment!.action!.url) : null;
    expect(h5Url?.searchParams.get('redirect_url')).toMatch(new RegExp(`/wx-pay/callback/${h5.data.orderId}$`));
    const paymentId = r.data.payment!.paymentId;
    const note = { id: `wx_${paymentId}`, eventType: 'TRANSACTION.SUCCESS', resource: wechat.transaction(paymentId, 19900) };
    const res = await wechatNotify(note);
    expect(res.statusCode).toBe(204);
    expect((await wechatNotify(note)).statusCode).toBe(204);
    const { o, p } = await orderRow(r.data.orderId);
    expect([o.status, o.paidMinor, p.capturedMinor]).toEqual(['paid', 19900, 19900]);
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events.map((e) => e.outcome)).toEqual(['applied']);
  });

  it('a forged or tampered notification is refused (HTTP 401) and changes nothing', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session, 'cn.localhost', CN_ADDRESS);
    const paymentId = r.data.payment!.paymentId;
    const forged = await wechatNotify({ eventType: 'TRANSACTION.SUCCESS', resource: wechat.transaction(paymentId, 19900) }, strangerKey());
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'FAIL' });
    const signed = wechat.notification({ eventType: 'TRANSACTION.SUCCESS', resource: wechat.transaction(paymentId, 19900) }, t.clock.now());
    const tampered = await t.app.inject({ method: 'POST', url: '/aigc/api/pay/wechat/notify', payload: signed.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" '), headers: signed.headers });
    expect(tampered.statusCode).toBe(401);
    const { o, p } = await orderRow(r.data.orderId);
    expect([o.status, o.paidMinor, p.capturedMinor]).toEqual(['pending_payment', 0, 0]);
  });

  it('cannot be produced: one WeChat refund with the captured total, booked once', async () => {
    const buyer = await t.createUser();
    const r = await place(buyer.session, 'cn.localhost', CN_ADDRESS);
    const paymentId = r.data.payment!.paymentId;
    await wechatNotify({ eventType: 'TRANSACTION.SUCCESS', resource: wechat.transaction(paymentId, 19900) });
    const moved = await Promise.all([
      admin('/admin/order/status', { orderId: r.data.orderId, status: 'cannot_be_produced', note: '模具损坏' }),
      admin('/admin/order/status', { orderId: r.data.orderId, status: 'cannot_be_produced', note: '模具损坏' }),
    ]);
    expect(moved.map((m) => m.code).sort()).toEqual([200, 409]);
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, r.data.orderId));
    const { p: paid } = await orderRow(r.data.orderId);
    const calls = wechat.requests.filter((q) => q.path === '/v3/refund/domestic/refunds' && JSON.parse(q.body).out_refund_no === refund!.id);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ transaction_id: paid.providerTxn, amount: { refund: 19900, total: 19900, currency: 'CNY' } });
    // The provider's own notice of the same refund books nothing twice.
    await wechatNotify({ eventType: 'REFUND.SUCCESS', resource: { mchid: wechat.settings.mchid, out_refund_no: refund!.id, refund_id: refund!.providerRefundRef, refund_status: 'SUCCESS' } });
    const { o, p } = await orderRow(r.data.orderId);
    expect([o.status, o.paidMinor, p.refundedMinor]).toEqual(['cannot_be_produced', 0, 19900]);
  });

  it('a provider that is not configured answers 404 to its callback', async () => {
    const bare = await startTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: '/aigc/api/pay/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  }, 60_000);
});
