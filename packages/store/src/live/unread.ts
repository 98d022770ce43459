import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api';
import type { RootState } from '../store';

type Thunk = ThunkAction<void, RootState, unknown, UnknownAction>;

/**
 * Name of the notice centre's unread-count query (`GET /message/unRead/count`
 * → a number, no argument; docs/product.md §7 'Messages'). Its cache entry
 * is the one owner of the unread count; the live stream writes into it.
 */
export const UNREAD_COUNT_ENDPOINT = 'getUnreadCount';

/**
 * The unread message count the stream reported (`unReadCount` of `hello`
 * and `message`, docs/live-stream.md): written into the
 * {@link UNREAD_COUNT_ENDPOINT} cache when the messages endpoints are part
 * of the api; without them, whatever provides the `UnreadCount` tag is
 * refetched instead (the count has one owner, never a copy here).
 */
export const unreadCountPushed =
  (count: number): Thunk =>
  (dispatch) => {
    // The messages endpoints are injected by their own module; looked up by name so
    // the stream needs no import of it (and works before it exists).
    if (UNREAD_COUNT_ENDPOINT in api.endpoints) {
      const upsert = api.util.upsertQueryEntries as unknown as (
        entries: { endpointName: string; arg: undefined; value: number }[],
      ) => UnknownAction;
      dispatch(
        upsert([
          { endpointName: UNREAD_COUNT_ENDPOINT, arg: undefined, value: Math.max(0, count) },
        ]),
      );
    } else {
      dispatch(api.util.invalidateTags(['UnreadCount']));
    }
  };
