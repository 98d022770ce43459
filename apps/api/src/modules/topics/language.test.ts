import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentImages, contents, images, topicRealPictures, topics } from '../../db/schema';
import { newId } from '../../lib/ids';
import { SEED_TOPICS, SEED_TOPICS_ZH } from '../../seed/data';
import { translateSeededTopics } from '../../seed/seed';
import { startTestApp, type TestApp } from '../../test/harness';

type Page<T> = { dataList: T[] };
type Topic = { uniqueTopicId: string; title: string; description: string };
type TopicDetail = Topic & {
  campaignInfo: string;
  rules: string[];
  prizes: { rank: string; title: string; description: string }[];
  realPictures: { caption: string }[];
};
type Model = { modelId: string; name: string; description: string };

let t: TestApp;
const DAY = 86_400_000;
const seeded = newId();
const operatorOwn = newId();
const untranslated = newId();
const postId = newId();
const moon = SEED_TOPICS[0];
const moonZh = SEED_TOPICS_ZH[moon.title];

beforeAll(async () => {
  t = await startTestApp();
  const now = Date.now();
  const row = { startTime: new Date(now - DAY), endTime: new Date(now + 10 * DAY), description: moon.description, campaignInfo: 'Run with our studio.', rules: ['One idea per post.'], prizes: [{ rank: '1st', title: 'Cast in silver', description: 'Sold in the shop.' }] };
  // A database seeded before the translations existed: the seeded title, empty translations.
  await t.db.insert(topics).values([
    { id: seeded, title: moon.title, ...row },
    { id: operatorOwn, title: moon.title, ...row, translations: { 'zh-Hans': { title: '运营自己的标题' } } },
    { id: untranslated, title: 'A challenge nobody translated', ...row },
  ]);
  const author = await t.createUser({ nickname: 'Moon maker' });
  const imageId = newId();
  await t.db.insert(images).values({ id: imageId, ownerId: author.id, key: `test/${imageId}.webp`, url: `/aigc/files/test/${imageId}.webp`, url512: `/aigc/files/test/${imageId}_512.webp`, url200: `/aigc/files/test/${imageId}_200.webp`, width: 800, height: 600 });
  await t.db.insert(contents).values({ id: postId, authorId: author.id, topicId: seeded, title: 'My crescent', createdAt: new Date(now - 1000) });
  await t.db.insert(contentImages).values({ contentId: postId, imageId, position: 0 });
  await t.db.insert(topicRealPictures).values({ id: newId(), topicId: seeded, url: '/aigc/files/x.webp', width: 10, height: 10, caption: 'First cast', position: 0 });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const zh = { 'accept-language': 'CN,zh-Hans' };
const en = { 'accept-language': 'US,en' };

describe("official text in the request's language", () => {
  it('fills the seeded challenges of an older database once, never over an own translation', async () => {
    expect(await translateSeededTopics(t.db)).toBe(1);
    expect(await translateSeededTopics(t.db)).toBe(0);
    const [own] = await t.db.select().from(topics).where(eq(topics.id, operatorOwn));
    expect(own?.translations['zh-Hans']?.title).toBe('运营自己的标题');
  });

  it('answers a challenge in Chinese for zh-Hans and in English for en', async () => {
    const inZh = await t.call<TopicDetail>('GET', '/aigc/api/topic/detail', { query: { topicId: seeded }, headers: zh });
    expect(inZh.body.data).toMatchObject({
      title: moonZh.title,
      description: moonZh.description,
      campaignInfo: moonZh.campaignInfo,
      rules: moonZh.rules,
      prizes: moonZh.prizes,
    });
    expect(inZh.body.data.realPictures[0]?.caption).toBe(moonZh.realPictureCaptions?.[0]);
    const inEn = await t.call<TopicDetail>('GET', '/aigc/api/topic/detail', { query: { topicId: seeded }, headers: en });
    expect(inEn.body.data).toMatchObject({ title: moon.title, description: moon.description, campaignInfo: 'Run with our studio.', rules: ['One idea per post.'] });
    expect(inEn.body.data.realPictures[0]?.caption).toBe('First cast');
  });

  it("a post's challenge is named in the language; the post's own title stays as written", async () => {
    const inZh = await t.call<{ title: string; topic: { title: string } | null }>('GET', '/aigc/api/topic/content/detail', { query: { contentId: postId }, headers: zh });
    expect(inZh.body.data).toMatchObject({ title: 'My crescent', topic: { title: moonZh.title } });
    const inEn = await t.call<{ title: string; topic: { title: string } | null }>('GET', '/aigc/api/topic/content/detail', { query: { contentId: postId }, headers: en });
    expect(inEn.body.data.topic?.title).toBe(moon.title);
  });

  it("feed cards name their challenge in the language, from a cache kept per language", async () => {
    type Card = { contentId: string; title: string; topic: { title: string } | null };
    const feed = (headers: Record<string, string>) =>
      t.call<Page<Card>>('GET', '/aigc/api/topic/content/list', { query: { sort: 'new', page: '1', pageSize: '20', topicId: seeded }, headers });
    // Asked in English first: the cached English page must not answer the Chinese request.
    expect((await feed(en)).body.data.dataList.find((c) => c.contentId === postId)?.topic?.title).toBe(moon.title);
    const inZh = (await feed(zh)).body.data.dataList.find((c) => c.contentId === postId);
    expect(inZh).toMatchObject({ title: 'My crescent', topic: { title: moonZh.title } });
    expect((await feed({ host: 'cn.localhost' })).body.data.dataList.find((c) => c.contentId === postId)?.topic?.title).toBe(moonZh.title);
    const [post] = await t.db.select({ authorId: contents.authorId }).from(contents).where(eq(contents.id, postId));
    const tab = await t.call<Page<Card>>('GET', '/aigc/api/topic/content/user/list', {
      query: { userId: post!.authorId, tab: 'posts', page: '1', pageSize: '10' },
      headers: zh,
    });
    expect(tab.body.data.dataList[0]?.topic?.title).toBe(moonZh.title);
  });

  it('lists challenges in the language; a missing translation keeps the source text', async () => {
    const list = await t.call<Page<Topic>>('GET', '/aigc/api/topic/activities', { query: { page: '1', pageSize: '50' }, headers: zh });
    const byId = new Map(list.body.data.dataList.map((topic) => [topic.uniqueTopicId, topic]));
    expect(byId.get(seeded)?.title).toBe(moonZh.title);
    expect(byId.get(operatorOwn)).toMatchObject({ title: '运营自己的标题', description: moon.description });
    expect(byId.get(untranslated)?.title).toBe('A challenge nobody translated');
  });

  it('the China host answers in Chinese without a language header; the international host in English', async () => {
    const cn = await t.call<TopicDetail>('GET', '/aigc/api/topic/detail', { query: { topicId: seeded }, headers: { host: 'cn.localhost' } });
    expect(cn.body.data.title).toBe(moonZh.title);
    const intl = await t.call<TopicDetail>('GET', '/aigc/api/topic/detail', { query: { topicId: seeded }, headers: { host: 'localhost' } });
    expect(intl.body.data.title).toBe(moon.title);
  });

  it("names and describes the models in the request's language", async () => {
    const query = { page: '1', pageSize: '50' };
    const inZh = await t.call<Page<Model>>('GET', '/aigc/api/model/selection', { query, headers: zh });
    const inEn = await t.call<Page<Model>>('GET', '/aigc/api/model/selection', { query, headers: en });
    expect(inZh.body.data.dataList[0]).toMatchObject({ modelId: 'offline-preview', name: '离线预览引擎' });
    expect(inZh.body.data.dataList[0]?.description).toContain('占位图');
    expect(inEn.body.data.dataList[0]).toMatchObject({ modelId: 'offline-preview', name: 'Offline preview engine' });
    expect(inEn.body.data.dataList[0]?.description).toContain('placeholder');
  });
});
