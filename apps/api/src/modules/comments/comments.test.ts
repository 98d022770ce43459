import { COMMENT_MAX } from '@aigc/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, contents } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { insertPost } from '../../test/posts';
import type { CommentDto } from './schemas';

type Page<T> = { dataList: T[]; hasMore: boolean; page: number; total: number };

let t: TestApp;
let author: { id: string; session: string };
let alice: { id: string; session: string };
let bob: { id: string; session: string };

beforeAll(async () => {
  t = await startTestApp();
  author = await t.createUser({ nickname: 'Author' });
  alice = await t.createUser({ nickname: 'Alice' });
  bob = await t.createUser({ nickname: 'Bob' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const add = (session: string | undefined, body: Record<string, unknown>) =>
  t.call<CommentDto>('POST', '/aigc/api/comment/add', { body, ...(session ? { session } : {}) });

async function counter(contentId: string): Promise<number> {
  const [c] = await t.db.select({ n: contents.commentCount }).from(contents).where(eq(contents.id, contentId));
  return c?.n ?? -1;
}
async function rows(contentId: string): Promise<number> {
  const [c] = await t.db.select({ n: count() }).from(comments).where(eq(comments.contentId, contentId));
  return c?.n ?? -1;
}

describe('POST /api/comment/add', () => {
  it('posts a trimmed comment, counts it on the post and returns it', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const r = await add(alice.session, { contentId, content: '  Lovely ring!  ' });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({
      contentId,
      parentId: null,
      author: { userId: alice.id, nickName: 'Alice' },
      replyTo: null,
      content: 'Lovely ring!',
      replyCount: 0,
    });
    expect(await counter(contentId)).toBe(1);
    const detail = await t.call<{ commentCount: number }>('GET', '/aigc/api/topic/content/detail', { query: { contentId } });
    expect(detail.body.data.commentCount).toBe(1);
  });

  it('keeps the mentions that still read @nickname (offsets shifted past the trimmed lead) and returns them everywhere', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    // Sent with two leading spaces: '  @Bob and @Alice, see @Nobody' — offsets into the text as sent.
    const r = await add(alice.session, {
      contentId,
      content: '  @Bob and @Alice, see @Nobody ',
      mentionUser: [
        { userId: bob.id, startIndex: 2, endIndex: 6 },
        { userId: alice.id, startIndex: 11, endIndex: 17 },
        { userId: 'no-such-user', startIndex: 23, endIndex: 30 },
        { userId: bob.id, startIndex: 2, endIndex: 6 },
        { userId: author.id, startIndex: 0, endIndex: 4 },
      ],
    });
    expect(r.body.code).toBe(200);
    const expected = [
      { userId: bob.id, nickName: 'Bob', startIndex: 0, endIndex: 4 },
      { userId: alice.id, nickName: 'Alice', startIndex: 9, endIndex: 15 },
    ];
    expect(r.body.data.content).toBe('@Bob and @Alice, see @Nobody');
    expect(r.body.data.mentions).toEqual(expected);
    const listed = await t.call<Page<CommentDto>>('GET', '/aigc/api/comment/list', {
      query: { contentId, page: '1', pageSize: '10' },
    });
    expect(listed.body.data.dataList[0]?.mentions).toEqual(expected);

    const reply = await add(bob.session, {
      contentId,
      content: 'thanks @Author',
      parentId: r.body.data.commentId,
      mentionUser: [{ userId: author.id, startIndex: 7, endIndex: 14 }],
    });
    expect(reply.body.data.mentions).toEqual([{ userId: author.id, nickName: 'Author', startIndex: 7, endIndex: 14 }]);
    const replies = await t.call<Page<CommentDto>>('GET', '/aigc/api/comment/reply/list', {
      query: { commentId: r.body.data.commentId, page: '1', pageSize: '10' },
    });
    expect(replies.body.data.dataList.map((c) => c.mentions)).toEqual([
      [{ userId: author.id, nickName: 'Author', startIndex: 7, endIndex: 14 }],
    ]);
    const plain = await add(bob.session, { contentId, content: 'no mentions here' });
    expect(plain.body.data.mentions).toEqual([]);
  });

  it('refuses a malformed mention list with 400', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const r = await add(alice.session, { contentId, content: '@Bob', mentionUser: [{ userId: bob.id, startIndex: 'x' }] });
    expect(r.body.code).toBe(400);
    expect(await rows(contentId)).toBe(0);
  });

  it('needs a login', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await add(undefined, { contentId, content: 'hi' })).body).toEqual({ code: 401, msg: 'Please log in', data: null });
  });

  it('enforces the shared length rule with its message, and spends nothing on failure', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await add(alice.session, { contentId, content: '   ' })).body).toEqual({
      code: 400,
      msg: 'Please write a comment',
      data: null,
    });
    expect((await add(alice.session, { contentId, content: 'x'.repeat(COMMENT_MAX + 1) })).body).toEqual({
      code: 400,
      msg: `A comment can be at most ${COMMENT_MAX} characters long`,
      data: null,
    });
    expect((await add(alice.session, { contentId, content: '好'.repeat(COMMENT_MAX) })).body.code).toBe(200);
    expect(await counter(contentId)).toBe(1);
  });

  it('answers 404 for a missing or deleted post and for a parent of another post', async () => {
    expect((await add(alice.session, { contentId: 'nope', content: 'hi' })).body.code).toBe(404);
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const other = await insertPost(t.db, { authorId: author.id });
    const c = await add(alice.session, { contentId: other.contentId, content: 'elsewhere' });
    const r = await add(alice.session, { contentId, content: 'hi', parentId: c.body.data.commentId });
    expect(r.body).toEqual({ code: 404, msg: 'This comment does not exist or was deleted', data: null });
    await t.db.update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, contentId));
    expect((await add(alice.session, { contentId, content: 'hi' })).body.code).toBe(404);
  });

  it('files replies and replies to replies under the top-level comment, naming the answered user', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const root = (await add(alice.session, { contentId, content: 'root' })).body.data;
    const reply = (await add(bob.session, { contentId, content: 'reply', parentId: root.commentId })).body.data;
    expect(reply).toMatchObject({ parentId: root.commentId, replyTo: null });
    const deeper = (await add(alice.session, { contentId, content: 'answer', parentId: reply.commentId })).body.data;
    expect(deeper).toMatchObject({ parentId: root.commentId, replyTo: { userId: bob.id, nickName: 'Bob' } });
    expect(await counter(contentId)).toBe(3);
  });
});

