import type { Page, Wanter } from '@aigc/api-client';
import { api } from '../api';

/** Wanters per page of the 'users who wanted it' list. */
export const WANTERS_PAGE_SIZE = 20;

/**
 * `getWanters` (infinite) — GET /api/topic/content/want/users: the users
 * who sent a want-ticket to a post, most recent first (docs/product.md §2 'users who
 * wanted it'). Refreshed when the post's detail is (tag Content/:id).
 */
export const wantersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWanters: build.infiniteQuery<Page<Wanter>, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/topic/content/want/users',
        params: { contentId: queryArg, page: pageParam, pageSize: WANTERS_PAGE_SIZE },
      }),
      providesTags: (_r, _e, contentId) => [{ type: 'Content', id: contentId }],
    }),
  }),
});

export const { useGetWantersInfiniteQuery } = wantersApi;
