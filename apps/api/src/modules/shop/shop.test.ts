import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { messages, orderDiscounts, paymentRefunds, userRoles } from '../../db/schema';
import { createAdminToken } from '../admin';
import { startTestApp, type TestApp } from '../../test/harness';
import { BASE_PRODUCTS } from '@aigc/domain';
import { CN_ADDRESS, US_ADDRESS, madeProductFor, pictureOf } from '../../test/shop';
import type { OrderView } from './orders';

let t: TestApp;
let author: { id: string; session: string };
let adminToken: string;
let opsId: string;

beforeAll(async () => {
  t = await startTestApp();
  author = await t.createUser({ nickname: 'Author' });
  const ops = await t.createUser({ nickname: 'Ops' });
  opsId = ops.id;
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Env<T> = { code: number; msg: string; data: T };

let keyCounter = 0;
async function order(session: string, body: unknown, key: string | null = `k${++keyCounter}`, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/aigc/api/shop/orders',
    payload: body as object,
    cookies: { aigc_session: session },
    headers: { ...(key ? { 'idempotency-key': key } : {}), ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Env<OrderView>;
}

async function admin<T>(url: string, body?: unknown) {
  const res = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/aigc${url}`,
    ...(body !== undefined ? { payload: body as object } : {}),
    headers: { authorization: `Bearer ${adminToken}` },
  });
  return res.json() as Env<T>;
}

const madeItem = (productId: string, quantity = 1, size = 'S') => ({ productId, size, quantity });

describe('catalogue', () => {
  it('lists base products and the Make It Real products on sale or in production, priced by region', async () => {
    const onSale = await madeProductFor(t, { authorId: author.id, status: 'on_sale', title: 'Sale lamp' });
    const inProduction = await madeProductFor(t, { authorId: author.id, status: 'production', modelType: 'model3d', title: 'Figure' });
    const wanted = await madeProductFor(t, { authorId: author.id, status: 'wanted' });
    type P = { productId: string; kind: string; sale: string; currency: string; fromPriceMinor: number };
    const en = await t.call<{ dataList: P[]; total: number }>('GET', '/aigc/api/shop/products', { query: { pageSize: '60' } });
    const ids = en.body.data.dataList.map((p) => p.productId);
    expect(ids.slice(0, 5)).toEqual(['id-tag', 'pendant', 'keychain', 'figurine', 'poster']);
    expect(ids).toContain(onSale);
    expect(ids).toContain(inProduction);
    expect(ids).not.toContain(wanted);
    const figure = en.body.data.dataList.find((p) => p.productId === inProduction)!;
    expect(figure).toMatchObject({ kind: 'made', sale: 'pre_order', currency: 'USD', fromPriceMinor: 5900 });
    const cn = await t.call<{ dataList: P[] }>('GET', '/aigc/api/shop/products', { query: { kind: 'made', pageSize: '60' }, headers: { host: 'cn.localhost' } });
    expect(cn.body.data.dataList.find((p) => p.productId === onSale)).toMatchObject({ currency: 'CNY', fromPriceMinor: 19900 });
    const page2 = await t.call<{ dataList: P[] }>('GET', '/aigc/api/shop/products', { query: { page: '2', pageSize: '3' } });
    expect(page2.body.data.dataList.map((p) => p.productId).slice(0, 2)).toEqual(['figurine', 'poster']);
  });

  it('a product page has sizes with regional prices, the timeline, the caller’s discount and related works', async () => {
    const wanter = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id, wanterIds: [wanter.id] });
    type D = { sizes: { size: string; priceMinor: number }[]; timeline: { placedAt: string; shipBy: string; deliverBy: string }; yourDiscount: unknown; related: { contentId: string }[]; sale: string };
    const page = await t.call<D>('GET', `/aigc/api/shop/products/${id}`, { session: wanter.session });
    expect(page.body.data.sizes).toEqual([
      { size: 'S', label: 'Small', priceMinor: 2900, printArea: null },
      { size: 'M', label: 'Medium', priceMinor: 4350, printArea: null },
      { size: 'L', label: 'Large', priceMinor: 5800, printArea: null },
    ]);
    // One wanter: the first 10 % rounded up = 1 → a top wanter, 90 % off.
    expect(page.body.data.yourDiscount).toEqual({ tier: 'topWanter', discount: 0.1, units: 1, available: true, usedByOrderId: null });
    const t0 = new Date(page.body.data.timeline.placedAt).getTime();
    expect(new Date(page.body.data.timeline.shipBy).getTime() - t0).toBe(10 * 86_400_000);
    expect(new Date(page.body.data.timeline.deliverBy).getTime() - t0).toBe(15 * 86_400_000);
    expect(page.body.data.related.map((c) => c.contentId)).not.toContain(id);
    expect(page.body.data.related.length).toBeGreaterThan(0);
    const visitor = await t.call<D>('GET', `/aigc/api/shop/products/${id}`);
    expect(visitor.body.data.yourDiscount).toBeNull();
    const tag = await t.call<{ sizes: { size: string; printArea: { widthPx: number; heightPx: number; dpi: number } }[] }>('GET', '/aigc/api/shop/products/id-tag');
    expect(tag.body.data.sizes[0]).toMatchObject({ size: 'standard', printArea: { widthPx: 354, heightPx: 591, dpi: 300 } });
    expect((await t.call('GET', '/aigc/api/shop/products/nope')).body.code).toBe(404);
  });

  it('config names the region, the currency, where we ship and the test payment', async () => {
    const en = await t.call<{ currency: string; countries: { code: string }[]; payment: { provider: string; testMode: boolean } }>('GET', '/aigc/api/shop/config');
    expect(en.body.data).toMatchObject({ currency: 'USD', payment: { provider: 'test', testMode: true } });
    expect(en.body.data.countries.map((c) => c.code)).toContain('US');
    const cn = await t.call<{ currency: string; countries: { code: string }[] }>('GET', '/aigc/api/shop/config', { headers: { host: 'cn.localhost' } });
    expect(cn.body.data.currency).toBe('CNY');
    expect(cn.body.data.countries.map((c) => c.code)).toEqual(['CN']);
  });
});

describe('placing orders', () => {
  it('prices on the server: full price × quantity, the want-ticket discount on one unit, shipping; client prices are ignored', async () => {
    const wanters = await Promise.all(Array.from({ length: 11 }, () => t.createUser()));
    const id = await madeProductFor(t, { authorId: author.id, wanterIds: wanters.map((w) => w.id) });
    const late = wanters[10]!; // 11 wanters → 2 top wanters; the 11th is a wanter: 30 % off
    const body = { items: [{ ...madeItem(id, 2, 'M'), unitPrice: 1, price: 1 }], shipping: { ...US_ADDRESS, country: 'GB', region: '', postalCode: 'SW1A 1AA' }, total: 1 };
    const r = await order(late.session, body);
    expect(r.code).toBe(200);
    expect(r.data.amounts).toEqual({ subtotal: 8700, discount: 1305, shipping: 900, total: 8295, paid: 0, refunded: 0 });
    expect(r.data.items[0]).toMatchObject({ unitPrice: 4350, discountedUnits: 1, discount: 0.7, discountTier: 'wanter', lineTotal: 3045 + 4350 });
    expect(r.data).toMatchObject({ status: 'pending_payment', currency: 'USD', preOrder: false, canCancel: true, canPay: true });
    expect(r.data.payment).toMatchObject({ provider: 'test', status: 'pending', testMode: true, action: { kind: 'test', confirmPath: `/aigc/api/pay/test/${r.data.payment!.paymentId}/confirm` } });
    expect(r.data.timeline.events.map((e) => [e.fromStatus, e.toStatus, e.actorKind])).toEqual([[null, 'pending_payment', 'buyer']]);

    // The discount is used once per buyer and product: a second order pays full price…
    const again = await order(late.session, { items: [madeItem(id, 1, 'M')], shipping: US_ADDRESS });
    expect(again.data.amounts).toMatchObject({ subtotal: 4350, discount: 0, total: 4350 });
    const page = await t.call<{ yourDiscount: { available: boolean; usedByOrderId: string } }>('GET', `/aigc/api/shop/products/${id}`, { session: late.session });
    expect(page.body.data.yourDiscount).toMatchObject({ available: false, usedByOrderId: r.data.orderId });
    // …until the first order is cancelled, which releases it.
    await t.call('POST', `/aigc/api/shop/orders/${r.data.orderId}/cancel`, { session: late.session, body: {} });
    const third = await order(late.session, { items: [madeItem(id, 1, 'M')], shipping: US_ADDRESS });
    expect(third.data.amounts.discount).toBe(1305);
  });

  it('a quote prices exactly as the order will, and writes nothing', async () => {
    const wanter = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id, wanterIds: [wanter.id] });
    const picture = await pictureOf(t, wanter.id);
    const items = [madeItem(id, 2), { productId: 'poster', size: 'A3', quantity: 1, custom: { imageId: picture, placement: { x: 0.5, y: 0.5, scale: 1, rotation: 0 } } }];
    type Q = { subtotal: number; discount: number; shipping: number; total: number; lines: { discountedUnits: number; lineTotalMinor: number }[]; shipBy: string };
    const q = await t.call<Q>('POST', '/aigc/api/shop/quote', { session: wanter.session, body: { items, country: 'CA' } });
    expect(q.body.data).toMatchObject({ subtotal: 2 * 2900 + 2200, discount: 2900 - 290, shipping: 900, total: 290 + 2900 + 2200 + 900 });
    expect(await t.db.select().from(orderDiscounts).where(eq(orderDiscounts.userId, wanter.id))).toHaveLength(0);
    const placed = await order(wanter.session, { items, shipping: { ...US_ADDRESS, country: 'CA', region: 'ON', city: 'Toronto', postalCode: 'M5V 2T6' } });
    expect(placed.data.amounts.total).toBe(q.body.data.total);
    expect((await t.call('POST', '/aigc/api/shop/quote', { session: wanter.session, body: { items, country: 'CN' } })).body.code).toBe(400);
    expect((await t.call('POST', '/aigc/api/shop/quote', { body: { items, country: 'US' } })).body.code).toBe(401);
  });

  it('the creator orders their own design free: the order is paid at once, no payment', async () => {
    const id = await madeProductFor(t, { authorId: author.id });
    const r = await order(author.session, { items: [madeItem(id)], shipping: US_ADDRESS });
    expect(r.data).toMatchObject({ status: 'paid', payment: null, amounts: { total: 0, paid: 0 } });
    expect(r.data.timeline.events.map((e) => e.actorKind)).toEqual(['buyer', 'system']);
  });

  it('an Idempotency-Key retry returns the same order and payment; the key with another body is refused', async () => {
    const buyer = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id });
    const body = { items: [madeItem(id)], shipping: US_ADDRESS };
    const [a, b, c] = await Promise.all([order(buyer.session, body, 'same'), order(buyer.session, body, 'same'), order(buyer.session, body, 'same')]);
    expect(new Set([a.data.orderId, b.data.orderId, c.data.orderId]).size).toBe(1);
    expect(new Set([a, b, c].map((x) => x.data.payment!.paymentId)).size).toBe(1);
    const list = await t.call<{ total: number }>('GET', '/aigc/api/shop/orders', { session: buyer.session });
    expect(list.body.data.total).toBe(1);
    const other = await order(buyer.session, { items: [madeItem(id, 2)], shipping: US_ADDRESS }, 'same');
    expect(other).toMatchObject({ code: 409, msg: 'This Idempotency-Key was already used for another order' });
    // Another buyer may use the same key string: keys belong to a buyer.
    const someone = await t.createUser();
    expect((await order(someone.session, body, 'same')).data.orderId).not.toBe(a.data.orderId);
  });

  it('clear errors: no key, bad address, quantity, size, not for sale, visitor', async () => {
    const buyer = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id });
    const wanted = await madeProductFor(t, { authorId: author.id, status: 'wanted' });
    const ok = { items: [madeItem(id)], shipping: US_ADDRESS };
    expect(await order(buyer.session, ok, null)).toMatchObject({ code: 400, msg: 'An Idempotency-Key header is required to place an order' });
    expect(await order(buyer.session, { ...ok, shipping: { ...US_ADDRESS, country: 'CN' } })).toMatchObject({ code: 400, msg: 'We do not ship to this country from this shop' });
    expect(await order(buyer.session, { ...ok, shipping: { ...US_ADDRESS, postalCode: '1' } })).toMatchObject({ code: 400, msg: 'Please enter a valid postal code' });
    expect(await order(buyer.session, { ...ok, items: [madeItem(id, 11)] })).toMatchObject({ code: 400, msg: 'The quantity must be between 1 and 10' });
    expect(await order(buyer.session, { ...ok, items: [madeItem(id, 10), madeItem(id, 10), madeItem(id, 1)] })).toMatchObject({ code: 400, msg: 'An order can hold at most 20 items' });
    expect(await order(buyer.session, { ...ok, items: [madeItem(id, 1, 'XXL')] })).toMatchObject({ code: 400, msg: 'Please choose a valid size' });
    expect(await order(buyer.session, { ...ok, items: [madeItem(wanted)] })).toMatchObject({ code: 409, msg: 'This product is not for sale' });
    expect(await order(buyer.session, { ...ok, items: [{ productId: 'keychain', size: 'S', quantity: 1 }] })).toMatchObject({ code: 400, msg: 'Please choose a picture for this product' });
    const visitor = await t.app.inject({ method: 'POST', url: '/aigc/api/shop/orders', payload: ok, headers: { 'idempotency-key': 'v' } });
    expect(visitor.json()).toMatchObject({ code: 401 });
    // Nothing was created by any of them.
    expect((await t.call<{ total: number }>('GET', '/aigc/api/shop/orders', { session: buyer.session })).body.data.total).toBe(0);
  });

  it('uses the saved shipping information when asked', async () => {
    const buyer = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id });
    const body = { items: [madeItem(id)], shipping: { useSaved: true, country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001' } };
    expect(await order(buyer.session, body)).toMatchObject({ code: 400, msg: 'Please fill in your shipping information first' });
    for (const [field, value] of [['address', '1 Sunset Blvd'], ['fullName', 'Sam Saved'], ['phone', '+1 310 555 0101']])
      await t.call('POST', '/aigc/api/delivery/confirm', { session: buyer.session, body: { field, value } });
    const r = await order(buyer.session, body);
    expect(r.data.shipping).toEqual({ fullName: 'Sam Saved', phone: '+1 310 555 0101', country: 'US', region: 'CA', city: 'Los Angeles', line1: '1 Sunset Blvd', line2: '', postalCode: '90001' });
  });

  it('a custom product renders the print file from the original picture at the print resolution', async () => {
    const buyer = await t.createUser();
    const picture = await pictureOf(t, buyer.id, 800, 400);
    const body = {
      items: [{ productId: 'id-tag', size: 'standard', quantity: 3, custom: { imageId: picture, placement: { x: 0.5, y: 0.25, scale: 1, rotation: 90 } } }],
      shipping: US_ADDRESS,
    };
    const r = await order(buyer.session, body);
    expect(r.code).toBe(200);
    expect(r.data.amounts).toMatchObject({ subtotal: 3600, total: 3600 });
    const custom = r.data.items[0]!.custom!;
    expect(custom).toMatchObject({ imageId: picture, printWidth: 354, printHeight: 591, placement: body.items[0]!.custom.placement });
    const file = await t.app.storage.get(custom.printUrl.replace('/aigc/files/', ''));
    const meta = await sharp(file!.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 354, height: 591, density: 300 });
    // Rotated 90°: the 800×400 picture, 354 px wide before rotation, stands 354 px tall and 177 px wide, centred at (177, 148).
    const { data, info } = await sharp(file!.bytes).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!;
    expect(alphaAt(177, 148)).toBe(255);
    expect(alphaAt(177, 10)).toBe(255); // within the tall rotated picture, clipped at the top
    expect(alphaAt(30, 148)).toBe(0); // left of it: transparent
    expect(alphaAt(177, 500)).toBe(0); // below it
    // Someone else's picture is refused; so is an unknown one; nothing is ordered.
    const other = await t.createUser();
    expect(await order(other.session, body)).toMatchObject({ code: 403, msg: 'You can only print your own pictures' });
    expect(await order(other.session, { ...body, items: [{ ...body.items[0]!, custom: { ...body.items[0]!.custom, imageId: 'nope' } }] })).toMatchObject({ code: 404 });
    expect(await order(other.session, { ...body, items: [{ ...body.items[0]!, custom: { ...body.items[0]!.custom, placement: { x: 2, y: 0, scale: 1, rotation: 0 } } }] })).toMatchObject({
      code: 400,
      msg: 'The picture must be placed inside the print area',
    });
  });
});

describe('test payments, cancellation and the buyer’s views', () => {
  it('confirming a test payment pays the order once (no message: the buyer did it); cancelling a paid order refunds it in full, once', async () => {
    const buyer = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id });
    const r = await order(buyer.session, { items: [madeItem(id, 2)], shipping: US_ADDRESS });
    const confirm = (session = buyer.session) => t.call<OrderView>('POST', `/aigc/api/pay/test/${r.data.payment!.paymentId}/confirm`, { session });
    const page = await t.call<{ label: string; amountMinor: number }>('GET', `/aigc/api/pay/test/${r.data.payment!.paymentId}`, { session: buyer.session });
    expect(page.body.data).toMatchObject({ amountMinor: 5800, label: 'TEST PAYMENT — no money moves' });
    expect((await confirm((await t.createUser()).session)).body.code).toBe(404);
    const paid = await confirm();
    expect(paid.body.data).toMatchObject({ status: 'paid', amounts: { paid: 5800 }, payment: { status: 'succeeded', action: null }, canPay: false });
    expect((await confirm()).body.data.amounts.paid).toBe(5800);
    const trade = await t.call<{ dataList: unknown[] }>('GET', '/aigc/api/message/trade/list', { session: buyer.session });
    expect(trade.body.data.dataList).toEqual([]);

    const [c1, c2] = await Promise.all([
      t.call<OrderView>('POST', `/aigc/api/shop/orders/${r.data.orderId}/cancel`, { session: buyer.session, body: { reason: 'changed my mind' } }),
      t.call<OrderView>('POST', `/aigc/api/shop/orders/${r.data.orderId}/cancel`, { session: buyer.session, body: {} }),
    ]);
    expect([c1.body.code, c2.body.code]).toEqual([200, 200]);
    const view = await t.call<OrderView>('GET', `/aigc/api/shop/orders/${r.data.orderId}`, { session: buyer.session });
    expect(view.body.data).toMatchObject({ status: 'cancelled', amounts: { paid: 0, refunded: 5800 }, refund: { status: 'succeeded', amount: 5800 }, canCancel: false });
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, r.data.orderId))).toHaveLength(1);
    // A closed order cannot be paid.
    expect((await confirm()).body.data.amounts.paid).toBe(0);
    expect((await t.call('POST', `/aigc/api/shop/orders/${r.data.orderId}/pay`, { session: buyer.session, body: {} })).body).toMatchObject({ code: 409, msg: 'This order cannot be paid' });
    // Someone else cannot see or cancel it.
    const other = await t.createUser();
    expect((await t.call('GET', `/aigc/api/shop/orders/${r.data.orderId}`, { session: other.session })).body.code).toBe(404);
    expect((await t.call('POST', `/aigc/api/shop/orders/${r.data.orderId}/cancel`, { session: other.session, body: {} })).body.code).toBe(404);
  });

  it('lists the buyer’s orders newest first, by status', async () => {
    const buyer = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id });
    const a = await order(buyer.session, { items: [madeItem(id)], shipping: US_ADDRESS });
    t.clock.advance(1000);
    const b = await order(buyer.session, { items: [madeItem(id, 2)], shipping: US_ADDRESS });
    await t.call('POST', `/aigc/api/pay/test/${b.data.payment!.paymentId}/confirm`, { session: buyer.session });
    const all = await t.call<{ dataList: OrderView[] }>('GET', '/aigc/api/shop/orders', { session: buyer.session });
    expect(all.body.data.dataList.map((o) => o.orderId)).toEqual([b.data.orderId, a.data.orderId]);
    const paid = await t.call<{ dataList: OrderView[] }>('GET', '/aigc/api/shop/orders', { session: buyer.session, query: { status: 'paid' } });
    expect(paid.body.data.dataList.map((o) => o.orderId)).toEqual([b.data.orderId]);
  });
});

describe('operators', () => {
  async function paidOrder() {
    const buyer = await t.createUser();
    const wanter = buyer;
    const id = await madeProductFor(t, { authorId: author.id, wanterIds: [wanter.id] });
    const r = await order(buyer.session, { items: [madeItem(id, 2)], shipping: US_ADDRESS });
    await t.call('POST', `/aigc/api/pay/test/${r.data.payment!.paymentId}/confirm`, { session: buyer.session });
    return { buyer, orderId: r.data.orderId, contentId: id, total: r.data.amounts.total };
  }

  it('move an order through its lifecycle; every step records who and when, with messages 14, 15 and 17', async () => {
    const { buyer, orderId } = await paidOrder();
    expect((await admin('/admin/order/status', { orderId, status: 'shipped', trackingNumber: 'X1234' })).code).toBe(409);
    expect((await admin('/admin/order/status', { orderId, status: 'paid' })).code).toBe(409);
    for (const status of ['confirmed', 'in_production']) expect((await admin('/admin/order/status', { orderId, status, note: status })).code).toBe(200);
    expect(await admin('/admin/order/status', { orderId, status: 'shipped' })).toMatchObject({ code: 400, msg: 'Please enter the tracking number' });
    const shipped = await admin<OrderView>('/admin/order/status', { orderId, status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect(shipped.data.logistics).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    const done = await admin<OrderView>('/admin/order/status', { orderId, status: 'delivered', expectFrom: 'shipped' });
    expect(done.data.timeline.events.map((e) => [e.toStatus, e.actorKind, e.actorId])).toEqual([
      ['pending_payment', 'buyer', buyer.id],
      ['paid', 'provider', null],
      ['confirmed', 'operator', opsId],
      ['in_production', 'operator', opsId],
      ['shipped', 'operator', opsId],
      ['delivered', 'operator', opsId],
    ]);
    expect((await admin('/admin/order/status', { orderId, status: 'confirmed', expectFrom: 'shipped' })).msg).toBe('The order status changed meanwhile, reload and try again');
    // The buyer cannot cancel once confirmed, and sees the logistics; their own view hides operator ids.
    expect((await t.call('POST', `/aigc/api/shop/orders/${orderId}/cancel`, { session: buyer.session, body: {} })).body.code).toBe(409);
    const mine = await t.call<OrderView>('GET', `/aigc/api/shop/orders/${orderId}`, { session: buyer.session });
    expect(mine.body.data.timeline.events.every((e) => e.actorId === null)).toBe(true);
    const types = (await t.db.select({ type: messages.type }).from(messages).where(eq(messages.recipientId, buyer.id))).map((m) => m.type).sort();
    expect(types).toEqual([14, 15, 17]);
    const trade = await t.call<{ dataList: { type: number; info: { orderId: string; payAmount: number; currency: string } }[] }>('GET', '/aigc/api/message/trade/list', { session: buyer.session });
    expect(trade.body.data.dataList.find((m) => m.type === 14)?.info).toMatchObject({ orderId, payAmount: 2 * 2900 - 2900 + 290, currency: 'USD' });
    const list = await admin<{ dataList: OrderView[] }>(`/admin/orders?status=delivered&userId=${buyer.id}`);
    expect(list.data.dataList.map((o) => o.orderId)).toEqual([orderId]);
  });

  it('cannot be produced: refunded in full once, discount released, message 16 in the same transaction', async () => {
    const { buyer, orderId, contentId, total } = await paidOrder();
    t.clock.advance(1000);
    expect(await admin('/admin/order/status', { orderId, status: 'cannot_be_produced' })).toMatchObject({ code: 400, msg: 'Please give the reason, the buyer will read it' });
    const moves = await Promise.all([
      admin<OrderView>('/admin/order/status', { orderId, status: 'cannot_be_produced', note: 'The mould cracked' }),
      admin<OrderView>('/admin/order/status', { orderId, status: 'refunded', note: 'duplicate' }),
    ]);
    expect(moves.map((m) => m.code).sort()).toEqual([200, 409]);
    const view = await admin<OrderView>(`/admin/order?orderId=${orderId}`);
    expect(view.data.amounts).toMatchObject({ paid: 0, refunded: total });
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId))).toHaveLength(1);
    const [live] = await t.db.select().from(orderDiscounts).where(and(eq(orderDiscounts.orderId, orderId), eq(orderDiscounts.contentId, contentId)));
    expect(live?.releasedAt).not.toBeNull();
    if (view.data.status === 'cannot_be_produced') {
      const trade = await t.call<{ dataList: { type: number; info: { returnReason?: string; orderId: string } }[] }>('GET', '/aigc/api/message/trade/list', { session: buyer.session });
      expect(trade.body.data.dataList[0]).toMatchObject({ type: 16, info: { returnReason: 'The mould cracked', orderId } });
    }
  });

  it('needs an operator', async () => {
    const plain = await t.createUser();
    expect((await t.call('GET', '/aigc/admin/orders', { session: plain.session })).body.code).toBe(403);
    expect((await t.call('GET', '/aigc/admin/orders')).body.code).toBe(401);
  });
});

describe('China shop prices', () => {
  it('orders from the China edition are in CNY and ship within China only', async () => {
    const buyer = await t.createUser();
    const id = await madeProductFor(t, { authorId: author.id, modelType: 'model3d' });
    const r = await order(buyer.session, { items: [madeItem(id, 1, '12cm')], shipping: CN_ADDRESS }, 'cn1', { host: 'cn.localhost' });
    expect(r.data).toMatchObject({ region: 'CN', currency: 'CNY', amounts: { total: 63840 } });
    expect((await order(buyer.session, { items: [madeItem(id, 1, '12cm')], shipping: US_ADDRESS }, 'cn2', { host: 'cn.localhost' })).code).toBe(400);
  });

  it('the China shop host prices in CNY from the catalogue, the shop host in USD, whatever the client sends', async () => {
    const buyer = await t.createUser();
    const picture = await pictureOf(t, buyer.id);
    const tag = BASE_PRODUCTS['id-tag'].sizes.find((s) => s.size === 'large')!;
    // A client-sent region, currency or price is never read: the host decides.
    const item = { productId: 'id-tag', size: 'large', quantity: 2, priceMinor: 1, custom: { imageId: picture, placement: { x: 0.5, y: 0.5, scale: 1, rotation: 0 } } };
    const forged = { region: 'EN', currency: 'USD', totalMinor: 1 };
    const cn = await order(buyer.session, { items: [item], shipping: CN_ADDRESS, ...forged }, 'shop-cn1', { host: 'shop.cn.localhost:3000' });
    expect(cn.data).toMatchObject({ region: 'CN', currency: 'CNY', amounts: { subtotal: 2 * tag.price.CN, shipping: 0, total: 2 * tag.price.CN } });
    // No WeChat Pay configured: the labelled TEST payment, still in CNY.
    const test = await t.call<{ currency: string; label: string }>('GET', `/aigc/api/pay/test/${cn.data.payment!.paymentId}`, { session: buyer.session, headers: { host: 'shop.cn.localhost' } });
    expect(test.body.data).toMatchObject({ currency: 'CNY' });
    expect(test.body.data.label).toMatch(/TEST/);
    const en = await order(buyer.session, { items: [item], shipping: US_ADDRESS, region: 'CN', currency: 'CNY' }, 'shop-en1', { host: 'shop.localhost:3000' });
    expect(en.data).toMatchObject({ region: 'EN', currency: 'USD', amounts: { subtotal: 2 * tag.price.EN, total: 2 * tag.price.EN } });
    // The China shop ships within China only, and says so in its config.
    expect((await order(buyer.session, { items: [item], shipping: US_ADDRESS }, 'shop-cn2', { host: 'shop.cn.localhost' })).code).toBe(400);
    const config = await t.call<{ region: string; currency: string; payment: { provider: string; testMode: boolean } }>('GET', '/aigc/api/shop/config', { headers: { host: 'shop.cn.localhost' } });
    expect(config.body.data).toMatchObject({ region: 'CN', currency: 'CNY', payment: { provider: 'test', testMode: true } });
  });
});
