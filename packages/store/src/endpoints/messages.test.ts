import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message, UnreadDetail } from '@aigc/api-client';
import { createAppStore } from '../store';
import { deferred, envelope, message, page, stubFetch } from '../testing';
import { readUnreadMessageIds, UNREAD_MESSAGE_IDS_STORAGE_KEY } from '../unreadMessageIds';
import { followsApi } from './follows';
import { messagesApi } from './messages';
import { unreadCountApi } from './unreadCount';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const detail: UnreadDetail = { systemCount: 1, normalCount: 2, tradeCount: 0 };

/** A store with the count, the detail, the normal and system lists loaded. */
async function loaded(normal: Message[], system: Message[], extra: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    '/aigc/api/message/unRead/count': () => envelope(3),
    '/aigc/api/message/unRead/count/detail': () => envelope(detail),
    '/aigc/api/message/list': () => envelope(page(normal)),
    '/aigc/api/message/official/list': () => envelope(page(system)),
    ...extra,
  });
  const store = createAppStore({ entryType: 'main' });
  await store.dispatch(unreadCountApi.endpoints.getUnreadCount.initiate());
  await store.dispatch(messagesApi.endpoints.getUnreadDetail.initiate());
  await store.dispatch(messagesApi.endpoints.getMessages.initiate('normal'));
  await store.dispatch(messagesApi.endpoints.getMessages.initiate('system'));
  return { store, calls };
}

/** The store's state, typed for the lazily injected messages endpoints too. */
const stateOf = (store: ReturnType<typeof createAppStore>) => store.getState() as never;

function snapshot(store: ReturnType<typeof createAppStore>) {
  const state = stateOf(store);
  const flags = (group: 'normal' | 'system') =>
    messagesApi.endpoints.getMessages
      .select(group)(state)
      .data?.pages.flatMap((p) => p.dataList.map((m) => [m.msgId, m.readFlag]));
  return {
    count: unreadCountApi.endpoints.getUnreadCount.select()(state).data,
    detail: messagesApi.endpoints.getUnreadDetail.select()(state).data,
    normal: flags('normal'),
    system: flags('system'),
  };
}

describe('message lists', () => {
  it('ask each group with page, pageSize 1000 and tz, and keep the unread ids in localStorage', async () => {
    const { calls } = await loaded(
      [message('m1', { type: 1 }), message('m2', { type: 12, readFlag: 1 })],
      [message('s1', { type: 5 })],
    );
    const list = calls.find((c) => c.path === '/aigc/api/message/list')!;
    expect(list.method).toBe('GET');
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ page: '1', pageSize: '1000' });
    expect(list.url.searchParams.get('tz')).toBeTruthy();
    expect(calls.some((c) => c.path === '/aigc/api/message/official/list')).toBe(true);
    expect(readUnreadMessageIds().sort()).toEqual(['m1', 's1']);
    expect(JSON.parse(localStorage.getItem(UNREAD_MESSAGE_IDS_STORAGE_KEY)!)).toHaveLength(2);
  });

  it('load the next page while hasMore says so', async () => {
    stubFetch({
      '/aigc/api/message/trade/list': (call) =>
        call.url.searchParams.get('page') === '1'
          ? envelope(page([message('t1', { type: 14 })], true, 1))
          : envelope(page([message('t2', { type: 17 })], false, 2)),
    });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(messagesApi.endpoints.getMessages.initiate('trade'));
    await store.dispatch(messagesApi.endpoints.getMessages.initiate('trade', { direction: 'forward' }));
    const data = messagesApi.endpoints.getMessages.select('trade')(stateOf(store)).data;
    expect(data?.pages.flatMap((p) => p.dataList.map((m) => m.msgId))).toEqual(['t1', 't2']);
  });

  it('one message: GET /message/detail with msgId', async () => {
    const calls = stubFetch({ '/aigc/api/message/detail': () => envelope(message('s9', { type: 100 })) });
    const store = createAppStore({ entryType: 'main' });
    const result = await store.dispatch(messagesApi.endpoints.getMessage.initiate('s9'));
    expect(result.data?.msgId).toBe('s9');
    expect(calls[0]?.url.searchParams.get('msgId')).toBe('s9');
  });
});

