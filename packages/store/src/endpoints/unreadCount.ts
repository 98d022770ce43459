import { api } from '../api';

/**
 * The unread message count (docs/product.md §7 'Messages', §9 '99+'): the one
 * notice-centre call in an app's entry chunk, for the header badge. The rest —
 * the unread detail, the lists, one message, read and read-all — is injected
 * by `@aigc/store/messages` (./messages), loaded with the notice centre.
 * Cache tag `UnreadCount`: invalidate it (or patch `getUnreadCount`) when the
 * count changes elsewhere, e.g. a pushed event.
 */
export const unreadCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/message/unRead/count → the number of unread messages (≥ 0).
     * Silent: the badge keeps the last figure when it fails (docs/product.md §8).
     */
    getUnreadCount: build.query<number, void>({
      query: () => ({ url: '/api/message/unRead/count' }),
      transformResponse: (count: number) => Math.max(0, count),
      extraOptions: { silent: true },
      providesTags: ['UnreadCount'],
    }),
  }),
});

export const { useGetUnreadCountQuery } = unreadCountApi;

/**
 * The names of the notice-centre endpoints, for code that patches their caches
 * (`api.util.updateQueryData(name, …)`) without loading them: `getUnreadCount`
 * is always injected; the others once `@aigc/store/messages` is loaded. Their
 * tags: `UnreadCount` (count, detail) and `Message` (lists: `{ id: 'LIST' }`,
 * `{ id: <group> }`; one message: `{ id: msgId }`).
 */
export const MESSAGE_ENDPOINT_NAMES = {
  unreadCount: 'getUnreadCount',
  unreadDetail: 'getUnreadDetail',
  lists: 'getMessages',
  message: 'getMessage',
  markRead: 'markMessagesRead',
  markAllRead: 'markAllMessagesRead',
} as const;
