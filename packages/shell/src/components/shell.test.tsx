import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@aigc/i18n';
import type { ReactElement } from 'react';
import { groupHasMessages, MAIN_SITE_MENU, menuWithoutMessages } from '../menu';
import { MiniProgramInvite, MINI_PROGRAM_DISMISSED_KEY } from './MiniProgramInvite';
import { MoreInfo } from './MoreInfo';
import { SiteNav } from './SiteNav';
import type { SiteNavProps } from './SiteNavLinks';
import { UserMenu } from './UserMenu';

const LINKS = {
  social: {
    groupChat: 'https://example.com/chat',
    lifestyleApp: 'https://example.com/life',
    officialAccount: 'https://example.com/official',
  },
  miniProgramUrl: 'https://example.com/mp',
  companyRegistration: 'Example Ltd. · No. 1',
};

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix measures popovers with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => window.sessionStorage.clear());

function renderShell(ui: ReactElement) {
  return render(
    <I18nProvider>
      <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>
    </I18nProvider>,
  );
}

function nav(props: Partial<SiteNavProps> = {}) {
  const onRequireLogin = vi.fn();
  const onOpenMessages = vi.fn();
  renderShell(
    <SiteNav
      layout="desktop"
      menu={MAIN_SITE_MENU}
      links={{ ...LINKS, shopOrigin: 'https://shop.example.com' }}
      isLogin={false}
      onRequireLogin={onRequireLogin}
      onOpenMessages={onOpenMessages}
      {...props}
    />,
  );
  return { onRequireLogin, onOpenMessages };
}


