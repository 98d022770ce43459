import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { envelope, makeUser, renderWithProviders, stubFetch } from '@aigc/store/testing';
import type { RootState } from '@aigc/store';
import { LazyWantDialog } from './LazyWantDialog';
import type { WantablePost } from './WantDialog';

afterEach(() => vi.unstubAllGlobals());

const post: WantablePost = { contentId: 'p1', title: 'Fox pendant', wantCount: 42, wanted: false, wantState: 'collecting' };
const signedIn: Partial<RootState> = { session: { isLogin: true, user: makeUser(), needOnBoarding: false } };

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/feeds']}>{children}</MemoryRouter>;
}

describe('LazyWantDialog', () => {
  it('renders nothing until it first opens, then the want dialog from its chunk, kept after closing', { timeout: 30_000 }, async () => {
    stubFetch({
      '/aigc/api/make-real/product': () => envelope(null),
      '/aigc/api/user/account': () => envelope(3),
    });
    const onOpenChange = vi.fn();
    const view = renderWithProviders(<LazyWantDialog post={post} open={false} onOpenChange={onOpenChange} />, {
      preloadedState: signedIn,
      tickets: 3,
      wrapper: Router,
    });
    expect(view.container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    view.rerender(<LazyWantDialog post={post} open onOpenChange={onOpenChange} />);
    // The first import of the dialog's module graph can take seconds on a loaded machine.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('Fox pendant');

    view.rerender(<LazyWantDialog post={post} open={false} onOpenChange={onOpenChange} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    view.rerender(<LazyWantDialog post={post} open onOpenChange={onOpenChange} />);
    // Open again at once: the chunk is loaded and the component stayed rendered.
    expect(screen.getByRole('dialog')).toHaveTextContent('Fox pendant');
  });
});
