import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, startFakeWechat, strangerKey, type FakeStripe, type FakeWechat } from '../../test/payments';
import { readPaymentSettings } from '../../env';
import { createPayments, decryptWechatResource, PaymentProviderError, PaymentSignatureError, StripePaymentProvider, TestPaymentProvider, WechatPayProvider } from './index';

const checkout = {
  paymentId: 'pay_0000000000001',
  orderId: 'ord_1',
  amountMinor: 2900,
  currency: 'USD' as const,
  description: 'Moon lamp × 1',
  returnUrl: 'https://shop.example.test/order/detail/ord_1',
  cancelUrl: 'https://shop.example.test/order/detail/ord_1?cancelled=1',
  scene: 'desktop' as const,
  clientIp: '127.0.0.1',
  attempt: 0,
};

describe('test provider (embedded default)', () => {
  it('opens a labelled test checkout and refunds at once', async () => {
    const p = new TestPaymentProvider();
    expect(p.testMode).toBe(true);
    const c = await p.createCheckout(checkout);
    expect(c.action).toEqual({ kind: 'test', confirmPath: '/aigc/api/pay/test/pay_0000000000001/confirm' });
    expect((await p.refund({ refundId: 'r1', paymentId: 'p', providerRef: null, providerTxn: null, amountMinor: 1, capturedMinor: 1, currency: 'USD', reason: 'x' })).status).toBe('succeeded');
    await expect(p.verifyNotification()).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('is what every region pays with when no provider is configured', () => {
    const payments = createPayments(readPaymentSettings({}));
    expect(payments.forRegion('EN').kind).toBe('test');
    expect(payments.forRegion('CN').kind).toBe('test');
    expect(payments.byKind('stripe')).toBeUndefined();
  });

  it('a half-configured provider stops the start with the missing settings named', () => {
    expect(() => readPaymentSettings({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow('STRIPE_WEBHOOK_SECRET');
    expect(() => readPaymentSettings({ WECHAT_PAY_MCHID: '1' })).toThrow(/WECHAT_PAY_APP_ID, WECHAT_PAY_API_V3_KEY/);
  });
});

describe('Stripe Checkout against a local fake of the Stripe API', () => {
  let fake: FakeStripe;
  let stripe: StripePaymentProvider;
  const now = new Date();
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = new StripePaymentProvider(fake.settings, () => now);
  });
  afterAll(() => fake.close());

  it('creates a session with our payment id, the amount and an idempotency key per attempt', async () => {
    const c = await stripe.createCheckout(checkout);
    expect(c.action).toMatchObject({ kind: 'redirect' });
    expect(c.providerRef).toMatch(/^cs_test_/);
    const req = fake.requests.at(-1)!;
    expect(req.headers['idempotency-key']).toBe('checkout:pay_0000000000001:0');
    const form = new URLSearchParams(req.body);
    expect(form.get('client_reference_id')).toBe('pay_0000000000001');
    expect(form.get('metadata[paymentId]')).toBe('pay_0000000000001');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2900');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    // The same attempt again is the same session (the provider replays it).
    expect((await stripe.createCheckout(checkout)).providerRef).toBe(c.providerRef);
  });

  it('verifies webhook signatures and reads the events the shop acts on', async () => {
    const event = fake.completedEvent({ paymentId: 'pay_1', amount: 2900, currency: 'USD', eventId: 'evt_1' });
    const signed = fake.webhook(event, now);
    const notice = await stripe.verifyNotification({ headers: signed.headers, rawBody: Buffer.from(signed.body) });
    expect(notice).toEqual({ type: 'payment_succeeded', eventId: 'evt_1', paymentId: 'pay_1', providerTxn: 'pi_pay_1', amountMinor: 2900, currency: 'USD' });
    const expired = fake.webhook({ id: 'evt_2', type: 'checkout.session.expired', data: { object: { id: 'cs', metadata: { paymentId: 'pay_1' } } } }, now);
    expect(await stripe.verifyNotification({ headers: expired.headers, rawBody: Buffer.from(expired.body) })).toEqual({ type: 'payment_expired', eventId: 'evt_2', paymentId: 'pay_1' });
    const other = fake.webhook({ id: 'evt_3', type: 'customer.created', data: { object: {} } }, now);
    expect((await stripe.verifyNotification({ headers: other.headers, rawBody: Buffer.from(other.body) })).type).toBe('ignored');
  });

  it('refuses a wrong secret, a changed body, a missing header and an old timestamp', async () => {
    const event = fake.completedEvent({ paymentId: 'pay_1', amount: 2900, currency: 'USD' });
    const forged = fake.webhook(event, now, 'whsec_someone_else');
    await expect(stripe.verifyNotification({ headers: forged.headers, rawBody: Buffer.from(forged.body) })).rejects.toBeInstanceOf(PaymentSignatureError);
    const good = fake.webhook(event, now);
    const tampered = good.body.replace('2900', '1');
    await expect(stripe.verifyNotification({ headers: good.headers, rawBody: Buffer.from(tampered) })).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(stripe.verifyNotification({ headers: {}, rawBody: Buffer.from(good.body) })).rejects.toBeInstanceOf(PaymentSignatureError);
    const old = fake.webhook(event, new Date(now.getTime() - 10 * 60_000));
    await expect(stripe.verifyNotification({ headers: old.headers, rawBody: Buffer.from(old.body) })).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refunds the payment intent once per refund id, and reports failures', async () => {
    const input = { refundId: 'ref_1', paymentId: 'pay_1', providerRef: 'cs', providerTxn: 'pi_1', amountMinor: 2900, capturedMinor: 2900, currency: 'USD', reason: 'cancelled' };
    const r = await stripe.refund(input);
    expect(r.status).toBe('succeeded');
    expect(fake.requests.at(-1)!.headers['idempotency-key']).toBe('refund:ref_1');
    expect(new URLSearchParams(fake.requests.at(-1)!.body).get('payment_intent')).toBe('pi_1');
    fake.refundStatus = 'pending';
    expect((await stripe.refund({ ...input, refundId: 'ref_2' })).status).toBe('pending');
    fake.refundStatus = 'failed';
    await expect(stripe.refund({ ...input, refundId: 'ref_3' })).rejects.toBeInstanceOf(PaymentProviderError);
    fake.refundStatus = 'succeeded';
    fake.failWith = 400;
    await expect(stripe.createCheckout({ ...checkout, attempt: 9 })).rejects.toBeInstanceOf(PaymentProviderError);
    fake.failWith = null;
  });
});

describe('WeChat Pay v3 against a local fake of its API', () => {
  let fake: FakeWechat;
  let wechat: WechatPayProvider;
  const now = new Date();
  const cny = { ...checkout, currency: 'CNY' as const, amountMinor: 19900, description: '月亮灯 × 1' };
  beforeAll(async () => {
    fake = await startFakeWechat();
    wechat = new WechatPayProvider(fake.settings, () => now);
  });
  afterAll(() => fake.close());

  it('signs a Native order (QR code) and verifies the signed answer', async () => {
    const c = await wechat.createCheckout(cny);
    expect(c.action).toEqual({ kind: 'qr', codeUrl: 'weixin://wxpay/bizpayurl?pr=pay_0000000000001' });
    const req = fake.requests.at(-1)!;
    expect(req.signatureValid).toBe(true);
    expect(JSON.parse(req.body)).toMatchObject({ out_trade_no: 'pay_0000000000001', amount: { total: 19900, currency: 'CNY' }, mchid: fake.settings.mchid, appid: fake.settings.appId });
  });

  it('a later checkout attempt gets its own trade number; notices map it back to the payment', async () => {
    const c = await wechat.createCheckout({ ...cny, attempt: 2 });
    expect(c.providerRef).toBe('pay_0000000000001*2');
    expect(JSON.parse(fake.requests.at(-1)!.body).out_trade_no).toBe('pay_0000000000001*2');
    const n = fake.notification({ eventType: 'TRANSACTION.SUCCESS', resource: { ...fake.transaction('x', 19900), out_trade_no: 'pay_0000000000001*2' } }, now);
    expect(await wechat.verifyNotification({ headers: n.headers, rawBody: Buffer.from(n.body) })).toMatchObject({ paymentId: 'pay_0000000000001' });
  });

  it('opens H5 with the buyer IP and the return URL', async () => {
    const c = await wechat.createCheckout({ ...cny, scene: 'mobile', clientIp: '203.0.113.9' });
    expect(c.action.kind).toBe('redirect');
    expect(c.action.kind === 'redirect' && new URL(c.action.url).searchParams.get('redirect_url')).toBe(cny.returnUrl);
    expect(JSON.parse(fake.requests.at(-1)!.body).scene_info).toEqual({ payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } });
  });

  it('refuses an answer signed with the wrong key, and a USD checkout', async () => {
    fake.signAnswersWrong = true;
    await expect(wechat.createCheckout(cny)).rejects.toThrow('did not verify');
    fake.signAnswersWrong = false;
    await expect(wechat.createCheckout({ ...cny, currency: 'USD' as never })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('verifies and decrypts notifications; refuses forged, tampered, stale and foreign ones', async () => {
    const n = fake.notification({ id: 'n1', eventType: 'TRANSACTION.SUCCESS', resource: fake.transaction('pay_9', 19900) }, now);
    const notice = await wechat.verifyNotification({ headers: n.headers, rawBody: Buffer.from(n.body) });
    expect(notice).toMatchObject({ type: 'payment_succeeded', eventId: 'n1', paymentId: 'pay_9', amountMinor: 19900, currency: 'CNY' });
    const forged = fake.notification({ eventType: 'TRANSACTION.SUCCESS', resource: fake.transaction('pay_9', 19900) }, now, strangerKey());
    await expect(wechat.verifyNotification({ headers: forged.headers, rawBody: Buffer.from(forged.body) })).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(wechat.verifyNotification({ headers: n.headers, rawBody: Buffer.from(n.body.replace('"n1"', '"n2"')) })).rejects.toBeInstanceOf(PaymentSignatureError);
    const stale = fake.notification({ eventType: 'TRANSACTION.SUCCESS', resource: fake.transaction('pay_9', 19900) }, new Date(now.getTime() - 3_600_000));
    await expect(wechat.verifyNotification({ headers: stale.headers, rawBody: Buffer.from(stale.body) })).rejects.toThrow('too old');
    const foreign = fake.notification({ eventType: 'TRANSACTION.SUCCESS', resource: { ...fake.transaction('pay_9', 19900), mchid: '999' } }, now);
    await expect(wechat.verifyNotification({ headers: foreign.headers, rawBody: Buffer.from(foreign.body) })).rejects.toThrow('another merchant');
    const closed = fake.notification({ eventType: 'TRANSACTION.CLOSED', resource: fake.transaction('pay_9', 19900, 'CLOSED') }, now);
    expect((await wechat.verifyNotification({ headers: closed.headers, rawBody: Buffer.from(closed.body) })).type).toBe('payment_expired');
    const refund = fake.notification({ eventType: 'REFUND.SUCCESS', resource: { mchid: fake.settings.mchid, out_refund_no: 'ref_1', refund_id: '503', refund_status: 'SUCCESS' } }, now);
    expect(await wechat.verifyNotification({ headers: refund.headers, rawBody: Buffer.from(refund.body) })).toEqual({ type: 'refund_succeeded', eventId: expect.any(String), refundId: 'ref_1', providerRefundRef: '503' });
  });

  it('AES-256-GCM: a damaged ciphertext does not decrypt', () => {
    const n = JSON.parse(fake.notification({ eventType: 'TRANSACTION.SUCCESS', resource: { a: 1 } }, now).body) as { resource: { ciphertext: string; nonce: string; associated_data: string } };
    expect(JSON.parse(decryptWechatResource(fake.settings.apiV3Key, n.resource))).toEqual({ a: 1 });
    const bytes = Buffer.from(n.resource.ciphertext, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect(() => decryptWechatResource(fake.settings.apiV3Key, { ...n.resource, ciphertext: bytes.toString('base64') })).toThrow();
  });

  it('refunds by out_refund_no with the captured total', async () => {
    const r = await wechat.refund({ refundId: 'ref_7', paymentId: 'pay_9', providerRef: 'pay_9', providerTxn: 'tx', amountMinor: 19900, capturedMinor: 19900, currency: 'CNY', reason: '无法生产' });
    expect(r.status).toBe('succeeded');
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({ transaction_id: 'tx', out_refund_no: 'ref_7', amount: { refund: 19900, total: 19900, currency: 'CNY' } });
    fake.refundStatus = 'PROCESSING';
    expect((await wechat.refund({ refundId: 'ref_8', paymentId: 'pay_9', providerRef: null, providerTxn: null, amountMinor: 1, capturedMinor: 1, currency: 'CNY', reason: 'x' })).status).toBe('pending');
    fake.refundStatus = 'SUCCESS';
  });
});
