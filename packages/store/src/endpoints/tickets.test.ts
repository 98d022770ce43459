import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store';
import { userCleared } from '../slices/session';
import { envelope, stubFetch } from '../testing';
import { selectTicketCount, ticketsApi, ticketsLoaded, ticketSpent } from './tickets';

afterEach(() => vi.unstubAllGlobals());

async function storeWithBalance(balance: number) {
  stubFetch({ '/aigc/api/user/account': () => envelope(balance) });
  const store = createAppStore({ entryType: 'main' });
  await store.dispatch(ticketsApi.endpoints.getTicketCount.initiate(undefined, { subscribe: false }));
  return store;
}

describe('the want-ticket balance (one owner: the getTicketCount cache)', () => {
  it('is 0 until loaded, then the server figure clamped at 0', async () => {
    expect(selectTicketCount(createAppStore({ entryType: 'main' }).getState())).toBe(0);
    expect(selectTicketCount((await storeWithBalance(4)).getState())).toBe(4);
    expect(selectTicketCount((await storeWithBalance(-3)).getState())).toBe(0);
  });

  it('stores a loaded balance, clamped at 0, even before any fetch', () => {
    const store = createAppStore({ entryType: 'main' });
    store.dispatch(ticketsLoaded(4));
    expect(selectTicketCount(store.getState())).toBe(4);
    store.dispatch(ticketsLoaded(-3));
    expect(selectTicketCount(store.getState())).toBe(0);
  });

  it('spends 1 by default, never goes below 0, and can be undone', async () => {
    const store = await storeWithBalance(2);
    store.dispatch(ticketSpent());
    expect(selectTicketCount(store.getState())).toBe(1);
    const patch = store.dispatch(ticketSpent(5));
    expect(selectTicketCount(store.getState())).toBe(0);
    patch.undo();
    expect(selectTicketCount(store.getState())).toBe(1);
    store.dispatch(ticketsLoaded(0));
    store.dispatch(ticketSpent());
    expect(selectTicketCount(store.getState())).toBe(0);
  });

  it('resets to 0 when the user is cleared', async () => {
    const store = await storeWithBalance(7);
    store.dispatch(userCleared());
    expect(selectTicketCount(store.getState())).toBe(0);
  });

  it('outlives its subscribers (kept for the session)', async () => {
    vi.useFakeTimers();
    try {
      const store = await storeWithBalance(3);
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(selectTicketCount(store.getState())).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
