import type { AddCommentBody, Comment, DeleteCommentResult, Page } from '@aigc/api-client';
import { api } from '../api';
import { COMMENT_FAILED } from '../errorTitles';
import { contentsApi } from './contents';

/** Top-level comments per page (docs/product.md §2 'load more'). */
export const COMMENTS_PAGE_SIZE = 10;
/** Replies per 'load more' step of a thread. */
export const REPLIES_PAGE_SIZE = 5;

/** Argument of {@link commentsApi} `getReplies`: one thread. */
export interface RepliesArgs {
  /** The top-level comment. */
  commentId: string;
  /** Its post (to adjust the post's counts after a deletion). */
  contentId: string;
}

/** Argument of `deleteComment`. */
export interface DeleteCommentArgs {
  comment: Pick<Comment, 'commentId' | 'contentId' | 'parentId'>;
}

const nextPage = (last: Page<unknown>, _all: unknown, lastParam: number) => (last.hasMore ? lastParam + 1 : undefined);

/**
 * Comments and replies of a post (docs/product.md §2 'Content detail'), injected into the one api:
 * - `getCommentThreads` (infinite) — GET /api/comment/list, newest first,
 *   {@link COMMENTS_PAGE_SIZE} per page; `fetchNextPage()` = load more.
 * - `getReplies` (infinite) — GET /api/comment/reply/list, oldest first,
 *   {@link REPLIES_PAGE_SIZE} per page.
 * - `getComment` — GET /api/comment/detail: one comment or reply (a
 *   notice opens the post at it, docs/product.md §4); silent, 404 when it or
 *   its post is gone.
 * - `addComment` — POST /api/comment/add; on success the new comment is put
 *   at the top of the cached list (a reply: at the end of its loaded thread,
 *   its thread's replyCount + 1) and the post's commentCount + 1. Errors
 *   (401, 400 length, 404) are toasted by the base query under 'Comment failed'
 *   (docs/product.md §8).
 * - `deleteComment` — POST /api/comment/delete; removes it (and its thread)
 *   from the caches and sets the post's commentCount to the server's figure.
 */
export const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommentThreads: build.infiniteQuery<Page<Comment>, string, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/comment/list',
        params: { contentId: queryArg, page: pageParam, pageSize: COMMENTS_PAGE_SIZE },
      }),
      providesTags: (_r, _e, contentId) => [{ type: 'Comment', id: contentId }],
    }),
    getReplies: build.infiniteQuery<Page<Comment>, RepliesArgs, number>({
      infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: nextPage },
      query: ({ queryArg, pageParam }) => ({
        url: '/api/comment/reply/list',
        params: { commentId: queryArg.commentId, page: pageParam, pageSize: REPLIES_PAGE_SIZE },
      }),
      providesTags: (_r, _e, { commentId }) => [{ type: 'Comment', id: `thread:${commentId}` }],
    }),
    getComment: build.query<Comment, string>({
      query: (commentId) => ({ url: '/api/comment/detail', params: { commentId } }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, commentId) => [{ type: 'Comment', id: `one:${commentId}` }],
    }),
    addComment: build.mutation<Comment, AddCommentBody>({
      query: (body) => ({ url: '/api/comment/add', method: 'POST', body }),
      extraOptions: { errorTitle: COMMENT_FAILED },
      async onQueryStarted({ contentId }, { dispatch, getState, queryFulfilled }) {
        let created: Comment;
        try {
          created = (await queryFulfilled).data;
        } catch {
          return;
        }
        dispatch(
          contentsApi.util.updateQueryData('getContentDetail', contentId, (post) => {
            post.commentCount += 1;
          }),
        );
        const parentId = created.parentId;
        if (parentId === null) {
          dispatch(
            commentsApi.util.updateQueryData('getCommentThreads', contentId, (draft) => {
              const first = draft.pages[0];
              if (!first) return;
              first.dataList.unshift(created);
              for (const page of draft.pages) page.total += 1;
            }),
          );
          return;
        }
        dispatch(
          commentsApi.util.updateQueryData('getCommentThreads', contentId, (draft) => {
            for (const page of draft.pages)
              for (const c of page.dataList) if (c.commentId === parentId) c.replyCount += 1;
          }),
        );
        for (const arg of commentsApi.util.selectCachedArgsForQuery(getState(), 'getReplies')) {
          if (arg.commentId !== parentId) continue;
          dispatch(
            commentsApi.util.updateQueryData('getReplies', arg, (draft) => {
              const last = draft.pages[draft.pages.length - 1];
              for (const page of draft.pages) page.total += 1;
              // Only shown at once when the whole thread is loaded; otherwise 'load more' reaches it.
              if (last && !last.hasMore) last.dataList.push(created);
            }),
          );
        }
      },
    }),
    deleteComment: build.mutation<DeleteCommentResult, DeleteCommentArgs>({
      query: ({ comment }) => ({ url: '/api/comment/delete', method: 'POST', body: { commentId: comment.commentId } }),
      async onQueryStarted({ comment }, { dispatch, getState, queryFulfilled }) {
        let result: DeleteCommentResult;
        try {
          result = (await queryFulfilled).data;
        } catch {
          return;
        }
        dispatch(
          contentsApi.util.updateQueryData('getContentDetail', comment.contentId, (post) => {
            post.commentCount = result.commentCount;
          }),
        );
        dispatch(commentsApi.util.invalidateTags([{ type: 'Comment', id: `one:${comment.commentId}` }]));
        dispatch(
          commentsApi.util.updateQueryData('getCommentThreads', comment.contentId, (draft) => {
            for (const page of draft.pages) {
              const before = page.dataList.length;
              page.dataList = page.dataList.filter((c) => c.commentId !== comment.commentId);
              if (comment.parentId === null) page.total -= 1;
              if (before !== page.dataList.length) continue;
              for (const c of page.dataList)
                if (c.commentId === comment.parentId) c.replyCount = Math.max(0, c.replyCount - 1);
            }
          }),
        );
        for (const arg of commentsApi.util.selectCachedArgsForQuery(getState(), 'getReplies')) {
          if (arg.commentId !== comment.parentId) continue;
          dispatch(
            commentsApi.util.updateQueryData('getReplies', arg, (draft) => {
              for (const page of draft.pages) {
                page.dataList = page.dataList.filter((c) => c.commentId !== comment.commentId);
                page.total -= 1;
              }
            }),
          );
        }
      },
    }),
  }),
});

export const {
  useGetCommentThreadsInfiniteQuery,
  useGetRepliesInfiniteQuery,
  useGetCommentQuery,
  useAddCommentMutation,
  useDeleteCommentMutation,
} = commentsApi;
