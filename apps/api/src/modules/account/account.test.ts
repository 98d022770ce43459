import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { contentImages, contentModels, contents, images, likes, products, ticketLogs, topics, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };
type Card = { contentId: string; isModel: boolean; modelUrl: string | null; wanted: boolean };

let t: TestApp;
const BASE = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(BASE);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Inserts a post with one image (and a model file when `model`), created `minutes` after BASE. */
async function makePost(db: Db, authorId: string, minutes: number, o: { model?: boolean; topicId?: string } = {}): Promise<string> {
  const id = newId();
  const imageId = newId();
  await db.insert(images).values({
    id: imageId,
    ownerId: authorId,
    key: `test/${imageId}.webp`,
    url: `/aigc/files/test/${imageId}.webp`,
    url512: `/aigc/files/test/${imageId}_512.webp`,
    url200: `/aigc/files/test/${imageId}_200.webp`,
    width: 800,
    height: 600,
  });
  await db.insert(contents).values({
    id,
    authorId,
    title: `Post ${minutes}`,
    topicId: o.topicId ?? null,
    createdAt: new Date(BASE.getTime() + minutes * 60_000),
  });
  await db.insert(contentImages).values({ contentId: id, imageId, position: 0 });
  if (o.model) await db.insert(contentModels).values({ contentId: id, url: `/aigc/files/test/${id}.glb`, format: 'glb', sizeBytes: 1234 });
  return id;
}

const list = (query: Record<string, string>, session?: string) =>
  t.call<Page<Card>>('GET', '/aigc/api/topic/content/user/list', { query, ...(session ? { session } : {}) });

describe('account tabs: GET /api/topic/content/user/list', () => {
  it('posts newest first with the image / 3D sub-filter, paginated', async () => {
    const u = await t.createUser();
    const a = await makePost(t.db, u.id, 1);
    const b = await makePost(t.db, u.id, 2, { model: true });
    const c = await makePost(t.db, u.id, 3);
    const all = await list({ userId: u.id });
    expect(all.body.data.dataList.map((x) => x.contentId)).toEqual([c, b, a]);
    expect(all.body.data.dataList.find((x) => x.contentId === b)).toMatchObject({ isModel: true, modelUrl: `/aigc/files/test/${b}.glb` });
    expect((await list({ userId: u.id, kind: 'model' })).body.data.dataList.map((x) => x.contentId)).toEqual([b]);
    expect((await list({ userId: u.id, kind: 'image' })).body.data.dataList.map((x) => x.contentId)).toEqual([c, a]);
    const p2 = await list({ userId: u.id, page: '2', pageSize: '2' });
    expect(p2.body.data).toMatchObject({ total: 3, hasMore: false, page: 2 });
    expect(p2.body.data.dataList.map((x) => x.contentId)).toEqual([a]);
    expect((await list({ userId: 'nobody' })).body.code).toBe(404);
    expect((await list({ userId: u.id, tab: 'nope' })).body.code).toBe(400);
    expect((await list({ userId: u.id, pageSize: '61' })).body.code).toBe(400);
  });

  it('likes and wants tabs: most recent first, deleted posts left out', async () => {
    const author = await t.createUser();
    const fan = await t.createUser({ tickets: 5 });
    const p1 = await makePost(t.db, author.id, 10);
    const p2 = await makePost(t.db, author.id, 11);
    const p3 = await makePost(t.db, author.id, 12);
    await t.db.insert(likes).values([
      { contentId: p1, userId: fan.id, createdAt: new Date(BASE.getTime() + 3_600_000) },
      { contentId: p3, userId: fan.id, createdAt: new Date(BASE.getTime() + 1_800_000) },
    ]);
    for (const id of [p2, p1, p3]) {
      t.clock.advance(1000);
      expect((await t.call('POST', '/aigc/api/topic/content/want', { session: fan.session, body: { contentId: id } })).body.code).toBe(200);
    }
    expect((await list({ userId: fan.id, tab: 'likes' })).body.data.dataList.map((x) => x.contentId)).toEqual([p1, p3]);
    const w = await list({ userId: fan.id, tab: 'wants' }, fan.session);
    expect(w.body.data.dataList.map((x) => x.contentId)).toEqual([p3, p1, p2]);
    expect(w.body.data.dataList.every((x) => x.wanted)).toBe(true);
    await t.db.update(contents).set({ deletedAt: t.clock.now() }).where(eq(contents.id, p1));
    expect((await list({ userId: fan.id, tab: 'wants' })).body.data.dataList.map((x) => x.contentId)).toEqual([p3, p2]);
    expect((await list({ userId: fan.id, tab: 'likes' })).body.data.total).toBe(1);
  });
});

