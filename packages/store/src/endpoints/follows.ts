import type { FollowResult, Page, PersonCard } from '@aigc/api-client';
import { api } from '../api';
import { FOLLOW_FAILED } from '../errorTitles';
import { selectUserId } from '../slices/session';
import { contentsApi } from './contents';
import { messagesFollowingChanged } from './messageCache';
import { userApi } from './user';

/** Which list of a profile: the people who follow the user, or the people the user follows. */
export type FollowListKind = 'followers' | 'following';

/** Argument of `getFollowList`. */
export interface FollowListArgs {
  userId: string;
  kind: FollowListKind;
}

/** Argument of `setFollow`: the user to (un)follow and the wanted state. */
export interface SetFollowArgs {
  userId: string;
  follow: boolean;
}

/** People per page of the followers / following lists (the server allows ≤ 100). */
export const FOLLOW_PAGE_SIZE = 30;

/**
 * Follows (docs/product.md §1, §4 'Follow toggles between following and not following
 * after a successful call', §7 follow/add|cancel) and the followers /
 * following lists of a profile.
 */
export const followsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/follow/followers|following as an infinite query (page from 1):
     * `Page<PersonCard>` newest first, with the caller's `isFollowing` and
     * `followsYou` flags (follow back).
     */
    getFollowList: build.infiniteQuery<Page<PersonCard>, FollowListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/api/follow/${queryArg.kind}`,
        params: { userId: queryArg.userId, page: pageParam, pageSize: FOLLOW_PAGE_SIZE },
      }),
      providesTags: (_r, _e, { userId, kind }) => [
        { type: 'Follow', id: 'LIST' },
        { type: 'Follow', id: `${kind}:${userId}` },
      ],
    }),
    /**
     * POST /api/follow/add (follow true) or /api/follow/cancel (false) →
     * FollowResult. Not optimistic (docs/product.md §4: it toggles after success): on
     * success the followed user's profile, every cached person list and
     * creator card, post details by that author and notice-centre messages
     * about that user (`userInfo.following`) are patched with the new state; the caller's own profile (following count) is refetched.
     * Failures are toasted by the base query under the title 'Failed' (docs/product.md §8 'Follow failure').
     */
    setFollow: build.mutation<FollowResult, SetFollowArgs>({
      query: ({ userId, follow }) => ({
        url: follow ? '/api/follow/add' : '/api/follow/cancel',
        method: 'POST',
        body: { followedUserId: userId },
      }),
      extraOptions: { errorTitle: FOLLOW_FAILED },
      invalidatesTags: (result) => (result ? [{ type: 'Creator', id: 'ME' }] : []),
      async onQueryStarted({ userId }, { dispatch, getState, queryFulfilled }) {
        let result: FollowResult;
        try {
          ({ data: result } = await queryFulfilled);
        } catch {
          return;
        }
        const state = getState();
        dispatch(
          userApi.util.updateQueryData('getUserProfile', userId, (p) => {
            p.isFollowing = result.isFollowing;
            p.followerCount = result.followerCount;
          }),
        );
        for (const arg of followsApi.util.selectCachedArgsForQuery(state, 'getFollowList')) {
          dispatch(
            followsApi.util.updateQueryData('getFollowList', arg, (draft) => {
              for (const page of draft.pages)
                for (const person of page.dataList)
                  if (person.userId === userId) {
                    person.isFollowing = result.isFollowing;
                    person.followerCount = result.followerCount;
                  }
            }),
          );
        }
        for (const arg of contentsApi.util.selectCachedArgsForQuery(state, 'getContentDetail')) {
          dispatch(
            contentsApi.util.updateQueryData('getContentDetail', arg, (d) => {
              if (d.author.userId === userId) d.authorFollowed = result.isFollowing;
            }),
          );
        }
        messagesFollowingChanged(dispatch, state, userId, result.isFollowing);
        // the api only types its own slice; the app store always holds the session too
        const selfId = selectUserId(state as unknown as Parameters<typeof selectUserId>[0]);
        if (selfId) dispatch(followsApi.util.invalidateTags([{ type: 'Profile', id: selfId }, { type: 'Follow', id: `following:${selfId}` }]));
        dispatch(followsApi.util.invalidateTags([{ type: 'Creator', id: 'LIST' }]));
      },
    }),
  }),
});

export const { useGetFollowListInfiniteQuery, useSetFollowMutation } = followsApi;
