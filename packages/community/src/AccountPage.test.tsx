import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders } from '@aigc/store/test-utils';
import type { UserProfile } from '@aigc/api-client';
import { AccountPage } from './AccountPage';
import { envelope, stubFetch } from './test/fetch';
import { card, page, user } from './test/fixtures';

afterEach(() => vi.unstubAllGlobals());

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    userId: 'u1',
    nickName: 'Ada',
    avatar: null,
    postCount: 0,
    wantReceivedCount: 7,
    joinedAt: '2026-01-02T00:00:00.000Z',
    isSelf: true,
    ...overrides,
  };
}

function renderAccount(path: string, answer: UserProfile, posts = page<ReturnType<typeof card>>([])) {
  const calls = stubFetch({
    '/aigc/api/user/profile': () => envelope(answer),
    '/aigc/api/topic/content/user/list': () => envelope(posts),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/account/:userId?" element={<AccountPage />} />
      </Routes>
    </MemoryRouter>,
    { preloadedState: { session: { isLogin: true, user, needOnBoarding: false } } },
  );
  return calls;
}

describe('AccountPage', () => {
  it('without a user id shows the signed-in user, and invites the owner to create a first design', async () => {
    const calls = renderAccount('/account', profile());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada' })).toBeInTheDocument();
    expect(screen.getByText('Wants received').nextElementSibling).toHaveTextContent('7');
    expect(await screen.findByRole('link', { name: 'Create your first design' })).toHaveAttribute(
      'href',
      '/generator/image',
    );
    expect(calls.find((c) => c.path === '/aigc/api/user/profile')?.url.searchParams.get('userId')).toBe('u1');
  });

  it("shows another creator's posts, and a visitor's empty state when there are none", async () => {
    renderAccount('/account/u2', profile({ userId: 'u2', nickName: 'Bo Chen', isSelf: false, postCount: 1 }), page([card('p1')]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bo Chen' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Design p1' })).toHaveAttribute('href', '/content/p1');
    expect(screen.queryByRole('link', { name: 'Create a design' })).not.toBeInTheDocument();
  });

  it('tells a visitor when a creator has not posted yet', async () => {
    renderAccount('/account/u2', profile({ userId: 'u2', nickName: 'Bo Chen', isSelf: false }));
    expect(await screen.findByText('This creator has not published anything yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your first design' })).not.toBeInTheDocument();
  });
});
