import { LIMIT_DEFAULTS, TERMS_VERSION } from '@aigc/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, topics, userRoles, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { codeFrom, startTestApp, TEST_LIMITS, type TestApp } from '../../test/harness';
import { createAdminToken } from '../admin';

let t: TestApp;
let adminToken: string;
let plain: { id: string; session: string };
const topicId = newId();

beforeAll(async () => {
  t = await startTestApp({ config: { limits: { ...LIMIT_DEFAULTS, routes: TEST_LIMITS.routes } } });
  const operator = await t.createUser({ nickname: 'Ops' });
  await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, operator.id, 'test', t.clock.now());
  plain = await t.createUser({ nickname: 'Visitor' });
  const now = t.clock.now().getTime();
  await t.db.insert(topics).values({
    id: topicId,
    title: 'Moon Charms',
    startTime: new Date(now - 86_400_000),
    endTime: new Date(now + 30 * 86_400_000),
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Campaign = {
  channel: string;
  code: string;
  title: { en: string; zh: string };
  rules: { en: string; zh: string };
  state: string;
  htSource: string;
  topic: { topicId: string; title: string } | null;
  signups?: number;
  endedAt?: string | null;
};

const DAY = 86_400_000;
let seq = 0;
/** A valid create body: a running campaign (started a day ago, ends in a week) unless overridden. */
function body(over: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  seq += 1;
  return {
    channel: 'xiaohongshu',
    code: `spring-${seq}`,
    title: { en: 'Spring charms', zh: '春日挂饰' },
    description: { en: 'Design a charm', zh: '设计一个挂饰' },
    rules: { en: 'One entry a day', zh: '每天一件作品' },
    heroImage: 'https://cdn.example.test/hero.jpg',
    htSource: `xhs_spring_${seq}`,
    startsAt: new Date(now - DAY).toISOString(),
    endsAt: new Date(now + 7 * DAY).toISOString(),
    topicId,
    ...over,
  };
}

function admin<T = Campaign>(method: 'GET' | 'POST', url: string, opts: { body?: unknown; query?: Record<string, string> } = {}) {
  return t.call<T>(method, `/aigc/admin${url}`, { ...opts, headers: { authorization: `Bearer ${adminToken}` } });
}

describe('campaigns (docs/product.md §2 "Campaigns")', () => {
  it('an operator creates a campaign; anyone reads it by channel and code, with its challenge and state', async () => {
    const b = body();
    const made = await admin('POST', '/campaigns', { body: b });
    expect(made.body.code).toBe(200);
    expect(made.body.data).toMatchObject({ code: b.code, state: 'running', signups: 0, endedAt: null });
    const r = await t.call<Campaign>('GET', `/aigc/api/campaigns/xiaohongshu/${b.code}`);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({
      channel: 'xiaohongshu',
      code: b.code,
      title: { en: 'Spring charms', zh: '春日挂饰' },
      rules: { en: 'One entry a day', zh: '每天一件作品' },
      reward: { en: '', zh: '' },
      htSource: b.htSource,
      state: 'running',
      topic: { topicId, title: 'Moon Charms' },
    });
    // The same code in the other channel is another page.
    expect((await t.call('GET', `/aigc/api/campaigns/yincangkuan/${b.code}`)).body).toEqual({
      code: 404,
      msg: 'This campaign does not exist',
      data: null,
    });
  });

  it('answers 404 with a clear message for an unknown code, and 400 for an unknown channel', async () => {
    const r = await t.call('GET', '/aigc/api/campaigns/xiaohongshu/nope');
    expect(r.body).toEqual({ code: 404, msg: 'This campaign does not exist', data: null });
    expect((await t.call('GET', '/aigc/api/campaigns/weibo/nope')).body.code).toBe(400);
  });

  it('says upcoming before its window and ended after it, or once an operator ends it', async () => {
    const now = t.clock.now().getTime();
    const soon = body({ channel: 'yincangkuan', startsAt: new Date(now + DAY).toISOString(), endsAt: new Date(now + 2 * DAY).toISOString(), topicId: null });
    expect((await admin('POST', '/campaigns', { body: soon })).body.code).toBe(200);
    const read = () => t.call<Campaign>('GET', `/aigc/api/campaigns/yincangkuan/${soon.code}`);
    expect((await read()).body.data).toMatchObject({ state: 'upcoming', topic: null });
    t.clock.advance(DAY);
    expect((await read()).body.data.state).toBe('running');
    t.clock.advance(DAY);
    expect((await read()).body.data.state).toBe('ended');

    const live = body();
    await admin('POST', '/campaigns', { body: live });
    const ended = await admin('POST', '/campaigns/end', { body: { channel: 'xiaohongshu', code: live.code } });
    expect(ended.body.data.state).toBe('ended');
    expect(ended.body.data.endedAt).toBeTruthy();
    expect((await t.call<Campaign>('GET', `/aigc/api/campaigns/xiaohongshu/${live.code}`)).body.data.state).toBe('ended');
    const twice = await admin('POST', '/campaigns/end', { body: { channel: 'xiaohongshu', code: live.code } });
    expect(twice.body).toMatchObject({ code: 409, msg: 'This campaign has already ended' });
    expect((await admin('POST', '/campaigns/end', { body: { channel: 'xiaohongshu', code: 'nope' } })).body.code).toBe(404);
  });

  it('validates what an operator creates', async () => {
    const refused = async (over: Record<string, unknown>) => (await admin('POST', '/campaigns', { body: body(over) })).body;
    expect((await refused({ code: 'Has Spaces' })).code).toBe(400);
    expect((await refused({ htSource: 'bad source!' })).msg).toContain('ht_source');
    expect((await refused({ htSource: 'a'.repeat(65) })).code).toBe(400);
    expect((await refused({ title: { en: 'Only English', zh: '' } })).msg).toContain('title');
    expect((await refused({ heroImage: 'javascript:alert(1)' })).msg).toContain('heroImage');
    const now = t.clock.now().getTime();
    expect(await refused({ startsAt: new Date(now).toISOString(), endsAt: new Date(now).toISOString() })).toMatchObject({
      code: 400,
      msg: 'The campaign must end after it starts',
    });
    expect(await refused({ topicId: 'no-such-topic' })).toMatchObject({ code: 404, msg: 'No challenge with this id' });
    const b = body();
    await admin('POST', '/campaigns', { body: b });
    expect((await admin('POST', '/campaigns', { body: { ...body(), code: b.code } })).body).toMatchObject({
      code: 409,
      msg: 'A campaign with this code already exists in this channel',
    });
  });

  it('is for operators only', async () => {
    expect((await t.call('POST', '/aigc/admin/campaigns', { body: body() })).body.code).toBe(401);
    expect((await t.call('POST', '/aigc/admin/campaigns', { body: body(), session: plain.session })).body.code).toBe(403);
    expect((await t.call('GET', '/aigc/admin/campaigns', { session: plain.session })).body.code).toBe(403);
  });
});

describe('ht_source (docs/product.md §3 "Campaign source")', () => {
  async function sourceOf(id: string) {
    const [u] = await t.db.select({ s: users.signupSource }).from(users).where(eq(users.id, id));
    return u?.s ?? null;
  }

  it('an e-mail sign-up records its htSource; the campaign list counts it', async () => {
    const b = body();
    await admin('POST', '/campaigns', { body: b });
    const email = `src-${newId().toLowerCase()}@example.test`;
    await t.call('POST', '/aigc/api/auth/register/email/code', { body: { email } });
    const code = codeFrom((await t.outbox()).find((m) => m.to === email));
    const bad = await t.call('POST', '/aigc/api/auth/register/email', {
      body: { email, password: await t.encrypt('secret123'), nickname: 'Src', code, htSource: '<script>', termsVersion: TERMS_VERSION },
    });
    expect(bad.body.code).toBe(400);
    const r = await t.call<{ user: { id: string } }>('POST', '/aigc/api/auth/register/email', {
      body: { email, password: await t.encrypt('secret123'), nickname: 'Src', code, htSource: b.htSource, termsVersion: TERMS_VERSION },
    });
    expect(r.body.code).toBe(200);
    expect(await sourceOf(r.body.data.user.id)).toBe(b.htSource);
    t.clock.advance(61_000);
    const list = await admin<{ dataList: Campaign[]; total: number }>('GET', '/campaigns', { query: { channel: 'xiaohongshu' } });
    expect(list.body.data.dataList.find((c) => c.code === b.code)?.signups).toBe(1);
    expect(list.body.data.dataList.every((c) => c.channel === 'xiaohongshu')).toBe(true);
  });

  it('a phone sign-up records the first htSource; a later sign-in with another one changes nothing', async () => {
    const mobile = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
    const login = async (htSource: string) => {
      await t.call('POST', '/aigc/api/auth/login/mobile/code', { body: { mobile }, headers: { host: 'cn.localhost:3000' } });
      const code = codeFrom((await t.outbox()).find((m) => m.to === mobile && m.subject === 'SMS'));
      const r = await t.call<{ user: { id: string } }>('POST', '/aigc/api/auth/login/mobile', {
        body: { mobile, code, htSource, termsVersion: TERMS_VERSION },
        headers: { host: 'cn.localhost:3000' },
      });
      t.clock.advance(61_000);
      return r.body.data.user.id;
    };
    const id = await login('ycg_first');
    expect(await sourceOf(id)).toBe('ycg_first');
    expect(await login('ycg_second')).toBe(id);
    expect(await sourceOf(id)).toBe('ycg_first');
  });

  it('an account made without a source has none', async () => {
    const u = await t.register();
    expect(await sourceOf(u.id)).toBeNull();
  });

  it('tracked events keep the visit’s htSource; a malformed one is refused', async () => {
    const webId = `w-${newId()}`;
    const send = (htSource?: string) =>
      t.call<{ stored: number }>('POST', '/aigc/api/track', {
        body: { events: [{ event: 'click_upload_entrance', params: { page_name: 'campaign' }, time: t.clock.now().getTime() }], ...(htSource !== undefined ? { htSource } : {}) },
        headers: { 'web-id': webId },
      });
    expect((await send('xhs_track')).body.data.stored).toBe(1);
    expect((await send()).body.code).toBe(200);
    expect((await send('x'.repeat(65))).body.code).toBe(400);
    const rows = await t.db.select({ source: analyticsEvents.source }).from(analyticsEvents).where(eq(analyticsEvents.webId, webId));
    expect(rows.map((r) => r.source).sort()).toEqual(['xhs_track', null].sort());
  });
});
