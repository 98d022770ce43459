import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TICKET_TIP_MS } from '@aigc/domain';
import { createAppStore, loadSession } from '@aigc/store';
import {
  envelope,
  installFakeEventSource,
  makeUser,
  renderWithProviders,
  stubFetch,
  type FakeEventSource,
} from '@aigc/store/testing';
import { TicketTip } from './TicketTip';

let Fake: typeof FakeEventSource;
beforeEach(() => {
  Fake = installFakeEventSource();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function liveStore() {
  stubFetch({
    '/aigc/api/user/info': () => envelope(makeUser()),
    '/aigc/api/user/account': () => envelope(4),
  });
  const store = createAppStore({ entryType: 'main', live: true });
  await store.dispatch(loadSession());
  const stream = await Fake.created();
  stream.open();
  return { store, stream };
}

const ticketEvent = (type: number, num: number, balance: number) => ({
  type,
  unReadCount: 0,
  content: { num, balance, time: '2026-03-01 09:00:00' },
});

describe('TicketTip (docs/product.md §4 "Ticket tip")', () => {
  it('shows "welcome back" with the tickets and the new balance, then hides after 7000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, stream } = await liveStore();
    renderWithProviders(<TicketTip />, { store });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => stream.emit('message', ticketEvent(2, 2, 6), 3));
    const tip = await screen.findByRole('status');
    expect(tip).toHaveTextContent('Welcome back! +2 want-tickets');
    expect(tip).toHaveTextContent('You now have 6 want-tickets.');

    await act(() => vi.advanceTimersByTimeAsync(TICKET_TIP_MS - 100));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a reward, restarts the wait on a new event, and closes on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { store, stream } = await liveStore();
    renderWithProviders(<TicketTip />, { store });
    act(() => stream.emit('message', ticketEvent(3, 1, 5), 3));
    expect(await screen.findByRole('status')).toHaveTextContent('Reward: +1 want-tickets');
    await act(() => vi.advanceTimersByTimeAsync(TICKET_TIP_MS - 1000));
    act(() => stream.emit('message', ticketEvent(3, 1, 6), 4));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('status')).toHaveTextContent('You now have 6 want-tickets.');

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
