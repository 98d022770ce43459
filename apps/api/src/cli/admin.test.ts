import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contents, likes, topics, userRoles, users } from '../db/schema';
import { newId } from '../lib/ids';
import { createAdminToken, setAdminRole } from '../modules/admin';
import { openProduct } from '../modules/makeReal';
import { startTestApp, type TestApp } from '../test/harness';
import { insertPost } from '../test/posts';
import { US_ADDRESS, madeProductFor } from '../test/shop';
import type { CliEnv } from '../env';
import { positionalsLast, runAdminCli } from './admin';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function cli(args: string[], env: CliEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli([...args, '--url', base], { out: (l) => out.push(l), err: (l) => err.push(l), env });
  return { code, out, err };
}

describe('admin CLI over the admin API', () => {
  it('mints a token for an operator and moves a product through the lifecycle with it', async () => {
    const ops = await t.register({ nickname: 'Ops' });
    // Not an operator yet: the server refuses the token.
    const refused = await cli(['token', '--email', ops.email, '--password', ops.password]);
    expect(refused.code).toBe(1);
    expect(refused.err.join('\n')).toContain('403 Operators only');
    await setAdminRole(t.db, ops.email, true, t.clock.now());
    const minted = await cli(['token', '--email', ops.email, '--password', ops.password, '--label', 'laptop']);
    expect(minted.code).toBe(0);
    const token = minted.out[0]!;
    expect(token).toMatch(/^aigc_adm_/);

    const author = await t.createUser();
    const id = newId();
    await t.db.insert(contents).values({ id, authorId: author.id, title: 'Moon lamp', wantCount: 101 });
    await t.db.transaction((tx) => openProduct(tx, id, t.clock.now()));

    const listed = await cli(['products', '--status', 'wanted'], { AIGC_ADMIN_TOKEN: token });
    expect(listed.out.some((l) => l.startsWith(`${id}\twanted`))).toBe(true);
    const moved = await cli(['move', id, 'modelling', '--note', 'sculpting', '--token', token]);
    expect(moved.code).toBe(0);
    expect(moved.out.join('\n')).toContain('wanted → modelling  by Ops');
    const skipped = await cli(['move', id, 'on_sale', '--token', token]);
    expect(skipped.code).toBe(1);
    expect(skipped.err[0]).toContain('409');
    const shown = await cli(['show', id, '--token', token]);
    expect(shown.out[1]).toBe('status: modelling; next: production, evaluation_failed');
  });

  it('sends system and custom messages to chosen users or to everyone', async () => {
    const ops = await t.createUser({ nickname: 'Ops2' });
    await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
    const token = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
    const a = await t.createUser();
    const b = await t.createUser();
    const landing = 'https://x.test/topic/1';
    const one = await cli(['message', '--title', 'Hello', '--content', 'Hi', '--landing', landing, '--user', a.id, '--token', token]);
    expect(one).toMatchObject({ code: 0, out: ['sent 1 message(s)'] });
    t.clock.advance(1000);
    const [everyone] = await t.db.select({ n: count() }).from(users);
    const all = await cli(['message', '--type', '100', '--title', 'News', '--content', 'Body', '--all', '--token', token]);
    expect(all.out).toEqual([`sent ${everyone?.n} message(s)`]);
    type Official = { type: number; payloadJson: Record<string, unknown>; userInfo: unknown };
    const list = await t.call<{ dataList: Official[] }>('GET', '/aigc/api/message/official/list', { session: a.session });
    expect(list.body.data.dataList.map((m) => [m.type, m.payloadJson.title, m.payloadJson.landing_url, m.userInfo])).toEqual([
      [100, 'News', null, null],
      [0, 'Hello', landing, null],
    ]);
    expect((await t.call<number>('GET', '/aigc/api/message/unRead/count', { session: b.session })).body.data).toBe(1);
    expect((await cli(['message', '--title', 'X', '--content', 'Y', '--token', token])).code).toBe(1);
  });

  it('lists shop orders and moves one to shipped and delivered (docs/shop.md)', async () => {
    const ops = await t.createUser({ nickname: 'Shop Ops' });
    await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
    const token = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
    const buyer = await t.createUser();
    const author = await t.createUser();
    const productId = await madeProductFor(t, { authorId: author.id });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/shop/orders',
      payload: { items: [{ productId, size: 'S', quantity: 1 }], shipping: US_ADDRESS },
      cookies: { aigc_session: buyer.session },
      headers: { 'idempotency-key': 'cli' },
    });
    const order = placed.json() as { data: { orderId: string; payment: { paymentId: string } } };
    await t.call('POST', `/aigc/api/pay/test/${order.data.payment.paymentId}/confirm`, { session: buyer.session });
    const { orderId } = order.data;
    const listed = await cli(['orders', '--status', 'paid', '--user', buyer.id, '--token', token]);
    expect(listed.out[0]).toMatch(new RegExp(`^${orderId}\tpaid\t29.00 USD\t`));
    expect(listed.out.at(-1)).toBe('1 order(s)');
    for (const status of ['confirmed', 'in_production']) expect((await cli(['order-move', orderId, status, '--token', token])).code).toBe(0);
    const noTracking = await cli(['order-move', orderId, 'shipped', '--token', token]);
    expect(noTracking).toMatchObject({ code: 1, err: [expect.stringContaining('Please enter the tracking number')] });
    const shipped = await cli(['order-move', orderId, 'shipped', '--tracking', '1Z999AA1', '--carrier', 'UPS', '--token', token]);
    expect(shipped.out).toContain('tracking: UPS 1Z999AA1');
    const shown = await cli(['order', orderId, '--token', token]);
    expect(shown.out.join('\n')).toContain('in_production → shipped  by Shop Ops');
    expect(shown.out).toContain('next: delivered, refunded');
    expect((await cli(['order-refund-retry', orderId, '--token', token])).err[0]).toContain('404 This order has no refund');
  });

  it('publishes a week’s creator ranking once, and awards and lists challenge prizes', async () => {
    const ops = await t.createUser({ nickname: 'Ops3' });
    await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
    const token = await createAdminToken(t.db, ops.id, 'test', t.clock.now());
    const creator = await t.createUser({ nickname: 'Star' });
    const fan = await t.createUser();
    const topicId = newId();
    await t.db.insert(topics).values({
      id: topicId,
      title: 'Charms',
      startTime: new Date('2026-01-01T00:00:00Z'),
      endTime: new Date('2026-02-01T00:00:00Z'),
      prizes: [{ rank: '1st', title: 'Made for real', description: '' }],
    });
    const { contentId } = await insertPost(t.db, { authorId: creator.id, topicId, title: 'Star charm' });
    await t.db.insert(likes).values({ contentId, userId: fan.id, createdAt: new Date('2026-01-07T10:00:00Z') });

    const first = await cli(['ranking', '--week', '2026-W02', '--size', '3', '--message', 'Bravo', '--token', token]);
    expect(first.code).toBe(0);
    expect(first.out).toEqual([
      '2026-W02 (2026-01-05T00:00:00.000Z – 2026-01-12T00:00:00.000Z)',
      `  #1\t${creator.id}\tStar\t1 (0 wants, 1 likes)`,
      'sent 1 message(s)',
    ]);
    const again = await cli(['ranking', '--week', '2026-W02', '--token', token]);
    expect(again.out[0]).toContain('published before, nothing sent');
    expect(again.out.at(-1)).toBe('sent 0 message(s)');
    expect((await cli(['ranking', '--week', 'soon', '--token', token])).code).toBe(1);

    const awarded = await cli(['prize', contentId, '1st', 'free', '--token', token]);
    expect(awarded.out).toEqual([`awarded: ${contentId}\t1st (Made for real)\tfree\tStar\tStar charm`, 'sent 1 message(s)']);
    const listed = await cli(['prizes', '--topic', topicId, '--token', token]);
    expect(listed.out).toEqual([`${contentId}\t1st (Made for real)\tfree\tStar\tStar charm`, '1 prize(s)']);
    expect((await cli(['prize', contentId, '1st', 'gold', '--token', token])).code).toBe(1);
    expect((await cli(['prizes', '--token', token])).code).toBe(1);
    const mine = await t.call<{ dataList: { type: number }[] }>('GET', '/aigc/api/message/official/list', {
      session: creator.session,
    });
    expect(mine.body.data.dataList.map((m) => m.type)).toEqual([19]);
  });

  it('reads ids and values that begin with "-" as values (our ids are base64url)', () => {
    expect(positionalsLast(['order-move', '-bF9dWkz6cBPaYpw', 'shipped', '--tracking', '-1Z9', '--note=x', '-h'], { tracking: { type: 'string' }, note: { type: 'string' }, help: { type: 'boolean', short: 'h' } })).toEqual([
      '--tracking=-1Z9',
      '--note=x',
      '-h',
      '--',
      'order-move',
      '-bF9dWkz6cBPaYpw',
      'shipped',
    ]);
    expect(positionalsLast(['show', '--nope', 'x'], {})).toEqual(['--nope', '--', 'show', 'x']);
  });

  it('explains a missing token and an unknown command', async () => {
    expect((await cli(['products'])).err[0]).toContain('AIGC_ADMIN_TOKEN');
    expect((await cli(['frobnicate'])).code).toBe(1);
  });

  it('makes education teachers and invite links (docs/edu.md)', async () => {
    const operator = await t.createUser();
    await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
    const token = await createAdminToken(t.db, operator.id, 'edu', t.clock.now());
    const made = await cli(['edu-teacher', '--username', 'MsChen', '--name', 'Ms Chen', '--school', 'Lake School', '--token', token]);
    expect(made.code, made.err.join('\n')).toBe(0);
    expect(made.out[0]).toMatch(/^teacher mschen \(.+\) — Ms Chen, Lake School$/);
    const password = /shown once\): (\S+)$/.exec(made.out[1] ?? '')?.[1];
    expect(password).toMatch(/^[a-z2-9]{8}$/);
    const login = await t.call('POST', '/aigc/api/auth/edu/login', {
      body: { username: 'mschen', password: await t.encrypt(password!) },
      headers: { 'entry-type': 'edu' },
    });
    expect(login.body.code).toBe(200);
    const listed = await cli(['edu-teachers', '--token', token]);
    expect(listed.out.some((l) => l.startsWith('mschen\tMs Chen\tLake School\t0 class(es)'))).toBe(true);
    const invite = await cli(['edu-invite', '--school', 'Lake School', '--hours', '24', '--token', token]);
    expect(invite.code).toBe(0);
    expect(invite.out[1]).toMatch(/^\/teacher\/join\?invite=[\w-]{43}$/);
    expect((await cli(['edu-teacher', '--username', 'x', '--token', token])).err[0]).toContain('needs --username, --name and --school');
  });

  it('prints the p75 of real page loads per edition and route (docs/architecture.md "Real-user metrics")', async () => {
    const operator = await t.createUser();
    await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
    const token = await createAdminToken(t.db, operator.id, 'vitals', t.clock.now());
    const time = t.clock.now().getTime();
    const vital = (metric: string, value: number, route: string) => ({
      event: 'web_vital',
      params: { metric, value, rating: 'good', route, navigation_type: 'navigate' },
      time,
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/track',
      headers: { host: 'localhost' },
      payload: { events: [vital('LCP', 2000, '/'), vital('LCP', 2400, '/'), vital('CLS', 0.05, '/'), vital('INP', 120, '/generator/image')] },
    });
    expect(sent.json()).toMatchObject({ code: 200 });
    const printed = await cli(['vitals', '--hours', '6', '--token', token]);
    expect(printed.code, printed.err.join('\n')).toBe(0);
    expect(printed.out[1]).toBe('edition\troute\tLCP\tCLS\tINP\tFCP\tTTFB\tloads');
    expect(printed.out[2]).toBe('main-intl\t/\t2300 ms\t0.050\t-\t-\t-\t2');
    expect(printed.out[3]).toBe('main-intl\t/generator/image\t-\t-\t120 ms\t-\t-\t1');
    expect((await cli(['vitals', '--hours', 'x', '--token', token])).err[0]).toContain('--hours must be a whole number');
  });
});

