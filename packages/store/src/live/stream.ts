import { isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { selectIsLogin, userCleared } from '../slices/session';
import type { RootState } from '../store';
import { afterLogin, loadSession } from '../thunks/session';
import type { LiveConnection } from './connection';

/**
 * Wires the live stream (docs/live-stream.md) into a store's listener
 * middleware — the stream lives as long as the session, not as a component:
 *
 * - opens it once the session is known (`loadSession` found a user) or a
 *   login completed (`afterLogin`, after the token renewal, so the stream
 *   carries the final cookie; a login always starts a fresh stream);
 * - closes it on `userCleared` (logout, session gone).
 *
 * One `EventSource` per store, i.e. per tab, `withCredentials: true`; each
 * event is dispatched as `liveEventReceived` and written into the caches
 * (`applyLiveEvent`). The connection code (./connection, with the event
 * handling) is loaded on the first sign-in, so visitors never download it
 * and it stays out of the apps' entry chunk.
 */
export function startLiveStream(
  startListening: TypedStartListening<RootState>,
  { baseUrl }: { baseUrl: string },
): void {
  let connection: Promise<LiveConnection> | null = null;
  /** Bumped by every start and stop: a start still loading the code yields to a later one. */
  let turn = 0;
  const load = () =>
    (connection ??= import('./connection').then(({ createLiveConnection }) =>
      createLiveConnection(baseUrl),
    ));

  startListening({
    matcher: isAnyOf(loadSession.fulfilled, afterLogin.fulfilled),
    effect: async (action, listenerApi) => {
      if (!selectIsLogin(listenerApi.getState())) return;
      const mine = (turn += 1);
      const live = await load();
      if (mine !== turn || !selectIsLogin(listenerApi.getState())) return;
      live.start(
        { dispatch: listenerApi.dispatch, getState: listenerApi.getState },
        afterLogin.fulfilled.match(action),
      );
    },
  });
  startListening({
    actionCreator: userCleared,
    effect: async () => {
      turn += 1;
      if (connection) (await connection).stop();
    },
  });
}
