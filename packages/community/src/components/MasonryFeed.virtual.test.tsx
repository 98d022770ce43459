import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { card, renderWithProviders } from '@aigc/store/testing';
import { MasonryFeed } from './MasonryFeed';

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

describe('MasonryFeed virtualisation (smooth at 10,000 posts)', () => {
  it('renders only the cards near the viewport out of 10,000, and follows the scroll', () => {
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 1000, height: 0, top: 0, left: 0, right: 1000, bottom: 0, x: 0, y: 0, toJSON: () => ({}) });
    try {
      const posts = Array.from({ length: 10_000 }, (_, i) => card(`p${i + 1}`));
      renderWithProviders(<MasonryFeed label="Feed" posts={posts} />, { wrapper: Router });
      const first = screen.getAllByRole('article');
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThan(100);
      expect(first[0]).toHaveAttribute('aria-posinset', '1');
      // The grid is as tall as all 10,000 cards, so the scrollbar is honest.
      const height = parseFloat(screen.getByRole('feed').style.height);
      expect(height).toBeGreaterThan(10_000 / 4 * 100);

      // Scroll half-way down: the rendered window moves, its size does not grow.
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: height / 2 });
        window.dispatchEvent(new Event('scroll'));
      });
      const middle = screen.getAllByRole('article');
      expect(middle.length).toBeLessThan(100);
      const positions = middle.map((a) => Number(a.getAttribute('aria-posinset')));
      expect(Math.min(...positions)).toBeGreaterThan(4000);
      expect(Math.max(...positions)).toBeLessThan(6000);
    } finally {
      rect.mockRestore();
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });
});
