import type { Page, PostCard, SaveSeriesBody, Series, SeriesSummary } from '@aigc/api-client';
import { api } from '../api';

/** Posts per page of a series' post list (the server allows ≤ 60). */
export const SERIES_PAGE_SIZE = 30;

/** Argument of a user's series: `userId` absent = the caller (login required). */
export interface UserSeriesArgs {
  userId?: string;
  page?: number;
  pageSize?: number;
}

/** Series calls (docs/product.md §7 'Posts, series'; the `/seriesDetail` page). */
export const seriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/topic/content/series/detail?uniqueSeriesId → Series (all its visible posts in order, ≤ 50). 404 toasted. */
    getSeriesDetail: build.query<Series, string>({
      query: (uniqueSeriesId) => ({ url: '/api/topic/content/series/detail', params: { uniqueSeriesId } }),
      providesTags: (_result, _error, id) => [{ type: 'Series', id }],
    }),
    /** GET /api/topic/content/series/content/list as an infinite query: the series' posts as feed cards, in order. */
    getSeriesContents: build.infiniteQuery<Page<PostCard>, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/topic/content/series/content/list',
        params: { uniqueSeriesId: queryArg, page: pageParam, pageSize: SERIES_PAGE_SIZE },
      }),
      providesTags: (_result, _error, id) => [{ type: 'Series', id }],
    }),
    /** GET /api/topic/content/series/user/list → Page<SeriesSummary>, most recently updated first. */
    getUserSeries: build.query<Page<SeriesSummary>, UserSeriesArgs>({
      query: ({ userId, page = 1, pageSize = 20 }) => ({
        url: '/api/topic/content/series/user/list',
        params: { userId, page, pageSize },
      }),
      providesTags: [{ type: 'Series', id: 'LIST' }],
    }),
    /**
     * PUT /api/topic/content/series: creates (no id) or replaces a series of
     * the caller's own posts → Series. Errors (400 with the packages/domain
     * series messages, 401, 403) are toasted.
     */
    saveSeries: build.mutation<Series, SaveSeriesBody>({
      query: (body) => ({ url: '/api/topic/content/series', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [{ type: 'Series', id: 'LIST' }, { type: 'Series', id: result.uniqueSeriesId }] : []),
    }),
    /** DELETE /api/topic/content/series?uniqueSeriesId (own series; its posts stay). */
    deleteSeries: build.mutation<null, string>({
      query: (uniqueSeriesId) => ({ url: '/api/topic/content/series', method: 'DELETE', params: { uniqueSeriesId } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Series', id: 'LIST' }, { type: 'Series', id }]),
    }),
  }),
});

export const {
  useGetSeriesDetailQuery,
  useGetSeriesContentsInfiniteQuery,
  useGetUserSeriesQuery,
  useSaveSeriesMutation,
  useDeleteSeriesMutation,
} = seriesApi;
