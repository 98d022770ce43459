import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contents, productEvents, ticketLogs, userRoles, users, wants } from '../../db/schema';
import { newId } from '../../lib/ids';
import { createAdminToken } from '../admin';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let author: { id: string; session: string };
let operator: { id: string; session: string };
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  author = await t.createUser({ nickname: 'Author' });
  operator = await t.createUser({ nickname: 'Ops' });
  await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, operator.id, 'test', t.clock.now());
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A post with `n` wanters already (one minute apart, earliest first) and their user ids. */
async function postWithWanters(n: number): Promise<{ id: string; wanters: string[] }> {
  const id = newId();
  await t.db.insert(contents).values({ id, authorId: author.id, title: `Lamp ${id.slice(0, 4)}`, wantCount: n });
  const wanters = Array.from({ length: n }, () => newId());
  if (n > 0) {
    await t.db.insert(users).values(wanters.map((u) => ({ id: u, email: `${u}@w.test`, nickname: 'w', passwordHash: '!' })));
    const base = t.clock.now().getTime() - n * 60_000;
    await t.db.insert(wants).values(wanters.map((u, i) => ({ contentId: id, userId: u, createdAt: new Date(base + i * 60_000) })));
  }
  return { id, wanters };
}

async function admin<T>(method: 'GET' | 'POST', url: string, body?: unknown, auth: string | null = adminToken) {
  const res = await t.app.inject({
    method,
    url: `/aigc${url}`,
    ...(body !== undefined ? { payload: body as object } : {}),
    headers: auth ? { authorization: `Bearer ${auth}` } : {},
  });
  return res.json() as { code: number; msg: string; data: T };
}

type View = {
  status: string | null;
  history: { fromStatus: string | null; toStatus: string; actorId: string | null }[];
  you: { tier: string; discount: number; wantRank: number | null; priceCents: number; refunded: boolean };
  refunded?: number;
};

