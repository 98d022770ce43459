import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { card, envelope, page, renderWithProviders, stubFetch } from '@aigc/store/testing';
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
  it('About us: intro, make-it-real steps, the hottest posts as the showcase, the chat code', async () => {
    const calls = stubFetch({
      '/aigc/api/topic/content/list': () => envelope(page([card('a1'), card('a2')])),
    });
    renderWithProviders(<AboutPage />, { wrapper: Wrapper });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Make it real' })).toBeInTheDocument();
    const showcase = screen.getByRole('region', { name: 'Official showcase' });
    const links = await within(showcase).findAllByRole('link', { name: /Design a/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/content/a1', '/content/a2']);
    expect(calls.find((c) => c.path === '/aigc/api/topic/content/list')?.url.searchParams.get('sort')).toBe('hot');
    expect(await screen.findByRole('img', { name: 'Scan to join the community chat' }, { timeout: 5000 })).toBeInTheDocument();
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
