import { createAsyncThunk } from '@reduxjs/toolkit';
import type { User } from '@aigc/api-client';
import { SESSION_DEPENDENT_TAGS } from '../api';
import { appApi } from '../appApi';
import type { StoreExtra } from '../baseQuery';
import { userCleared, userLoaded, userLoggedIn } from '../slices/session';

const createThunk = createAsyncThunk.withTypes<{ extra: StoreExtra }>();

/**
 * On app start (docs/product.md §4 'Login state'): fetch user/info silently; on success
 * the user is loaded and the ticket balance fetched, on any failure the
 * session is cleared (treated as logged out).
 *
 * @returns true when a user is logged in.
 */
export const loadSession = createThunk('session/load', async (_arg: void, { dispatch }) => {
  const info = dispatch(appApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true }));
  const result = await info;
  info.unsubscribe();
  if (!result.data) {
    dispatch(userCleared());
    return false;
  }
  dispatch(userLoaded(result.data));
  const count = dispatch(
    appApi.endpoints.getTicketCount.initiate(undefined, { forceRefetch: true }),
  );
  await count;
  count.unsubscribe();
  return true;
});

/**
 * After a successful login or sign-up (docs/product.md §4): set the user, fetch the
 * ticket balance and, outside the education edition (`entryType` 'edu'),
 * renew the token. Per-user caches (feed `wanted` flags, history…) refetch;
 * among them the notice refresh of the spec (the `Message` lists and the
 * `UnreadCount`). A store with `live` opens the live stream when this ends.
 */
export const afterLogin = createThunk(
  'session/afterLogin',
  async (user: User, { dispatch, extra }) => {
    dispatch(userLoggedIn(user));
    // the balance is fetched just below; everything else per-user refetches
    dispatch(appApi.util.invalidateTags(SESSION_DEPENDENT_TAGS.filter((tag) => tag !== 'Tickets')));
    const count = dispatch(
      appApi.endpoints.getTicketCount.initiate(undefined, { forceRefetch: true }),
    );
    const renewal =
      extra.entryType === 'edu' ? null : dispatch(appApi.endpoints.renewalToken.initiate());
    await Promise.allSettled([count, renewal]);
    count.unsubscribe();
    renewal?.reset();
  },
);

/**
 * Logs out (POST /api/auth/logout). Whatever the server answers, the session
 * is cleared locally (`userCleared`, docs/product.md §4) and per-user caches refetch.
 */
export const logout = createThunk('session/logout', async (_arg: void, { dispatch }) => {
  const call = dispatch(appApi.endpoints.logout.initiate());
  await Promise.allSettled([call]);
  call.reset();
  // the logout endpoint already cleared the session; repeat in case it was aborted
  dispatch(userCleared());
});