describe('admin CLI: campaigns (docs/product.md §2 "Campaigns")', () => {
  it('creates, lists and ends a campaign', async () => {
    const ops = await t.createUser({ nickname: 'Campaigner' });
    await t.db.insert(userRoles).values({ userId: ops.id, role: 'admin' });
    const token = await createAdminToken(t.db, ops.id, 'cli', t.clock.now());
    const now = t.clock.now().getTime();
    const args = [
      'campaign-create', 'xiaohongshu', 'cli-spring',
      '--title-en', 'Spring', '--title-zh', '春天', '--hero', 'https://cdn.example.test/h.jpg', '--source', 'xhs_cli',
      '--starts', new Date(now - 60_000).toISOString(), '--ends', new Date(now + 86_400_000).toISOString(),
      '--rules-en', 'Be kind', '--rules-zh', '友善',
      '--token', token,
    ];
    const made = await cli(args);
    expect(made.code).toBe(0);
    expect(made.out[0]).toContain('/activities/xiaohongshu/cli-spring\trunning');
    const again = await cli(args);
    expect(again.code).toBe(1);
    expect(again.err[0]).toContain('409 A campaign with this code already exists in this channel');
    const missing = await cli(['campaign-create', 'xiaohongshu', 'x', '--token', token]);
    expect(missing.err[0]).toContain('needs --title-en');
    const listed = await cli(['campaigns', '--channel', 'xiaohongshu', '--token', token]);
    expect(listed.out.some((l) => l.includes('cli-spring') && l.includes('source xhs_cli') && l.includes('0 sign-up(s)'))).toBe(true);
    const ended = await cli(['campaign-end', 'xiaohongshu', 'cli-spring', '--token', token]);
    expect(ended.out[0]).toContain('\tended\t');
  });
});
