import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, contentMentions, follows, topics, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import type { GenerateJobDto, GenerationRecordDto } from '../generate';

type MentionPage = {
  dataList: { uuid: string; name: string; avatarUrl: string | null; tags: string[] }[];
  cursor: { after: string | null };
  hasMore: boolean;
  sessionId: string;
};

let t: TestApp;
let me: { id: string; session: string };
const BASE = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(BASE);
  me = await t.createUser({ nickname: 'Me' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function mention(query: Record<string, string>, session = me.session) {
  return t.call<MentionPage>('GET', '/aigc/api/search/authors/mention', { session, query });
}

describe('GET /aigc/api/search/authors/mention', () => {
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    ids = {};
    for (const name of ['Lunar Ann', 'Luna', 'Moon Lu', 'Bob', 'Zed Lu', 'lucky', 'Lu_x', 'Lu%y']) {
      ids[name] = (await t.createUser({ nickname: name })).id;
    }
    await t.db.update(users).set({ accountLevel: 'official' }).where(eq(users.id, ids.Luna!));
    await t.db.update(users).set({ accountLevel: 'officialQualityCreator' }).where(eq(users.id, ids['Zed Lu']!));
    await t.db.insert(follows).values({ followerId: me.id, followedId: ids['Zed Lu']! });
  });

  it('needs a login', async () => {
    expect((await t.call('GET', '/aigc/api/search/authors/mention', { query: { query: 'lu' } })).body.code).toBe(401);
  });

  it('ranks prefix matches first, then people I follow, then other matches; never me; LIKE characters are literal', async () => {
    const r = await mention({ query: 'LU', limit: '20' });
    expect(r.body.code).toBe(200);
    const names = r.body.data.dataList.map((c) => c.name);
    // prefix (not followed): Lu%y, Lu_x, Luna, Lunar Ann, lucky (by lower-case name); followed non-prefix: Zed Lu; other: Moon Lu.
    expect(names).toEqual(['Lu%y', 'Lu_x', 'lucky', 'Luna', 'Lunar Ann', 'Zed Lu', 'Moon Lu']);
    expect(names).not.toContain('Me');
    expect((await mention({ query: 'u%' })).body.data.dataList.map((c) => c.name)).toEqual(['Lu%y']);
    expect((await mention({ query: 'u_' })).body.data.dataList.map((c) => c.name)).toEqual(['Lu_x']);
  });

  it('reports badges: official, officialQualityCreator, author', async () => {
    const r = await mention({ query: 'lu' });
    const byName = Object.fromEntries(r.body.data.dataList.map((c) => [c.name, c.tags]));
    expect(byName.Luna).toEqual(['official']);
    expect(byName['Zed Lu']).toEqual(['officialQualityCreator']);
    expect(byName['Moon Lu']).toEqual([]);
  });

  it('pages with cursor and sessionId: no overlap, no gap, new sign-ups do not shift a session', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let sessionId: string | undefined;
    for (let i = 0; i < 10; i += 1) {
      const r = await mention({ query: 'lu', limit: '2', ...(cursor ? { cursor } : {}), ...(sessionId ? { sessionId } : {}) });
      seen.push(...r.body.data.dataList.map((c) => c.name));
      sessionId = r.body.data.sessionId;
      if (i === 0) {
        t.clock.advance(1000);
        await t.createUser({ nickname: 'Lu Newcomer' }); // after the session started
      }
      if (!r.body.data.hasMore) {
        expect(r.body.data.cursor.after).toBeNull();
        break;
      }
      cursor = r.body.data.cursor.after ?? undefined;
    }
    expect(seen).toEqual(['Lu%y', 'Lu_x', 'lucky', 'Luna', 'Lunar Ann', 'Zed Lu', 'Moon Lu']);
    // A new search (no session) sees the newcomer.
    const fresh = await mention({ query: 'lu' });
    expect(fresh.body.data.dataList.map((c) => c.name)).toContain('Lu Newcomer');
    // A session of another query restarts from the top.
    const other = await mention({ query: 'bob', cursor: cursor!, sessionId: sessionId! });
    expect(other.body.data.dataList.map((c) => c.name)).toEqual(['Bob']);
  });

  it('an empty query lists people I follow first; garbage cursors start from the top', async () => {
    const r = await mention({ query: '', limit: '3', cursor: 'garbage' });
    expect(r.body.data.dataList[0]?.name).toBe('Zed Lu');
    expect(r.body.data.hasMore).toBe(true);
  });

  it('an unknown name gives an empty page without more', async () => {
    const r = await mention({ query: 'nobody-like-this' });
    expect(r.body.data).toMatchObject({ dataList: [], hasMore: false, cursor: { after: null } });
  });
});

