import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import type { WanterDto } from './wanters';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/topic/content/want/users', () => {
  it('pages the users who wanted a post, most recent first', async () => {
    const author = await t.createUser({ nickname: 'Author' });
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      const u = await t.createUser({ nickname: `W${i}`, tickets: 1 });
      names.push(`W${i}`);
      expect((await t.call('POST', '/aigc/api/topic/content/want', { session: u.session, body: { contentId } })).body.code).toBe(200);
      t.clock.advance(1000);
    }
    const p1 = await t.call<Page<WanterDto>>('GET', '/aigc/api/topic/content/want/users', {
      query: { contentId, page: '1', pageSize: '3' },
    });
    expect(p1.body.data).toMatchObject({ total: 5, hasMore: true, page: 1 });
    expect(p1.body.data.dataList.map((w) => w.nickName)).toEqual(['W4', 'W3', 'W2']);
    expect(typeof p1.body.data.dataList[0]?.wantTime).toBe('string');
    const p2 = await t.call<Page<WanterDto>>('GET', '/aigc/api/topic/content/want/users', {
      query: { contentId, page: '2', pageSize: '3' },
    });
    expect(p2.body.data.dataList.map((w) => w.nickName)).toEqual(['W1', 'W0']);
    expect(p2.body.data.hasMore).toBe(false);
  });

  it('caps the page size and answers 404 for a missing or deleted post', async () => {
    const author = await t.createUser();
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await t.call('GET', '/aigc/api/topic/content/want/users', { query: { contentId, pageSize: '101' } })).body.code).toBe(400);
    await t.db.update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, contentId));
    expect((await t.call('GET', '/aigc/api/topic/content/want/users', { query: { contentId } })).body.code).toBe(404);
    expect((await t.call('GET', '/aigc/api/topic/content/want/users', { query: { contentId: 'x' } })).body.code).toBe(404);
  });
});