describe('markMessagesRead', () => {
  it('turns the messages read and lowers the counts at once, then sends PUT /message/read', async () => {
    const reply = deferred<Response>();
    const { store, calls } = await loaded(
      [message('m1', { type: 1 }), message('m2', { type: 12 })],
      [message('s1', { type: 5 })],
      { '/aigc/api/message/read': () => reply.promise },
    );
    const done = store.dispatch(messagesApi.endpoints.markMessagesRead.initiate(['m1', 's1']));
    expect(snapshot(store)).toEqual({
      count: 1,
      detail: { systemCount: 0, normalCount: 1, tradeCount: 0 },
      normal: [
        ['m1', 1],
        ['m2', 0],
      ],
      system: [['s1', 1]],
    });
    reply.resolve(envelope(null));
    await done;
    const put = calls.find((c) => c.path === '/aigc/api/message/read');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ msgIdList: ['m1', 's1'] });
    expect(readUnreadMessageIds()).toEqual(['m2']);
  });

  it('does not count a message that was already read', async () => {
    const { store } = await loaded([message('m1', { type: 1, readFlag: 1 }), message('m2', { type: 1 })], [], {
      '/aigc/api/message/read': () => envelope(null),
    });
    await store.dispatch(messagesApi.endpoints.markMessagesRead.initiate(['m1']));
    expect(snapshot(store).count).toBe(3);
  });

  it('undoes everything when the server refuses, and toasts its message', async () => {
    const { store } = await loaded([message('m1', { type: 1 })], [message('s1', { type: 0 })], {
      '/aigc/api/message/read': () => envelope(null, 401, 'Please log in'),
    });
    const before = snapshot(store);
    await store.dispatch(messagesApi.endpoints.markMessagesRead.initiate(['m1', 's1']));
    expect(snapshot(store)).toEqual(before);
    expect(store.getState().ui.toast?.message).toBe('Please log in');
    expect(readUnreadMessageIds().sort()).toEqual(['m1', 's1']);
  });

  it('refetches the counts when an id was in no cache (its group is unknown)', async () => {
    let counts = 0;
    const { store } = await loaded([], [], {
      '/aigc/api/message/unRead/count': () => envelope(3 - counts++),
      '/aigc/api/message/read': () => envelope(null),
    });
    const sub = store.dispatch(unreadCountApi.endpoints.getUnreadCount.initiate());
    await store.dispatch(messagesApi.endpoints.markMessagesRead.initiate(['elsewhere']));
    await vi.waitFor(() => expect(snapshot(store).count).toBe(2));
    sub.unsubscribe();
  });
});

describe('markAllMessagesRead', () => {
  it('turns every cached message read and every count to 0 at once, then sends PUT /message/readAll', async () => {
    const reply = deferred<Response>();
    const { store, calls } = await loaded([message('m1', { type: 1 })], [message('s1', { type: 9 })], {
      '/aigc/api/message/readAll': () => reply.promise,
    });
    const done = store.dispatch(messagesApi.endpoints.markAllMessagesRead.initiate());
    expect(snapshot(store)).toEqual({
      count: 0,
      detail: { systemCount: 0, normalCount: 0, tradeCount: 0 },
      normal: [['m1', 1]],
      system: [['s1', 1]],
    });
    reply.resolve(envelope(null));
    await done;
    expect(calls.find((c) => c.path === '/aigc/api/message/readAll')?.method).toBe('PUT');
    expect(localStorage.getItem(UNREAD_MESSAGE_IDS_STORAGE_KEY)).toBeNull();
  });

  it('undoes everything when the call fails', async () => {
    const { store } = await loaded([message('m1', { type: 1 })], [], {
      '/aigc/api/message/readAll': () => new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    const before = snapshot(store);
    await store.dispatch(messagesApi.endpoints.markAllMessagesRead.initiate());
    expect(snapshot(store)).toEqual(before);
  });
});

describe('tags', () => {
  it('invalidating Message refetches the lists, invalidating UnreadCount the count and detail', async () => {
    const { store, calls } = await loaded([message('m1', { type: 1 })], []);
    const subs = [
      store.dispatch(unreadCountApi.endpoints.getUnreadCount.initiate()),
      store.dispatch(messagesApi.endpoints.getUnreadDetail.initiate()),
      store.dispatch(messagesApi.endpoints.getMessages.initiate('normal')),
    ];
    const count = (path: string) => calls.filter((c) => c.path === path).length;
    const before = { list: count('/aigc/api/message/list'), unread: count('/aigc/api/message/unRead/count') };
    store.dispatch(unreadCountApi.util.invalidateTags(['Message']));
    await vi.waitFor(() => expect(count('/aigc/api/message/list')).toBe(before.list + 1));
    expect(count('/aigc/api/message/unRead/count')).toBe(before.unread);
    store.dispatch(unreadCountApi.util.invalidateTags(['UnreadCount']));
    await vi.waitFor(() => expect(count('/aigc/api/message/unRead/count')).toBe(before.unread + 1));
    await vi.waitFor(() => expect(count('/aigc/api/message/unRead/count/detail')).toBe(2));
    for (const s of subs) s.unsubscribe();
  });
});

describe('setFollow and the follow-back button', () => {
  it('sets userInfo.following of cached messages about the followed user', async () => {
    const follower = { userId: 'u2', nickName: 'Bo', avatar: null, following: false };
    const { store } = await loaded([message('m1', { type: 10, userInfo: follower })], [], {
      '/aigc/api/follow/add': () =>
        envelope({ followedUserId: 'u2', isFollowing: true, followerCount: 1, followingCount: 1 }),
    });
    await store.dispatch(followsApi.endpoints.setFollow.initiate({ userId: 'u2', follow: true }));
    const list = messagesApi.endpoints.getMessages.select('normal')(stateOf(store)).data;
    expect(list?.pages[0]?.dataList[0]?.userInfo?.following).toBe(true);
  });
});
