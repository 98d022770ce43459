/**
 * Creator tiers and royalties through HTTP (docs/product.md §1 'Creator
 * tiers', docs/shop.md 'Royalties'): operators grant and revoke tiers (API
 * and CLI), the tier shows wherever the creator appears, and every paid sale
 * of a creator's design credits their ledger once, at the rate of their tier
 * at the time of the sale; a refund takes it back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROYALTY_RATE_BPS, royaltyMinor } from '@aigc/domain';
import { eq } from 'drizzle-orm';
import { royaltyEntries, userRoles, users } from '../../db/schema';
import { runAdminCli } from '../../cli/admin';
import { createAdminToken } from '../admin';
import { startTestApp, type TestApp } from '../../test/harness';
import { startFakeStripe, startFakeWechat, type FakeStripe, type FakeWechat } from '../../test/payments';
import { CN_ADDRESS, US_ADDRESS, madeProductFor } from '../../test/shop';
import type { CreatorEarningsDto, OrderView } from '../shop';
import type { CreatorTierStateDto } from './tiers';

let t: TestApp;
let stripe: FakeStripe;
let wechat: FakeWechat;
let ops: { id: string; session: string };
let adminToken: string;
let base: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  wechat = await startFakeWechat();
  t = await startTestApp({ config: { payments: { stripe: stripe.settings, wechat: wechat.settings, shopPublicUrl: 'https://shop.example.test', shopCnPublicUrl: 'https://shop.example.test' } } });
  ops = await t.createUser({ nickname: 'Ops' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
  await wechat?.close();
});

type Env<T> = { code: number; msg: string; data: T };
let n = 0;

async function grant(userId: string, tier: string, auth: { token?: string; session?: string } = { token: adminToken }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/aigc/admin/creator/tier',
    payload: { userId, tier, note: 'contract signed' },
    ...(auth.token ? { headers: { authorization: `Bearer ${auth.token}` } } : {}),
    ...(auth.session ? { cookies: { aigc_session: auth.session } } : {}),
  });
  const body = res.json() as Env<CreatorTierStateDto>;
  return { status: body.code, body };
}

async function place(session: string, productId: string, opts: { host?: string; quantity?: number } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/aigc/api/shop/orders',
    payload: { items: [{ productId, size: 'S', quantity: opts.quantity ?? 1 }], shipping: opts.host ? CN_ADDRESS : US_ADDRESS },
    cookies: { aigc_session: session },
    headers: { 'idempotency-key': `tier${++n}`, ...(opts.host ? { host: opts.host } : {}) },
  });
  return (res.json() as Env<OrderView>).data;
}

async function stripeHook(event: Record<string, unknown>) {
  const signed = stripe.webhook(event, t.clock.now());
  return t.app.inject({ method: 'POST', url: '/aigc/api/pay/stripe/webhook', payload: signed.body, headers: signed.headers });
}

async function earnings(session: string) {
  return t.call<CreatorEarningsDto>('GET', '/aigc/api/creator/earnings', { session });
}

describe('granting creator tiers', () => {
  it('an operator grants and revokes a tier; the history says who and when; others are refused', async () => {
    const creator = await t.createUser({ nickname: 'Mira' });
    const stranger = await t.createUser();
    const refused = await grant(creator.id, 'verified', { session: stranger.session });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Operators only');
    expect((await grant(creator.id, 'verified', {})).status).toBe(401);
    expect((await t.call('GET', '/aigc/admin/creator/tier', { session: creator.session, query: { userId: creator.id } })).body.code).toBe(403);

    const granted = await grant(creator.id, 'verified');
    expect(granted.status).toBe(200);
    expect(granted.body.data).toMatchObject({ tier: 'verified', grantedBy: ops.id, grantedAt: t.clock.now().toISOString() });
    expect(granted.body.data.accountLevel).toContain('officialQualityCreator');
    const [row] = await t.db.select().from(users).where(eq(users.id, creator.id));
    expect(row!.creatorTier).toBe('verified');

    // The tier shows where the creator appears, and the creator's own figures.
    const me = await t.call<{ creatorTier: string }>('GET', '/aigc/api/user/info', { session: creator.session });
    expect(me.body.data.creatorTier).toBe('verified');
    const profile = await t.call<{ creatorTier: string }>('GET', '/aigc/api/user/profile', { query: { userId: creator.id } });
    expect(profile.body.data.creatorTier).toBe('verified');
    const detail = await t.call<{ creatorTier: string; priorityQueue: boolean; canLaunchProduct: boolean }>('GET', '/aigc/api/creator/detail', { session: creator.session });
    expect(detail.body.data).toMatchObject({ creatorTier: 'verified', priorityQueue: true, canLaunchProduct: true });
    const post = await madeProductFor(t, { authorId: creator.id });
    const page = await t.call<{ author: { creatorTier: string } }>('GET', '/aigc/api/topic/content/detail', { query: { contentId: post } });
    expect(page.body.data.author.creatorTier).toBe('verified');
    type Feed = { dataList: { contentId: string; author: { creatorTier: string } }[] };
    const feedTier = async () =>
      (await t.call<Feed>('GET', '/aigc/api/topic/content/list', { query: { sort: 'new', page: '1', pageSize: '50' } })).body.data.dataList.find(
        (c) => c.contentId === post,
      )?.author.creatorTier;
    expect(await feedTier()).toBe('verified');

    t.clock.advance(60_000);
    const revoked = await grant(creator.id, 'none');
    // The feed's cached page (kept 5 s) is dropped by the change: the next request shows it.
    expect(await feedTier()).toBe('none');
    expect(revoked.body.data.tier).toBe('none');
    expect(revoked.body.data.accountLevel).not.toContain('officialQualityCreator');
    expect(revoked.body.data.history.map((h) => [h.from, h.to, h.actorId])).toEqual([
      ['verified', 'none', ops.id],
      ['none', 'verified', ops.id],
    ]);
    const after = await t.call<{ creatorTier: string; priorityQueue: boolean; canLaunchProduct: boolean }>('GET', '/aigc/api/creator/detail', { session: creator.session });
    expect(after.body.data).toMatchObject({ creatorTier: 'none', priorityQueue: false, canLaunchProduct: false });
    expect((await grant('nobody', 'rights')).body).toMatchObject({ code: 404, msg: 'This user does not exist' });
  });

  it('the admin CLI shows and sets a tier with an admin token', async () => {
    const creator = await t.createUser({ nickname: 'Cli Creator' });
    const out: string[] = [];
    const err: string[] = [];
    const run = (args: string[]) => runAdminCli([...args, '--url', base, '--token', adminToken], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });
    // The CLI's error output is the message of a failed exit.
    expect(await run(['creator-tier', creator.id, 'rights', '--note', 'rights bought']), err.join('\n')).toBe(0);
    expect(out[0]).toContain(`${creator.id}\tCli Creator\trights\tgranted`);
    expect(out[1]).toContain('none → rights');
    expect(out[1]).toContain('rights bought');
    expect(await run(['creator-tier', creator.id, 'gold'])).toBe(1);
    expect(err.join('\n')).toContain('the tier is one of none, rights, verified');
    out.length = 0;
    expect(await run(['creator-tier', creator.id]), err.join('\n')).toBe(0);
    expect(out[0]).toContain('\trights\t');
  });
});

describe('royalties', () => {
  it('a Stripe-paid sale credits once at the tier rate of the sale; a later tier change keeps the old credit', async () => {
    const creator = await t.createUser({ nickname: 'Royal' });
    await grant(creator.id, 'verified');
    const productId = await madeProductFor(t, { authorId: creator.id, title: 'Moon lamp' });
    const buyer = await t.createUser();
    const order = await place(buyer.session, productId, { quantity: 2 });
    const paymentId = order.payment!.paymentId;
    const success = stripe.completedEvent({ paymentId, amount: 5800, currency: 'USD', eventId: `evt_roy_${paymentId}` });
    expect((await stripeHook(success)).json()).toMatchObject({ outcome: 'applied' });
    // The same notice again, and a second success event of the same payment: no second credit.
    expect((await stripeHook(success)).json()).toMatchObject({ outcome: 'duplicate' });
    expect((await stripeHook(stripe.completedEvent({ paymentId, amount: 5800, currency: 'USD' }))).json()).toMatchObject({ outcome: 'already_captured' });

    const verifiedRoyalty = royaltyMinor(5800, ROYALTY_RATE_BPS.verified);
    expect(verifiedRoyalty).toBe(580);
    let e = await earnings(creator.session);
    expect(e.body.data.totals).toEqual([{ currency: 'USD', amountMinor: 580, salesMinor: 5800 }]);
    expect(e.body.data.products).toMatchObject([{ productId, title: 'Moon lamp', currency: 'USD', units: 2, salesMinor: 5800, amountMinor: 580 }]);
    expect(e.body.data.entries).toMatchObject([{ kind: 'credit', tier: 'verified', rateBps: 1000, amountMinor: 580 }]);

    // Revoked afterwards: the first credit keeps its rate; the next sale earns the standard rate.
    await grant(creator.id, 'none');
    t.clock.advance(60_000);
    const second = await place(buyer.session, productId);
    await stripeHook(stripe.completedEvent({ paymentId: second.payment!.paymentId, amount: 2900, currency: 'USD' }));
    e = await earnings(creator.session);
    expect(e.body.data.totals).toEqual([{ currency: 'USD', amountMinor: 580 + 145, salesMinor: 8700 }]);
    expect(e.body.data.entries.map((x) => [x.tier, x.rateBps, x.amountMinor])).toEqual([
      ['none', 500, 145],
      ['verified', 1000, 580],
    ]);
    const rows = await t.db.select().from(royaltyEntries).where(eq(royaltyEntries.creatorId, creator.id));
    expect(rows).toHaveLength(2);
    // The buyer earns nothing, and sees no one else's ledger.
    expect((await earnings(buyer.session)).body.data).toEqual({ totals: [], products: [], entries: [] });
    expect((await t.call('GET', '/aigc/api/creator/earnings')).body.code).toBe(401);
  });

  it('a WeChat Pay notice that arrives twice credits once, in CNY; a refund takes the credit back once', async () => {
    const creator = await t.createUser({ nickname: '小林' });
    await grant(creator.id, 'rights');
    const productId = await madeProductFor(t, { authorId: creator.id, title: '月亮灯' });
    const buyer = await t.createUser();
    const order = await place(buyer.session, productId, { host: 'cn.localhost' });
    const paymentId = order.payment!.paymentId;
    const note = { id: `wx_roy_${paymentId}`, eventType: 'TRANSACTION.SUCCESS', resource: wechat.transaction(paymentId, 19900) };
    for (let i = 0; i < 2; i++) {
      const signed = wechat.notification(note, t.clock.now());
      const res = await t.app.inject({ method: 'POST', url: '/aigc/api/pay/wechat/notify', payload: signed.body, headers: signed.headers });
      expect(res.statusCode).toBe(204);
    }
    let e = await earnings(creator.session);
    expect(e.body.data.totals).toEqual([{ currency: 'CNY', amountMinor: royaltyMinor(19900, ROYALTY_RATE_BPS.rights), salesMinor: 19900 }]);

    // The buyer cancels before confirmation: the order is refunded and the royalty reversed, once.
    t.clock.advance(60_000);
    const cancel = await t.call<OrderView>('POST', `/aigc/api/shop/orders/${order.orderId}/cancel`, { session: buyer.session, body: {} });
    expect(cancel.body.data.status).toBe('cancelled');
    const again = await t.call('POST', `/aigc/api/shop/orders/${order.orderId}/cancel`, { session: buyer.session, body: {} });
    expect(again.body.data).toMatchObject({ status: 'cancelled' });
    e = await earnings(creator.session);
    expect(e.body.data.totals).toEqual([{ currency: 'CNY', amountMinor: 0, salesMinor: 0 }]);
    expect(e.body.data.products).toMatchObject([{ productId, units: 0, amountMinor: 0 }]);
    expect(e.body.data.entries.map((x) => [x.kind, x.amountMinor])).toEqual([
      ['reversal', -995],
      ['credit', 995],
    ]);
  });

  it('a creator buying their own design earns nothing, and custom products credit nobody', async () => {
    const creator = await t.createUser();
    const productId = await madeProductFor(t, { authorId: creator.id });
    const own = await place(creator.session, productId);
    expect(own.status).toBe('paid'); // free for the creator: paid at once by the system
    expect((await earnings(creator.session)).body.data.entries).toEqual([]);
  });
});
