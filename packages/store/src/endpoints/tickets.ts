import type { Page, TicketLog } from '@aigc/api-client';
import { clampTickets, LIST_PAGE_SIZE } from '@aigc/domain';
import { api } from '../api';

/**
 * The want-ticket calls (docs/product.md §3, §4, §7). The balance has one owner: the
 * cache entry of `getTicketCount`. Read it with {@link selectTicketCount};
 * change it with {@link ticketsLoaded} (a figure from the server) or
 * {@link ticketSpent} (an optimistic spend, undoable).
 */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/user/account → the want-ticket balance (a number, clamped ≥ 0).
     * Kept for the whole session (never collected when unused): thunks load
     * it without keeping a subscription. Silent: the widget shows the last
     * known count when it fails.
     */
    getTicketCount: build.query<number, void>({
      query: () => ({ url: '/api/user/account' }),
      transformResponse: (count: number) => clampTickets(count),
      extraOptions: { silent: true },
      providesTags: ['Tickets'],
      keepUnusedDataFor: Infinity,
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

const selectTicketCountEntry = ticketsApi.endpoints.getTicketCount.select();

/** The want-ticket balance (≥ 0): the `getTicketCount` cache, 0 until it is loaded. */
export const selectTicketCount = (state: Parameters<typeof selectTicketCountEntry>[0]): number =>
  selectTicketCountEntry(state).data ?? 0;

/**
 * The balance was read from the server (a want result, the daily rewards,
 * a sign-out's 0): writes it into the `getTicketCount` cache, clamped ≥ 0.
 * A plain action; dispatch it.
 */
export const ticketsLoaded = (count: number) =>
  ticketsApi.util.upsertQueryEntries([
    { endpointName: 'getTicketCount', arg: undefined, value: clampTickets(count) },
  ]);

/**
 * Tickets were spent (default 1, a want): the cached balance drops at once,
 * never below 0 (nothing happens before the balance is loaded). Dispatching
 * it returns the patch: call `undo()` when the server refuses the spend.
 */
export const ticketSpent = (count = 1) =>
  ticketsApi.util.updateQueryData('getTicketCount', undefined, (balance) => clampTickets(balance - count));
