import type { Page, Topic } from '@aigc/api-client';
import { LIST_PAGE_SIZE } from '@aigc/domain';
import { ticketsApi } from './tickets';

export const topicsApi = ticketsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/topic/selection (page 1, pageSize 1000, showWantable 1 — spec §7) → Page<Topic>. */
    getTopics: build.query<Page<Topic>, void>({
      query: () => ({
        url: '/api/topic/selection',
        params: { page: 1, pageSize: LIST_PAGE_SIZE, showWantable: 1 },
      }),
      providesTags: (result) => [
        { type: 'Topic', id: 'LIST' },
        ...(result?.dataList ?? []).map((topic) => ({
          type: 'Topic' as const,
          id: topic.uniqueTopicId,
        })),
      ],
    }),
  }),
});

export const { useGetTopicsQuery } = topicsApi;
