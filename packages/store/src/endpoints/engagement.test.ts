import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@aigc/api-client';
import { createAppStore } from '../store';
import { card, deferred, detail, envelope, page, stubFetch } from '../testing';
import { commentsApi } from './comments';
import { contentsApi } from './contents';
import { fileNameFromDisposition } from './downloads';
import { likesApi } from './likes';

afterEach(() => vi.unstubAllGlobals());

const author = { userId: 'u2', nickName: 'Bo', avatar: null, creatorTier: 'none' as const };
function comment(id: string, parentId: string | null = null, replyCount = 0): Comment {
  return { commentId: id, contentId: 'p1', parentId, author, replyTo: null, content: id, mentions: [], createTime: '2026-01-01T00:00:00.000Z', replyCount };
}

describe('comments cache', () => {
  it('puts a new comment first, counts it on the post, and a reply into its loaded thread', async () => {
    stubFetch({
      '/aigc/api/topic/content/detail': () => envelope({ ...detail('p1', { wantCount: 0 }), commentCount: 2 }),
      '/aigc/api/comment/list': () => envelope({ ...page([comment('c1', null, 1)]), total: 1 }),
      '/aigc/api/comment/reply/list': () => envelope({ ...page([comment('r1', 'c1')]), total: 1 }),
      '/aigc/api/comment/add': ({ body }) => {
        const b = body as { content: string; parentId: string | null };
        return envelope(comment(b.content, b.parentId));
      },
      '/aigc/api/comment/delete': () => envelope({ commentId: 'c1', removed: 3, commentCount: 1 }),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(contentsApi.endpoints.getContentDetail.initiate('p1'));
    await store.dispatch(commentsApi.endpoints.getCommentThreads.initiate('p1'));
    await store.dispatch(commentsApi.endpoints.getReplies.initiate({ commentId: 'c1', contentId: 'p1' }));
    const threads = () => commentsApi.endpoints.getCommentThreads.select('p1')(store.getState() as never).data!.pages[0]!;
    const replies = () =>
      commentsApi.endpoints.getReplies.select({ commentId: 'c1', contentId: 'p1' })(store.getState() as never).data!.pages[0]!;
    const count = () => contentsApi.endpoints.getContentDetail.select('p1')(store.getState()).data!.commentCount;

    await store.dispatch(commentsApi.endpoints.addComment.initiate({ contentId: 'p1', content: 'c2', parentId: null }));
    expect(threads().dataList.map((c) => c.commentId)).toEqual(['c2', 'c1']);
    expect(threads().total).toBe(2);
    expect(count()).toBe(3);

    await store.dispatch(commentsApi.endpoints.addComment.initiate({ contentId: 'p1', content: 'r2', parentId: 'c1' }));
    expect(replies().dataList.map((c) => c.commentId)).toEqual(['r1', 'r2']);
    expect(threads().dataList.find((c) => c.commentId === 'c1')?.replyCount).toBe(2);
    expect(count()).toBe(4);

    await store.dispatch(commentsApi.endpoints.deleteComment.initiate({ comment: comment('c1') }));
    expect(threads().dataList.map((c) => c.commentId)).toEqual(['c2']);
    expect(count()).toBe(1);
  });
});

describe('getComment', () => {
  it('asks GET /comment/detail and forgets the comment once it is deleted', async () => {
    let gone = false;
    const calls = stubFetch({
      '/aigc/api/comment/detail': () => (gone ? envelope(null, 404, 'This comment does not exist or was deleted') : envelope(comment('k1'))),
      '/aigc/api/comment/delete': () => {
        gone = true;
        return envelope({ commentId: 'k1', removed: 1, commentCount: 0 });
      },
    });
    const store = createAppStore({ entryType: 'main' });
    const sub = store.dispatch(commentsApi.endpoints.getComment.initiate('k1'));
    await sub;
    expect(calls[0]?.url.searchParams.get('commentId')).toBe('k1');
    expect(commentsApi.endpoints.getComment.select('k1')(store.getState() as never).data?.commentId).toBe('k1');
    await store.dispatch(commentsApi.endpoints.deleteComment.initiate({ comment: comment('k1') }));
    await vi.waitFor(() => expect(commentsApi.endpoints.getComment.select('k1')(store.getState() as never).isError).toBe(true));
    expect(store.getState().ui.toast).toBeNull();
    sub.unsubscribe();
  });
});

describe('setLike', () => {
  it('flips liked with ±1 at once in the detail and the feed, then takes the server count; undoes on failure', async () => {
    const reply = deferred<Response>();
    stubFetch({
      '/aigc/api/topic/content/detail': () => envelope({ ...detail('p1', { wantCount: 0 }), likeCount: 4 }),
      '/aigc/api/topic/content/list': () => envelope(page([{ ...card('p1', { wantCount: 0 }), likeCount: 4 }])),
      '/aigc/api/topic/content/like': () => reply.promise,
      '/aigc/api/topic/content/like/cancel': () => envelope(null, 404, 'This post does not exist or was deleted'),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(contentsApi.endpoints.getContentDetail.initiate('p1'));
    await store.dispatch(contentsApi.endpoints.getFeed.initiate({ sort: 'hot' }));
    const view = () => {
      const s = store.getState();
      const d = contentsApi.endpoints.getContentDetail.select('p1')(s).data!;
      const c = contentsApi.endpoints.getFeed.select({ sort: 'hot' })(s).data!.pages[0]!.dataList[0]!;
      return [d.liked, d.likeCount, c.liked, c.likeCount];
    };
    const pending = store.dispatch(likesApi.endpoints.setLike.initiate({ contentId: 'p1', liked: true }));
    expect(view()).toEqual([true, 5, true, 5]);
    reply.resolve(envelope({ contentId: 'p1', liked: true, likeCount: 9 }));
    await pending;
    expect(view()).toEqual([true, 9, true, 9]);

    await store.dispatch(likesApi.endpoints.setLike.initiate({ contentId: 'p1', liked: false }));
    expect(view()).toEqual([true, 9, true, 9]);
    expect(store.getState().ui.toast?.message).toBe('This post does not exist or was deleted');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameFromDisposition(`attachment; filename="__ ring-2.png"; filename*=UTF-8''${encodeURIComponent('月光 ring-2.png')}`, 'x')).toBe(
      '月光 ring-2.png',
    );
    expect(fileNameFromDisposition('attachment; filename="a.png"', 'x')).toBe('a.png');
    expect(fileNameFromDisposition('', 'x.png')).toBe('x.png');
  });
});
