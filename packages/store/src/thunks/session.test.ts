import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { envelope, makeUser, stubFetch } from '../testing';
import { selectTicketCount } from '../endpoints/tickets';
import { afterLogin, loadSession, logout } from './session';

const sampleUser = makeUser({ needOnBoarding: true });

afterEach(() => vi.unstubAllGlobals());

const paths = (calls: { path: string }[]) => calls.map((c) => c.path);

describe('loadSession (docs/product.md §4: on load, from user/info)', () => {
  it('loads the user and then the ticket balance', async () => {
    const calls = stubFetch({
      '/aigc/api/user/info': () => envelope(sampleUser),
      '/aigc/api/user/account': () => envelope(4),
    });
    const store = createAppStore({ entryType: 'main' });
    expect(await store.dispatch(loadSession()).unwrap()).toBe(true);
    expect(store.getState().session).toMatchObject({ isLogin: true, user: { userId: 'u1' } });
    expect(selectTicketCount(store.getState())).toBe(4);
    expect(paths(calls)).toEqual(['/aigc/api/user/info', '/aigc/api/user/account']);
  });

  it('treats a failure as logged out, silently', async () => {
    const calls = stubFetch({
      '/aigc/api/user/info': () => envelope(null, 401, 'Please log in'),
    });
    const store = createAppStore({ entryType: 'main' });
    expect(await store.dispatch(loadSession()).unwrap()).toBe(false);
    expect(store.getState().session).toEqual({ isLogin: false, user: null, needOnBoarding: false });
    expect(store.getState().ui.toast).toBeNull();
    expect(paths(calls)).toEqual(['/aigc/api/user/info']);
  });
});

describe('afterLogin (docs/product.md §4)', () => {
  const routes = {
    '/aigc/api/user/account': () => envelope(5),
    '/aigc/api/auth/renewalToken': () => envelope({ expiresAt: '2030-01-01T00:00:00.000Z' }),
  };

  it('sets the user, fetches the balance and renews the token', async () => {
    const calls = stubFetch(routes);
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(afterLogin(sampleUser));
    expect(store.getState().session.user?.userId).toBe('u1');
    expect(selectTicketCount(store.getState())).toBe(5);
    // POST: the renewal rotates the session, and GETs have no side effects (docs/security.md).
    expect(calls.find((c) => c.path === '/aigc/api/auth/renewalToken')?.method).toBe('POST');
  });

  it('skips the token renewal in the education edition', async () => {
    const calls = stubFetch(routes);
    const store = createAppStore({ entryType: 'edu' });
    await store.dispatch(afterLogin(sampleUser));
    expect(selectTicketCount(store.getState())).toBe(5);
    expect(paths(calls)).not.toContain('/aigc/api/auth/renewalToken');
  });
});

describe('logout', () => {
  it('clears the session and the tickets even when the call fails', async () => {
    stubFetch({ '/aigc/api/auth/logout': () => envelope(null, 500, 'boom') });
    const store = createAppStore({ entryType: 'main' });
    await store.dispatch(afterLogin(sampleUser));
    await store.dispatch(logout());
    expect(store.getState().session).toEqual({ isLogin: false, user: null, needOnBoarding: false });
    expect(selectTicketCount(store.getState())).toBe(0);
  });
});
