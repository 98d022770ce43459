import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { card, envelope, page, renderWithProviders, stubFetch, topic } from '@aigc/store/testing';
import { FeedsPage } from './FeedsPage';

afterEach(() => vi.unstubAllGlobals());

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/feeds']}>{children}</MemoryRouter>;
}

function stub() {
  return stubFetch({
    '/aigc/api/topic/selection': () =>
      envelope(page([topic('t1', { title: 'Tiny pets', wantable: 1, postCount: 34 }), topic('t2')])),
    '/aigc/api/topic/content/list': ({ url }) => {
      const sort = url.searchParams.get('sort');
      const prefix = sort === 'new' ? 'n' : 'h';
      return envelope(
        page([card(`${prefix}1`, { wantCount: 120, wantState: 'full' }), card(`${prefix}2`), card(`${prefix}3`)]),
      );
    },
  });
}

describe('FeedsPage', () => {
  it('renders the challenges and a card per post, each linking to its detail', async () => {
    const calls = stub();
    renderWithProviders(<FeedsPage />, { wrapper: Router });

    const feed = await screen.findByRole('feed');
    const links = await within(feed).findAllByRole('link', { name: /Design h/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/content/h1', '/content/h2', '/content/h3']);
    expect(within(feed).getByText('Going to production')).toBeInTheDocument();

    const challenges = screen.getByRole('group', { name: 'Challenges' });
    expect(within(challenges).getByText('Tiny pets')).toBeInTheDocument();
    expect(within(challenges).getByText('34 posts')).toBeInTheDocument();
    expect(within(challenges).getByText('Want It')).toBeInTheDocument();

    const list = calls.filter((c) => c.path === '/aigc/api/topic/content/list');
    expect(list[0]?.url.searchParams.get('sort')).toBe('hot');
    expect(list[0]?.url.searchParams.get('page')).toBe('1');
    // The promo explains make-it-real without linking to a route that does not exist yet.
    expect(screen.getByRole('heading', { name: 'Make it real' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /make it real/i })).not.toBeInTheDocument();
  });

  it('switches to the New tab and filters by a challenge', async () => {
    const calls = stub();
    renderWithProviders(<FeedsPage />, { wrapper: Router });
    await screen.findAllByRole('link', { name: /Design h/ });

    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(await screen.findByRole('link', { name: /Design n1/ })).toHaveAttribute('href', '/content/n1');

    await userEvent.click(screen.getByRole('button', { name: /Tiny pets/ }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/aigc/api/topic/content/list' &&
            c.url.searchParams.get('topicId') === 't1' &&
            c.url.searchParams.get('sort') === 'new',
        ),
      ).toBe(true),
    );
    const challenges = screen.getByRole('group', { name: 'Challenges' });
    expect(within(challenges).getByRole('button', { name: /Tiny pets/ })).toHaveAttribute('aria-pressed', 'true');
    // The active filter shows as a chip that clears it.
    await userEvent.click(screen.getByRole('button', { name: /Show all challenges/ }));
    expect(within(challenges).getByRole('button', { name: /Tiny pets/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a visitor to sign in when they press a want button', async () => {
    stub();
    const { store } = renderWithProviders(<FeedsPage />, { wrapper: Router });
    const wantButtons = await screen.findAllByRole('button', { name: /Want it: Design h2/ });
    await userEvent.click(wantButtons[0]!);
    expect(store.getState().ui.loginDialog).toMatchObject({ open: true, redirect: '/feeds' });
  });
});
