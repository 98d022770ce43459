import { addListener, createAction, createSlice } from '@reduxjs/toolkit';
import { userCleared } from '../slices/session';
import type { LiveEvent } from './events';

/**
 * Where this tab's live stream stands (docs/live-stream.md):
 * - `off`: signed out, or the store was created without the stream;
 * - `connecting`: an `EventSource` is (re)connecting, or the client waits
 *   before opening a new one;
 * - `open`: the stream is up — its events keep the caches fresh, polling stops;
 * - `unsupported`: the browser has no `EventSource` (polling stays the only way).
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'unsupported';

/** The live slice: the stream's status only (what it delivers lives in the api cache). */
export interface LiveState {
  status: LiveStatus;
}

export const initialLiveState: LiveState = { status: 'off' };

/**
 * One event arrived on the live stream (docs/live-stream.md 'Events'); the
 * store's live listener writes it into the caches (src/live/apply.ts).
 * Dispatched by the stream; tests and other listeners may use it too.
 */
export const liveEventReceived = createAction<LiveEvent>('live/eventReceived');

/**
 * The user clicked a desktop notification of a live message (docs/product.md
 * §9): the tab is focused already; the app should show `path` (an in-app
 * path such as `/content/abc`). `startEdition` routes it to the router.
 */
export const desktopNotificationClicked = createAction<{ path: string }>(
  'live/desktopNotificationClicked',
);

/**
 * Sends every {@link desktopNotificationClicked} to `open(path)` — an app
 * passes its router's navigation. Dispatch the result; that returns the
 * function that stops it.
 */
export const desktopNotificationClicksTo = (open: (path: string) => void) =>
  addListener({
    actionCreator: desktopNotificationClicked,
    effect: ({ payload }) => open(payload.path),
  });

export const liveSlice = createSlice({
  name: 'live',
  initialState: initialLiveState,
  reducers: {
    /** An `EventSource` was created, or the browser is reconnecting it, or a new one is due. */
    liveConnecting(state) {
      state.status = 'connecting';
    },
    /** The stream answered 200 and is delivering events. */
    liveOpened(state) {
      state.status = 'open';
    },
    /** The stream was closed on purpose (sign-out, store torn down). */
    liveStopped(state) {
      state.status = 'off';
    },
    /** The browser has no `EventSource`. */
    liveUnsupported(state) {
      state.status = 'unsupported';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userCleared, (state) => {
      if (state.status !== 'unsupported') state.status = 'off';
    });
  },
  selectors: {
    /** The stream's {@link LiveStatus}. */
    selectLiveStatus: (state) => state.status,
    /**
     * true while the live stream is up and delivering: pushed events keep the
     * caches fresh, so components stop polling (e.g. the generator's job
     * cards) and fall back to it when this turns false.
     */
    selectLiveConnected: (state) => state.status === 'open',
  },
});

export const { liveConnecting, liveOpened, liveStopped, liveUnsupported } = liveSlice.actions;
export const { selectLiveStatus, selectLiveConnected } = liveSlice.selectors;
