import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, stubFetch } from '../testing';
import { applyLiveEvent } from './apply';
import { unreadCountApi } from '../endpoints/unreadCount';

afterEach(() => vi.unstubAllGlobals());

const unreadCount = unreadCountApi.endpoints.getUnreadCount;
const countIn = (store: ReturnType<typeof createAppStore>) => unreadCount.select()(store.getState()).data;

describe('the unread count (one owner: the count query cache)', () => {
  it('hello and message events write it into the cache, without a refetch', async () => {
    const calls = stubFetch({ '/aigc/api/message/unRead/count': () => envelope(1) });
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
