import type {
  FeedSort,
  Page,
  PostCard,
  PostDetail,
  PublishContentBody,
  PublishResult,
  WantContentBody,
  WantResult,
} from '@aigc/api-client';
import { FEED_PAGE_SIZE, PAGE_SIZE_MAX, WANT_COST, wantState } from '@aigc/domain';
import { api } from '../api';
import { WANT_FAILED } from '../errorTitles';
import type { ApiError } from '../baseQuery';
import { ticketsLoaded, ticketSpent } from './tickets';

/** Posts per feed page (the domain's; the server allows ≤ 60). */
export { FEED_PAGE_SIZE };

/** Argument of the feed: order, and optionally one challenge. */
export interface FeedArgs {
  sort: FeedSort;
  topicId?: string;
}

/** A feed page: `Page<PostCard>` plus the cursor of the page after it (null on the last page). */
export type FeedPage = Page<PostCard> & { nextCursor?: string | null };

/** Page param of the feed: the page number (from 1) and the keyset cursor to start after. */
export interface FeedPageParam {
  page: number;
  cursor?: string;
}

/** Argument of a user's posts. */
export interface UserContentsArgs {
  userId: string;
  page?: number;
  pageSize?: number;
}

/** Publish payload (docs/product.md §3) plus where the dialog was opened: 'feeds' posts to /general. */
export type PublishContentArgs = PublishContentBody & { from?: 'feeds' };

type WantFields = Pick<PostCard, 'wanted' | 'wantCount' | 'wantState'>;

export const contentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/topic/content/list as an infinite query: the page param is the
     * page number (from 1) and, after page 1, the server's `nextCursor` of the
     * page before (a keyset position: the next page starts right after the
     * last card seen, however the hot order moved meanwhile); the next page
     * exists while `hasMore` is true.
     * Use `useGetFeedInfiniteQuery({ sort, topicId? })` → `data.pages[]`,
     * `fetchNextPage()`, `hasNextPage`.
     */
    getFeed: build.infiniteQuery<FeedPage, FeedArgs, FeedPageParam>({
      infiniteQueryOptions: {
        initialPageParam: { page: 1 },
        getNextPageParam: (lastPage, _allPages, lastPageParam) =>
          lastPage.hasMore
            ? { page: lastPageParam.page + 1, ...(lastPage.nextCursor ? { cursor: lastPage.nextCursor } : {}) }
            : undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/topic/content/list',
        params: {
          sort: queryArg.sort,
          topicId: queryArg.topicId,
          page: pageParam.page,
          pageSize: FEED_PAGE_SIZE,
          cursor: pageParam.cursor,
        },
      }),
      providesTags: [{ type: 'Feed', id: 'LIST' }],
    }),
    /**
     * GET /api/topic/content/detail?contentId → PostDetail. Silent: the post's
     * page shows a failure (404 'does not exist', or any other) itself, once.
     */
    getContentDetail: build.query<PostDetail, string>({
      query: (contentId) => ({ url: '/api/topic/content/detail', params: { contentId } }),
      extraOptions: { silent: true },
      providesTags: (_result, _error, contentId) => [{ type: 'Content', id: contentId }],
    }),
    // A post's comments and replies: ./comments.ts.
    /** GET /api/topic/content/user/list → a user's posts (Page<PostCard>). */
    getUserContents: build.query<Page<PostCard>, UserContentsArgs>({
      query: ({ userId, page = 1, pageSize = PAGE_SIZE_MAX.cards }) => ({
        url: '/api/topic/content/user/list',
        params: { userId, page, pageSize },
      }),
      extraOptions: { withTimeZone: true },
      providesTags: (_result, _error, { userId }) => [{ type: 'UserContent', id: userId }],
    }),
    /**
     * POST /api/topic/content/want: spends 1 want-ticket on a post (docs/product.md §4;
     * cannot be withdrawn). Optimistic: the post is marked wanted with +1 in
     * the detail, every cached feed and user list, and the ticket count (the
     * `getTicketCount` cache) drops by 1; on success the server's counts are written
     * in and the detail with its recent wanters and the wanters list (tag
     * Content/:id) are refetched, on failure every change is undone (a 409
     * 'already wanted' leaves the post marked wanted).
     * Errors (401, 409, 4001 no ticket left) are toasted by the base query under
     * 'Want it failed' (docs/product.md §8).
     */
    wantContent: build.mutation<WantResult, WantContentBody>({
      // One want per user per post: the post id is a stable Idempotency-Key, so a
      // retried request gets the first result back instead of spending again.
      query: (body) => ({
        url: '/api/topic/content/want',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': `want:${body.contentId}` },
      }),
      extraOptions: { errorTitle: WANT_FAILED },
      invalidatesTags: (result, _error, { contentId }) =>
        result
          ? [
              { type: 'TicketLog', id: 'LIST' },
              { type: 'Product', id: contentId },
              { type: 'Content', id: contentId },
            ]
          : [],
      async onQueryStarted({ contentId }, { dispatch, getState, queryFulfilled }) {
        const patchPost = (recipe: (post: WantFields) => void) => {
          const state = getState();
          const patches = [
            dispatch(
              contentsApi.util.updateQueryData('getContentDetail', contentId, (draft) => {
                recipe(draft);
              }),
            ),
          ];
          for (const arg of contentsApi.util.selectCachedArgsForQuery(state, 'getFeed')) {
            patches.push(
              dispatch(
                contentsApi.util.updateQueryData('getFeed', arg, (draft) => {
                  for (const page of draft.pages) {
                    for (const card of page.dataList)
                      if (card.contentId === contentId) recipe(card);
                  }
                }),
              ),
            );
          }
          for (const arg of contentsApi.util.selectCachedArgsForQuery(state, 'getUserContents')) {
            patches.push(
              dispatch(
                contentsApi.util.updateQueryData('getUserContents', arg, (draft) => {
                  for (const card of draft.dataList) if (card.contentId === contentId) recipe(card);
                }),
              ),
            );
          }
          return patches;
        };

        const postPatches = patchPost((post) => {
          if (post.wanted) return;
          post.wanted = true;
          post.wantCount += 1;
          post.wantState = wantState(post.wantCount);
        });
        const countPatch = dispatch(ticketSpent(WANT_COST));

        try {
          const { data } = await queryFulfilled;
          patchPost((post) => {
            post.wanted = true;
            post.wantCount = data.wantCount;
            post.wantState = data.wantState;
          });
          dispatch(ticketsLoaded(data.balance));
        } catch (failure) {
          for (const patch of postPatches) patch.undo();
          countPatch.undo();
          const error = (failure as { error?: ApiError }).error;
          if (error?.status === 409) {
            patchPost((post) => {
              post.wanted = true;
            });
          }
        }
      },
    }),
    /**
     * POST /api/topic/content (or /api/topic/content/general when `from` is
     * 'feeds', docs/product.md §7) → `{ createId, popUpType }`; refreshes the feed, the
     * author's lists and the challenge counts.
     */
    publishContent: build.mutation<PublishResult, PublishContentArgs>({
      query: ({ from, ...body }) => ({
        url: from === 'feeds' ? '/api/topic/content/general' : '/api/topic/content',
        method: 'POST',
        body,
      }),
      invalidatesTags: (result) =>
        result
          ? [{ type: 'Feed', id: 'LIST' }, 'UserContent', 'Profile', { type: 'Topic', id: 'LIST' }]
          : [],
    }),
  }),
});

export const {
  useGetFeedInfiniteQuery,
  useGetContentDetailQuery,
  useGetUserContentsQuery,
  useWantContentMutation,
  usePublishContentMutation,
} = contentsApi;
