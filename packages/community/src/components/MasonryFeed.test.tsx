import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { PostCard } from '@aigc/api-client';
import { FEED_CARD_SIZES, FEED_COLUMN_STEPS, FEED_GAP_PX, FEED_MAX_COLUMNS } from '@aigc/domain';
import { I18nProvider } from '@aigc/i18n';
import { createAppStore } from '@aigc/store';
import { card, drawnOnServer, hydrateDrawn, renderWithProviders } from '@aigc/store/testing';
import { MasonryFeed, masonrySlots } from './MasonryFeed';

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

const posts = Array.from({ length: 6 }, (_, i) => card(`p${i + 1}`));

describe('MasonryFeed', () => {
  it('asks for the next page when the last loaded cards are in view', () => {
    const onLoadMore = vi.fn();
    renderWithProviders(<MasonryFeed label="Feed" posts={posts} hasMore onLoadMore={onLoadMore} />, { wrapper: Router });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('asks for the next page only once it has measured its width', async () => {
    // A ResizeObserver whose first reading the test gives, as a browser does in the frame after mounting.
    const observers: ((entries: { contentRect: { width: number } }[]) => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: (entries: { contentRect: { width: number } }[]) => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {}
      },
    );
    try {
      const onLoadMore = vi.fn();
      renderWithProviders(<MasonryFeed label="Feed" posts={posts} hasMore onLoadMore={onLoadMore} />, { wrapper: Router });
      expect(document.querySelector('.cm-masonry__first')).not.toBeNull();
      expect(onLoadMore).not.toHaveBeenCalled();
      await act(async () => observers.forEach((callback) => callback([{ contentRect: { width: 1000 } }])));
      expect(document.querySelector('.cm-masonry__first')).toBeNull();
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not ask again while a page is loading or when there is no more', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderWithProviders(
      <MasonryFeed label="Feed" posts={posts} hasMore loadingMore onLoadMore={onLoadMore} />,
      { wrapper: Router },
    );
    rerender(<MasonryFeed label="Feed" posts={posts} hasMore={false} onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByText('You have reached the end')).toBeInTheDocument();
  });

  it("loads the first row's posters eagerly, the first with high priority, and the rest lazily", () => {
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 1000, height: 0, top: 0, left: 0, right: 1000, bottom: 0, x: 0, y: 0, toJSON: () => ({}) });
    try {
      const { container } = renderWithProviders(<MasonryFeed label="Feed" posts={posts} />, { wrapper: Router });
      const images = [...container.querySelectorAll('article img')];
      expect(images).toHaveLength(6);
      // 1000 px → 4 columns: the first row is 4 cards.
      expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
      expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
    } finally {
      rect.mockRestore();
    }
  });

  it('shows the empty state when loading is done and there are no posts', () => {
    renderWithProviders(<MasonryFeed label="Feed" posts={[]} empty={<p>Nothing yet</p>} />, { wrapper: Router });
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
  });

  it('sizes each slot from the column width and the poster aspect ratio, in columns by width', () => {
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 1000, height: 0, top: 0, left: 0, right: 1000, bottom: 0, x: 0, y: 0, toJSON: () => ({}) });
    try {
      const tall = card('tall', { posterImage: { ...card('x').posterImage, width: 400, height: 800 } });
      const wide = card('wide', { posterImage: { ...card('y').posterImage, width: 800, height: 400 } });
      renderWithProviders(<MasonryFeed label="Feed" posts={[tall, wide]} />, { wrapper: Router });
      const [a, b] = screen.getAllByRole('article');
      // 1000 px → 4 columns of (1000 − 3 × 16) / 4 = 238 px; caption 4rem = 64 px.
      expect(a!.style.width).toBe('238px');
      expect(a!.style.height).toBe(`${476 + 64}px`);
      expect(b!.style.height).toBe(`${119 + 64}px`);
      expect(b!.style.left).toBe(`${238 + 16}px`);
      // Each poster is drawn from its variants with the static column-width formula the server preloads with.
      for (const source of [...a!.querySelectorAll('source'), ...a!.querySelectorAll('img')]) {
        expect(source).toHaveAttribute('sizes', FEED_CARD_SIZES);
      }
      expect(a!.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain('.avif 256w');
    } finally {
      rect.mockRestore();
    }
  });
});

