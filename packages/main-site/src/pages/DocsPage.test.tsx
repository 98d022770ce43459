import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { activateLocale, I18nProvider } from '@aigc/i18n';
import { activateSourceLocale } from '@aigc/i18n/testing';
import { DOC_GROUPS, findDoc } from '../docs/catalog';
import { mainSiteRoutes } from '../routes';
import { DocBody, DocsPage } from './DocsPage';

const renderAt = (path: string) =>
  render(
    <I18nProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/docs/:name?" element={<DocsPage />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );

const ALL_NAMES = DOC_GROUPS.flatMap((g) => g.names);

describe('documents (docs/product.md §2 /docs/:name?)', () => {
  afterEach(() => activateSourceLocale());

  it('has every listed document in English and Chinese, each with a title', () => {
    for (const name of ALL_NAMES) {
      const en = findDoc(name, 'en-US');
      const zh = findDoc(name, 'zh-Hans');
      expect(en?.title, name).toBeTruthy();
      expect(zh?.title, name).toBeTruthy();
      expect(zh?.title).not.toBe(en?.title);
    }
    expect(findDoc('no-such-doc', 'en-US')).toBeNull();
  });

  it('links between documents only to documents that exist', () => {
    for (const name of ALL_NAMES) {
      for (const locale of ['en-US', 'zh-Hans']) {
        const body = findDoc(name, locale)!.body;
        for (const [, target] of body.matchAll(/\]\(\/docs\/([a-z0-9-]+)\)/g)) {
          expect(findDoc(target!, locale), `${locale}/${name} → ${target}`).not.toBeNull();
        }
      }
    }
  });

  it('lists every document on the index, linked to its page', () => {
    renderAt('/docs');
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User agreement' })).toHaveAttribute(
      'href',
      '/docs/user-agreement',
    );
    expect(screen.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute(
      'href',
      '/docs/faq',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(ALL_NAMES.length);
  });

  it('renders a document with headings, a table and in-site links', () => {
    renderAt('/docs/make-it-real-terms');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Make It Real terms' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/docs/faq');
    expect(screen.getByRole('link', { name: 'All documents' })).toHaveAttribute('href', '/docs');
  });

  it('shows the 404 page for an unknown name', () => {
    renderAt('/docs/nothing-here');
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
  });

  it('sends /terms and /privacy-policy to the same documents', () => {
    const routes = mainSiteRoutes({ loginPage: async () => () => null });
    const target = (path: string) => routes.find((r) => r.path === path)?.redirectTo;
    expect(target('/terms')).toBe('/docs/user-agreement');
    expect(target('/privacy-policy')).toBe('/docs/privacy-policy');
    for (const to of [target('/terms'), target('/privacy-policy')]) {
      expect(findDoc(to!.replace('/docs/', ''), 'en-US')).not.toBeNull();
    }
    renderAt('/docs/privacy-policy');
    expect(screen.getByText('Last updated: January 14, 2025')).toBeInTheDocument();
  });

  it('shows the Chinese text in zh-Hans', async () => {
    await activateLocale('zh-Hans', { persist: false });
    renderAt('/docs/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: '隐私政策' })).toBeInTheDocument();
    expect(screen.getByText(/你的手机号/)).toBeInTheDocument();
  });

  it('drops raw HTML and unsafe links from Markdown', () => {
    const { container } = render(
      <MemoryRouter>
        <DocBody
          markdown={
            '<script>alert(1)</script>\n\n<b style="color:red">bold</b> [x](javascript:alert(1))'
          }
        />
      </MemoryRouter>,
    );
    expect(container.querySelector('script, b, [style]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/);
  });
});
