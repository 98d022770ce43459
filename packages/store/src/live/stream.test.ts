import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RECONNECT_MIN_MS } from '@aigc/domain';
import { selectTicketCount } from '../endpoints/tickets';
import { createAppStore } from '../store';
import {
  deferred,
  envelope,
  installFakeEventSource,
  makeUser,
  stubFetch,
  type FakeEventSource,
} from '../testing';
import { userLoggedIn } from '../slices/session';
import { afterLogin, loadSession, logout } from '../thunks/session';
import { selectLiveConnected, selectLiveStatus } from './slice';
import { LIVE_UNSUPPORTED_ALERTED_KEY } from './connection';

const user = makeUser();
const signedIn = {
  '/aigc/api/user/info': () => envelope(user),
  '/aigc/api/user/account': () => envelope(4),
  '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
  '/aigc/api/auth/logout': () => envelope(null),
};
const hello = { unReadCount: 2, balance: 7, jobs: [] };

let Fake: typeof FakeEventSource;
beforeEach(() => {
  Fake = installFakeEventSource();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function signedInStore() {
  const calls = stubFetch(signedIn);
  const store = createAppStore({ entryType: 'main', live: true });
  await store.dispatch(loadSession());
  await Fake.created(0);
  return { store, calls };
}

describe('live stream connection (docs/live-stream.md)', () => {
  it('opens one EventSource per tab once the session is known, with credentials, tz and timer', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_767_000_000_000);
    const { store } = await signedInStore();
    expect(Fake.instances).toHaveLength(1);
    const stream = Fake.instances[0]!;
    expect(stream.withCredentials).toBe(true);
    expect(stream.parsedUrl.pathname).toBe('/aigc/api/sse/stream');
    expect(stream.parsedUrl.searchParams.get('tz')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect(stream.parsedUrl.searchParams.get('timer')).toBe('1767000000000');
    expect(stream.parsedUrl.searchParams.has('lastEventId')).toBe(false);
    expect(selectLiveStatus(store.getState())).toBe('connecting');

    stream.open();
    expect(selectLiveConnected(store.getState())).toBe(true);
    await store.dispatch(loadSession());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Fake.instances).toHaveLength(1);
  });

  it('opens nothing for a visitor, nor in a store created without `live`', async () => {
    stubFetch({ '/aigc/api/user/info': () => envelope(null, 401, 'Please log in') });
    const store = createAppStore({ entryType: 'main', live: true });
    await store.dispatch(loadSession());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Fake.instances).toHaveLength(0);
    expect(selectLiveStatus(store.getState())).toBe('off');

    stubFetch(signedIn);
    const quiet = createAppStore({ entryType: 'main' });
    await quiet.dispatch(loadSession());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Fake.instances).toHaveLength(0);
  });

  it('writes events into the caches', async () => {
    const { store } = await signedInStore();
    const stream = Fake.instances[0]!;
    stream.open();
    stream.emit('hello', hello, 41);
    expect(selectTicketCount(store.getState())).toBe(7);
    stream.emit('tickets', { balance: 6 }, 42);
    expect(selectTicketCount(store.getState())).toBe(6);
    stream.emit('tickets', 'not json', 43);
    expect(selectTicketCount(store.getState())).toBe(6);
  });

  it('is "not connected" while the browser reconnects by itself, and keeps the same EventSource', async () => {
    const { store } = await signedInStore();
    const stream = Fake.instances[0]!;
    stream.open();
    stream.fail(true);
    expect(selectLiveConnected(store.getState())).toBe(false);
    stream.open();
    expect(selectLiveConnected(store.getState())).toBe(true);
    expect(Fake.instances).toHaveLength(1);
  });

  it('closes on logout, and a later login opens a fresh stream', async () => {
    const { store } = await signedInStore();
    const first = Fake.instances[0]!;
    first.open();
    first.emit('hello', hello, 9);
    await store.dispatch(logout());
    expect(first.readyState).toBe(Fake.CLOSED);
    expect(selectLiveStatus(store.getState())).toBe('off');

    await store.dispatch(afterLogin(user));
    await Fake.created(1);
    expect(Fake.instances).toHaveLength(2);
    expect(Fake.instances[1]!.parsedUrl.searchParams.has('lastEventId')).toBe(false);
  });

  it('after a 401 (the browser gave up) checks the session once and stops when it ended: no reconnect storm', async () => {
    vi.useFakeTimers();
    const { store } = await signedInStore();
    const calls = stubFetch({
      ...signedIn,
      '/aigc/api/auth/fetchToken': () => envelope({ isLogin: false, expiresAt: null }),
    });
    const stream = Fake.instances[0]!;
    stream.fail(false);
    expect(stream.readyState).toBe(Fake.CLOSED);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MIN_MS);
    expect(store.getState().session.isLogin).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(Fake.instances).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/aigc/api/auth/fetchToken')).toHaveLength(1);
  });

  it('a sign-in while the session check is on its way wins over the check\'s "signed out"', async () => {
    vi.useFakeTimers();
    const { store } = await signedInStore();
    const answer = deferred<Response>();
    stubFetch({ ...signedIn, '/aigc/api/auth/fetchToken': () => answer.promise });
    Fake.instances[0]!.fail(false);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MIN_MS);
    // The check left before the user signed in again; its answer arrives after.
    const again = makeUser({ userId: 'u-again' });
    store.dispatch(userLoggedIn(again));
    answer.resolve(envelope({ isLogin: false, expiresAt: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().session.isLogin).toBe(true);
    expect(store.getState().session.user?.userId).toBe('u-again');
  });

  it('when the browser gave up but the session is alive, opens a new EventSource from the last event id, backing off', async () => {
    vi.useFakeTimers();
    const { store } = await signedInStore();
    const calls = stubFetch({
      ...signedIn,
      '/aigc/api/auth/fetchToken': () => envelope({ isLogin: true, expiresAt: null }),
    });
    const first = Fake.instances[0]!;
    first.open();
    first.emit('hello', hello, 41);
    first.emit('tickets', { balance: 3 }, 42);
    first.fail(false);

    // waits are jittered between half and all of 3 s, 6 s, 12 s … (LIVE_RECONNECT_MIN_MS doubling)
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MIN_MS / 2 - 1);
    expect(Fake.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MIN_MS / 2 + 1);
    expect(Fake.instances).toHaveLength(2);
    const second = Fake.instances[1]!;
    expect(second.parsedUrl.searchParams.get('lastEventId')).toBe('42');
    expect(store.getState().session.isLogin).toBe(true);

    second.fail(false); // again, before opening: the wait doubles
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MIN_MS - 1);
    expect(Fake.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MIN_MS + 1);
    expect(Fake.instances).toHaveLength(3);
    expect(calls.filter((call) => call.path === '/aigc/api/auth/fetchToken')).toHaveLength(2);
  });

  it('does not wait out the delay when the browser comes back online', async () => {
    vi.useFakeTimers();
    await signedInStore();
    stubFetch({
      ...signedIn,
      '/aigc/api/auth/fetchToken': () => envelope({ isLogin: true, expiresAt: null }),
    });
    Fake.instances[0]!.fail(false);
    window.dispatchEvent(new Event('online'));
    await Fake.created(1);
    expect(Fake.instances).toHaveLength(2);
  });

  it('a logout during the wait cancels the reconnect', async () => {
    vi.useFakeTimers();
    const { store } = await signedInStore();
    stubFetch({
      ...signedIn,
      '/aigc/api/auth/fetchToken': () => envelope({ isLogin: true, expiresAt: null }),
    });
    Fake.instances[0]!.fail(false);
    await store.dispatch(logout());
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(Fake.instances).toHaveLength(1);
  });
});

describe('a browser without EventSource (docs/product.md §8)', () => {
  it('gets the alert once, and the stream is "unsupported"', async () => {
    vi.stubGlobal('EventSource', undefined);
    stubFetch(signedIn);
    const store = createAppStore({ entryType: 'main', live: true });
    await store.dispatch(loadSession());
    await vi.waitFor(() => expect(selectLiveStatus(store.getState())).toBe('unsupported'));
    expect(store.getState().ui.toast).toMatchObject({
      kind: 'error',
      durationMs: 0,
      message: expect.stringContaining('does not support live updates'),
    });
    expect(sessionStorage.getItem(LIVE_UNSUPPORTED_ALERTED_KEY)).toBe('1');

    const again = createAppStore({ entryType: 'main', live: true });
    await again.dispatch(loadSession());
    await vi.waitFor(() => expect(selectLiveStatus(again.getState())).toBe('unsupported'));
    expect(again.getState().ui.toast).toBeNull();
  });
});
