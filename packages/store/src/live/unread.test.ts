import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { createAppStore } from '../store';
import { envelope, stubFetch } from '../testing';
import { applyLiveEvent } from './apply';
import { UNREAD_COUNT_ENDPOINT } from './unread';

afterEach(() => vi.unstubAllGlobals());

// A stand-in for the notice centre's count query (docs/product.md §7 'Messages'),
// injected in this file only: the stream writes into whatever query bears the name.
const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    [UNREAD_COUNT_ENDPOINT]: build.query<number, void>({
      query: () => ({ url: '/message/unRead/count' }),
      providesTags: ['UnreadCount'],
    }),
  }),
});
const unreadCount = messagesApi.endpoints[UNREAD_COUNT_ENDPOINT];
// The app's RootState does not know the stand-in endpoint: read its entry untyped.
const countIn = (store: ReturnType<typeof createAppStore>) =>
  unreadCount.select()(
    store.getState() as unknown as Parameters<ReturnType<typeof unreadCount.select>>[0],
  ).data;

describe('the unread count (one owner: the count query cache)', () => {
  it('hello and message events write it into the cache, without a refetch', async () => {
    const calls = stubFetch({ '/aigc/message/unRead/count': () => envelope(1) });
    const store = createAppStore({ entryType: 'main' });
    const subscription = store.dispatch(unreadCount.initiate());
    await subscription;
    expect(countIn(store)).toBe(1);

    store.dispatch(
      applyLiveEvent({ name: 'hello', id: '1', data: { unReadCount: 5, balance: 0, jobs: [] } }),
    );
    expect(countIn(store)).toBe(5);
    store.dispatch(
      applyLiveEvent({
        name: 'message',
        id: '2',
        data: {
          type: 1,
          unReadCount: 6,
          content: { msgId: 'm1', time: '2026-03-01 09:00:00', contentId: 'c1' },
        },
      }),
    );
    expect(countIn(store)).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    subscription.unsubscribe();
  });
});
