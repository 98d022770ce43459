import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import type { GenerateJobDto, GenerationRecordDto } from '../generate';
import type { PostCardDto } from './schemas';

type FeedPage = { dataList: PostCardDto[]; hasMore: boolean; page: number; total: number; nextCursor: string | null };

let t: TestApp;
let author: { id: string; session: string };
let fan: { id: string; session: string };
const posts: string[] = [];
const BASE = new Date('2026-06-01T12:00:00Z');

// The feed cache is on (60 s here, so only a write can refresh it): every step below reads a
// page that is cached, changes something through the API, and expects the
// change on the very next request.
beforeAll(async () => {
  t = await startTestApp({ config: { feedCacheMs: 60_000 } });
  t.clock.set(BASE);
  author = await t.createUser({ nickname: 'Author' });
  fan = await t.createUser({ nickname: 'Fan', tickets: 5 });
  // 30 posts an hour apart, newest first in `posts`.
  for (let i = 0; i < 30; i += 1) {
    posts.push((await insertPost(t.db, { authorId: author.id, createdAt: new Date(BASE.getTime() - i * 3_600_000) })).contentId);
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const feed = async (query: Record<string, string>, session?: string) => {
  const r = await t.call<FeedPage>('GET', '/aigc/api/topic/content/list', { query, ...(session ? { session } : {}) });
  expect(r.body.code).toBe(200);
  return r.body.data;
};
const card = (page: FeedPage, id: string) => page.dataList.find((c) => c.contentId === id);

describe('feed cache', () => {
  it('serves a cached page until a write through the API changes a card, then the next request sees it', async () => {
    const before = await feed({ sort: 'hot', pageSize: '60' });
    expect(before.total).toBe(30);
    // A row written behind the API's back is not seen: the page comes from the cache…
    await insertPost(t.db, { authorId: author.id, createdAt: BASE, title: 'Behind the back' });
    expect((await feed({ sort: 'hot', pageSize: '60' })).total).toBe(30);

    // …a like through the API drops it: the like, and the row above, show at once.
    const old = posts[10]!;
    expect((await t.call('POST', '/aigc/api/topic/content/like', { session: fan.session, body: { contentId: old } })).body.code).toBe(200);
    const liked = await feed({ sort: 'hot', pageSize: '60' });
    expect(liked.total).toBe(31);
    expect(card(liked, old)).toMatchObject({ likeCount: 1, liked: false });
    expect(card(await feed({ sort: 'hot', pageSize: '60' }, fan.session), old)).toMatchObject({ likeCount: 1, liked: true });
    // The stored hot score moved with the like: the liked post now ranks above its unliked neighbour.
    const order = liked.dataList.map((c) => c.contentId);
    expect(order.indexOf(old)).toBeLessThan(order.indexOf(posts[9]!));

    await t.call('POST', '/aigc/api/topic/content/like/cancel', { session: fan.session, body: { contentId: old } });
    expect(card(await feed({ sort: 'hot', pageSize: '60' }, fan.session), old)).toMatchObject({ likeCount: 0, liked: false });
  });

  it('shows a want, a comment and a nickname change on the next request', async () => {
    const id = posts[2]!;
    await feed({ sort: 'new', pageSize: '20' }, fan.session);
    expect((await t.call('POST', '/aigc/api/topic/content/want', { session: fan.session, body: { contentId: id } })).body.code).toBe(200);
    expect(card(await feed({ sort: 'new', pageSize: '20' }, fan.session), id)).toMatchObject({ wantCount: 1, wanted: true });
    expect(card(await feed({ sort: 'new', pageSize: '20' }), id)).toMatchObject({ wantCount: 1, wanted: false });

    const c = await t.call('POST', '/aigc/api/comment/add', { session: fan.session, body: { contentId: id, content: 'Lovely', mentionUser: [] } });
    expect(c.body.code).toBe(200);
    expect(card(await feed({ sort: 'new', pageSize: '20' }), id)?.commentCount).toBe(1);

    const renamed = await t.call('POST', '/aigc/api/user/profile/update', { session: author.session, body: { nickName: 'Silversmith' } });
    expect(renamed.body.code).toBe(200);
    expect(card(await feed({ sort: 'new', pageSize: '20' }), id)?.author.nickName).toBe('Silversmith');
  });

  it('shows a new post first and drops a deleted one on the next request', async () => {
    await feed({ sort: 'new', pageSize: '5' });
    const job = await t.call<GenerateJobDto>('POST', '/aigc/api/generate', { session: author.session, body: { prompt: 'Moon ring' } });
    await t.app.generationQueue.waitForIdle();
    const result = await t.call<GenerateJobDto>('GET', '/aigc/api/generate/result', {
      session: author.session,
      query: { jobId: job.body.data.jobId },
    });
    const record = result.body.data.record as GenerationRecordDto;
    t.clock.advance(60_000);
    const published = await t.call<{ createId: string }>('POST', '/aigc/api/topic/content', {
      session: author.session,
      body: { title: 'Fresh', posterImage: record.images[0]!.uniqueImageId, type: 1, mentionUser: [] },
    });
    expect(published.body.code).toBe(200);
    const id = published.body.data.createId;
    const withPost = await feed({ sort: 'new', pageSize: '5' });
    expect(withPost.dataList[0]?.contentId).toBe(id);

    const deleted = await t.call('POST', '/aigc/api/topic/content/batch/delete', { session: author.session, body: { contentIds: [id] } });
    expect(deleted.body.code).toBe(200);
    const without = await feed({ sort: 'new', pageSize: '5' });
    expect(without.dataList.map((c) => c.contentId)).not.toContain(id);
    expect(without.total).toBe(withPost.total - 1);
  });
});

describe('signed-in flags', () => {
  it('come with the session in one lookup: a signed-out or expired session reads the feed as a visitor', async () => {
    const other = await t.createUser({ nickname: 'Other' });
    const id = posts[5]!;
    await t.call('POST', '/aigc/api/topic/content/like', { session: other.session, body: { contentId: id } });
    expect(card(await feed({ sort: 'new', pageSize: '20' }, other.session), id)?.liked).toBe(true);
    expect(card(await feed({ sort: 'new', pageSize: '20' }, 'not-a-session'), id)?.liked).toBe(false);
    expect((await t.call('POST', '/aigc/api/auth/logout', { session: other.session })).body.code).toBe(200);
    expect(card(await feed({ sort: 'new', pageSize: '20' }, other.session), id)?.liked).toBe(false);
    // The session's own expiry counts too (the fan's session is 30 days long).
    const fanLiked = await t.call('POST', '/aigc/api/topic/content/like', { session: fan.session, body: { contentId: id } });
    expect(fanLiked.body.code).toBe(200);
    expect(card(await feed({ sort: 'new', pageSize: '20' }, fan.session), id)?.liked).toBe(true);
    t.clock.advance(31 * 24 * 3_600_000);
    expect(card(await feed({ sort: 'new', pageSize: '20' }, fan.session), id)?.liked).toBe(false);
  });
});

describe('cursor pages', () => {
  it('walk the same cards as page numbers, hot and new, and refuse a foreign cursor', async () => {
    for (const sort of ['hot', 'new']) {
      const byNumber: string[] = [];
      for (let page = 1; ; page += 1) {
        const p = await feed({ sort, page: String(page), pageSize: '7' });
        byNumber.push(...p.dataList.map((c) => c.contentId));
        if (!p.hasMore) break;
      }
      const byCursor: string[] = [];
      let cursor: string | null = null;
      for (let page = 1; ; page += 1) {
        const p: FeedPage = await feed({ sort, page: String(page), pageSize: '7', ...(cursor ? { cursor } : {}) });
        expect(p.page).toBe(page);
        byCursor.push(...p.dataList.map((c) => c.contentId));
        cursor = p.nextCursor;
        expect(cursor === null).toBe(!p.hasMore);
        if (!cursor) break;
      }
      expect(byCursor).toEqual(byNumber);
      expect(new Set(byCursor).size).toBe(byCursor.length);
    }
    const hot = await feed({ sort: 'hot', pageSize: '7' });
    const wrongSort = await t.call('GET', '/aigc/api/topic/content/list', { query: { sort: 'new', cursor: hot.nextCursor! } });
    expect(wrongSort.body.code).toBe(400);
    const garbage = await t.call('GET', '/aigc/api/topic/content/list', { query: { sort: 'hot', cursor: 'not-a-cursor' } });
    expect(garbage.body.code).toBe(400);
  });
});
