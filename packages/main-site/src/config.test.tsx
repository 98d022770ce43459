import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@aigc/i18n';
import { MAIN_SITE_MENU } from '@aigc/shell';
import type { ShellConfig } from '@aigc/shell';
import { hasSubdomain, mainSiteConfig } from './config';
import { mainSiteRoutes } from './routes';

const links = {
  shopOrigin: 'https://shop.example.com',
  miniProgramUrl: 'https://example.com/mp',
  social: { groupChat: 'g', lifestyleApp: 'l', officialAccount: 'o' },
  companyRegistration: 'Example Ltd.',
};
const login = { Dialog: () => null, isLoggedIn: async () => false, logout: async () => undefined };
const routes = mainSiteRoutes({ loginPage: async () => () => null });

function config(edition: 'main-intl' | 'main-cn', hostname = 'localhost'): ShellConfig {
  return mainSiteConfig({
    edition,
    brandName: 'Makeable',
    links,
    login,
    routes,
    location: { hostname },
  });
}

describe('mainSiteConfig (docs/product.md §1, §2)', () => {
  it('gives both main editions the main menu, the ticket widget and their own edition', () => {
    for (const edition of ['main-intl', 'main-cn'] as const) {
      const c = config(edition);
      expect(c.edition).toBe(edition);
      expect(c.menu).toBe(MAIN_SITE_MENU);
      expect(c.ticketWidget).toEqual({ makeRealHref: '/make-real' });
      expect(c.login).toBe(login);
    }
  });

  it('knows sub-domain hosts (the challenge shortcut)', () => {
    expect(hasSubdomain('localhost')).toBe(false);
    expect(hasSubdomain('moon.localhost')).toBe(true);
    expect(hasSubdomain('makeable.cn')).toBe(false);
    expect(hasSubdomain('moon.makeable.cn')).toBe(true);
  });

  it('writes the footer line with the wordmark', () => {
    render(<I18nProvider>{config('main-cn').footer.copyright(2026)}</I18nProvider>);
    expect(screen.getByText('© 2026 Makeable. Ideas, made real.')).toBeInTheDocument();
  });
});
