import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  creatorDetail,
  envelope,
  image,
  makeUser,
  page,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import type { Creator } from '@aigc/api-client';
import { CreatorsPage } from './CreatorsPage';

const user = makeUser();

afterEach(() => vi.unstubAllGlobals());

function creator(rank: number, overrides: Partial<Creator> = {}): Creator {
  return {
    userId: `c${rank}`,
    nickName: `Maker ${rank}`,
    avatar: null,
    accountLevel: '',
    postCount: 3,
    followerCount: 10 - rank,
    isFollowing: false,
    followsYou: false,
    isSelf: false,
    rank,
    wantReceivedCount: 100 - rank,
    isQualityCreator: rank === 1,
    creatorTier: rank === 1 ? 'verified' : 'none',
    recentPosts: [{ contentId: `p${rank}`, posterImage: image(`i${rank}`) }],
    ...overrides,
  };
}

const detail = creatorDetail();

function renderCreators(path: string, login: boolean) {
  const calls = stubFetch({
    '/aigc/api/creator/list': () => envelope({ ...page([creator(1), creator(2, { followsYou: true }), creator(3, { isSelf: true })]), total: 25 }),
    '/aigc/api/creator/detail': () => envelope(detail),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/creator" element={<CreatorsPage />} />
      </Routes>
    </MemoryRouter>,
    { preloadedState: { session: { isLogin: login, user: login ? user : null, needOnBoarding: false } } },
  );
  return calls;
}

describe('CreatorsPage', () => {
  it('lists the ranking with follow, follow back, badges and recent works; the signed-in user sees their place', async () => {
    const calls = renderCreators('/creator', true);
    const list = await screen.findByRole('list', { name: 'Creators ranking' });
    const items = within(list).getAllByRole('listitem').filter((li) => li.classList.contains('pp-creator'));
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('note', { name: /Verified \(signed\) creator/ })).toHaveTextContent('Verified creator');
    expect(within(items[1]!).queryByRole('note')).toBeNull();
    expect(within(items[0]!).getByRole('button', { name: 'Follow Maker 1' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Follow Maker 2 back' })).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Open work' })).toHaveAttribute('href', '/content/p1');
    expect(within(items[1]!).getByRole('link', { name: /Maker 2/ })).toHaveAttribute('href', '/customer/account/c2');
    expect(await screen.findByText('You are number 7 of 25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My creator page' })).toHaveAttribute('href', '/creatorDetail/');
    expect(calls.some((c) => c.path === '/aigc/api/creator/detail')).toBe(true);
  });

  it('a visitor is invited to become a creator and does not ask for creator detail', async () => {
    const calls = renderCreators('/creator', false);
    expect(await screen.findByText('Become a creator')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/aigc/api/creator/detail')).toBe(false);
  });

  it('scrollToBottom=true scrolls to the ranking section once loaded', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderCreators('/creator?scrollToBottom=true', true);
    await screen.findByRole('list', { name: 'Creators ranking' });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect((scroll.mock.contexts[0] as Element).getAttribute('aria-label')).toBe('Your ranking');
  });
});
