import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { card, envelope, renderWithProviders, stubFetch } from '@aigc/store/testing';
import { ShellLinksProvider } from '@aigc/shell';
import { AboutPage } from './AboutPage';
import { CoursePage } from './CoursePage';
import { CreateUpgradePage } from './CreateUpgradePage';
import { ToolTutorialPage } from './ToolTutorialPage';

afterEach(() => vi.unstubAllGlobals());

const LINKS = {
  shopOrigin: 'https://shop.example.com',
  miniProgramUrl: 'https://example.com/mp',
  social: { groupChat: 'https://example.com/chat', lifestyleApp: 'x', officialAccount: 'y' },
  companyRegistration: 'Example Ltd.',
};

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <ShellLinksProvider links={LINKS}>{children}</ShellLinksProvider>
    </MemoryRouter>
  );
}

describe('the Other menu pages (docs/product.md §2)', () => {
  it('About us: intro, make-it-real steps, the curated showcase in its order, the chat code', async () => {
    const calls = stubFetch({
      '/aigc/api/showcase': () => envelope({ dataList: [card('a2'), card('a1')] }),
    });
    renderWithProviders(<AboutPage />, { wrapper: Wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Make it real' })).toBeInTheDocument();
    const showcase = screen.getByRole('region', { name: 'Official showcase' });
    const links = await within(showcase).findAllByRole('link', { name: /Design a/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/content/a2', '/content/a1']);
    // The curated list only: never the feed.
    expect(calls.some((c) => c.path === '/aigc/api/topic/content/list')).toBe(false);
    expect(await screen.findByRole('img', { name: 'Scan to join the community chat' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('About us: no showcase section at all while nothing is curated', async () => {
    const calls = stubFetch({ '/aigc/api/showcase': () => envelope({ dataList: [] }) });
    renderWithProviders(<AboutPage />, { wrapper: Wrapper });
    expect(screen.getByRole('region', { name: 'Official showcase' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/aigc/api/showcase')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Official showcase' })).toBeNull());
    expect(screen.queryByText('Official showcase')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Make it real' })).toBeInTheDocument();
  });

  it('Tool tutorial: every tool opens its generator', () => {
    renderWithProviders(<ToolTutorialPage />, { wrapper: Wrapper });
    expect(screen.getByRole('link', { name: 'Try it: Inpainting' })).toHaveAttribute('href', '/generator/inpainting');
    expect(screen.getByRole('link', { name: 'Try it: Image to 3D' })).toHaveAttribute('href', '/generator/imageTo3D');
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
  });

  it('How to make good things: the production timeline; Upgrade: the way to become a creator', () => {
    renderWithProviders(<CoursePage />, { wrapper: Wrapper });
    expect(screen.getByRole('heading', { name: 'After 100 wants' })).toBeInTheDocument();
    expect(screen.getByText('Production takes 5–7 days.')).toBeInTheDocument();
    renderWithProviders(<CreateUpgradePage />, { wrapper: Wrapper });
    expect(screen.getByRole('link', { name: 'Become a creator' })).toHaveAttribute('href', '/author/onboarding');
  });
});
