import type { LikeResult, PostCard } from '@aigc/api-client';
import { api } from '../api';
import { contentsApi } from './contents';

/** Argument of `setLike`: the post and the wanted state. */
export interface SetLikeArgs {
  contentId: string;
  liked: boolean;
}

type LikeFields = Pick<PostCard, 'liked' | 'likeCount'>;

/**
 * Likes (docs/product.md §1 'like'): `setLike` — POST /api/topic/content/like (liked
 * true) or /like/cancel (false) → LikeResult. Optimistic: the post's `liked`
 * and `likeCount` change at once in the cached detail, feeds and user lists;
 * the server's count is written in on success, everything is undone on
 * failure (401, 404 are toasted by the base query).
 */
export const likesApi = api.injectEndpoints({
  endpoints: (build) => ({
    setLike: build.mutation<LikeResult, SetLikeArgs>({
      query: ({ contentId, liked }) => ({
        url: liked ? '/api/topic/content/like' : '/api/topic/content/like/cancel',
        method: 'POST',
        body: { contentId },
      }),
      async onQueryStarted({ contentId, liked }, { dispatch, getState, queryFulfilled }) {
        const patchPost = (recipe: (post: LikeFields) => void) => {
          const state = getState();
          const patches = [dispatch(contentsApi.util.updateQueryData('getContentDetail', contentId, recipe))];
          for (const arg of contentsApi.util.selectCachedArgsForQuery(state, 'getFeed')) {
            patches.push(
              dispatch(
                contentsApi.util.updateQueryData('getFeed', arg, (draft) => {
                  for (const page of draft.pages) for (const card of page.dataList) if (card.contentId === contentId) recipe(card);
                }),
              ),
            );
          }
          return patches;
        };
        const patches = patchPost((post) => {
          if (post.liked === liked) return;
          post.liked = liked;
          post.likeCount = Math.max(0, post.likeCount + (liked ? 1 : -1));
        });
        try {
          const { data } = await queryFulfilled;
          patchPost((post) => {
            post.liked = data.liked;
            post.likeCount = data.likeCount;
          });
        } catch {
          for (const p of patches) p.undo();
        }
      },
    }),
  }),
});

export const { useSetLikeMutation } = likesApi;
