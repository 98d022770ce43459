import type { BatchDeleteResult, Page, User, UserPostCard, UserPostKind, UserPostTab, UserProductTab } from '@aigc/api-client';
import { userLoaded } from '../slices/session';
import { api } from '../api';

/** Argument of `getAccountPosts`: whose tab, which tab, the image / 3D sub-filter and (product tab) the product tab. */
export interface AccountPostsArgs {
  userId: string;
  tab: UserPostTab;
  kind?: UserPostKind;
  productTab?: UserProductTab;
}

/** Posts per page of the account tabs (the server allows ≤ 60). */
export const ACCOUNT_PAGE_SIZE = 30;

/**
 * The account page's calls (docs/product.md §2 'Account/profile', §7): the post tabs,
 * editing the profile (nickname, avatar) and deleting posts.
 */
/**
 * What a profile change does (nickname or avatar): the profile, the creator
 * lists and the follow lists are refetched, and the returned user replaces
 * the session user.
 */
const profileChanged = {
  invalidatesTags: (r: User | undefined) =>
    r
      ? [
          { type: 'Profile' as const, id: r.userId },
          { type: 'Creator' as const, id: 'LIST' },
          { type: 'Creator' as const, id: 'ME' },
          { type: 'Follow' as const, id: 'LIST' },
        ]
      : [],
  async onQueryStarted(
    _arg: unknown,
    { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof userLoaded>) => unknown; queryFulfilled: Promise<{ data: User }> },
  ) {
    try {
      const { data } = await queryFulfilled;
      dispatch(userLoaded(data));
    } catch {
      // toasted by the base query
    }
  },
};

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/topic/content/user/list as an infinite query (page from 1):
     * the user's posts, products, liked or wanted posts, newest first.
     */
    getAccountPosts: build.infiniteQuery<Page<UserPostCard>, AccountPostsArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/topic/content/user/list',
        params: {
          userId: queryArg.userId,
          tab: queryArg.tab,
          kind: queryArg.kind ?? 'all',
          productTab: queryArg.tab === 'product' ? (queryArg.productTab ?? 'all') : undefined,
          page: pageParam,
          pageSize: ACCOUNT_PAGE_SIZE,
        },
      }),
      extraOptions: { withTimeZone: true },
      providesTags: (_r, _e, { userId }) => [
        { type: 'UserContent', id: 'LIST' },
        { type: 'UserContent', id: userId },
      ],
    }),
    /**
     * POST /api/user/profile/update {nickName} → the updated User (docs/product.md §5:
     * 2–20 characters; the server's message is toasted on 400). The session
     * user and the profile are refreshed.
     */
    updateProfile: build.mutation<User, { nickName: string }>({
      query: (body) => ({ url: '/api/user/profile/update', method: 'POST', body }),
      ...profileChanged,
    }),
    /**
     * POST /api/user/avatar (multipart `file`: JPEG, PNG or WebP ≤ 5 MB) →
     * the updated User with the new 256 px avatar URL.
     */
    uploadAvatar: build.mutation<User, File | Blob>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/user/avatar', method: 'POST', body };
      },
      ...profileChanged,
    }),
    /**
     * POST /api/topic/content/batch/delete {contentIds ≤ 50} → what was
     * deleted and refunded (docs/product.md §2, §5, §8: refused while a product is
     * evaluated or configured). Feeds, challenge lists, profiles, the
     * account tabs and the deleted posts' details are refetched.
     */
    batchDeletePosts: build.mutation<BatchDeleteResult, { contentIds: string[] }>({
      query: (body) => ({ url: '/api/topic/content/batch/delete', method: 'POST', body }),
      invalidatesTags: (r, _e, { contentIds }) =>
        r
          ? [
              { type: 'Feed', id: 'LIST' },
              { type: 'Topic', id: 'LIST' },
              { type: 'UserContent', id: 'LIST' },
              'UserContent',
              'Profile',
              { type: 'Creator', id: 'LIST' },
              { type: 'Creator', id: 'ME' },
              ...contentIds.map((id) => ({ type: 'Content' as const, id })),
            ]
          : [],
    }),
  }),
});

export const { useGetAccountPostsInfiniteQuery, useUpdateProfileMutation, useUploadAvatarMutation, useBatchDeletePostsMutation } =
  accountApi;