describe('GET /api/comment/list and /api/comment/reply/list', () => {
  it('pages top-level comments newest first with reply counts, and replies oldest first', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await add(alice.session, { contentId, content: `c${i}` })).body.data.commentId);
      t.clock.advance(1000);
    }
    for (let i = 0; i < 3; i++) {
      await add(bob.session, { contentId, content: `r${i}`, parentId: ids[0] });
      t.clock.advance(1000);
    }
    const p1 = await t.call<Page<CommentDto>>('GET', '/aigc/api/comment/list', { query: { contentId, page: '1', pageSize: '2' } });
    expect(p1.body.data).toMatchObject({ total: 5, hasMore: true, page: 1 });
    expect(p1.body.data.dataList.map((c) => c.content)).toEqual(['c4', 'c3']);
    const p3 = await t.call<Page<CommentDto>>('GET', '/aigc/api/comment/list', { query: { contentId, page: '3', pageSize: '2' } });
    expect(p3.body.data.hasMore).toBe(false);
    expect(p3.body.data.dataList).toMatchObject([{ content: 'c0', replyCount: 3 }]);

    const r1 = await t.call<Page<CommentDto>>('GET', '/aigc/api/comment/reply/list', {
      query: { commentId: ids[0]!, page: '1', pageSize: '2' },
    });
    expect(r1.body.data).toMatchObject({ total: 3, hasMore: true });
    expect(r1.body.data.dataList.map((c) => c.content)).toEqual(['r0', 'r1']);
    const r2 = await t.call<Page<CommentDto>>('GET', '/aigc/api/comment/reply/list', {
      query: { commentId: ids[0]!, page: '2', pageSize: '2' },
    });
    expect(r2.body.data.dataList.map((c) => c.content)).toEqual(['r2']);
    expect(r2.body.data.hasMore).toBe(false);
  });

  it('caps the page size and answers 404 for unknown posts and comments', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    expect((await t.call('GET', '/aigc/api/comment/list', { query: { contentId, pageSize: '101' } })).body.code).toBe(400);
    expect((await t.call('GET', '/aigc/api/comment/list', { query: { contentId: 'nope' } })).body.code).toBe(404);
    expect((await t.call('GET', '/aigc/api/comment/reply/list', { query: { commentId: 'nope' } })).body.code).toBe(404);
  });
});