describe('product tab (user-products page)', () => {
  it('lists products by in-production / on-sale with their status', async () => {
    const u = await t.createUser();
    const plain = await makePost(t.db, u.id, 60);
    const making = await makePost(t.db, u.id, 61);
    const selling = await makePost(t.db, u.id, 62);
    const failed = await makePost(t.db, u.id, 63);
    await t.db.insert(products).values([
      { contentId: making, status: 'modelling' },
      { contentId: selling, status: 'on_sale' },
      { contentId: failed, status: 'evaluation_failed' },
    ]);
    const ids = async (productTab: string) =>
      (await list({ userId: u.id, tab: 'product', productTab })).body.data.dataList.map((x) => x.contentId);
    expect(await ids('all')).toEqual([selling, making]);
    expect(await ids('in_production')).toEqual([making]);
    expect(await ids('on_sale')).toEqual([selling]);
    const posts = await t.call<Page<Card & { productStatus: string | null }>>('GET', '/aigc/api/topic/content/user/list', { query: { userId: u.id } });
    expect(posts.body.data.dataList.map((x) => [x.contentId, x.productStatus])).toEqual([
      [failed, 'evaluation_failed'],
      [selling, 'on_sale'],
      [making, 'modelling'],
      [plain, null],
    ]);
  });
});

