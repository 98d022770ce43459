import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from './store';
import { detail, envelope, stubFetch } from './testing';
import { commentsApi } from './endpoints/comments';
import { contentsApi } from './endpoints/contents';
import { followsApi } from './endpoints/follows';
import { likesApi } from './endpoints/likes';

afterEach(() => vi.unstubAllGlobals());

describe('error toast titles (docs/product.md §8)', () => {
  it("titles a failed follow 'Failed' over the server's msg", async () => {
    stubFetch({ '/aigc/api/follow/add': () => envelope(null, 400, 'You cannot follow yourself') });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(followsApi.endpoints.setFollow.initiate({ userId: 'u2', follow: true }));
    expect(store.getState().ui.toast).toMatchObject({ kind: 'error', title: 'Failed', message: 'You cannot follow yourself' });
  });

  it("titles a failed unfollow 'Failed' too", async () => {
    stubFetch({ '/aigc/api/follow/cancel': () => envelope(null, 404, 'This user does not exist') });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(followsApi.endpoints.setFollow.initiate({ userId: 'u2', follow: false }));
    expect(store.getState().ui.toast).toMatchObject({ title: 'Failed', message: 'This user does not exist' });
  });

  it("titles a failed want 'Want it failed' over the server's msg", async () => {
    const msg = 'No want-ticket left, return tomorrow for the daily reward';
    stubFetch({
      '/aigc/api/topic/content/detail': () => envelope(detail('p1')),
      '/aigc/api/topic/content/want': () => envelope(null, 4001, msg),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(contentsApi.endpoints.wantContent.initiate({ contentId: 'p1' }));
    expect(store.getState().ui.toast).toMatchObject({ kind: 'error', title: 'Want it failed', message: msg });
  });

  it("titles a failed comment 'Comment failed', also when the network is down", async () => {
    stubFetch({
      '/aigc/api/comment/add': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(commentsApi.endpoints.addComment.initiate({ contentId: 'p1', content: 'Nice' }));
    expect(store.getState().ui.toast).toMatchObject({
      kind: 'error',
      title: 'Comment failed',
      message: 'Network connection error, please check your network and try again',
    });
  });

  it('leaves other failures untitled', async () => {
    stubFetch({ '/aigc/api/topic/content/like': () => envelope(null, 404, 'This post does not exist or was deleted') });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(likesApi.endpoints.setLike.initiate({ contentId: 'p1', liked: true }));
    expect(store.getState().ui.toast?.message).toBe('This post does not exist or was deleted');
    expect(store.getState().ui.toast).not.toHaveProperty('title');
  });
});
