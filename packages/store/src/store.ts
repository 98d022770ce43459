import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import type { EntryType, StoreExtra } from './baseQuery';
import { sessionSlice, writeNeedOnBoarding } from './slices/session';
import { ticketsSlice } from './slices/tickets';
import { uiSlice } from './slices/ui';
// every endpoint file registers its endpoints on import
import './endpoints/auth';
import './endpoints/contents';
import './endpoints/generate';
import './endpoints/settings';
import './endpoints/tickets';
import './endpoints/topics';
import './endpoints/user';

/** The root reducer: the api cache and the session, tickets and ui slices, registered once. */
export const rootReducer = combineSlices(api, sessionSlice, ticketsSlice, uiSlice);

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
 * tickets and ui slices, refetch-on-focus/reconnect listeners, and the
 * persistence of `session.needOnBoarding` to localStorage (docs/product.md §4).
 */
export function createAppStore({
  entryType,
  preloadedState,
  baseUrl = '/aigc',
}: CreateAppStoreOptions) {
  const extra: StoreExtra = { entryType, baseUrl };
  const persistence = createListenerMiddleware();
  persistence.startListening({
    predicate: (_action, current, previous) =>
      (current as RootState).session.needOnBoarding !==
      (previous as RootState).session.needOnBoarding,
    effect: (_action, listenerApi) => {
      writeNeedOnBoarding((listenerApi.getState() as RootState).session.needOnBoarding);
    },
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(persistence.middleware)
        .concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
