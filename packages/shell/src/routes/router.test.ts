import { describe, expect, it, vi } from 'vitest';
import { createAppStore, desktopNotificationClicked } from '@aigc/store';
import type { ShellConfig } from '../config';
import { MAIN_SITE_MENU } from '../menu';
import { createEditionRouter } from './router';

const CONFIG: ShellConfig = {
  brandName: 'Testable',
  links: {
    shopOrigin: 'https://shop.example.com',
    miniProgramUrl: 'https://example.com/mp',
    social: {
      groupChat: 'https://example.com/c',
      lifestyleApp: 'https://example.com/l',
      officialAccount: 'https://example.com/o',
    },
    companyRegistration: 'Testable Ltd. · No. 7',
  },
  menu: MAIN_SITE_MENU,
  login: {
    Dialog: () => null,
    isLoggedIn: async () => false,
    logout: vi.fn(async () => undefined),
  },
  footer: { copyright: (year) => `© ${year}` },
  edition: 'main-intl',
};

describe('createEditionRouter', () => {
  it('opens the post of a clicked desktop notification (docs/product.md §9)', async () => {
    const store = createAppStore({ entryType: 'main' });
    const Page = () => null;
    const router = createEditionRouter(store, CONFIG, [
      { path: '/', page: async () => Page },
      { path: '/content/:contentId', page: async () => Page },
    ]);
    store.dispatch(desktopNotificationClicked({ path: '/content/c9' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/content/c9'));
    router.dispose();
  });
});
