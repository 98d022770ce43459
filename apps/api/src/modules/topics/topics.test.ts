import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImages, contents, images, topicRealPictures, topics, topicShortcuts, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import type { PostCardDto } from '../../shared';
import { PRIORITY_CREATOR_MARKER } from '@aigc/domain';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };
type Topic = { uniqueTopicId: string; title: string; postCount: number; status: string; wantable: 0 | 1 };
type TopicDetail = Topic & {
  campaignInfo: string;
  rules: string[];
  prizes: { rank: string; title: string; description: string }[];
  realPictures: { id: string; url: string; contentId: string | null; caption: string }[];
  participantCount: number;
  designerCount: number;
  canPost: boolean;
};
type ActivityPage = Page<Topic> & { counts: { all: number; ongoing: number; upcoming: number; ended: number } };
type Share = { content: PostCardDto; topic: Topic | null; shareTitle: string; sharePath: string; imageUrl: string };

let t: TestApp;
const NOW = new Date('2026-06-10T12:00:00Z');
const DAY = 86_400_000;
const ids = { ongoing: newId(), upcoming: newId(), ended: newId(), wantable: newId() };
let designer: { id: string; session: string };
let member: { id: string; session: string };
const posts = { designerOld: '', designerNew: '', member: '', deleted: '', deletedDesigner: '', plain: '' };

async function makePost(authorId: string, topicId: string | null, createdAt: Date, o: { wantCount?: number; deleted?: boolean } = {}): Promise<string> {
  const id = newId();
  const imageId = newId();
  await t.db.insert(images).values({
    id: imageId,
    ownerId: authorId,
    key: `test/${imageId}.webp`,
    url: `/aigc/files/test/${imageId}.webp`,
    url512: `/aigc/files/test/${imageId}_512.webp`,
    url200: `/aigc/files/test/${imageId}_200.webp`,
    width: 800,
    height: 600,
  });
  await t.db.insert(contents).values({
    id,
    authorId,
    topicId,
    title: `Post ${id.slice(0, 4)}`,
    wantCount: o.wantCount ?? 0,
    createdAt,
    deletedAt: o.deleted ? createdAt : null,
  });
  await t.db.insert(contentImages).values({ contentId: id, imageId, position: 0 });
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(NOW);
  designer = await t.createUser({ nickname: 'Designer' });
  member = await t.createUser({ nickname: 'Member' });
  await t.db.update(users).set({ accountLevel: PRIORITY_CREATOR_MARKER }).where(eq(users.id, designer.id));
  const at = (d: number) => new Date(NOW.getTime() + d * DAY);
  await t.db.insert(topics).values([
    {
      id: ids.ongoing,
      title: 'Moonlight Jewelry',
      startTime: at(-5),
      endTime: at(5),
      campaignInfo: 'Run with the studio team.',
      rules: ['One design per post', 'Original work only'],
      prizes: [{ rank: '1st', title: 'Made for real', description: 'Produced and sold in the shop' }],
    },
    { id: ids.upcoming, title: 'Winter Charms', startTime: at(3), endTime: at(20) },
    { id: ids.ended, title: 'Spring Rings', startTime: at(-30), endTime: at(-1) },
    { id: ids.wantable, title: 'Want It: Keychains', wantable: true, activityType: 1, startTime: at(-2), endTime: at(9) },
  ]);
  posts.designerOld = await makePost(designer.id, ids.ongoing, at(-3), { wantCount: 40 });
  posts.designerNew = await makePost(designer.id, ids.ongoing, at(-1));
  posts.member = await makePost(member.id, ids.ongoing, at(-2), { wantCount: 5 });
  posts.deleted = await makePost(member.id, ids.ongoing, at(-2), { deleted: true });
  posts.deletedDesigner = await makePost(designer.id, ids.ongoing, at(-2), { deleted: true });
  posts.plain = await makePost(member.id, null, at(-1));
  await t.db.insert(topicRealPictures).values([
    { id: newId(), topicId: ids.ongoing, contentId: posts.designerOld, url: '/aigc/files/real/a.webp', width: 800, height: 800, caption: 'Cast in silver', position: 0 },
    { id: newId(), topicId: ids.ongoing, contentId: posts.deleted, url: '/aigc/files/real/b.webp', width: 800, height: 600, caption: 'Enamel sample', position: 1 },
  ]);
  await t.db.insert(topicShortcuts).values({ label: 'moon', topicId: ids.ongoing });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/topic/detail', () => {
  it('sends theme, time, status, campaign info, rules, prizes, real pictures and counts of visible posts', async () => {
    const r = await t.call<TopicDetail>('GET', '/aigc/api/topic/detail', { query: { topicId: ids.ongoing } });
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d.title).toBe('Moonlight Jewelry');
    expect(d.status).toBe('ongoing');
    expect(d.canPost).toBe(true);
    expect(d.campaignInfo).toBe('Run with the studio team.');
    expect(d.rules).toEqual(['One design per post', 'Original work only']);
    expect(d.prizes[0]?.title).toBe('Made for real');
    expect(d.postCount).toBe(3);
    expect(d.participantCount).toBe(2);
    expect(d.designerCount).toBe(1);
    expect(d.realPictures.map((p) => p.caption)).toEqual(['Cast in silver', 'Enamel sample']);
    // A picture whose post was deleted stays, but no longer links to it.
    expect(d.realPictures.map((p) => p.contentId)).toEqual([posts.designerOld, null]);
  });

  it('follows the clock: upcoming, then ongoing, then ended (no posting)', async () => {
    const get = async () => (await t.call<TopicDetail>('GET', '/aigc/api/topic/detail', { query: { topicId: ids.upcoming } })).body.data;
    expect((await get()).status).toBe('upcoming');
    expect((await get()).canPost).toBe(false);
    t.clock.set(new Date(NOW.getTime() + 3 * DAY));
    expect((await get()).status).toBe('ongoing');
    t.clock.set(new Date(NOW.getTime() + 20 * DAY));
    const ended = await get();
    expect(ended.status).toBe('ended');
    expect(ended.canPost).toBe(false);
    t.clock.set(NOW);
  });

  it('answers 404 for an unknown challenge', async () => {
    const r = await t.call('GET', '/aigc/api/topic/detail', { query: { topicId: 'nope' } });
    expect(r.body).toMatchObject({ code: 404, msg: 'This challenge does not exist' });
  });
});

