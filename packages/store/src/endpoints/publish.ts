import type { MentionPage, UploadItem, User } from '@aigc/api-client';
import { msg } from '@lingui/core/macro';
import { MENTION_PAGE_SIZE, UPLOAD_MESSAGES } from '@aigc/domain';
import { userLoaded } from '../slices/session';
import { api } from '../api';
import { registerServerMessages } from '../serverMessages';

// The refusal of an upload without the local-upload permission, in the user's language (docs/product.md §6).
registerServerMessages([[UPLOAD_MESSAGES.locked, msg`Local upload is locked: unlock it by accepting the author terms first`]]);

/** Argument of {@link publishApi} `searchMention` (docs/product.md §7 'GET /aigc/api/search/authors/mention'). */
export interface MentionSearchArgs {
  query: string;
  /** `cursor.after` of the previous page (omit for the first page). */
  cursor?: string;
  /** `sessionId` of the previous page (omit for a new search). */
  sessionId?: string;
  /** Page number, 1 for a new search (sent for older clients; paging follows the cursor). */
  page?: number;
}

export const publishApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Multipart POST /api/generate/generate-image with one `imageFile` (and
     * `topicId`, the challenge of the challenge scene, where local upload is
     * always allowed; elsewhere the server answers 403 without
     * `showPostLocalUpload`, docs/product.md §6) → `UploadItem[]` (status 0 OK,
     * 1 format/size, 2 violating content; docs/product.md §4). Errors are not
     * toasted here: the publish dialog shows them on the image it removes
     * (docs/product.md §8 'Upload failure').
     */
    uploadImage: build.mutation<UploadItem[], { file: File; topicId?: string | null }>({
      query: ({ file, topicId }) => {
        const form = new FormData();
        if (topicId) form.append('topicId', topicId);
        form.append('imageFile', file, file.name);
        return { url: '/api/generate/generate-image', method: 'POST', body: form };
      },
      extraOptions: { silent: true },
    }),
    /**
     * GET /api/search/authors/mention → one page of mention candidates (20).
     * Silent: an error shows as 'no related creators found' in the dropdown (docs/product.md §8).
     */
    searchMention: build.query<MentionPage, MentionSearchArgs>({
      query: ({ query, cursor, sessionId, page = 1 }) => ({
        url: '/api/search/authors/mention',
        params: { query, page, limit: MENTION_PAGE_SIZE, cursor, sessionId },
      }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 30,
    }),
    /**
     * POST /api/author/onboarding `{ acceptOriginality: true }` → the User
     * with `showPostLocalUpload` granted (docs/product.md §6 'Local upload'); the session
     * user is replaced with it.
     */
    completeAuthorOnboarding: build.mutation<User, void>({
      query: () => ({ url: '/api/author/onboarding', method: 'POST', body: { acceptOriginality: true } }),
      invalidatesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded(data));
        } catch {
          // The base query toasts the server's message.
        }
      },
    }),
  }),
});

export const {
  useUploadImageMutation,
  useSearchMentionQuery,
  useLazySearchMentionQuery,
  useCompleteAuthorOnboardingMutation,
} = publishApi;
