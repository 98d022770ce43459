/**
 * Direct product launch through HTTP (docs/shop.md 'Direct launch'): only
 * verified creators may send a design of their own to review, with a product
 * type, sizes, a price within the type's range and a description; they may
 * withdraw it while it is under review; operators approve it (the design goes
 * on sale in the shop at the creator's price, royalties credit on its sales)
 * or reject it with a reason the creator reads — once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_APPROVED_MESSAGE, RELEASE_MESSAGES, RELEASE_PENDING_MAX, RELEASE_REJECTED_MESSAGE } from '@aigc/domain';
import { and, eq } from 'drizzle-orm';
import { contents, messages, royaltyEntries, userRoles } from '../../db/schema';
import { runAdminCli } from '../../cli/admin';
import { createAdminToken } from '../admin';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import { US_ADDRESS, madeProductFor } from '../../test/shop';
import type { OrderView } from '../shop';
import type { AdminProductReleaseDto, ProductReleaseDto } from './schemas';

let t: TestApp;
let adminToken: string;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  const ops = await t.createUser({ nickname: 'Ops' });
  await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Env<T> = { code: number; msg: string; data: T };
type Page<T> = { dataList: T[]; total: number };

async function admin<T>(url: string, body?: unknown, auth: { session?: string } = {}): Promise<Env<T>> {
  const res = await t.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url: `/aigc${url}`,
    ...(body !== undefined ? { payload: body as object } : {}),
    ...(auth.session ? { cookies: { aigc_session: auth.session } } : { headers: { authorization: `Bearer ${adminToken}` } }),
  });
  return res.json() as Env<T>;
}

async function creatorWithTier(tier: 'none' | 'rights' | 'verified', nickname = `Creator ${tier}`) {
  const user = await t.createUser({ nickname });
  if (tier !== 'none') expect((await admin('/admin/creator/tier', { userId: user.id, tier })).code).toBe(200);
  const { contentId } = await insertPost(t.db, { authorId: user.id, title: `${nickname}'s moon`, storage: t.app.storage });
  return { ...user, contentId };
}

const good = { kind: 'pendant', sizes: ['M', 'S'], priceMinor: 3800, description: 'A silver moon on a fine chain.' };

async function submit(session: string | undefined, body: Record<string, unknown>, headers?: Record<string, string>) {
  const r = await t.call<ProductReleaseDto>('POST', '/aigc/api/designer/releases', {
    ...(session ? { session } : {}),
    body,
    ...(headers ? { headers } : {}),
  });
  return r.body;
}

describe('who may release a design', () => {
  it('only a signed-in verified creator; others are told why', async () => {
    const none = await creatorWithTier('none');
    const rights = await creatorWithTier('rights');
    const verified = await creatorWithTier('verified');
    expect((await submit(undefined, { ...good, contentId: none.contentId })).code).toBe(401);
    expect(await submit(none.session, { ...good, contentId: none.contentId })).toMatchObject({ code: 403, msg: RELEASE_MESSAGES.notVerified });
    expect(await submit(rights.session, { ...good, contentId: rights.contentId })).toMatchObject({ code: 403, msg: RELEASE_MESSAGES.notVerified });
    const ok = await submit(verified.session, { ...good, contentId: verified.contentId });
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({
      contentId: verified.contentId,
      title: "Creator verified's moon",
      kind: 'pendant',
      region: 'EN',
      currency: 'USD',
      priceMinor: 3800,
      // Stored in the type's order; M = 38.00 × 24.00 / 19.00.
      sizes: [
        { size: 'S', label: 'Small 20 mm', priceMinor: 3800 },
        { size: 'M', label: 'Medium 30 mm', priceMinor: 4800 },
      ],
      status: 'pending',
      reason: '',
      shopProductId: null,
    });
    expect(ok.data.posterImage?.uniqueImageId).toBeTruthy();
    // The creator's own list; nobody else's.
    const mine = await t.call<Page<ProductReleaseDto>>('GET', '/aigc/api/designer/releases', { session: verified.session });
    expect(mine.body.data.dataList.map((r) => r.releaseId)).toEqual([ok.data.releaseId]);
    const theirs = await t.call<Page<ProductReleaseDto>>('GET', '/aigc/api/designer/releases', { session: none.session });
    expect(theirs.body.data.total).toBe(0);
  });
});

describe('the product choices and limits', () => {
  it('refuses a price outside the type’s range with the range in the request’s currency, and every other bad choice', async () => {
    const c = await creatorWithTier('verified', 'Limits');
    const body = { ...good, contentId: c.contentId };
    expect(await submit(c.session, { ...body, priceMinor: 1899 })).toMatchObject({
      code: 400,
      msg: 'The price is outside the allowed range for this product type (19.00–95.00 USD)',
    });
    expect((await submit(c.session, { ...body, priceMinor: 9501 })).code).toBe(400);
    expect((await submit(c.session, { ...body, priceMinor: 2000.5 })).code).toBe(400);
    // The China site prices in yuan: 38.00 is below a pendant's 129.00 CNY.
    expect(await submit(c.session, body, { host: 'cn.localhost' })).toMatchObject({
      code: 400,
      msg: 'The price is outside the allowed range for this product type (129.00–645.00 CNY)',
    });
    expect(await submit(c.session, { ...body, kind: 'mug' })).toMatchObject({ code: 400, msg: RELEASE_MESSAGES.kind });
    expect(await submit(c.session, { ...body, sizes: [] })).toMatchObject({ code: 400, msg: RELEASE_MESSAGES.noSizes });
    expect(await submit(c.session, { ...body, sizes: ['S', 'XL'] })).toMatchObject({ code: 400, msg: RELEASE_MESSAGES.badSize });
    expect(await submit(c.session, { ...body, description: '   ' })).toMatchObject({ code: 400, msg: RELEASE_MESSAGES.description });
    expect(await submit(c.session, { ...body, description: 'x'.repeat(501) })).toMatchObject({ code: 400, msg: RELEASE_MESSAGES.descriptionTooLong });
    // Nothing was written by the refusals.
    const mine = await t.call<Page<ProductReleaseDto>>('GET', '/aigc/api/designer/releases', { session: c.session });
    expect(mine.body.data.total).toBe(0);
    // In range on the China site: priced in CNY.
    const cn = await submit(c.session, { ...body, priceMinor: 25800 }, { host: 'cn.localhost' });
    expect(cn.data).toMatchObject({ region: 'CN', currency: 'CNY', sizes: [{ size: 'S', priceMinor: 25800 }, { size: 'M', priceMinor: 31800 }] });
  });

  it('takes only the creator’s own, published designs that are not products or under review yet, and at most a few at once', async () => {
    const c = await creatorWithTier('verified', 'Owner');
    const other = await creatorWithTier('none', 'Other');
    expect(await submit(c.session, { ...good, contentId: other.contentId })).toMatchObject({ code: 403, msg: RELEASE_MESSAGES.notYourDesign });
    expect(await submit(c.session, { ...good, contentId: 'nope' })).toMatchObject({ code: 404, msg: RELEASE_MESSAGES.noDesign });
    const { contentId: deleted } = await insertPost(t.db, { authorId: c.id });
    await t.db.update(contents).set({ deletedAt: t.clock.now() }).where(eq(contents.id, deleted));
    expect(await submit(c.session, { ...good, contentId: deleted })).toMatchObject({ code: 404, msg: RELEASE_MESSAGES.noDesign });
    const madeReal = await madeProductFor(t, { authorId: c.id, status: 'wanted' });
    expect(await submit(c.session, { ...good, contentId: madeReal })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.alreadyProduct });

    expect((await submit(c.session, { ...good, contentId: c.contentId })).code).toBe(200);
    expect(await submit(c.session, { ...good, contentId: c.contentId })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.underReview });
    for (let i = 1; i < RELEASE_PENDING_MAX; i++) {
      const { contentId } = await insertPost(t.db, { authorId: c.id });
      expect((await submit(c.session, { ...good, contentId })).code).toBe(200);
    }
    const { contentId: oneMore } = await insertPost(t.db, { authorId: c.id });
    expect(await submit(c.session, { ...good, contentId: oneMore })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.tooManyPending });
  });
});

describe('withdrawing', () => {
  it('the creator withdraws a release under review, once; nobody else can, and operators can no longer review it', async () => {
    const c = await creatorWithTier('verified', 'Withdrawer');
    const stranger = await t.createUser();
    const { data: release } = await submit(c.session, { ...good, contentId: c.contentId });
    const withdraw = (session: string) => t.call<ProductReleaseDto>('POST', `/aigc/api/designer/releases/${release.releaseId}/withdraw`, { session });
    expect((await withdraw(stranger.session)).body).toMatchObject({ code: 404, msg: RELEASE_MESSAGES.noRelease });
    const done = await withdraw(c.session);
    expect(done.body.data.status).toBe('withdrawn');
    expect((await withdraw(c.session)).body).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.notWithdrawable });
    expect(await admin('/admin/release/approve', { releaseId: release.releaseId })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.withdrawn });
    // Withdrawn, the design may be sent again.
    expect((await submit(c.session, { ...good, contentId: c.contentId })).code).toBe(200);
  });
});

describe('operator review', () => {
  it('only operators list and review releases', async () => {
    const c = await creatorWithTier('verified', 'Curious');
    const { data: release } = await submit(c.session, { ...good, contentId: c.contentId });
    expect((await admin('/admin/releases', undefined, { session: c.session })).code).toBe(403);
    expect((await admin('/admin/release/approve', { releaseId: release.releaseId }, { session: c.session })).code).toBe(403);
    expect((await admin('/admin/release/reject', { releaseId: release.releaseId, reason: 'no' }, { session: c.session })).code).toBe(403);
    const pending = await admin<Page<AdminProductReleaseDto>>('/admin/releases?status=pending&pageSize=200');
    const row = pending.data.dataList.find((r) => r.releaseId === release.releaseId);
    expect(row).toMatchObject({ status: 'pending', creator: { userId: c.id, nickName: 'Curious', creatorTier: 'verified' } });
  });

  it('approval puts the design on sale in the shop at the creator’s price; the creator is told; a sale credits the royalty; a second approval is refused', async () => {
    const c = await creatorWithTier('verified', 'Launcher');
    const { data: release } = await submit(c.session, { ...good, sizes: ['S', 'L'], contentId: c.contentId, description: 'Moon pendant, hand finished.' });
    t.clock.advance(60_000);
    const approved = await admin<AdminProductReleaseDto>('/admin/release/approve', { releaseId: release.releaseId });
    expect(approved.code).toBe(200);
    expect(approved.data).toMatchObject({ status: 'approved', shopProductId: c.contentId, reviewTime: t.clock.now().toISOString() });
    expect(await admin('/admin/release/approve', { releaseId: release.releaseId })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.reviewed });
    expect(await admin('/admin/release/reject', { releaseId: release.releaseId, reason: 'Changed my mind' })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.reviewed });

    // In the shop's catalogue as a made product on sale, priced by the release, in both regions.
    type P = { productId: string; kind: string; sale: string; fromPriceMinor: number; productType: string | null; currency: string };
    const list = await t.call<Page<P>>('GET', '/aigc/api/shop/products', { query: { kind: 'made', pageSize: '60' } });
    expect(list.body.data.dataList.find((p) => p.productId === c.contentId)).toMatchObject({
      kind: 'made',
      sale: 'buy',
      fromPriceMinor: 3800,
      productType: 'pendant',
      currency: 'USD',
    });
    type D = { sizes: { size: string; priceMinor: number }[]; description: string; productStatus: string };
    const page = await t.call<D>('GET', `/aigc/api/shop/products/${c.contentId}`);
    expect(page.body.data).toMatchObject({ productStatus: 'on_sale', description: 'Moon pendant, hand finished.' });
    expect(page.body.data.sizes.map((s) => [s.size, s.priceMinor])).toEqual([['S', 3800], ['L', 5800]]);
    const cn = await t.call<D>('GET', `/aigc/api/shop/products/${c.contentId}`, { headers: { host: 'shop.cn.localhost' } });
    expect(cn.body.data.sizes.map((s) => [s.size, s.priceMinor])).toEqual([['S', 25800], ['L', 39800]]);
    // The post page's price estimate starts from the creator's price.
    const estimate = await t.call<{ fullPriceCents: number }>('GET', '/aigc/trade/product/discount', { query: { modelType: 'image', contentId: c.contentId } });
    expect(estimate.body.data.fullPriceCents).toBe(3800);

    // The creator sees it approved, and got a message that leads to the release page.
    const mine = await t.call<Page<ProductReleaseDto>>('GET', '/aigc/api/designer/releases', { session: c.session });
    expect(mine.body.data.dataList[0]).toMatchObject({ status: 'approved', shopProductId: c.contentId });
    const [note] = await t.db.select().from(messages).where(and(eq(messages.recipientId, c.id), eq(messages.type, RELEASE_APPROVED_MESSAGE)));
    expect(note?.info).toMatchObject({ productId: c.contentId, product_name: "Launcher's moon" });
    // Now a product: it cannot be released again.
    expect(await submit(c.session, { ...good, contentId: c.contentId })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.alreadyProduct });

    // A buyer pays the creator's price for size L; the verified creator earns 10 % of it.
    const buyer = await t.createUser();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/shop/orders',
      payload: { items: [{ productId: c.contentId, size: 'L', quantity: 2 }], shipping: US_ADDRESS },
      cookies: { aigc_session: buyer.session },
      headers: { 'idempotency-key': `release-${c.contentId}` },
    });
    const order = (placed.json() as Env<OrderView>).data;
    expect(order.amounts.total).toBe(11600);
    expect((await t.call('POST', `/aigc/api/pay/test/${order.payment!.paymentId}/confirm`, { session: buyer.session })).body.code).toBe(200);
    const credits = await t.db.select().from(royaltyEntries).where(eq(royaltyEntries.productId, c.contentId));
    expect(credits.map((r) => [r.creatorId, r.kind, r.saleMinor, r.rateBps, r.amountMinor])).toEqual([[c.id, 'credit', 11600, 1000, 1160]]);
    // The shop refuses a size the release does not offer.
    const bad = await t.call<unknown>('POST', '/aigc/api/shop/quote', {
      session: buyer.session,
      body: { items: [{ productId: c.contentId, size: 'M', quantity: 1 }], country: 'US' },
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Please choose a valid size' });
  });

  it('rejection needs a reason, which the creator reads on their page and in a message; the design may be sent again', async () => {
    const c = await creatorWithTier('verified', 'Rejected');
    const { data: release } = await submit(c.session, { ...good, contentId: c.contentId });
    expect(await admin('/admin/release/reject', { releaseId: release.releaseId, reason: '  ' })).toMatchObject({ code: 400, msg: RELEASE_MESSAGES.reasonRequired });
    const rejected = await admin<AdminProductReleaseDto>('/admin/release/reject', { releaseId: release.releaseId, reason: 'The chain is too thin to print.' });
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'The chain is too thin to print.', shopProductId: null });
    expect(await admin('/admin/release/approve', { releaseId: release.releaseId })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.reviewed });
    const mine = await t.call<Page<ProductReleaseDto>>('GET', '/aigc/api/designer/releases', { session: c.session });
    expect(mine.body.data.dataList[0]).toMatchObject({ status: 'rejected', reason: 'The chain is too thin to print.' });
    const list = await t.call<{ dataList: { type: number; info: Record<string, unknown> }[] }>('GET', '/aigc/api/message/official/list', { session: c.session });
    expect(list.body.data.dataList.find((m) => m.type === RELEASE_REJECTED_MESSAGE)?.info).toMatchObject({
      productId: c.contentId,
      returnReason: 'The chain is too thin to print.',
    });
    // Not in the shop.
    expect((await t.call('GET', `/aigc/api/shop/products/${c.contentId}`)).body).toMatchObject({ code: 404 });
    expect((await submit(c.session, { ...good, contentId: c.contentId })).code).toBe(200);
  });

  it('refuses to approve when the tier was revoked or the design deleted meanwhile', async () => {
    const c = await creatorWithTier('verified', 'Revoked');
    const { data: release } = await submit(c.session, { ...good, contentId: c.contentId });
    await admin('/admin/creator/tier', { userId: c.id, tier: 'rights' });
    expect(await admin('/admin/release/approve', { releaseId: release.releaseId })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.creatorNotVerified });
    await admin('/admin/creator/tier', { userId: c.id, tier: 'verified' });
    await t.db.update(contents).set({ deletedAt: t.clock.now() }).where(eq(contents.id, c.contentId));
    expect(await admin('/admin/release/approve', { releaseId: release.releaseId })).toMatchObject({ code: 409, msg: RELEASE_MESSAGES.designDeleted });
    expect(await admin('/admin/release/approve', { releaseId: 'nope' })).toMatchObject({ code: 404, msg: RELEASE_MESSAGES.noRelease });
  });

  it('the admin CLI lists, approves and rejects releases', async () => {
    const a = await creatorWithTier('verified', 'Cli A');
    const b = await creatorWithTier('verified', 'Cli B');
    const { data: ra } = await submit(a.session, { ...good, contentId: a.contentId });
    const { data: rb } = await submit(b.session, { ...good, contentId: b.contentId });
    const out: string[] = [];
    const err: string[] = [];
    const run = (args: string[]) => runAdminCli([...args, '--url', base, '--token', adminToken], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });
    expect(await run(['releases'])).toBe(0);
    expect(out.find((l) => l.startsWith(`${ra.releaseId}\tpending\tpendant: S 38.00 USD, M 48.00 USD\tby Cli A`))).toBeTruthy();
    expect(await run(['release-approve', ra.releaseId])).toBe(0);
    expect(out.at(-1)).toBe(`on sale in the shop: /detail/${a.contentId}`);
    expect(await run(['release-approve', ra.releaseId])).toBe(1);
    expect(err.at(-1)).toContain(`409 ${RELEASE_MESSAGES.reviewed}`);
    expect(await run(['release-reject', rb.releaseId])).toBe(1);
    expect(err.at(-1)).toContain('needs a releaseId and --reason');
    expect(await run(['release-reject', rb.releaseId, '--reason', 'Too dark to print'])).toBe(0);
    expect(out.at(-1)).toContain('\trejected\t');
    expect(out.at(-1)).toContain('reason: Too dark to print');
    out.length = 0;
    expect(await run(['releases', '--status', 'rejected'])).toBe(0);
    expect(out.some((l) => l.startsWith(rb.releaseId))).toBe(true);
    expect(await run(['releases', '--status', 'gone'])).toBe(1);
  });
});
