import type { Message, Page, UnreadDetail } from '@aigc/api-client';
import { LIST_PAGE_SIZE, messageGroup, type MessageGroup } from '@aigc/domain';
import { api } from '../api';
import { unreadMessageIdsListed, unreadMessageIdsRead } from '../unreadMessageIds';
import { patchCachedMessages } from './messageCache';
import { unreadCountApi } from './unreadCount';

/**
 * The list call of each notice-centre group (docs/product.md §7 'Messages'):
 * `normal` likes, wants, follows, comments, rankings, mentions; `system` the
 * official messages; `trade` the order messages.
 */
export const MESSAGE_LIST_PATHS: Record<MessageGroup, string> = {
  normal: '/api/message/list',
  system: '/api/message/official/list',
  trade: '/api/message/trade/list',
};

/** Messages per page of the lists: 1000 (docs/product.md §7, §9 `LIST_PAGE_SIZE`). */
export const MESSAGE_PAGE_SIZE = LIST_PAGE_SIZE;

/** Unread counts per group, all zero. */
const NO_UNREAD: UnreadDetail = { systemCount: 0, normalCount: 0, tradeCount: 0 };

/** The {@link UnreadDetail} field of each group. */
const DETAIL_FIELD = {
  system: 'systemCount',
  normal: 'normalCount',
  trade: 'tradeCount',
} as const satisfies Record<MessageGroup, keyof UnreadDetail>;

/**
 * The notice-centre calls (docs/product.md §2 'Notice centre', §4 readFlag, §7
 * 'Messages'), all for signed-in users, injected into the one api from this
 * module, which is imported only through `@aigc/store/messages` by the (lazily
 * loaded) notice centre, so that it weighs nothing on an app's entry chunk
 * (the 150 KB gzip budget); the unread count itself is `getUnreadCount` of
 * ./unreadCount, in the entry. Cache tags: `UnreadCount` for the count and
 * the per-group detail, `Message` for the lists (`{ id: 'LIST' }`,
 * `{ id: <group> }`, one per message) and one message (`{ id: msgId }`) — a
 * pushed event (the live stream) invalidates or patches those tags.
 */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/message/unRead/count/detail → unread counts per group
     * ({@link UnreadDetail}: systemCount = official, normalCount, tradeCount = orders). Silent.
     */
    getUnreadDetail: build.query<UnreadDetail, void>({
      query: () => ({ url: '/api/message/unRead/count/detail' }),
      extraOptions: { silent: true },
      providesTags: ['UnreadCount', { type: 'UnreadCount', id: 'DETAIL' }],
    }),
    /**
     * One group's messages, newest first, as an infinite query (page from 1,
     * {@link MESSAGE_PAGE_SIZE} per page, `tz` = the browser's zone for
     * `localDateTime`): GET /api/message/list | /official/list | /trade/list.
     * Silent: a failed list stays empty (docs/product.md §8). Each page that
     * arrives updates the stored unread ids (`readUnreadMessageIds`).
     */
    getMessages: build.infiniteQuery<Page<Message>, MessageGroup, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: MESSAGE_LIST_PATHS[queryArg],
        params: { page: pageParam, pageSize: MESSAGE_PAGE_SIZE },
      }),
      extraOptions: { silent: true, withTimeZone: true },
      providesTags: (data, _error, group) => [
        { type: 'Message', id: 'LIST' },
        { type: 'Message', id: group },
        ...(data?.pages.flatMap((p) => p.dataList.map((m) => ({ type: 'Message' as const, id: m.msgId }))) ?? []),
      ],
      async onQueryStarted(_group, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          unreadMessageIdsListed(data.pages.flatMap((p) => p.dataList));
        } catch {
          // a failed list changes nothing
        }
      },
    }),
    /**
     * GET /api/message/detail → one of the caller's own messages (the
     * `/information/:msgId` page); reading it marks nothing. Errors: 401;
     * 404 "This message does not exist" (unknown or someone else's). Silent:
     * the page says so itself.
     */
    getMessage: build.query<Message, string>({
      query: (msgId) => ({ url: '/api/message/detail', params: { msgId } }),
      extraOptions: { silent: true, withTimeZone: true },
      providesTags: (_r, _e, msgId) => [{ type: 'Message', id: msgId }],
    }),
    /**
     * PUT /api/message/read { msgIdList } → null (docs/product.md §4 readFlag 0 → 1; only
     * the caller's own messages change). Optimistic: the messages turn read in
     * every cached list and detail at once, and the unread count and the
     * detail's group counts drop by the number that were unread; `undo()` when
     * the call fails (toasted). When an id is in no cache its group is unknown,
     * so the counts are refetched once the call succeeds.
     */
    markMessagesRead: build.mutation<null, string[]>({
      query: (msgIdList) => ({ url: '/api/message/read', method: 'PUT', body: { msgIdList } }),
      async onQueryStarted(msgIdList, { dispatch, getState, queryFulfilled }) {
        const wanted = new Set(msgIdList);
        const state = getState();
        /** The groups of the ids found unread in a cache (each id once). */
        const unread = new Map<string, MessageGroup>();
        let unknown = new Set(msgIdList);
        const visit = (m: Message) => {
          if (!wanted.has(m.msgId)) return;
          unknown.delete(m.msgId);
          if (m.readFlag === 0) unread.set(m.msgId, messageGroup(m.type));
          m.readFlag = 1;
        };
        const patches = patchCachedMessages(dispatch, state, visit);
        unknown = new Set([...unknown].filter((id) => !unread.has(id)));
        const lost = { systemCount: 0, normalCount: 0, tradeCount: 0 };
        for (const group of unread.values()) lost[DETAIL_FIELD[group]] += 1;
        if (unread.size > 0) {
          patches.push(
            dispatch(unreadCountApi.util.updateQueryData('getUnreadCount', undefined, (n) => Math.max(0, n - unread.size))),
            dispatch(
              messagesApi.util.updateQueryData('getUnreadDetail', undefined, (d) => {
                d.systemCount = Math.max(0, d.systemCount - lost.systemCount);
                d.normalCount = Math.max(0, d.normalCount - lost.normalCount);
                d.tradeCount = Math.max(0, d.tradeCount - lost.tradeCount);
              }),
            ),
          );
        }
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
          return;
        }
        unreadMessageIdsRead(msgIdList);
        if (unknown.size > 0) dispatch(messagesApi.util.invalidateTags(['UnreadCount']));
      },
    }),
    /**
     * PUT /api/message/readAll → null (docs/product.md §2 'read all', §4). Optimistic:
     * every cached message turns read, the unread count and every group count
     * become 0; `undo()` when the call fails (toasted).
     */
    markAllMessagesRead: build.mutation<null, void>({
      query: () => ({ url: '/api/message/readAll', method: 'PUT' }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const patches = patchCachedMessages(dispatch, getState(), (m) => {
          m.readFlag = 1;
        });
        patches.push(
          dispatch(unreadCountApi.util.updateQueryData('getUnreadCount', undefined, () => 0)),
          dispatch(messagesApi.util.updateQueryData('getUnreadDetail', undefined, () => ({ ...NO_UNREAD }))),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
          return;
        }
        unreadMessageIdsRead('all');
      },
    }),
  }),
});

export const {
  useGetUnreadDetailQuery,
  useGetMessagesInfiniteQuery,
  useGetMessageQuery,
  useMarkMessagesReadMutation,
  useMarkAllMessagesReadMutation,
} = messagesApi;

export {
  readUnreadMessageIds,
  UNREAD_MESSAGE_IDS_STORAGE_KEY,
} from '../unreadMessageIds';