describe('MasonryFeed before it has measured (the server render)', () => {
  const drawn = (ui: ReactNode) => {
    const html = renderToString(
      <Provider store={createAppStore({ entryType: 'main', serverRender: true })}>
        <I18nProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </I18nProvider>
      </Provider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return doc.querySelector('.cm-masonry__first')!;
  };
  const many = Array.from({ length: 9 }, (_, i) => card(`p${i + 1}`));

  it('draws the first row in the CSS grid, the narrowest row eager and the first poster with high priority', () => {
    const row = drawn(<MasonryFeed label="Newest designs" posts={many} />);
    expect(row.getAttribute('role')).toBe('feed');
    expect(row.getAttribute('aria-label')).toBe('Newest designs');
    const articles = [...row.querySelectorAll('article')];
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual(many.slice(0, FEED_MAX_COLUMNS).map((p) => p.title));
    const images = [...row.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });

  it('draws the skeleton while the first page loads, and the interlude in its slot', () => {
    expect(drawn(<MasonryFeed label="Feed" posts={[]} loading />)).toBeNull();
    const row = drawn(
      <MasonryFeed
        label="Feed"
        posts={many}
        interlude={{ node: <p>Make it real</p>, label: 'Make it real', afterRows: 0, heightRatio: 1, minHeightPx: 0 }}
      />,
    );
    expect(row.querySelector('article')!.getAttribute('aria-label')).toBe('Make it real');
  });

  it('keeps the cards it drew once hydrated and measured: the same elements, now in their lanes', async () => {
    const store = createAppStore({ entryType: 'main', serverRender: true });
    const ui = (
      <Provider store={store}>
        <I18nProvider>
          <MemoryRouter>
            <MasonryFeed label="Newest designs" posts={many} />
          </MemoryRouter>
        </I18nProvider>
      </Provider>
    );
    const container = drawnOnServer(ui);
    const drawn = [...container.querySelectorAll('article')];
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 1000, height: 0, top: 0, left: 0, right: 1000, bottom: 0, x: 0, y: 0, toJSON: () => ({}) });
    try {
      const { errors, unmount } = await hydrateDrawn(container, ui);
      expect(errors).toEqual([]);
      expect(container.querySelector('.cm-masonry__first')).toBeNull();
      const live = [...container.querySelectorAll('article')];
      // 1000 px → 4 lanes of 238 px; the drawn cards are the first ones, kept.
      expect(live.slice(0, drawn.length)).toEqual(drawn);
      expect(live[0]!.style.width).toBe('238px');
      expect(live[1]!.style.left).toBe(`${238 + 16}px`);
      unmount();
    } finally {
      rect.mockRestore();
    }
  });

  it("lays the row out with the domain's column steps and gap (community.css)", () => {
    const css = readFileSync(join(import.meta.dirname, '../styles/community.css'), 'utf8');
    const rules = [...css.matchAll(/@container \(([^)]*)\) \{\s*\.cm-masonry__first \{ --cm-first-columns: (\d+); \}\s*\.cm-masonry__first > :nth-child\(n \+ (\d+)\)/g)];
    const steps = rules.map(([, range, columns, hiddenFrom]) => {
      const below = /width < (\d+)px/.exec(range!)![1];
      expect(Number(hiddenFrom)).toBe(Number(columns) + 1);
      return { belowPx: Number(below), columns: Number(columns) };
    });
    expect(steps).toEqual(FEED_COLUMN_STEPS.map((s) => ({ ...s })));
    // From the last step up: FEED_MAX_COLUMNS, the grid's default.
    expect(css).toContain(`--cm-first-columns: ${FEED_MAX_COLUMNS};`);
    expect(css).toContain(`.cm-masonry__first > :nth-child(n + ${FEED_MAX_COLUMNS + 1})`);
    const first = /\.cm-masonry__first \{[^}]*gap: (\d+)px/.exec(css);
    expect(Number(first![1])).toBe(FEED_GAP_PX);
  });
});

describe('masonrySlots', () => {
  const posts = [1, 2, 3].map((n) => ({ contentId: `p${n}` }) as unknown as PostCard);
  it('puts the interlude after the first `at` posts', () => {
    expect(masonrySlots(posts, 2).map((s) => s.post?.contentId ?? 'promo')).toEqual(['p1', 'p2', 'promo', 'p3']);
  });
  it('puts it last in a shorter list, and leaves an empty list or no interlude alone', () => {
    expect(masonrySlots(posts, 12).map((s) => s.post?.contentId ?? 'promo')).toEqual(['p1', 'p2', 'p3', 'promo']);
    expect(masonrySlots([], 2)).toEqual([]);
    expect(masonrySlots(posts, null)).toHaveLength(3);
  });
});
