import type { Page, TicketLog } from '@aigc/api-client';
import { LIST_PAGE_SIZE } from '@aigc/domain';
import { userApi } from './user';
import { ticketsLoaded } from '../slices/tickets';

export const ticketsApi = userApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/user/account → the want-ticket balance (a number ≥ 0). Each
     * result is copied into the tickets slice (`ticketsLoaded`). Silent: the
     * widget shows the last known count when it fails.
     */
    getTicketCount: build.query<number, void>({
      query: () => ({ url: '/api/user/account' }),
      extraOptions: { silent: true },
      providesTags: ['Tickets'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ticketsLoaded(data));
        } catch {
          // keep the last known count
        }
      },
    }),
    /**
     * GET /api/ticket/log (page 1, pageSize 1000, docs/product.md §7) → Page<TicketLog>,
     * newest first. Silent; the list stays empty on failure (docs/product.md §8).
     */
    getTicketLog: build.query<Page<TicketLog>, void>({
      query: () => ({ url: '/api/ticket/log', params: { page: 1, pageSize: LIST_PAGE_SIZE } }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'TicketLog', id: 'LIST' }],
    }),
  }),
});

export const { useGetTicketCountQuery, useGetTicketLogQuery } = ticketsApi;
