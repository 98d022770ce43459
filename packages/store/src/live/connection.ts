import type { TypedStartListening } from '@reduxjs/toolkit';
import { LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MIN_MS } from '@aigc/domain';
import { i18n } from '@aigc/i18n';
import { msg } from '@lingui/core/macro';
import { SESSION_DEPENDENT_TAGS } from '../api';
import { appApi } from '../appApi';
import { apiUrl, resolvedTimeZone } from '../baseQuery';
import { userCleared } from '../slices/session';
import { toastShown } from '../slices/ui';
import type { RootState } from '../store';
import { applyLiveEvent } from './apply';
import { LIVE_EVENT_NAMES, parseLiveEvent } from './events';
import { liveConnecting, liveEventReceived, liveOpened, liveUnsupported } from './slice';

/** Path of the live stream under the api's base URL (docs/live-stream.md 'Request'). */
export const LIVE_STREAM_PATH = '/api/sse/stream';

/** sessionStorage key: the 'no live updates in this browser' alert was shown in this session. */
export const LIVE_UNSUPPORTED_ALERTED_KEY = 'liveUnsupportedAlerted';

const LIVE_UNSUPPORTED = msg`Your browser does not support live updates: new messages and want-tickets will only show when you reload the page. Please use an up-to-date browser.`;

/** `EventSource.readyState` once the browser has given up (it reconnects by itself from CONNECTING). */
const CLOSED = 2;

type Start = TypedStartListening<RootState>;
type ListenerApi = Parameters<Parameters<Start>[0]['effect']>[1];
/** What the connection needs of the store. */
export type StoreAccess = Pick<ListenerApi, 'dispatch' | 'getState'>;

let alertedInMemory = false;

/** The alert for a browser without `EventSource` (docs/product.md §4 'Live stream'): a sticky error toast, once per browser session. */
function alertUnsupportedOnce(dispatch: StoreAccess['dispatch']) {
  try {
    if (sessionStorage.getItem(LIVE_UNSUPPORTED_ALERTED_KEY) === '1') return;
    sessionStorage.setItem(LIVE_UNSUPPORTED_ALERTED_KEY, '1');
  } catch {
    if (alertedInMemory) return;
  }
  alertedInMemory = true;
  dispatch(toastShown({ kind: 'error', message: i18n._(LIVE_UNSUPPORTED), durationMs: 0 }));
}

/**
 * The URL of a new stream (docs/live-stream.md 'Request'):
 * `${baseUrl}/api/sse/stream?tz=<IANA zone>&timer=<epoch ms>`, plus
 * `lastEventId` when it resumes a stream the browser gave up on.
 */
export function liveStreamUrl(baseUrl: string, lastEventId: string | null): string {
  return apiUrl(baseUrl, LIVE_STREAM_PATH, {
    tz: resolvedTimeZone(),
    timer: Date.now(),
    lastEventId: lastEventId || undefined,
  });
}

/**
 * The tab's one live connection (loaded on demand by ./stream, so none of
 * this weighs on an app's entry chunk). `start` opens an `EventSource`
 * (unless one is open or due); `stop` closes it and forgets where it was.
 *
 * While the browser reconnects by itself (a lost network, the server ending
 * the response) it resends `Last-Event-ID` and nothing is done here. When it
 * gives up (`readyState` CLOSED: a 401 after the session ended, a proxy's
 * error page…) the reason is invisible to the page, so after a wait
 * (LIVE_RECONNECT_MIN_MS doubling up to LIVE_RECONNECT_MAX_MS, jittered, at
 * once when the browser comes back online) the session is checked with
 * `fetchToken`: signed out → the session is cleared (which stops the
 * stream: no reconnect storm); still signed in, or the check failed → a new
 * `EventSource` resumes with `?lastEventId=`. A sign-in that lands while the
 * check is on its way wins: the check's answer is dropped.
 */
export function createLiveConnection(baseUrl: string) {
  let store: StoreAccess | null = null;
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by `stop`: work begun before it (a session check) is dropped. */
  let epoch = 0;

  const online = () => {
    if (retryTimer === undefined) return;
    clearTimeout(retryTimer);
    void recover();
  };

  function open(access: StoreAccess) {
    const { dispatch } = access;
    const EventSourceClass = globalThis.EventSource as typeof EventSource | undefined;
    if (typeof EventSourceClass !== 'function') {
      dispatch(liveUnsupported());
      alertUnsupportedOnce(dispatch);
      return;
    }
    const stream = new EventSourceClass(liveStreamUrl(baseUrl, lastEventId), {
      withCredentials: true,
    });
    source = stream;
    dispatch(liveConnecting());
    stream.onopen = () => {
      if (source !== stream) return;
      failures = 0;
      dispatch(liveOpened());
    };
    stream.onerror = () => {
      if (source !== stream) return;
      dispatch(liveConnecting());
      if (stream.readyState !== CLOSED) return; // the browser retries, with Last-Event-ID
      stream.close();
      source = null;
      scheduleRecovery();
    };
    for (const name of LIVE_EVENT_NAMES) {
      stream.addEventListener(name, (raw) => {
        if (source !== stream) return;
        const message = raw as MessageEvent<string>;
        if (message.lastEventId) lastEventId = message.lastEventId;
        const event = parseLiveEvent(name, message.lastEventId, message.data);
        if (!event) return;
        dispatch(liveEventReceived(event));
        dispatch(applyLiveEvent(event));
      });
    }
  }

  function scheduleRecovery() {
    const ceiling = Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MIN_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => void recover(), ceiling / 2 + (Math.random() * ceiling) / 2);
  }

  async function recover() {
    retryTimer = undefined;
    const access = store;
    if (!access) return;
    const startedIn = epoch;
    const userBefore = access.getState().session.user;
    const check = await access.dispatch(
      appApi.endpoints.fetchToken.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (startedIn !== epoch || source) return;
    // A sign-in (or a reload of the session) while the check was on its way
    // makes its answer stale: that newer session decides, not the check.
    if (access.getState().session.user !== userBefore) {
      if (access.getState().session.isLogin) open(access);
      return;
    }
    if (check.data && !check.data.isLogin) {
      // The session ended elsewhere (sign-out in another tab, expiry): sign out here too.
      access.dispatch(userCleared());
      access.dispatch(appApi.util.invalidateTags([...SESSION_DEPENDENT_TAGS]));
      return;
    }
    open(access);
  }

  function stop() {
    epoch += 1;
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    source?.close();
    source = null;
    lastEventId = null;
    failures = 0;
    if (typeof window !== 'undefined') window.removeEventListener('online', online);
  }

  return {
    start(access: StoreAccess, fresh: boolean) {
      if (fresh) stop();
      store = access;
      if (source || retryTimer !== undefined) return;
      if (typeof window !== 'undefined') window.addEventListener('online', online);
      open(access);
    },
    stop,
  };
}

/** One tab's live connection ({@link createLiveConnection}). */
export type LiveConnection = ReturnType<typeof createLiveConnection>;