describe('POST /aigc/api/author/onboarding', () => {
  it('grants local upload for real once the originality statement is accepted', async () => {
    const u = await t.createUser({ nickname: 'Newbie' });
    expect((await t.call('POST', '/aigc/api/author/onboarding', { body: { acceptOriginality: true } })).body.code).toBe(401);
    const refused = await t.call('POST', '/aigc/api/author/onboarding', { session: u.session, body: { acceptOriginality: false } });
    expect(refused.body).toMatchObject({ code: 400, msg: 'Please confirm that you own the rights to the images you upload' });
    const before = await t.call<{ showPostLocalUpload: boolean }>('GET', '/aigc/api/user/info', { session: u.session });
    expect(before.body.data.showPostLocalUpload).toBe(false);
    const r = await t.call<{ showPostLocalUpload: boolean; needOnBoarding: boolean }>('POST', '/aigc/api/author/onboarding', {
      session: u.session,
      body: { acceptOriginality: true },
    });
    expect(r.body.data).toMatchObject({ showPostLocalUpload: true, needOnBoarding: false });
    const after = await t.call<{ showPostLocalUpload: boolean }>('GET', '/aigc/api/user/info', { session: u.session });
    expect(after.body.data.showPostLocalUpload).toBe(true);
  });
});

describe('publish: Want It rule, mention positions, popUpType', () => {
  let wantable: string;
  let normal: string;
  let forWantable: GenerationRecordDto;
  let free: GenerationRecordDto;
  let friend: { id: string };

  async function generate(prompt: string, topicId?: string): Promise<GenerationRecordDto> {
    const r = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', { session: me.session, body: { prompt, ...(topicId ? { topicId } : {}) } });
    let res = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', { session: me.session, query: { jobId: r.body.data.jobId } });
    for (let i = 0; i < 50 && (res.body.data.status === 'queued' || res.body.data.status === 'running'); i += 1) {
      await t.app.generationQueue.waitForIdle();
      await new Promise((done) => setTimeout(done, 100));
      res = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', { session: me.session, query: { jobId: r.body.data.jobId } });
    }
    if (!res.body.data.record) throw new Error(`generation failed: ${JSON.stringify(res.body)}`);
    return res.body.data.record;
  }

  beforeAll(async () => {
    wantable = newId();
    normal = newId();
    await t.db.insert(topics).values([
      { id: wantable, title: 'Want It: tags', wantable: true, startTime: new Date('2026-05-01'), endTime: new Date('2026-07-01') },
      { id: normal, title: 'Rings', startTime: new Date('2026-05-01'), endTime: new Date('2026-07-01') },
    ]);
    forWantable = await generate('Tag shaped like a cat', wantable);
    free = await generate('A free design');
    friend = await t.createUser({ nickname: 'Friend 友' });
  }, 60_000);

  const body = (over: Record<string, unknown>) => ({
    title: 'T',
    description: '',
    posterImage: forWantable.images[0]!.uniqueImageId,
    contentImage: [],
    type: 1,
    ...over,
  });

  it('a Want It challenge takes exactly one image generated for it', async () => {
    const two = await t.call('POST', '/aigc/api/topic/content', {
      session: me.session,
      body: body({ topicId: wantable, contentImage: [free.images[0]!.uniqueImageId] }),
    });
    expect(two.body).toMatchObject({ code: 400, msg: 'A Want It challenge post takes exactly one image' });
    const wrong = await t.call('POST', '/aigc/api/topic/content', {
      session: me.session,
      body: body({ topicId: wantable, posterImage: free.images[0]!.uniqueImageId }),
    });
    expect(wrong.body).toMatchObject({ code: 400, msg: 'A Want It challenge needs an image designed for this challenge' });
    const okPost = await t.call<{ createId: string; popUpType: number }>('POST', '/aigc/api/topic/content', {
      session: me.session,
      body: body({ topicId: wantable }),
    });
    expect(okPost.body.data.popUpType).toBe(1);
    const plain = await t.call<{ popUpType: number }>('POST', '/aigc/api/topic/content', {
      session: me.session,
      body: body({ topicId: normal, contentImage: [free.images[0]!.uniqueImageId] }),
    });
    expect(plain.body).toMatchObject({ code: 200, data: { popUpType: 0 } });
  });

  it('keeps only mentions whose text still reads @nickname (UTF-16 offsets)', async () => {
    const description = '🎉 thanks @Friend 友 and @Me!';
    const start = description.indexOf('@Friend');
    const r = await t.call<{ createId: string }>('POST', '/aigc/api/topic/content/general', {
      session: me.session,
      body: body({
        posterImage: free.images[0]!.uniqueImageId,
        description,
        mentionUser: [
          { userId: friend.id, startIndex: start, endIndex: start + '@Friend 友'.length },
          { userId: me.id, startIndex: 0, endIndex: 3 }, // text moved: '🎉 ' is not '@Me'
          { userId: friend.id, startIndex: start, endIndex: start + 7 }, // duplicate of a user
        ],
      }),
    });
    expect(r.body.code).toBe(200);
    const stored = await t.db.select().from(contentMentions).where(eq(contentMentions.contentId, r.body.data.createId));
    expect(stored.map((m) => [m.userId, m.startIndex, m.endIndex])).toEqual([[friend.id, start, start + 9]]);
    const detail = await t.call<{ mentions: unknown[] }>('GET', '/aigc/api/topic/content/detail', { query: { contentId: r.body.data.createId } });
    expect(detail.body.data.mentions).toEqual([{ userId: friend.id, nickName: 'Friend 友', startIndex: start, endIndex: start + 9 }]);
  });
});