describe('GET /api/comment/detail', () => {
  it('answers one comment (with its reply count) or reply (with its thread), 404 when it or its post is gone', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const top = (await add(alice.session, { contentId, content: 'top' })).body.data;
    const reply = (await add(bob.session, { contentId, content: 'reply', parentId: top.commentId })).body.data;
    const detail = (commentId: string) => t.call<CommentDto>('GET', '/aigc/api/comment/detail', { query: { commentId } });
    expect((await detail(top.commentId)).body.data).toMatchObject({ commentId: top.commentId, parentId: null, content: 'top', replyCount: 1 });
    expect((await detail(reply.commentId)).body.data).toMatchObject({
      commentId: reply.commentId,
      parentId: top.commentId,
      author: { userId: bob.id, nickName: 'Bob' },
      replyCount: 0,
    });
    expect((await detail('nope')).body).toMatchObject({ code: 404, msg: 'This comment does not exist or was deleted' });
    await t.db.update(contents).set({ deletedAt: new Date() }).where(eq(contents.id, contentId));
    expect((await detail(top.commentId)).body.code).toBe(404);
  });
});

describe('POST /api/comment/delete', () => {
  it('lets only the author delete; a top-level comment takes its replies and the count drops by all of them', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const root = (await add(alice.session, { contentId, content: 'root' })).body.data;
    const keep = (await add(bob.session, { contentId, content: 'keep' })).body.data;
    await add(bob.session, { contentId, content: 'r1', parentId: root.commentId });
    const r2 = (await add(author.session, { contentId, content: 'r2', parentId: root.commentId })).body.data;
    expect(await counter(contentId)).toBe(4);

    const refused = await t.call('POST', '/aigc/api/comment/delete', { session: bob.session, body: { commentId: root.commentId } });
    expect(refused.body).toEqual({ code: 403, msg: 'You can only delete your own comments', data: null });

    const one = await t.call<{ removed: number; commentCount: number }>('POST', '/aigc/api/comment/delete', {
      session: author.session,
      body: { commentId: r2.commentId },
    });
    expect(one.body.data).toMatchObject({ removed: 1, commentCount: 3 });

    const all = await t.call<{ removed: number; commentCount: number }>('POST', '/aigc/api/comment/delete', {
      session: alice.session,
      body: { commentId: root.commentId },
    });
    expect(all.body.data).toEqual({ commentId: root.commentId, removed: 2, commentCount: 1 });
    expect(await rows(contentId)).toBe(1);
    const list = await t.call<Page<CommentDto>>('GET', '/aigc/api/comment/list', { query: { contentId } });
    expect(list.body.data.dataList.map((c) => c.commentId)).toEqual([keep.commentId]);
    expect((await t.call('POST', '/aigc/api/comment/delete', { session: alice.session, body: { commentId: root.commentId } })).body.code).toBe(404);
    expect((await t.call('POST', '/aigc/api/comment/delete', { body: { commentId: keep.commentId } })).body.code).toBe(401);
  });
});

describe('counts under concurrency', () => {
  it('keeps comment_count equal to the rows after 50 concurrent comments and replies', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const root = (await add(alice.session, { contentId, content: 'root' })).body.data;
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => t.createUser({ nickname: `P${i}` })));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        add(people[i % people.length]!.session, {
          contentId,
          content: `n${i}`,
          ...(i % 2 ? { parentId: root.commentId } : {}),
        }),
      ),
    );
    expect(results.every((r) => r.body.code === 200)).toBe(true);
    expect(await counter(contentId)).toBe(51);
    expect(await rows(contentId)).toBe(51);
    const list = await t.call<Page<CommentDto>>('GET', '/aigc/api/comment/list', { query: { contentId, pageSize: '100' } });
    expect(list.body.data.total).toBe(26);
    expect(list.body.data.dataList.find((c) => c.commentId === root.commentId)?.replyCount).toBe(25);
  });

  it('stays exact when replies race the deletion of their thread', async () => {
    const { contentId } = await insertPost(t.db, { authorId: author.id });
    const root = (await add(alice.session, { contentId, content: 'root' })).body.data;
    const racers = Array.from({ length: 20 }, (_, i) => add(bob.session, { contentId, content: `r${i}`, parentId: root.commentId }));
    const del = t.call('POST', '/aigc/api/comment/delete', { session: alice.session, body: { commentId: root.commentId } });
    const done = await Promise.all([...racers, del]);
    expect(done.every((r) => r.body.code === 200 || r.body.code === 404)).toBe(true);
    expect(await counter(contentId)).toBe(await rows(contentId));
    expect(await rows(contentId)).toBe(0);
  });
});