describe('GET /api/topic/designer/list', () => {
  it('lists only visible posts of official quality creators, new and hot, paginated', async () => {
    const q = (sort: string, page = '1', pageSize = '20') =>
      t.call<Page<PostCardDto>>('GET', '/aigc/api/topic/designer/list', { query: { topicId: ids.ongoing, sort, page, pageSize } });
    const recent = (await q('new')).body.data;
    expect(recent.dataList.map((c) => c.contentId)).toEqual([posts.designerNew, posts.designerOld]);
    expect(recent.total).toBe(2);
    const first = (await q('hot', '1', '1')).body.data;
    expect(first).toMatchObject({ hasMore: true, total: 2 });
    expect(first.dataList[0]?.contentId).toBe(posts.designerOld);
    const second = (await q('hot', '2', '1')).body.data;
    expect(second).toMatchObject({ hasMore: false });
    expect(second.dataList[0]?.contentId).toBe(posts.designerNew);
  });

  it('answers 404 for an unknown challenge and 400 for a page size over 60', async () => {
    expect((await t.call('GET', '/aigc/api/topic/designer/list', { query: { topicId: 'nope' } })).body.code).toBe(404);
    const big = await t.call('GET', '/aigc/api/topic/designer/list', { query: { topicId: ids.ongoing, pageSize: '61' } });
    expect(big.body.code).toBe(400);
  });
});

describe('GET /api/topic/activities', () => {
  it('lists ongoing first, then upcoming, then ended, with labels, post counts and counts per status', async () => {
    const r = await t.call<ActivityPage>('GET', '/aigc/api/topic/activities');
    const d = r.body.data;
    expect(d.counts).toEqual({ all: 4, ongoing: 2, upcoming: 1, ended: 1 });
    expect(d.dataList.map((x) => [x.title, x.status])).toEqual([
      ['Moonlight Jewelry', 'ongoing'], // ends soonest among the ongoing
      ['Want It: Keychains', 'ongoing'],
      ['Winter Charms', 'upcoming'],
      ['Spring Rings', 'ended'],
    ]);
    expect(d.dataList[0]?.postCount).toBe(3);
    expect(d.dataList[1]?.wantable).toBe(1);
  });

  it('filters by status and paginates', async () => {
    const ongoing = (await t.call<ActivityPage>('GET', '/aigc/api/topic/activities', { query: { status: 'ongoing', pageSize: '1' } })).body.data;
    expect(ongoing).toMatchObject({ total: 2, hasMore: true, page: 1 });
    const ended = (await t.call<ActivityPage>('GET', '/aigc/api/topic/activities', { query: { status: 'ended' } })).body.data;
    expect(ended.dataList.map((x) => x.title)).toEqual(['Spring Rings']);
    expect((await t.call('GET', '/aigc/api/topic/activities', { query: { status: 'soon' } })).body.code).toBe(400);
  });

  it('the selection carries the status too', async () => {
    const r = await t.call<Page<Topic>>('GET', '/aigc/api/topic/selection', { query: { pageSize: '1000' } });
    expect(Object.fromEntries(r.body.data.dataList.map((x) => [x.title, x.status]))).toMatchObject({
      'Spring Rings': 'ended',
      'Winter Charms': 'upcoming',
    });
  });
});

describe('GET /api/topic/share/info', () => {
  it('gives the post, its challenge and the share texts', async () => {
    const r = await t.call<Share>('GET', '/aigc/api/topic/share/info', { query: { contentId: posts.member } });
    const d = r.body.data;
    expect(d.content.contentId).toBe(posts.member);
    expect(d.topic?.uniqueTopicId).toBe(ids.ongoing);
    expect(d.shareTitle).toContain('Moonlight Jewelry');
    expect(d.sharePath).toBe(`/challenge/share/${posts.member}`);
    expect(d.imageUrl).toMatch(/_512\.webp$/);
  });

  it('works for a community post without challenge, and 404s for a deleted one', async () => {
    expect((await t.call<Share>('GET', '/aigc/api/topic/share/info', { query: { contentId: posts.plain } })).body.data.topic).toBeNull();
    const gone = await t.call('GET', '/aigc/api/topic/share/info', { query: { contentId: posts.deleted } });
    expect(gone.body.code).toBe(404);
  });
});

describe('GET /api/topic/shortcut', () => {
  it('maps a configured label (any case) to its challenge, and unknown labels to null', async () => {
    const r = await t.call('GET', '/aigc/api/topic/shortcut', { query: { label: 'MOON' } });
    expect(r.body.data).toEqual({ label: 'moon', uniqueTopicId: ids.ongoing });
    expect((await t.call('GET', '/aigc/api/topic/shortcut', { query: { label: 'www' } })).body).toMatchObject({ code: 200, data: null });
  });

  it('refuses a label that is not a DNS label', async () => {
    expect((await t.call('GET', '/aigc/api/topic/shortcut', { query: { label: 'a_b' } })).body.code).toBe(400);
    expect((await t.call('GET', '/aigc/api/topic/shortcut', { query: { label: '-ab' } })).body.code).toBe(400);
  });
});