describe('POST /aigc/api/track', () => {
  it('stores events with the user and Web-Id; visitors too; refuses malformed batches', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/aigc/api/track',
      headers: { 'web-id': 'device-1' },
      cookies: { aigc_session: me.session },
      payload: {
        events: [
          { event: 'click_mention', params: { page_name: 'publish', to_user_id: 'u1' }, time: BASE.getTime() },
          { event: 'publish', params: { enter_method: 'feeds', page_name: 'home', challenge_id: null }, time: 5 },
        ],
      },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { stored: 2 } });
    const visitor = await t.call('POST', '/aigc/api/track', { body: { events: [{ event: 'click_upload_entrance', params: {}, time: BASE.getTime() }] } });
    expect(visitor.body.code).toBe(200);
    for (const bad of [{ events: [] }, { events: [{ event: 'Bad Name', params: {}, time: 1 }] }]) {
      expect((await t.call('POST', '/aigc/api/track', { body: bad })).body.code).toBe(400);
    }
    const rows = await t.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
    expect(rows.map((r) => [r.event, r.userId, r.webId])).toEqual([
      ['click_mention', me.id, 'device-1'],
      ['publish', me.id, 'device-1'],
      ['click_upload_entrance', null, null],
    ]);
    expect(rows[0]!.params).toEqual({ page_name: 'publish', to_user_id: 'u1' });
    // A client clock far off is replaced by the server time.
    expect(rows[1]!.clientTime.getTime()).toBe(t.clock.now().getTime());
  });
});
