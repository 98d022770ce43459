import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createAppStore, loadSession } from '@aigc/store';
import {
  envelope,
  installFakeEventSource,
  job,
  makeUser,
  record,
  renderWithProviders,
  stubFetch,
  type FakeEventSource,
} from '@aigc/store/testing';
import { JobCard, RESULT_POLL_MS } from './JobCard';

let Fake: typeof FakeEventSource;
beforeEach(() => {
  Fake = installFakeEventSource();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A signed-in store with the live stream, and the result calls the card makes. */
async function setUp(result = job('j1', { queuePosition: 2 })) {
  const calls = stubFetch({
    '/aigc/api/user/info': () => envelope(makeUser()),
    '/aigc/api/user/account': () => envelope(3),
    '/aigc/api/generate/result': () => envelope(result),
  });
  const store = createAppStore({ entryType: 'main', live: true });
  await store.dispatch(loadSession());
  const resultCalls = () =>
    calls.filter((call) => call.path === '/aigc/api/generate/result').length;
  return { store, resultCalls, stream: await Fake.created() };
}

describe('JobCard and the live stream (docs/live-stream.md `generation`)', () => {
  it('with the stream up it never polls: the events move the card to its result', async () => {
    const { store, resultCalls, stream } = await setUp();
    act(() => stream.open());
    renderWithProviders(<JobCard jobId="j1" />, { store });
    expect(await screen.findByText('In queue · 2 ahead')).toBeInTheDocument();
    expect(resultCalls()).toBe(1);

    act(() => stream.emit('generation', job('j1', { queuePosition: 1 }), 5));
    expect(await screen.findByText('In queue · 1 ahead')).toBeInTheDocument();
    act(() => stream.emit('generation', job('j1', { status: 'running' }), 6));
    expect(await screen.findByText('Generating…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5 * RESULT_POLL_MS));
    act(() =>
      stream.emit(
        'generation',
        job('j1', { status: 'succeeded', record: record('r1', ['n1'], 'a fox pendant') }),
        7,
      ),
    );
    expect(await screen.findByText('a fox pendant')).toBeInTheDocument();
    expect(resultCalls()).toBe(1);
  });

  it('polls every RESULT_POLL_MS while the stream is down, and stops once it is up', async () => {
    const { store, resultCalls, stream } = await setUp();
    renderWithProviders(<JobCard jobId="j1" />, { store });
    expect(await screen.findByText('In queue · 2 ahead')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2 * RESULT_POLL_MS + 50));
    expect(resultCalls()).toBeGreaterThanOrEqual(3);

    act(() => stream.open());
    const before = resultCalls();
    await act(() => vi.advanceTimersByTimeAsync(5 * RESULT_POLL_MS));
    expect(resultCalls()).toBe(before);

    act(() => stream.fail(true)); // the browser reconnects: polling is the fallback meanwhile
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS + 50));
    expect(resultCalls()).toBeGreaterThan(before);
  });
});
