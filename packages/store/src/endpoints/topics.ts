import type {
  ActivityPage,
  ChallengeShare,
  FeedSort,
  Page,
  PostCard,
  Topic,
  TopicDetail,
  TopicShortcut,
} from '@aigc/api-client';
import type { ChallengeStatus } from '@aigc/domain';
import { LIST_PAGE_SIZE } from '@aigc/domain';
import { api } from '../api';

/** Challenges per page on the all-activities screen (the server allows ≤ 60). */
export const ACTIVITIES_PAGE_SIZE = 24;
/** Designer works per page on a challenge page (the server allows ≤ 60). */
export const DESIGNER_WORKS_PAGE_SIZE = 30;

/** Argument of the all-activities list: one status tab, or every challenge. */
export interface ActivitiesArgs {
  status?: ChallengeStatus;
}

/** Argument of a challenge's designer works. */
export interface DesignerWorksArgs {
  topicId: string;
  sort: FeedSort;
}

export const topicsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/topic/selection (page 1, pageSize 1000, showWantable 1 — docs/product.md §7) → Page<Topic>. */
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
    /**
     * GET /api/topic/detail?topicId → TopicDetail: theme, banners, time and
     * status, campaign info, rules, prizes, real pictures, counts (docs/product.md §2
     * Challenge detail). 404 'This challenge does not exist' is toasted.
     */
    getTopicDetail: build.query<TopicDetail, string>({
      query: (topicId) => ({ url: '/api/topic/detail', params: { topicId } }),
      providesTags: (_result, _error, topicId) => [{ type: 'Topic', id: topicId }],
    }),
    /**
     * GET /api/topic/activities as an infinite query (page param from 1):
     * challenges ongoing → upcoming → ended, each with `status` and
     * `postCount`; every page carries `counts` per status (docs/product.md §2 All activities).
     */
    getActivities: build.infiniteQuery<ActivityPage, ActivitiesArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/topic/activities',
        params: { status: queryArg.status, page: pageParam, pageSize: ACTIVITIES_PAGE_SIZE },
      }),
      providesTags: [{ type: 'Topic', id: 'LIST' }],
    }),
    /** GET /api/topic/designer/list as an infinite query: a challenge's posts by official quality creators, hot or new. */
    getDesignerWorks: build.infiniteQuery<Page<PostCard>, DesignerWorksArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _all, lastPageParam) => (lastPage.hasMore ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/topic/designer/list',
        params: { topicId: queryArg.topicId, sort: queryArg.sort, page: pageParam, pageSize: DESIGNER_WORKS_PAGE_SIZE },
      }),
      providesTags: [{ type: 'Feed', id: 'LIST' }],
    }),
    /** GET /api/topic/share/info?contentId → ChallengeShare (the `/challenge/share/:contentId` page). */
    getChallengeShare: build.query<ChallengeShare, string>({
      query: (contentId) => ({ url: '/api/topic/share/info', params: { contentId } }),
      providesTags: (_result, _error, contentId) => [{ type: 'Content', id: contentId }],
    }),
    /**
     * GET /api/topic/shortcut?label → the challenge configured for a
     * sub-domain label, or null (docs/product.md §2 sub-domain shortcut). Silent: a
     * failure just means no redirect.
     */
    getTopicShortcut: build.query<TopicShortcut | null, string>({
      query: (label) => ({ url: '/api/topic/shortcut', params: { label } }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetTopicsQuery,
  useGetTopicDetailQuery,
  useGetActivitiesInfiniteQuery,
  useGetDesignerWorksInfiniteQuery,
  useGetChallengeShareQuery,
  useGetTopicShortcutQuery,
} = topicsApi;
