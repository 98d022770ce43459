import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderWithProviders } from '@aigc/store/test-utils';
import type { PostDetail } from '@aigc/api-client';
import { ContentDetailPage } from './ContentDetailPage';
import { envelope, stubFetch } from './test/fetch';
import { author, detail, page } from './test/fixtures';

afterEach(() => vi.unstubAllGlobals());

function renderDetail(post: PostDetail | null) {
  stubFetch({
    '/aigc/api/topic/content/detail': () =>
      post ? envelope(post) : envelope(null, 404, 'This post does not exist'),
    '/aigc/api/comment/list': () =>
      envelope(
        page([
          { commentId: 'c1', author, content: 'I would buy this in gold.', createTime: '2026-01-03T00:00:00.000Z', replyCount: 0 },
        ]),
      ),
  });
  return renderWithProviders(
    <MemoryRouter initialEntries={['/content/p1']}>
      <Routes>
        <Route path="/content/:contentId" element={<ContentDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ContentDetailPage', () => {
  it('shows the post: images, creator link, prompt, want progress and comments', async () => {
    renderDetail(detail('p1', { wantCount: 42 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Design p1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Design p1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Design p1, image 2 of 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Bo Chen/ })[0]).toHaveAttribute('href', '/account/u2');
    expect(screen.getByText('a silver fox pendant')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('button', { name: 'Want it' })).toBeInTheDocument();
    expect(await screen.findByText('I would buy this in gold.')).toBeInTheDocument();
    // Comments are read-only in this slice: no input that does nothing.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('hides the prompt with a note when the creator hid it', async () => {
    renderDetail(detail('p1', { prompt: null, hiddenPrompt: 1 }));
    expect(await screen.findByText(/chose to keep the prompt of this design private/)).toBeInTheDocument();
    expect(screen.queryByText('a silver fox pendant')).not.toBeInTheDocument();
  });

  it('shows "You wanted this" instead of the button on a post the caller wanted', async () => {
    renderDetail(detail('p1', { wanted: true }));
    expect(await screen.findByText('You wanted this')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Want it' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for a missing post', async () => {
    renderDetail(null);
    expect(await screen.findByText('This post does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the community' })).toHaveAttribute('href', '/');
  });
});
