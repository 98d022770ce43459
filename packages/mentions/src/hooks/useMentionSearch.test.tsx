import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderHookWithProviders, stubFetch } from '@aigc/store/testing';
import { useMentionSearch } from './useMentionSearch';

afterEach(() => vi.unstubAllGlobals());

const person = (i: number) => ({ uuid: `u${i}`, name: `Maker ${i}`, avatarUrl: null, tags: [] });
const page = (ids: number[], after: string | null) =>
  envelope({ dataList: ids.map(person), cursor: { after }, hasMore: after !== null, sessionId: 's1' });

describe('useMentionSearch', () => {
  it('fetches nothing without a query', async () => {
    const calls = stubFetch({ '/aigc/api/search/authors/mention': () => page([1], null) });
    renderHookWithProviders(() => useMentionSearch(null));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });

  it('appends the next page without repeating candidates and stops when none is left', async () => {
    const calls = stubFetch({
      '/aigc/api/search/authors/mention': (call) => (call.url.searchParams.get('cursor') ? page([2, 3], null) : page([1, 2], 'c2')),
    });
    const { result } = renderHookWithProviders(() => useMentionSearch(''));
    await waitFor(() => expect(result.current.items.map((c) => c.uuid)).toEqual(['u1', 'u2']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items.map((c) => c.uuid)).toEqual(['u1', 'u2', 'u3']));
    act(() => result.current.loadMore());
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(2);
  });

  it('drops the answer of an older query and resets the highlight on a new one', async () => {
    let release: (r: Response) => void = () => {};
    stubFetch({
      '/aigc/api/search/authors/mention': (call) =>
        call.url.searchParams.get('query') === 'a' ? new Promise<Response>((r) => (release = r)) : page([9], null),
    });
    const { result, rerender } = renderHookWithProviders(({ query }: { query: string }) => useMentionSearch(query), {
      initialProps: { query: 'a' },
    });
    await new Promise((r) => setTimeout(r, 350)); // past the 300 ms debounce: 'a' is in flight
    act(() => result.current.setHighlight(3));
    rerender({ query: 'b' });
    await waitFor(() => expect(result.current.items.map((c) => c.uuid)).toEqual(['u9']));
    expect(result.current.highlight).toBe(0);
    release(page([1], null));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.items.map((c) => c.uuid)).toEqual(['u9']);
  });

  it('a failed first page empties the list and sets failed', async () => {
    stubFetch({ '/aigc/api/search/authors/mention': () => envelope(null, 500, 'boom') });
    const { result } = renderHookWithProviders(() => useMentionSearch(''));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.items).toEqual([]);
  });
});
