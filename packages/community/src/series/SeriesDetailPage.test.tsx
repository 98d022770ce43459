import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  author,
  detail,
  envelope,
  image,
  renderWithProviders,
  stubFetch,
} from '@aigc/store/testing';
import type { Series } from '@aigc/api-client';
import { SeriesDetailPage } from './SeriesDetailPage';

afterEach(() => vi.unstubAllGlobals());

const series: Series = {
  uniqueSeriesId: 's1',
  title: 'Night sky studies',
  description: 'One night at a time.',
  author,
  contents: ['c1', 'c2', 'c3'].map((id, i) => ({ contentId: id, title: `Study ${i + 1}`, posterImage: image(`p-${id}`) })),
  contentCount: 3,
  isAuthor: false,
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-02T00:00:00.000Z',
};

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderSeries(path: string) {
  const calls = stubFetch({
    '/aigc/api/topic/content/series/detail': () => envelope(series),
    '/aigc/api/topic/content/detail': (call) => {
      const id = call.url.searchParams.get('contentId') ?? '';
      const i = series.contents.findIndex((c) => c.contentId === id);
      return envelope(detail(id, { title: `Study ${i + 1}` }));
    },
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/seriesDetail/:uniqueSeriesId/:uniqueContentId?" element={<><SeriesDetailPage /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('SeriesDetailPage', () => {
  it('without a post id shows the first post, its position, and no previous', async () => {
    renderSeries('/seriesDetail/s1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night sky studies' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Study 1' })).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous post' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', '/content/c1');
  });

  it('next / previous buttons and the arrow keys move through the series and the URL', async () => {
    const user = userEvent.setup();
    renderSeries('/seriesDetail/s1/c2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Study 2' })).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next post' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Study 3' })).toBeInTheDocument();
    expect(location()).toBe('/seriesDetail/s1/c3');
    expect(screen.getByRole('button', { name: 'Next post' })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Study 2' })).toBeInTheDocument();
    expect(location()).toBe('/seriesDetail/s1/c2');
  });

  it('the strip lists every post and marks the current one', async () => {
    const user = userEvent.setup();
    renderSeries('/seriesDetail/s1/c1');
    const nav = await screen.findByRole('navigation', { name: 'Posts in this series' });
    expect(nav.querySelectorAll('a')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '1. Study 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: '3. Study 3' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Study 3' })).toBeInTheDocument();
  });

  it('an unknown post id falls back to the first post', async () => {
    renderSeries('/seriesDetail/s1/zzz');
    expect(await screen.findByRole('heading', { level: 2, name: 'Study 1' })).toBeInTheDocument();
  });
});
