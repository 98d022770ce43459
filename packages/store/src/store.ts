import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { appApi } from './appApi';
import type { EntryType, StoreExtra } from './baseQuery';
import { ticketsApi } from './endpoints/tickets';
import {
  selectNeedOnBoarding,
  sessionSlice,
  userCleared,
  writeNeedOnBoarding,
} from './slices/session';
import { ticketsSlice } from './slices/tickets';
import { uiSlice } from './slices/ui';
import { clearUnreadMessageIds } from './unreadMessageIds';

/** The root reducer: the api cache and the session, tickets and ui slices, registered once. */
export const rootReducer = combineSlices(appApi, sessionSlice, ticketsSlice, uiSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Options of {@link createAppStore}. */
export interface CreateAppStoreOptions {
  /** Which client this is; sent as `Entry-Type` and decides the token renewal (docs/product.md §4, §7). */
  entryType: EntryType;
  /** Initial state of any slices (tests, SSR). */
  preloadedState?: Partial<RootState>;
  /** Prefix of API paths; default '/aigc' (same origin). */
  baseUrl?: string;
}

/**
 * Creates the Redux store of an app: the one RTK Query api, the session,
 * tickets and ui slices, refetch-on-focus/reconnect listeners, the
 * persistence of `session.needOnBoarding` to localStorage and, when the user
 * is cleared, a balance of 0 in the ticket-count cache (docs/product.md §4) and no
 * stored unread message ids.
 */
export function createAppStore({
  entryType,
  preloadedState,
  baseUrl = '/aigc',
}: CreateAppStoreOptions) {
  const extra: StoreExtra = { entryType, baseUrl };
  const listeners = createListenerMiddleware<RootState>();
  listeners.startListening({
    predicate: (_action, current, previous) =>
      selectNeedOnBoarding(current) !== selectNeedOnBoarding(previous),
    effect: (_action, listenerApi) => {
      writeNeedOnBoarding(selectNeedOnBoarding(listenerApi.getState()));
    },
  });
  // Signed out: the balance (owned by the ticket-count cache) becomes 0 (docs/product.md §4).
  listeners.startListening({
    actionCreator: userCleared,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(ticketsApi.util.updateQueryData('getTicketCount', undefined, () => 0));
      // the stored unread message ids were the signed-out user's (docs/product.md §3)
      clearUnreadMessageIds();
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(appApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
