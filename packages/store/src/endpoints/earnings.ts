import type { CreatorEarnings } from '@aigc/api-client';
import { api } from '../api';

/**
 * The creator's earnings (docs/shop.md 'Royalties'), injected on demand
 * (`@aigc/store/earnings`): only the earnings page needs it, so it stays out
 * of the entry chunk.
 */
export const earningsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/creator/earnings (login required) → the caller's royalties per
     * product, totals per currency and the newest ledger entries.
     */
    getCreatorEarnings: build.query<CreatorEarnings, void>({
      query: () => ({ url: '/api/creator/earnings' }),
      providesTags: [{ type: 'Creator', id: 'EARNINGS' }],
    }),
  }),
});

export const { useGetCreatorEarningsQuery } = earningsApi;
