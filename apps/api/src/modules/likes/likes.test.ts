import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, likes } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import type { LikeResult } from './service';

let t: TestApp;
let author: { id: string; session: string };
let fan: { id: string; session: string };

beforeAll(async () => {
  t = await startTestApp();
  author = await t.createUser({ nickname: 'Author' });
  fan = await t.createUser({ nickname: 'Fan' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const like = (session: string | undefined, contentId: string, on = true) =>
  t.call<LikeResult>('POST', on ? '/aigc/api/topic/content/like' : '/aigc/api/topic/content/like/cancel', {
    body: { contentId },
    ...(session ? { session } : {}),
  });

async function counts(contentId: string): Promise<{ counter: number; rows: number }> {
  const [c] = await t.db.select({ n: contents.likeCount }).from(contents).where(eq(contents.id, contentId));
  const [r] = await t.db.select({ n: count() }).from(likes).where(eq(likes.contentId, contentId));
  return { counter: c?.n ?? -1, rows: r?.n ?? -1 };
}

describe('POST /api/topic/content/like and /like/cancel', () => {
  it('likes and unlikes idempotently, and the liked state shows on the detail and in the feed', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await like(fan.session, contentId)).body).toEqual({
      code: 200,
      msg: 'success',
      data: { contentId, liked: true, likeCount: 1 },
    });
    expect((await like(fan.session, contentId)).body.data).toEqual({ contentId, liked: true, likeCount: 1 });
    const detail = await t.call<{ liked: boolean; likeCount: number }>('GET', '/aigc/api/topic/content/detail', {
      session: fan.session,
      query: { contentId },
    });
    expect(detail.body.data).toMatchObject({ liked: true, likeCount: 1 });
    const visitor = await t.call<{ liked: boolean }>('GET', '/aigc/api/topic/content/detail', { query: { contentId } });
    expect(visitor.body.data.liked).toBe(false);
    const feed = await t.call<{ dataList: { contentId: string; liked: boolean }[] }>('GET', '/aigc/api/topic/content/list', {
      session: fan.session,
      query: { sort: 'new', pageSize: '60' },
    });
    expect(feed.body.data.dataList.find((c) => c.contentId === contentId)?.liked).toBe(true);

    expect((await like(fan.session, contentId, false)).body.data).toEqual({ contentId, liked: false, likeCount: 0 });
    expect((await like(fan.session, contentId, false)).body.data).toEqual({ contentId, liked: false, likeCount: 0 });
    expect(await counts(contentId)).toEqual({ counter: 0, rows: 0 });
  });

  it('needs a login and an existing post', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await like(undefined, contentId)).body.code).toBe(401);
    expect((await like(fan.session, 'missing')).body).toEqual({
      code: 404,
      msg: 'This post does not exist or was deleted',
      data: null,
    });
    await t.db.update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, contentId));
    expect((await like(fan.session, contentId)).body.code).toBe(404);
  });

  it('counts exactly 50 after 50 users like at once, and 1 after one user likes 50 times at once', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const users = await Promise.all(Array.from({ length: 50 }, (_, i) => t.createUser({ nickname: `L${i}` })));
    const results = await Promise.all(users.map((u) => like(u.session, contentId)));
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(await counts(contentId)).toEqual({ counter: 50, rows: 50 });

    const other = await insertPost(t.db, { authorId: author.id });
    await Promise.all(Array.from({ length: 50 }, () => like(fan.session, other.contentId)));
    expect(await counts(other.contentId)).toEqual({ counter: 1, rows: 1 });
  });

  it('stays equal to the rows under a concurrent mix of likes and unlikes', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => t.createUser({ nickname: `M${i}` })));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => like(users[i % 10]!.session, contentId, i % 3 !== 0)),
    );
    const c = await counts(contentId);
    expect(c.counter).toBe(c.rows);
  });
});