describe('profile update', () => {
  it('changes the nickname with the docs/product.md §5 rules', async () => {
    const u = await t.createUser({ nickname: 'Before' });
    const upd = (nickName: string) => t.call<{ nickName: string }>('POST', '/aigc/api/user/profile/update', { session: u.session, body: { nickName } });
    expect((await t.call('POST', '/aigc/api/user/profile/update', { body: { nickName: 'X' } })).body.code).toBe(401);
    expect((await upd('   ')).body).toMatchObject({ code: 400, msg: 'Please enter a nickname' });
    expect((await upd('a')).body).toMatchObject({ code: 400, msg: 'The nickname must be 2 to 20 characters long' });
    expect((await upd('x'.repeat(21))).body.code).toBe(400);
    const ok = await upd('  月光 Maker ');
    expect(ok.body.data.nickName).toBe('月光 Maker');
    const p = await t.call<{ nickName: string }>('GET', '/aigc/api/user/profile', { query: { userId: u.id } });
    expect(p.body.data.nickName).toBe('月光 Maker');
  });

  async function uploadAvatar(session: string, bytes: Buffer, filename = 'me.png', type = 'image/png') {
    const boundary = '----aigc' + newId();
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    );
    const payload = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/user/avatar',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      cookies: { aigc_session: session },
    });
    return res.json() as { code: number; msg: string; data: { avatar: string | null } };
  }

  it('uploads an avatar: checked by bytes, re-encoded to a 256 px WebP, the old one replaced', async () => {
    const u = await t.createUser();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c33' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .png()
      .toBuffer();
    const first = await uploadAvatar(u.session, png);
    expect(first.code).toBe(200);
    const url1 = first.data.avatar!;
    expect(url1).toMatch(new RegExp(`^/aigc/files/avatars/${u.id}/.+\\.webp$`));
    const file = await t.app.storage.get(url1.replace('/aigc/files/', ''));
    const meta = await sharp(file!.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    // a responsive variant drawn from it (docs/architecture.md "Responsive images") goes with it
    const key1 = url1.replace('/aigc/files/', '');
    expect((await t.app.inject({ method: 'GET', url: `/aigc/files/_w64/${key1}.avif` })).statusCode).toBe(200);
    expect(await t.app.storage.exists(`_w64/${key1}.avif`)).toBe(true);

    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#36c' } }).jpeg().toBuffer();
    const second = await uploadAvatar(u.session, jpeg, 'renamed.gif', 'image/gif'); // the name and type lie; the bytes decide
    expect(second.code).toBe(200);
    expect(second.data.avatar).not.toBe(url1);
    expect(await t.app.storage.exists(url1.replace('/aigc/files/', ''))).toBe(false);
    expect(await t.app.storage.exists(`_w64/${key1}.avif`)).toBe(false);
    const row = (await t.db.select().from(users).where(eq(users.id, u.id)))[0];
    expect(row?.avatar).toBe(second.data.avatar);
  });

  it('refuses non-images, GIFs, oversize files and visitors without changing the avatar', async () => {
    const u = await t.createUser();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    expect(await uploadAvatar(u.session, gif, 'x.png')).toMatchObject({ code: 400, msg: 'Please choose a JPEG, PNG or WebP image' });
    expect(await uploadAvatar(u.session, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png')).toMatchObject({ code: 400 });
    const truncated = (await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0f0' } }).png().toBuffer()).subarray(0, 60);
    expect((await uploadAvatar(u.session, truncated)).code).toBe(400);
    expect(await uploadAvatar(u.session, Buffer.alloc(5 * 1024 * 1024 + 10, 1))).toMatchObject({ code: 400, msg: 'The image must be at most 5 MB' });
    const visitor = await t.app.inject({ method: 'POST', url: '/aigc/api/user/avatar', payload: {} });
    expect(visitor.json().code).toBe(401);
    const row = (await t.db.select().from(users).where(eq(users.id, u.id)))[0];
    expect(row?.avatar).toBeNull();
  });
});

describe('POST /api/topic/content/batch/delete', () => {
  const del = (session: string, contentIds: string[]) =>
    t.call<{ deletedIds: string[]; refundedUsers: number; refundedTickets: number }>('POST', '/aigc/api/topic/content/batch/delete', {
      session,
      body: { contentIds },
    });

  it('enforces the limits and ownership; nothing changes on refusal', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const mine = await makePost(t.db, a.id, 20);
    const theirs = await makePost(t.db, b.id, 21);
    expect((await t.call('POST', '/aigc/api/topic/content/batch/delete', { body: { contentIds: [mine] } })).body.code).toBe(401);
    expect((await del(a.session, [])).body).toMatchObject({ code: 400, msg: 'Please select at least one image' });
    const many = Array.from({ length: 51 }, () => newId());
    expect((await del(a.session, many)).body).toMatchObject({ code: 400, msg: 'At most 50 posts can be deleted at a time' });
    expect((await del(a.session, [mine, theirs])).body).toMatchObject({ code: 403, msg: 'You can only delete your own posts' });
    expect((await del(a.session, [mine, 'ghost'])).body.code).toBe(404);
    const still = await t.call('GET', '/aigc/api/topic/content/detail', { query: { contentId: mine } });
    expect(still.body.code).toBe(200);
  });

  it('removes posts everywhere and refunds every wanter in the same transaction, once', async () => {
    const author = await t.createUser({ tickets: 0 });
    const topicId = newId();
    await t.db.insert(topics).values({ id: topicId, title: 'Gone soon', startTime: BASE, endTime: new Date(BASE.getTime() + 864e5) });
    const posts = [];
    for (let i = 0; i < 3; i += 1) posts.push(await makePost(t.db, author.id, 30 + i, { topicId }));
    const keep = await makePost(t.db, author.id, 40, { topicId });
    const fans = await Promise.all(Array.from({ length: 4 }, () => t.createUser({ tickets: 5 })));
    // fan0 wants posts 0 and 1; fan1 wants post 0; fan2 wants the kept post; fan3 none.
    const want = (s: string, id: string) => t.call('POST', '/aigc/api/topic/content/want', { session: s, body: { contentId: id } });
    await want(fans[0]!.session, posts[0]!);
    await want(fans[0]!.session, posts[1]!);
    await want(fans[1]!.session, posts[0]!);
    await want(fans[2]!.session, keep);
    const r = await del(author.session, [posts[0]!, posts[1]!, posts[2]!, posts[0]!]);
    expect(r.body.code).toBe(200);
    expect(new Set(r.body.data.deletedIds)).toEqual(new Set(posts));
    expect(r.body.data).toMatchObject({ refundedUsers: 2, refundedTickets: 3 });
    const balance = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.tickets;
    expect(await balance(fans[0]!.id)).toBe(5);
    expect(await balance(fans[1]!.id)).toBe(5);
    expect(await balance(fans[2]!.id)).toBe(4);
    const logs = await t.db.select().from(ticketLogs).where(eq(ticketLogs.userId, fans[0]!.id));
    expect(logs.filter((l) => l.type === 1 && l.title.startsWith('Refund')).map((l) => l.nums)).toEqual([2]);
    // Gone everywhere: detail 404, feed, challenge feed and counts, profile.
    expect((await t.call('GET', '/aigc/api/topic/content/detail', { query: { contentId: posts[0]! } })).body.code).toBe(404);
    const feed = await t.call<Page<Card>>('GET', '/aigc/api/topic/content/list', { query: { sort: 'new', pageSize: '60', topicId } });
    expect(feed.body.data.dataList.map((c) => c.contentId)).toEqual([keep]);
    const sel = await t.call<Page<{ uniqueTopicId: string; postCount: number }>>('GET', '/aigc/api/topic/selection', { query: { pageSize: '1000' } });
    expect(sel.body.data.dataList.find((x) => x.uniqueTopicId === topicId)?.postCount).toBe(1);
    const prof = await t.call<{ postCount: number; wantReceivedCount: number }>('GET', '/aigc/api/user/profile', { query: { userId: author.id } });
    expect(prof.body.data).toMatchObject({ postCount: 1, wantReceivedCount: 1 });
    expect((await list({ userId: fans[0]!.id, tab: 'wants' })).body.data.total).toBe(0);
    // A retry deletes and refunds nothing more; a want on a deleted post is refused.
    expect((await del(author.session, [posts[0]!])).body.data).toEqual({ deletedIds: [], refundedUsers: 0, refundedTickets: 0 });
    expect(await balance(fans[0]!.id)).toBe(5);
    expect((await want(fans[3]!.session, posts[1]!)).body.code).toBe(404);
  });

  it('is refused while a product is under evaluation or its page is configured (docs/product.md §8)', async () => {
    const u = await t.createUser();
    const free = await makePost(t.db, u.id, 70);
    const evaluating = await makePost(t.db, u.id, 71);
    const selling = await makePost(t.db, u.id, 72);
    await t.db.insert(products).values([
      { contentId: evaluating, status: 'wanted' },
      { contentId: selling, status: 'on_sale' },
    ]);
    const r = await del(u.session, [free, evaluating]);
    expect(r.body).toMatchObject({ code: 403, msg: 'Deletion is not allowed during goods evaluation or product-page configuration' });
    expect((await t.call('GET', '/aigc/api/topic/content/detail', { query: { contentId: free } })).body.code).toBe(200);
    await t.db.update(products).set({ status: 'production' }).where(eq(products.contentId, evaluating));
    expect((await del(u.session, [evaluating])).body.code).toBe(403);
    await t.db.update(products).set({ status: 'evaluation_failed' }).where(eq(products.contentId, evaluating));
    expect((await del(u.session, [free, evaluating, selling])).body.data.deletedIds).toHaveLength(3);
  });

  it('refunds once when the same batch is sent 10 times at once', async () => {
    const author = await t.createUser();
    const fan = await t.createUser({ tickets: 3 });
    const ids = [await makePost(t.db, author.id, 50), await makePost(t.db, author.id, 51)];
    for (const id of ids) await t.call('POST', '/aigc/api/topic/content/want', { session: fan.session, body: { contentId: id } });
    const results = await Promise.all(Array.from({ length: 10 }, () => del(author.session, ids)));
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(results.reduce((n, r) => n + r.body.data.refundedTickets, 0)).toBe(2);
    expect((await t.db.select().from(users).where(eq(users.id, fan.id)))[0]?.tickets).toBe(3);
  });
});
