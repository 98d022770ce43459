import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routeMeta } from '../routes/meta';
import { KeepAliveOutlet } from './KeepAliveOutlet';

function Feed() {
  const [loaded, setLoaded] = useState(1);
  return (
    <section aria-label="feed">
      <p>pages loaded: {loaded}</p>
      <button type="button" onClick={() => setLoaded((n) => n + 1)}>
        load more
      </button>
    </section>
  );
}

function setup(isLogin = true) {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet isLogin={isLogin} />,
        children: [
          { path: '/', element: <Feed />, handle: routeMeta({ keepAlive: 'feeds' }) },
          { path: '/feeds', element: <Feed />, handle: routeMeta({ keepAlive: 'feeds' }) },
          { path: '/content/:id', element: <p>post detail</p>, handle: routeMeta({ needHeader: false }) },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('KeepAliveOutlet (docs/product.md §2 kept alive)', () => {
  it('keeps the feed mounted and hidden while a post is open, with its state', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('button', { name: 'load more' }));
    expect(screen.getByText('pages loaded: 2')).toBeVisible();

    await act(() => router.navigate('/content/7'));
    expect(screen.getByText('post detail')).toBeVisible();
    // still in the document (state kept), but not shown
    expect(screen.getByText('pages loaded: 2')).not.toBeVisible();

    await act(() => router.navigate(-1));
    expect(screen.getByText('pages loaded: 2')).toBeVisible();
    expect(screen.queryByText('post detail')).toBeNull();
  });

  it('shows / and /feeds as the same kept screen', async () => {
    const router = setup();
    await userEvent.click(screen.getByRole('button', { name: 'load more' }));
    await act(() => router.navigate('/feeds'));
    expect(screen.getAllByRole('region', { name: 'feed' })).toHaveLength(1);
    expect(screen.getByText('pages loaded: 2')).toBeVisible();
  });
});
