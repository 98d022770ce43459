import type { Creator, CreatorDetail, Page } from '@aigc/api-client';
import { api } from '../api';

/** Creators per page of the ranking (the server allows ≤ 60). */
export const CREATORS_PAGE_SIZE = 24;

/** The creators ranking (`/creator`) and the signed-in creator's figures (`/creatorDetail/`), docs/product.md §2. */
export const creatorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/creator/list as an infinite query: creators in rank order with follow flags. */
    getCreators: build.infiniteQuery<Page<Creator>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
      },
      query: ({ pageParam }) => ({ url: '/api/creator/list', params: { page: pageParam, pageSize: CREATORS_PAGE_SIZE } }),
      providesTags: [{ type: 'Creator', id: 'LIST' }],
    }),
    /** GET /api/creator/detail (login required) → the caller's rank, counts and most wanted posts. */
    getCreatorDetail: build.query<CreatorDetail, void>({
      query: () => ({ url: '/api/creator/detail' }),
      providesTags: [{ type: 'Creator', id: 'ME' }],
    }),
  }),
});

export const { useGetCreatorsInfiniteQuery, useGetCreatorDetailQuery } = creatorsApi;