describe('SiteNav with the main site menu (docs/product.md §2 header menu)', () => {
  it('links Community, Creators and the shop host', () => {
    nav();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Creators' })).toHaveAttribute('href', '/creator');
    expect(within(main).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', 'https://shop.example.com');
  });

  it("has the 'Other' group with the creation mode upgrade submenu", async () => {
    const user = userEvent.setup();
    nav();
    await user.click(screen.getByRole('button', { name: 'Other' }));
    const sub = screen.getByRole('menuitem', { name: /Creation mode upgrade/ });
    sub.focus();
    await user.keyboard('{ArrowRight}');
    const items = await screen.findAllByRole('menuitem', { name: /How to make|Upgrade$|Tool tutorial|About us/ });
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/courseForMakeIt', '/createUpgrade', '/tool', '/about']);
  });

  it("'Mine' → Messages asks a visitor to sign in, and opens the panel for a user", async () => {
    const user = userEvent.setup();
    const visitor = nav();
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(screen.getByRole('menuitem', { name: 'Creation history' })).toHaveAttribute('href', '/my-history');
    await user.click(screen.getByRole('menuitem', { name: 'Messages' }));
    expect(visitor.onRequireLogin).toHaveBeenCalledTimes(1);
    expect(visitor.onOpenMessages).not.toHaveBeenCalled();
  });

  it('opens messages for a signed-in user from the mobile list', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const signedIn = nav({ layout: 'mobile', isLogin: true, onNavigate });
    expect(screen.getByRole('heading', { name: 'Other' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(signedIn.onOpenMessages).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});

describe('the unread badge in the menu', () => {
  it("sits on 'Messages' and on the 'Mine' group (desktop), and on 'Messages' in the mobile list", async () => {
    const user = userEvent.setup();
    nav({ isLogin: true, messagesBadge: <span>3 unread</span> });
    expect(screen.getByRole('button', { name: 'Other' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mine 3 unread' }));
    expect(await screen.findByRole('menuitem', { name: 'Messages 3 unread' })).toBeInTheDocument();
  });

  it('on the mobile list', () => {
    nav({ layout: 'mobile', isLogin: true, messagesBadge: <span>120 unread</span> });
    expect(screen.getByRole('button', { name: 'Messages 120 unread' })).toBeInTheDocument();
  });
});

describe('menuWithoutMessages', () => {
  it("drops the 'messages' entries (and groups left empty), keeps the rest", () => {
    const menu = menuWithoutMessages(MAIN_SITE_MENU);
    expect(menu.groups.map((g) => g.id)).toEqual(['other', 'mine']);
    expect(menu.groups.some(groupHasMessages)).toBe(false);
    // Mine keeps creation history and my earnings.
    expect(menu.groups[1]?.entries).toHaveLength(2);
    expect(MAIN_SITE_MENU.groups.filter(groupHasMessages).map((g) => g.id)).toEqual(['mine']);
    const onlyMessages = menuWithoutMessages({
      links: [{ kind: 'messages', label: MAIN_SITE_MENU.links[0]!.label }],
      groups: [{ id: 'x', label: MAIN_SITE_MENU.links[0]!.label, entries: [{ kind: 'messages', label: MAIN_SITE_MENU.links[0]!.label }] }],
    });
    expect(onlyMessages).toEqual({ links: [], groups: [] });
  });
});

describe('UserMenu (docs/product.md §2 user dropdown)', () => {
  it('offers personal homepage, my orders on the shop, and log out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderShell(<UserMenu user={{ nickName: 'Ada' }} ordersUrl="https://shop.example.com/order/list" onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(screen.getByRole('menuitem', { name: 'Personal homepage' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', 'https://shop.example.com/order/list');
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("offers 'Change password' when the edition has it (docs/product.md §6, China)", async () => {
    const user = userEvent.setup();
    const onChangePassword = vi.fn();
    renderShell(
      <UserMenu user={{ nickName: 'Ada' }} ordersUrl="/o" onLogout={() => {}} onChangePassword={onChangePassword} />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change password' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);
  });

  it("words it 'Set a password' for an account without one (docs/auth.md 'Password change')", async () => {
    const user = userEvent.setup();
    renderShell(
      <UserMenu user={{ nickName: 'Ada', hasPassword: false }} ordersUrl="/o" onLogout={() => {}} onChangePassword={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(screen.getByRole('menuitem', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change password' })).toBeNull();
  });
});

describe('MoreInfo (docs/product.md §2 more info popup)', () => {
  it('shows the legal links, the four scan codes of the China edition and the registration text', async () => {
    const user = userEvent.setup();
    renderShell(<MoreInfo links={LINKS} edition="main-cn" />);
    await user.click(screen.getByRole('button', { name: 'More info' }));
    const panel = screen.getByRole('dialog', { name: 'More info' });
    expect(within(panel).getByRole('link', { name: 'User agreement' })).toHaveAttribute('href', '/docs/user-agreement');
    expect(within(panel).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/docs/privacy-policy');
    for (const name of ['Group chat', 'Lifestyle app', 'Official account', 'Mini-program']) {
      expect(await within(panel).findByRole('img', { name }, { timeout: 5000 })).toBeInTheDocument();
    }
    expect(within(panel).getByText('Example Ltd. · No. 1')).toBeInTheDocument();
  });

  it('shows no China-only (WeChat) codes on the international site', async () => {
    const user = userEvent.setup();
    renderShell(<MoreInfo links={LINKS} edition="main-intl" />);
    await user.click(screen.getByRole('button', { name: 'More info' }));
    const panel = screen.getByRole('dialog', { name: 'More info' });
    expect(await within(panel).findByRole('img', { name: 'Group chat' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Lifestyle app' })).toBeInTheDocument();
    expect(within(panel).queryByRole('img', { name: 'Official account' })).toBeNull();
    expect(within(panel).queryByRole('img', { name: 'Mini-program' })).toBeNull();
    expect(within(panel).getAllByRole('img')).toHaveLength(2);
  });
});

describe('MoreInfo in the mobile menu', () => {
  it('shows its label beside the icon and opens the same popup', async () => {
    const user = userEvent.setup();
    renderShell(<MoreInfo links={LINKS} edition="main-intl" withLabel />);
    const trigger = screen.getByRole('button', { name: 'More info' });
    expect(trigger).toHaveTextContent('More info');
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'More info' })).toBeInTheDocument();
  });
});

describe('MiniProgramInvite (docs/product.md §1 mobile visitors)', () => {
  it('invites to scan, and staying on the website hides it for the session', async () => {
    const user = userEvent.setup();
    const { unmount } = renderShell(<MiniProgramInvite miniProgramUrl="https://example.com/mp" brandName="Makeable" />);
    const invite = screen.getByRole('dialog', { name: 'Makeable is better in the mini-program' });
    expect(await within(invite).findByRole('img', { name: 'Scan to open the mini-program' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(invite).getByRole('link', { name: 'Open the mini-program' })).toHaveAttribute('href', 'https://example.com/mp');
    await user.click(within(invite).getByRole('button', { name: 'Continue on the website' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem(MINI_PROGRAM_DISMISSED_KEY)).toBe('1');
    unmount();
    renderShell(<MiniProgramInvite miniProgramUrl="https://example.com/mp" brandName="Makeable" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
