import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore, nearBottom } from './LoadMore';
import { renderUi } from './test/render';

/** A fake IntersectionObserver whose instances the test can trigger. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  class FakeObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const intersect = () =>
    act(() => {
      for (const o of observers.filter((x) => !x.disconnected)) {
        o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, intersect };
}

afterEach(() => vi.unstubAllGlobals());

describe('LoadMore', () => {
  it('asks for the next page when the end nears the viewport (200 px), and on the button', async () => {
    const { observers, intersect } = stubObserver();
    const onLoadMore = vi.fn();
    renderUi(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    intersect();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('shows the spinner and asks nothing while a page loads', () => {
    const { intersect } = stubObserver();
    const onLoadMore = vi.fn();
    renderUi(<LoadMore hasMore loading onLoadMore={onLoadMore} />);
    intersect();
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Loading more' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('observes nothing at the end or with auto off, where only the button loads', () => {
    const { observers } = stubObserver();
    const { rerender } = renderUi(<LoadMore hasMore={false} loading={false} onLoadMore={vi.fn()} />);
    expect(observers).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    rerender(<LoadMore hasMore loading={false} onLoadMore={vi.fn()} auto={false} />);
    expect(observers).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });
});

describe('nearBottom', () => {
  it('is true within the threshold of the bottom only', () => {
    expect(nearBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1200 }, 200)).toBe(true);
    expect(nearBottom({ scrollTop: 599, clientHeight: 400, scrollHeight: 1200 }, 200)).toBe(false);
    expect(nearBottom({ scrollTop: 0, clientHeight: 400, scrollHeight: 400 }, 200)).toBe(true);
  });
});
