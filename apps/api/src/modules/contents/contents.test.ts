import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { comments, contentImages, contentMentions, contents, generations, images, topics, wants } from '../../db/schema';
import { newId } from '../../lib/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import type { GenerateJobDto, GenerationRecordDto } from '../generate';
import { hotScoreOf } from '../../shared';
import type { PostCardDto, PostDetailDto } from './schemas';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };

let t: TestApp;
let author: { id: string; session: string };
let viewer: { id: string; session: string };
let topicId: string;
const BASE = new Date('2026-06-01T12:00:00Z');

/** Inserts a post with one fake image directly (feed tests need many posts with chosen counters). */
async function makePost(
  db: Db,
  o: { authorId: string; createdAt: Date; wantCount?: number; likeCount?: number; topicId?: string; deleted?: boolean; hiddenPrompt?: boolean },
): Promise<string> {
  const id = newId();
  const imageId = newId();
  await db.insert(images).values({
    id: imageId,
    ownerId: o.authorId,
    key: `test/${imageId}.webp`,
    url: `/aigc/files/test/${imageId}.webp`,
    url512: `/aigc/files/test/${imageId}_512.webp`,
    url200: `/aigc/files/test/${imageId}_200.webp`,
    width: 1024,
    height: 768,
  });
  await db.insert(contents).values({
    id,
    authorId: o.authorId,
    topicId: o.topicId ?? null,
    title: `Post ${id}`,
    prompt: 'a secret recipe prompt',
    hiddenPrompt: o.hiddenPrompt ?? false,
    wantCount: o.wantCount ?? 0,
    likeCount: o.likeCount ?? 0,
    createdAt: o.createdAt,
    deletedAt: o.deleted ? o.createdAt : null,
  });
  await db.insert(contentImages).values({ contentId: id, imageId, position: 0 });
  return id;
}

