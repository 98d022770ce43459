import type { AdminProductRelease, Page, ProductRelease, ReleaseStatus, SubmitReleaseBody } from '@aigc/api-client';
import { api } from '../api';
import { registerServerMessages } from '../serverMessages';
import { RELEASE_SERVER_MESSAGES } from './releaseMessages';

/** Query of the operators' release list (`GET /admin/releases`). */
export interface AdminReleasesQuery {
  status?: ReleaseStatus;
  page?: number;
  pageSize?: number;
}

/** Releases per page of the creator's list (the server allows ≤ 60). */
export const RELEASES_PAGE_SIZE = 60;

// The release rules' messages are toasted in the user's language (docs/shop.md 'Direct launch').
registerServerMessages(RELEASE_SERVER_MESSAGES);

/**
 * Cache tags: the creator's releases are their own creator data (`Creator`,
 * id `RELEASES`), the operators' review list `Creator`/`RELEASE_REVIEW`; a
 * change refreshes the list it belongs to (no new tag type in the entry's api).
 */
const MINE = { type: 'Creator', id: 'RELEASES' } as const;
const REVIEW = { type: 'Creator', id: 'RELEASE_REVIEW' } as const;

/**
 * Direct product launch (docs/shop.md 'Direct launch'), injected on demand
 * (`@aigc/store/releases`): the verified creator's release page on the main
 * sites and the release tab of the shop's operators' console load it, so no
 * entry chunk carries it. The server's messages are toasted translated by
 * `RELEASE_SERVER_MESSAGES`.
 */
export const releasesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/designer/releases (login) → the caller's releases, newest first, every status. */
    getMyReleases: build.query<Page<ProductRelease>, void>({
      query: () => ({ url: '/api/designer/releases', params: { pageSize: RELEASES_PAGE_SIZE } }),
      providesTags: [MINE],
    }),
    /**
     * POST /api/designer/releases → the new release (`pending`). 403 not a
     * verified creator or not your design; 400 the product choices (the price
     * range in brackets); 404 no design; 409 already a product, under review,
     * too many under review.
     */
    submitRelease: build.mutation<ProductRelease, SubmitReleaseBody>({
      query: (body) => ({ url: '/api/designer/releases', method: 'POST', body }),
      invalidatesTags: (r) => (r ? [MINE] : []),
    }),
    /** POST /api/designer/releases/:releaseId/withdraw → the release (`withdrawn`); 409 once reviewed. */
    withdrawRelease: build.mutation<ProductRelease, string>({
      query: (releaseId) => ({ url: `/api/designer/releases/${encodeURIComponent(releaseId)}/withdraw`, method: 'POST' }),
      invalidatesTags: (r) => (r ? [MINE] : []),
    }),
    /** GET /admin/releases (admin only, 403 otherwise) → Page<AdminProductRelease>; pending ones oldest first. */
    getAdminReleases: build.query<Page<AdminProductRelease>, AdminReleasesQuery>({
      query: (params) => ({ url: '/admin/releases', params: { pageSize: 50, ...params } }),
      providesTags: [REVIEW],
    }),
    /** POST /admin/release/approve → the release, approved: on sale in the shop (409 reviewed before, withdrawn, …). */
    approveRelease: build.mutation<AdminProductRelease, string>({
      query: (releaseId) => ({ url: '/admin/release/approve', method: 'POST', body: { releaseId } }),
      invalidatesTags: (r) => (r ? [REVIEW, { type: 'Product', id: 'LIST' }, { type: 'Product', id: 'ADMIN' }] : []),
    }),
    /** POST /admin/release/reject `{ releaseId, reason }` → the release, rejected (400 no reason, 409 reviewed before). */
    rejectRelease: build.mutation<AdminProductRelease, { releaseId: string; reason: string }>({
      query: (body) => ({ url: '/admin/release/reject', method: 'POST', body }),
      invalidatesTags: (r) => (r ? [REVIEW] : []),
    }),
  }),
});

export const {
  useGetMyReleasesQuery,
  useSubmitReleaseMutation,
  useWithdrawReleaseMutation,
  useGetAdminReleasesQuery,
  useApproveReleaseMutation,
  useRejectReleaseMutation,
} = releasesApi;
