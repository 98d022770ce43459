import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { card, envelope, page, renderWithProviders, stubFetch, topic } from '@aigc/store/testing';
import { FeedsPage } from './FeedsPage';
import { cardsPerView } from './components/TopicStrip';

afterEach(() => vi.unstubAllGlobals());

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
}

function stub(settings: () => Response) {
  return stubFetch({
    '/aigc/api/fe-settings/pc': settings,
    '/aigc/api/topic/selection': () => envelope(page([topic('t1'), topic('t2'), topic('t3'), topic('t4'), topic('t5')])),
    '/aigc/api/topic/content/list': () => envelope(page([card('h1')])),
  });
}

const perView = () => screen.getByRole('list', { name: 'Challenges' }).style.getPropertyValue('--cm-topics-per-view');

describe('FeedsPage card display count (docs/product.md §7, §9)', () => {
  it('shows as many challenge cards per view as GET /api/fe-settings/pc says', async () => {
    const calls = stub(() => envelope({ cardDisplayCount: 4 }));
    renderWithProviders(<FeedsPage />, { wrapper: Router });
    await screen.findByRole('list', { name: 'Challenges' });
    await waitFor(() => expect(perView()).toBe('4'));
    expect(calls.filter((c) => c.path === '/aigc/api/fe-settings/pc')).toHaveLength(1);
  });

  it('retries a failing setting 3 times, then shows the default 3', async () => {
    const calls = stub(() => envelope(null, 500, 'boom'));
    renderWithProviders(<FeedsPage />, { wrapper: Router });
    await screen.findByRole('list', { name: 'Challenges' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/aigc/api/fe-settings/pc')).toHaveLength(4));
    expect(perView()).toBe('3');
  });

  it('clamps odd configured values to 1–6', () => {
    expect(cardsPerView(undefined)).toBe(3);
    expect(cardsPerView(0)).toBe(1);
    expect(cardsPerView(12)).toBe(6);
    expect(cardsPerView(Number.NaN)).toBe(3);
  });
});
