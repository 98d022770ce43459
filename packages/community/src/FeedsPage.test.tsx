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

function RouterAt(entry: string) {
  return function At({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };
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

    // Each challenge card opens its challenge; 'All challenges' opens the list of all.
    const challenges = screen.getByRole('list', { name: 'Challenges' });
    const tiny = within(challenges).getByRole('link', { name: /Tiny pets/ });
    expect(tiny).toHaveAttribute('href', '/challenge/t1');
    expect(within(tiny).getByText('34 posts')).toBeInTheDocument();
    expect(within(tiny).getByText('Want It')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All challenges →' })).toHaveAttribute('href', '/all-activities');

    const list = calls.filter((c) => c.path === '/aigc/api/topic/content/list');
    expect(list[0]?.url.searchParams.get('sort')).toBe('hot');
    expect(list[0]?.url.searchParams.get('page')).toBe('1');
    // The promo is a card of the feed (after its first rows; last in this short feed).
    const promo = within(feed).getByRole('article', { name: 'Make it real' });
    expect(promo).toHaveAttribute('aria-posinset', '4');
    expect(within(promo).getByRole('link', { name: 'How it works →' })).toHaveAttribute('href', '/make-real');
  });

  it('switches to the New tab', async () => {
    stub();
    renderWithProviders(<FeedsPage />, { wrapper: Router });
    await screen.findAllByRole('link', { name: /Design h/ });

    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(await screen.findByRole('link', { name: /Design n1/ })).toHaveAttribute('href', '/content/n1');
  });

  it('filters by the challenge in the URL, shown as a chip that clears it', async () => {
    const calls = stub();
    renderWithProviders(<FeedsPage />, { wrapper: RouterAt('/feeds?sort=new&topic=t1') });
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
    await userEvent.click(await screen.findByRole('button', { name: /Show all challenges/ }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path === '/aigc/api/topic/content/list' && !c.url.searchParams.has('topicId') && c.url.searchParams.get('sort') === 'new',
        ),
      ).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /Show all challenges/ })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in when they press a want button', async () => {
    stub();
    const { store } = renderWithProviders(<FeedsPage />, { wrapper: Router });
    const wantButtons = await screen.findAllByRole('button', { name: /Want it: Design h2/ });
    await userEvent.click(wantButtons[0]!);
    expect(store.getState().ui.loginDialog).toMatchObject({ open: true, redirect: '/feeds' });
  });
});
