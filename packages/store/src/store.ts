import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { i18n } from '@aigc/i18n';
import { api, LANGUAGE_DEPENDENT_TAGS } from './api';
import { appApi } from './appApi';
import type { EntryType, StoreExtra } from './baseQuery';
import { ticketsApi } from './endpoints/tickets';
import { liveSlice } from './live/slice';
import { startLiveStream } from './live/stream';
import {
  selectNeedOnBoarding,
  sessionSlice,
  userCleared,
  writeNeedOnBoarding,
} from './slices/session';
import { ticketsSlice } from './slices/tickets';
import { initialUiState, uiSlice } from './slices/ui';
import { clearUnreadMessageIds } from './unreadMessageIds';

/** The root reducer: the api cache and the session, tickets, ui and live slices, registered once. */
export const rootReducer = combineSlices(appApi, sessionSlice, ticketsSlice, uiSlice, liveSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Options of {@link createAppStore}. */
export interface CreateAppStoreOptions {
  /** Which client this is; sent as `Entry-Type` and decides the token renewal (docs/product.md §4, §7). */
  entryType: EntryType;
  /** Initial state of any slices (tests, SSR). */
  preloadedState?: Partial<RootState>;
  /** Prefix of API paths; default '/aigc' (same origin). */
  baseUrl?: string;
  /**
   * true = the store keeps the live stream open while signed in
   * (docs/live-stream.md, src/live/stream.ts). Apps set it (`startEdition`);
   * left off, as in most tests, no `EventSource` is ever created.
   */
  live?: boolean;
  /**
   * How long toasts stay by default, in ms: the edition's `toastMs`
   * (`editionRules`, docs/product.md §4: 3000, China 2000). Default 3000.
   */
  toastMs?: number;
  /**
   * true = a store made for one server render (docs/architecture.md "Server
   * rendering"): it does not follow the shared Lingui instance's locale (a
   * listener per render would pile up on the server's one instance). Default false.
   */
  serverRender?: boolean;
}

/**
 * Creates the Redux store of an app: the one RTK Query api, the session,
 * tickets and ui slices, refetch-on-focus/reconnect listeners, the
 * persistence of `session.needOnBoarding` to localStorage, when the user
 * is cleared, a balance of 0 in the ticket-count cache (docs/product.md §4)
 * and no stored unread message ids, the edition's toast duration and, with
 * `live`, the live stream of a
 * signed-in user (docs/live-stream.md).
 */
export function createAppStore({
  entryType,
  preloadedState: given,
  baseUrl = '/aigc',
  live = false,
  toastMs,
  serverRender = false,
}: CreateAppStoreOptions) {
  const preloadedState =
    toastMs === undefined ? given : { ...given, ui: { ...initialUiState, ...given?.ui, defaultToastMs: toastMs } };
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
  if (live) startLiveStream(listeners.startListening, { baseUrl });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(appApi.middleware),
  });
  setupListeners(store.dispatch);
  if (serverRender) return store;
  // Official text comes in the request's language: a new locale refetches it.
  let locale = i18n.locale;
  i18n.on('change', () => {
    if (i18n.locale === locale) return;
    const first = locale === undefined || locale === '';
    locale = i18n.locale;
    if (!first) store.dispatch(api.util.invalidateTags([...LANGUAGE_DEPENDENT_TAGS]));
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