describe('make it real', () => {
  it('the 101st want opens the product (status wanted) in the want transaction', async () => {
    const post = await postWithWanters(100);
    const u = await t.createUser({ tickets: 2 });
    const r = await t.call<{ wantState: string }>('POST', '/aigc/api/topic/content/want', { body: { contentId: post.id }, session: u.session });
    expect(r.body.data.wantState).toBe('full');
    const view = await t.call<View>('GET', '/aigc/api/make-real/product', { query: { contentId: post.id }, session: u.session });
    expect(view.body.data.status).toBe('wanted');
    expect(view.body.data.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'wanted', actorId: null })]);
    // 101 wanters → the first ceil(10.1) = 11 are top wanters; this one is 101st.
    expect(view.body.data.you).toMatchObject({ tier: 'wanter', discount: 0.7, wantRank: 101, priceCents: 2030 });
  });

  it('a post with 100 wants stays collecting and has no product', async () => {
    const post = await postWithWanters(99);
    const u = await t.createUser({ tickets: 1 });
    await t.call('POST', '/aigc/api/topic/content/want', { body: { contentId: post.id }, session: u.session });
    const view = await t.call<View>('GET', '/aigc/api/make-real/product', { query: { contentId: post.id } });
    expect(view.body.data.status).toBeNull();
  });

  it('the admin API needs an operator: 401 without credentials, 403 for a plain user or a revoked role', async () => {
    expect((await admin('GET', '/admin/products', undefined, null)).code).toBe(401);
    expect((await admin('GET', '/admin/products', undefined, 'aigc_adm_nope')).code).toBe(401);
    const plain = await t.createUser();
    const res = await t.call('GET', '/aigc/admin/products', { session: plain.session });
    expect(res.body.code).toBe(403);
    // The operator's own session works too.
    expect((await t.call('GET', '/aigc/admin/products', { session: operator.session })).body.code).toBe(200);
  });

  it('an operator moves a product through the lifecycle; each step is recorded with who and when', async () => {
    const post = await postWithWanters(120);
    const u = await t.createUser({ tickets: 1 });
    await t.call('POST', '/aigc/api/topic/content/want', { body: { contentId: post.id }, session: u.session });
    for (const status of ['modelling', 'production', 'delivering', 'on_sale']) {
      t.clock.advance(3_600_000);
      const r = await admin<View>('POST', '/admin/product/status', { contentId: post.id, status, note: `to ${status}` });
      expect(r.code).toBe(200);
      expect(r.data.status).toBe(status);
    }
    const events = await t.db.select().from(productEvents).where(eq(productEvents.contentId, post.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      [null, 'wanted', null],
      ['wanted', 'modelling', operator.id],
      ['modelling', 'production', operator.id],
      ['production', 'delivering', operator.id],
      ['delivering', 'on_sale', operator.id],
    ]);
    // The final status cannot move; a skipped step is refused.
    expect((await admin('POST', '/admin/product/status', { contentId: post.id, status: 'wanted' })).code).toBe(409);
    const list = await admin<{ dataList: { contentId: string; status: string }[] }>('GET', '/admin/products?status=on_sale');
    expect(list.data.dataList.map((p) => p.contentId)).toContain(post.id);
  });

  it('refuses a skipped step and a stale expectFrom with 409, and a post without product with 404', async () => {
    const post = await postWithWanters(101);
    await t.db.transaction(async (tx) => (await import('./service')).openProduct(tx, post.id, t.clock.now()));
    expect((await admin('POST', '/admin/product/status', { contentId: post.id, status: 'delivering' })).code).toBe(409);
    expect(
      (await admin('POST', '/admin/product/status', { contentId: post.id, status: 'modelling', expectFrom: 'production' })).msg,
    ).toBe('The product status changed meanwhile, reload and try again');
    const bare = await postWithWanters(3);
    expect((await admin('POST', '/admin/product/status', { contentId: bare.id, status: 'modelling' })).code).toBe(404);
  });

  it('evaluation failed refunds every wanter once, closes wants, and the wanters see it', async () => {
    const post = await postWithWanters(0);
    const wanters = await Promise.all(Array.from({ length: 3 }, () => t.createUser({ tickets: 1 })));
    for (const w of wanters) await t.call('POST', '/aigc/api/topic/content/want', { body: { contentId: post.id }, session: w.session });
    await t.db.transaction(async (tx) => (await import('./service')).openProduct(tx, post.id, t.clock.now()));
    const failed = await admin<View>('POST', '/admin/product/status', { contentId: post.id, status: 'evaluation_failed', note: 'cannot print' });
    expect(failed.data.refunded).toBe(3);
    for (const w of wanters) {
      const [row] = await t.db.select({ tickets: users.tickets }).from(users).where(eq(users.id, w.id));
      expect(row?.tickets).toBe(1);
      const view = await t.call<View>('GET', '/aigc/api/make-real/product', { query: { contentId: post.id }, session: w.session });
      expect(view.body.data).toMatchObject({ status: 'evaluation_failed', you: { refunded: true, tier: 'public' } });
    }
    const late = await t.createUser({ tickets: 1 });
    const refused = await t.call('POST', '/aigc/api/topic/content/want', { body: { contentId: post.id }, session: late.session });
    expect(refused.body).toEqual({ code: 409, msg: 'This design could not be made, so it no longer takes wants', data: null });
    // Deleting the failed post afterwards refunds nothing twice.
    const { refundWants } = await import('../tickets');
    expect(await t.db.transaction((tx) => refundWants(tx, [post.id], 'again', t.clock.now()))).toEqual([]);
    const gains = await t.db.select().from(ticketLogs).where(eq(ticketLogs.userId, wanters[0]!.id));
    expect(gains.filter((g) => g.title.startsWith('Refund'))).toHaveLength(1);
  });

  it('discount: free for the creator, 90% off for the first 10% of wanters, 30% off for the others, full price for the public', async () => {
    const post = await postWithWanters(0);
    const ws = await Promise.all(Array.from({ length: 11 }, () => t.createUser({ tickets: 1 })));
    for (const w of ws) {
      t.clock.advance(1000);
      await t.call('POST', '/aigc/api/topic/content/want', { body: { contentId: post.id }, session: w.session });
    }
    type D = { tier: string; discount: number; priceCents: number; wantRank: number | null; tiers: { tier: string; discount: number }[] };
    const q = (session?: string) =>
      t.call<D>('GET', '/aigc/trade/product/discount', { query: { modelType: 'model3d', contentId: post.id }, ...(session ? { session } : {}) });
    // 11 wanters → ceil(1.1) = 2 top wanters.
    expect((await q(ws[0]!.session)).body.data).toMatchObject({ tier: 'topWanter', discount: 0.1, priceCents: 590, wantRank: 1 });
    expect((await q(ws[1]!.session)).body.data).toMatchObject({ tier: 'topWanter', wantRank: 2 });
    expect((await q(ws[2]!.session)).body.data).toMatchObject({ tier: 'wanter', discount: 0.7, priceCents: 4130, wantRank: 3 });
    expect((await q(author.session)).body.data).toMatchObject({ tier: 'creator', discount: 0, priceCents: 0 });
    const pub = (await q()).body.data;
    expect(pub).toMatchObject({ tier: 'public', discount: 1, priceCents: 5900, wantRank: null });
    expect(pub.tiers.map((x) => [x.tier, x.discount])).toEqual([
      ['creator', 0],
      ['topWanter', 0.1],
      ['wanter', 0.7],
      ['public', 1],
    ]);
    expect((await t.call('GET', '/aigc/trade/product/discount', { query: { modelType: 'car' } })).body.code).toBe(400);
  });

  it('prices in the edition\'s currency: USD on the international site, CNY on the China site', async () => {
    const post = await postWithWanters(0);
    type D = { currency: string; fullPriceCents: number; priceCents: number };
    const ask = (host: string) =>
      t.call<D>('GET', '/aigc/trade/product/discount', { query: { modelType: 'image', contentId: post.id }, headers: { host } });
    expect((await ask('localhost:3000')).body.data).toMatchObject({ currency: 'USD', fullPriceCents: 2900, priceCents: 2900 });
    expect((await ask('cn.localhost:3000')).body.data).toMatchObject({ currency: 'CNY', fullPriceCents: 19900, priceCents: 19900 });
    const view = await t.call<D>('GET', '/aigc/api/make-real/product', { query: { contentId: post.id }, headers: { host: 'cn.localhost' } });
    expect(view.body.data).toMatchObject({ currency: 'CNY', fullPriceCents: 19900 });
  });
});
