import type { ShareInfo } from '@aigc/api-client';
import { api } from '../api';

/** Argument of `recordShare`: the post and where it was shared (`link` by default). */
export interface RecordShareArgs {
  contentId: string;
  channel?: string;
}

/**
 * Sharing a post (docs/product.md §7):
 * - `getShareInfo` — POST /api/share/info { contentId } → ShareInfo
 *   (title, description, absolute image and page URLs);
 * - `recordShare` — POST /api/topic/content/share { contentId, channel } →
 *   ShareInfo, recording the share. Silent: a failed count never bothers
 *   the user who just copied a link.
 */
export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShareInfo: build.query<ShareInfo, string>({
      query: (contentId) => ({ url: '/api/share/info', method: 'POST', body: { contentId } }),
      providesTags: (_r, _e, contentId) => [{ type: 'Content', id: contentId }],
    }),
    recordShare: build.mutation<ShareInfo, RecordShareArgs>({
      query: ({ contentId, channel = 'link' }) => ({
        url: '/api/topic/content/share',
        method: 'POST',
        body: { contentId, channel },
        silent: true,
      }),
    }),
  }),
});

export const { useGetShareInfoQuery, useLazyGetShareInfoQuery, useRecordShareMutation } = shareApi;
