import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { card, envelope, page, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { FeedsPage } from '../FeedsPage';

afterEach(() => vi.unstubAllGlobals());

function Router({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/feeds']}>{children}</MemoryRouter>;
}

describe('the image viewer on the feed', () => {
  it('opens on a card and walks the loaded posts with the arrow keys', { timeout: 30_000 }, async () => {
    stubFetch({
      '/aigc/api/topic/selection': () => envelope(page([])),
      '/aigc/api/topic/content/list': () => envelope(page([card('a'), card('b'), card('c')])),
    });
    const ui = userEvent.setup();
    renderWithProviders(<FeedsPage />, { wrapper: Router });
    await ui.click(await screen.findByRole('button', { name: 'View Design b full screen' }));
    // The viewer's chunk loads on the first open: its first import can take seconds on a loaded machine.
    const viewer = await screen.findByRole('dialog', { name: 'Image viewer' }, { timeout: 15_000 });
    expect(within(viewer).getByRole('img', { name: 'Design b' })).toBeInTheDocument();
    expect(within(viewer).getByText('2 of 3')).toBeInTheDocument();
    await ui.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Design c' })).toBeInTheDocument();
    await ui.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Image viewer' })).not.toBeInTheDocument();
  });
});