/** Runs a real generation for `session` and returns its record. */
async function generate(session: string, prompt: string): Promise<GenerationRecordDto> {
  const r = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', { session, body: { prompt } });
  await t.app.generationQueue.waitForIdle();
  const res = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', { session, query: { jobId: r.body.data.jobId } });
  if (!res.body.data.record) throw new Error(`generation failed: ${res.body.data.error}`);
  return res.body.data.record;
}

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(BASE);
  author = await t.createUser({ nickname: 'Author' });
  viewer = await t.createUser({ nickname: 'Viewer' });
  topicId = newId();
  await t.db.insert(topics).values({
    id: topicId,
    title: 'Moon jewelry',
    startTime: new Date('2026-05-01T00:00:00Z'),
    endTime: new Date('2026-07-01T00:00:00Z'),
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('feed', () => {
  let ids: string[] = [];
  beforeAll(async () => {
    // 25 posts: every other one in the challenge, two share a timestamp, one deleted.
    ids = [];
    for (let i = 0; i < 25; i += 1) {
      const createdAt = new Date(BASE.getTime() - (i === 1 ? 0 : i) * 3_600_000);
      ids.push(
        await makePost(t.db, {
          authorId: author.id,
          createdAt,
          wantCount: (i * 37) % 120,
          likeCount: (i * 11) % 17,
          topicId: i % 2 === 0 ? topicId : undefined,
          deleted: i === 3,
        }),
      );
    }
  });

  async function allPages(sort: string, pageSize: number, extra: Record<string, string> = {}) {
    const seen: PostCardDto[] = [];
    for (let page = 1; ; page += 1) {
      const r = await t.call<Page<PostCardDto>>('GET', '/aigc/api/topic/content/list', {
        query: { sort, page: String(page), pageSize: String(pageSize), ...extra },
      });
      expect(r.body.code).toBe(200);
      seen.push(...r.body.data.dataList);
      expect(r.body.data.total).toBe(extra.topicId ? 13 : 24);
      if (!r.body.data.hasMore) break;
    }
    return seen;
  }

  it('new: created_at desc, ties by id, deleted excluded, pages neither overlap nor skip', async () => {
    const cards = await allPages('new', 7);
    expect(cards).toHaveLength(24);
    expect(new Set(cards.map((c) => c.contentId)).size).toBe(24);
    expect(cards.map((c) => c.contentId)).not.toContain(ids[3]);
    for (let i = 1; i < cards.length; i += 1) {
      const a = cards[i - 1]!;
      const b = cards[i]!;
      const ta = Date.parse(a.createTime);
      const tb = Date.parse(b.createTime);
      expect(ta > tb || (ta === tb && a.contentId < b.contentId)).toBe(true);
    }
  });

  it('hot: by the documented score (wants, comments and likes with time decay), ties by id', async () => {
    const cards = await allPages('hot', 5);
    const now = t.clock.now().getTime();
    const score = (c: PostCardDto) => hotScoreOf(c.wantCount, c.likeCount, c.commentCount, Date.parse(c.createTime));
    const expected = [...cards].sort((a, b) => score(b) - score(a) || (a.contentId < b.contentId ? -1 : 1));
    expect(cards.map((c) => c.contentId)).toEqual(expected.map((c) => c.contentId));
    // The formula lets a fresh post with strong engagement overtake an older one with more wants…
    expect(hotScoreOf(50, 0, 0, now - 3_600_000)).toBeGreaterThan(hotScoreOf(130, 0, 0, now - 7 * 24 * 3_600_000));
    // …but not a brand-new post with one want (docs/ranking.md).
    expect(hotScoreOf(1, 0, 0, now)).toBeLessThan(hotScoreOf(130, 0, 0, now - 7 * 24 * 3_600_000));
    // The order is the decayed order at any moment: each 96 hours of age halve a post's weight.
    expect(hotScoreOf(3, 1, 0, now) - hotScoreOf(3, 1, 0, now - 96 * 3_600_000)).toBeCloseTo(1, 9);
  });

  it('filters by challenge and reports wantState and the challenge', async () => {
    const cards = await allPages('new', 60, { topicId });
    expect(cards).toHaveLength(13);
    expect(cards.every((c) => c.topic?.uniqueTopicId === topicId)).toBe(true);
    for (const c of cards) expect(c.wantState).toBe(c.wantCount > 100 ? 'full' : 'collecting');
    const sel = await t.call<Page<{ uniqueTopicId: string; postCount: number }>>('GET', '/aigc/api/topic/selection', {
      query: { page: '1', pageSize: '1000' },
    });
    expect(sel.body.data.dataList.find((x) => x.uniqueTopicId === topicId)?.postCount).toBe(13);
  });

  it('refuses a page size above 60', async () => {
    const r = await t.call('GET', '/aigc/api/topic/content/list', { query: { pageSize: '61' } });
    expect(r.body.code).toBe(400);
  });
});

describe('detail', () => {
  it('hides the prompt from others when hiddenPrompt, shows wanted and recent wanters', async () => {
    const id = await makePost(t.db, { authorId: author.id, createdAt: BASE, hiddenPrompt: true, wantCount: 1 });
    await t.db.insert(wants).values({ contentId: id, userId: viewer.id });

    const asVisitor = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', { query: { contentId: id } });
    expect(asVisitor.body.data).toMatchObject({ prompt: null, hiddenPrompt: 1, isAuthor: false, wanted: false, wantThreshold: 100 });
    const asViewer = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', { session: viewer.session, query: { contentId: id } });
    expect(asViewer.body.data).toMatchObject({ prompt: null, wanted: true });
    expect(asViewer.body.data.recentWanters).toEqual([{ userId: viewer.id, nickName: 'Viewer', avatar: null, creatorTier: 'none' }]);
    const asAuthor = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', { session: author.session, query: { contentId: id } });
    expect(asAuthor.body.data).toMatchObject({ prompt: 'a secret recipe prompt', isAuthor: true });

    const open = await makePost(t.db, { authorId: author.id, createdAt: BASE });
    const visible = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', { query: { contentId: open } });
    expect(visible.body.data.prompt).toBe('a secret recipe prompt');
  });

  it('answers 404 for unknown and deleted posts', async () => {
    const gone = await makePost(t.db, { authorId: author.id, createdAt: BASE, deleted: true });
    for (const contentId of [gone, 'nope']) {
      const r = await t.call('GET', '/aigc/api/topic/content/detail', { query: { contentId } });
      expect(r.body.code).toBe(404);
    }
  });
});

describe('user posts and comments', () => {
  it("lists a user's posts newest first; 404 for an unknown user", async () => {
    const u = await t.createUser();
    const older = await makePost(t.db, { authorId: u.id, createdAt: new Date(BASE.getTime() - 1000) });
    const newer = await makePost(t.db, { authorId: u.id, createdAt: BASE });
    const r = await t.call<Page<PostCardDto>>('GET', '/aigc/api/topic/content/user/list', { query: { userId: u.id } });
    expect(r.body.data.dataList.map((c) => c.contentId)).toEqual([newer, older]);
    const missing = await t.call('GET', '/aigc/api/topic/content/user/list', { query: { userId: 'nobody' } });
    expect(missing.body.code).toBe(404);
  });

  it('lists top-level comments newest first with reply counts', async () => {
    const id = await makePost(t.db, { authorId: author.id, createdAt: BASE });
    const first = newId();
    const second = newId();
    await t.db.insert(comments).values([
      { id: first, contentId: id, authorId: viewer.id, content: 'first!', createdAt: new Date(BASE.getTime() - 2000) },
      { id: second, contentId: id, authorId: author.id, content: 'thanks', createdAt: new Date(BASE.getTime() - 1000) },
      { id: newId(), contentId: id, authorId: author.id, parentId: first, content: 'reply', createdAt: BASE },
    ]);
    const r = await t.call<Page<{ commentId: string; replyCount: number; author: { nickName: string } }>>('GET', '/aigc/api/comment/list', {
      query: { contentId: id },
    });
    expect(r.body.data.total).toBe(2);
    expect(r.body.data.dataList.map((c) => [c.commentId, c.replyCount])).toEqual([
      [second, 0],
      [first, 1],
    ]);
    expect((await t.call('GET', '/aigc/api/comment/list', { query: { contentId: 'nope' } })).body.code).toBe(404);
  });
});

describe('publish', () => {
  let mine: GenerationRecordDto;
  let theirs: GenerationRecordDto;
  beforeAll(async () => {
    mine = await generate(author.session, 'Moon pendant in brushed silver');
    theirs = await generate(viewer.session, 'Bear keychain toy');
  }, 60_000);

  const body = (over: Record<string, unknown> = {}) => ({
    topicId: null,
    title: 'Moon pendant',
    description: 'Hello @Viewer, what do you think?',
    posterImage: mine.images[0]?.uniqueImageId,
    contentImage: mine.images.slice(1).map((i) => i.uniqueImageId),
    hiddenPrompt: 0,
    showCustomizeBuyButton: 1,
    type: 1,
    mentionUser: [],
    ...over,
  });

  it('needs a login', async () => {
    expect((await t.call('POST', '/aigc/api/topic/content', { body: body() })).body.code).toBe(401);
  });

  it('enforces the docs/product.md §5 limits with the domain messages', async () => {
    const s = author.session;
    const long = await t.call('POST', '/aigc/api/topic/content', { session: s, body: body({ title: 'x'.repeat(51) }) });
    expect(long.body).toMatchObject({ code: 400, msg: 'The title must be at most 50 characters long' });
    for (const title of [undefined, '', '   ']) {
      const untitled = await t.call('POST', '/aigc/api/topic/content', { session: s, body: body({ title }) });
      expect(untitled.body).toMatchObject({ code: 400, msg: 'Please enter a title' });
    }
    const desc = await t.call('POST', '/aigc/api/topic/content', { session: s, body: body({ description: 'y'.repeat(301) }) });
    expect(desc.body).toMatchObject({ code: 400, msg: 'The description must be at most 300 characters long' });
    const ten = await t.call('POST', '/aigc/api/topic/content', {
      session: s,
      body: body({ contentImage: Array.from({ length: 9 }, (_, i) => `img${i}`) }),
    });
    expect(ten.body).toMatchObject({ code: 400, msg: 'At most 9 images can be published' });
    const none = await t.call('POST', '/aigc/api/topic/content', { session: s, body: body({ posterImage: '' }) });
    expect(none.body.code).toBe(400);
    const dup = await t.call('POST', '/aigc/api/topic/content', {
      session: s,
      body: body({ contentImage: [mine.images[0]?.uniqueImageId] }),
    });
    expect(dup.body.code).toBe(400);
    const fifty = await t.call('POST', '/aigc/api/topic/content', { session: s, body: body({ title: '月'.repeat(50) }) });
    expect(fifty.body.code).toBe(200);
  });

  it("refuses someone else's or unknown images (403) and unknown challenges (400)", async () => {
    const s = author.session;
    const foreign = await t.call('POST', '/aigc/api/topic/content', {
      session: s,
      body: body({ contentImage: [theirs.images[0]?.uniqueImageId] }),
    });
    expect(foreign.body.code).toBe(403);
    const unknown = await t.call('POST', '/aigc/api/topic/content', { session: s, body: body({ posterImage: 'nope' }) });
    expect(unknown.body.code).toBe(403);
    const topic = await t.call('POST', '/aigc/api/topic/content/general', { session: s, body: body({ topicId: 'nope' }) });
    expect(topic.body.code).toBe(400);
  });

  it('refuses a history work whose model no provider serves now, with the docs/product.md §8 message, and posts nothing', async () => {
    const generationId = newId();
    const imageId = newId();
    await t.db.insert(generations).values({ id: generationId, userId: author.id, prompt: 'a retired look', modelId: 'retired-model', kind: 'img2model3d' });
    await t.db.insert(images).values({
      id: imageId,
      ownerId: author.id,
      generationId,
      key: `test/${imageId}.png`,
      url: `/aigc/files/test/${imageId}.png`,
      url512: `/aigc/files/test/${imageId}_512.webp`,
      url200: `/aigc/files/test/${imageId}_200.webp`,
      width: 512,
      height: 512,
    });
    const before = (await t.db.select({ id: contents.id }).from(contents)).length;
    for (const over of [{ posterImage: imageId }, { contentImage: [imageId] }]) {
      const r = await t.call('POST', '/aigc/api/topic/content/general', { session: author.session, body: body(over) });
      expect(r.body).toMatchObject({ code: 400, msg: 'The model is temporarily unavailable for posting' });
    }
    expect((await t.db.select({ id: contents.id }).from(contents)).length).toBe(before);
  });

  it('publishes: createId, images in order, mentions, prompt from the generation, first in the new feed', async () => {
    t.clock.advance(60_000);
    const mention = { userId: viewer.id, startIndex: 6, endIndex: 13 };
    const bad = { userId: 'ghost', startIndex: 0, endIndex: 2 };
    const r = await t.call<{ createId: string; popUpType: number }>('POST', '/aigc/api/topic/content/general', {
      session: author.session,
      body: body({ topicId, mentionUser: [mention, bad] }),
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data.popUpType).toBe(0);
    const id = r.body.data.createId;

    const detail = await t.call<PostDetailDto>('GET', '/aigc/api/topic/content/detail', { query: { contentId: id } });
    expect(detail.body.data.images.map((i) => i.uniqueImageId)).toEqual(mine.images.map((i) => i.uniqueImageId));
    expect(detail.body.data).toMatchObject({
      title: 'Moon pendant',
      prompt: 'Moon pendant in brushed silver',
      showCustomizeBuyButton: 1,
      topic: { uniqueTopicId: topicId, title: 'Moon jewelry' },
      imageCount: mine.images.length,
    });
    const stored = await t.db.select().from(contentMentions).where(eq(contentMentions.contentId, id));
    expect(stored.map((m) => [m.userId, m.startIndex, m.endIndex])).toEqual([[viewer.id, 6, 13]]);

    const feed = await t.call<Page<PostCardDto>>('GET', '/aigc/api/topic/content/list', { query: { sort: 'new', pageSize: '1' } });
    expect(feed.body.data.dataList[0]?.contentId).toBe(id);
  });
});
