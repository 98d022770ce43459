import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import { unreadCountApi } from '../endpoints/unreadCount';
import type { RootState } from '../store';

type Thunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/**
 * The unread message count the stream reported (`unReadCount` of `hello`
 * and `message`, docs/live-stream.md), written into the `getUnreadCount`
 * cache — the one owner of the count (docs/product.md §7 'Messages') — with
 * no refetch. The per-group detail (`getUnreadDetail`, loaded with the notice
 * centre) is refetched when `refreshDetail` is set (a new message changes it).
 */
export const unreadCountPushed =
  (count: number, refreshDetail = false): Thunk =>
  (dispatch) => {
    dispatch(
      unreadCountApi.util.upsertQueryEntries([
        { endpointName: 'getUnreadCount', arg: undefined, value: Math.max(0, count) },
      ]),
    );
    if (refreshDetail) dispatch(api.util.invalidateTags([{ type: 'UnreadCount', id: 'DETAIL' }]));
  };
