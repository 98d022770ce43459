import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  author,
  card,
  envelope,
  makeUser,
  page,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import type { Series } from '@aigc/api-client';
import { SeriesEditorDialog } from './SeriesEditorDialog';
import { UserSeriesList } from './UserSeriesList';

const user = makeUser();

afterEach(() => vi.unstubAllGlobals());

const posts = [card('a', { title: 'Moon I' }), card('b', { title: 'Moon II' }), card('c', { title: 'Moon III' })];
const saved = (body: { title: string; contentIds: string[] }): Series => ({
  uniqueSeriesId: 's9',
  title: body.title,
  description: '',
  author,
  contents: body.contentIds.map((id) => ({ contentId: id, title: id, posterImage: posts[0]!.posterImage })),
  contentCount: body.contentIds.length,
  isAuthor: true,
  createTime: '',
  updateTime: '',
});

function setup() {
  const calls = stubFetch({
    '/aigc/api/topic/content/user/list': () => envelope(page(posts)),
    '/aigc/api/topic/content/series': (call) => envelope(saved(call.body as { title: string; contentIds: string[] })),
  });
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <SeriesEditorDialog open onOpenChange={onOpenChange} userId="u1" onSaved={onSaved} />
    </MemoryRouter>,
    { preloadedState: { session: { isLogin: true, user, needOnBoarding: false } } },
  );
  return { calls, onSaved, onOpenChange };
}

describe('SeriesEditorDialog', () => {
  it('checks the rules before sending, then saves the chosen posts in the chosen order', async () => {
    const u = userEvent.setup();
    const { calls, onSaved, onOpenChange } = setup();
    await u.click(screen.getByRole('button', { name: 'Save series' }));
    expect(screen.getByText('Please enter a series title')).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: 'Title' }), 'Moon phases');
    await u.click(screen.getByRole('button', { name: 'Save series' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one post');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await u.click(await screen.findByRole('checkbox', { name: 'Moon I' }));
    await u.click(screen.getByRole('checkbox', { name: 'Moon III' }));
    await u.click(screen.getByRole('button', { name: 'Move Moon III up' }));
    await u.click(screen.getByRole('button', { name: 'Save series' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ title: 'Moon phases', description: '', contentIds: ['c', 'a'] });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('UserSeriesList', () => {
  it("lists a user's series linking to the series page; the owner can start a new one", async () => {
    const u = userEvent.setup();
    stubFetch({
      '/aigc/api/topic/content/series/user/list': () =>
        envelope(page([{ uniqueSeriesId: 's1', title: 'Night sky studies', description: '', cover: null, firstContentId: 'a', contentCount: 4, updateTime: '' }])),
      '/aigc/api/topic/content/user/list': () => envelope(page(posts)),
    });
    renderWithProviders(
      <MemoryRouter>
        <UserSeriesList userId="u1" isSelf />
      </MemoryRouter>,
      { preloadedState: { session: { isLogin: true, user, needOnBoarding: false } } },
    );
    expect(await screen.findByRole('link', { name: /Night sky studies/ })).toHaveAttribute('href', '/seriesDetail/s1');
    expect(screen.getByText('4 posts')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'New series' }));
    expect(await screen.findByRole('dialog', { name: 'New series' })).toBeInTheDocument();
  });
});
