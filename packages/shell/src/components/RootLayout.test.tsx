import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { selectLoginDialog, ticketTipShown, useAppSelector } from '@aigc/store';
import { makeUser, renderWithProviders } from '@aigc/store/testing';
import { ShellConfigProvider } from '../config';
import type { NoticePanelProps, ShellConfig } from '../config';
import { MAIN_SITE_MENU } from '../menu';
import { buildRoutes } from '../routes/table';
import { RootLayout } from './RootLayout';

beforeAll(() => {
  // jsdom has no ResizeObserver; Radix measures popovers with one.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom does not scroll; the router's scroll restoration calls it.
  window.scrollTo = () => {};
});

/** A stand-in login flavour's dialog: shows whether the store asked for it. */
function FakeLoginDialog() {
  const { open } = useAppSelector(selectLoginDialog);
  return open ? <p role="dialog" aria-label="Fake login" /> : null;
}

const CONFIG: ShellConfig = {
  brandName: 'Testable',
  links: {
    shopOrigin: 'https://shop.example.com',
    miniProgramUrl: 'https://example.com/mp',
    social: { groupChat: 'https://example.com/c', lifestyleApp: 'https://example.com/l', officialAccount: 'https://example.com/o' },
    companyRegistration: 'Testable Ltd. · No. 7',
  },
  menu: MAIN_SITE_MENU,
  login: { Dialog: FakeLoginDialog, isLoggedIn: async () => false, logout: vi.fn(async () => undefined) },
  footer: { copyright: (year) => `© ${year} Testable, tested.` },
  edition: 'main-intl',
  extras: <p>edition extra</p>,
};

/** A stand-in notice centre: says whether it is open and for which edition. */
function FakeNoticePanel({ open, edition }: NoticePanelProps) {
  return open ? <p role="dialog" aria-label={`Fake notices for ${edition}`} /> : null;
}
function FakeBadge({ variant = 'count' }: { variant?: 'count' | 'dot' }) {
  return <span>{variant === 'dot' ? '•' : '7 unread'}</span>;
}
const WITH_NOTICES: ShellConfig = { ...CONFIG, notices: { Panel: FakeNoticePanel, Badge: FakeBadge } };

/** The group trigger `name` once the real dropdown (a lazy chunk) replaced its placeholder. */
async function groupTrigger(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('data-state'));
  return screen.getByRole('button', { name });
}

function renderShell(path: string, config: ShellConfig = CONFIG, signedIn = false) {
  const Page = () => <h1>page</h1>;
  const routes = buildRoutes(
    [
      { path: '/', page: async () => Page },
      { path: '/content/:id', meta: { needHeader: false, needFooter: false }, page: async () => Page },
    ],
    { Component: RootLayout, HydrateFallback: () => null },
    { isLoggedIn: async () => false, previousPath: () => null, openLoginDialog: () => {} },
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderWithProviders(
    <ShellConfigProvider config={config}>
      <RouterProvider router={router} />
    </ShellConfigProvider>,
    signedIn ? { preloadedState: { session: { isLogin: true, user: makeUser(), needOnBoarding: false } } } : {},
  );
}

describe('RootLayout composed from an edition config', () => {
  it("renders the edition's wordmark, menu, call to create, footer text and extras", async () => {
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'page' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Testable home' })).toHaveAttribute('href', '/');
    const main = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', 'https://shop.example.com');
    expect(within(header).getByRole('link', { name: /Generator/ })).toHaveAttribute('href', '/generator');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Testable, tested.`)).toBeInTheDocument();
    expect(within(footer).getByText('Testable Ltd. · No. 7')).toBeInTheDocument();
    expect(screen.getByText('edition extra')).toBeInTheDocument();
  });

  it('leaves header and footer out where the route metadata says so', async () => {
    renderShell('/content/1');
    expect(await screen.findByRole('heading', { name: 'page' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("mounts the login flavour's dialog when a visitor signs in", async () => {
    const user = userEvent.setup();
    const { store } = renderShell('/');
    await screen.findByRole('heading', { name: 'page' });
    expect(screen.queryByRole('dialog', { name: 'Fake login' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Fake login' })).toBeInTheDocument();
    expect(store.getState().ui.loginDialog.redirect).toBeNull();
  });

  it('shows no want-ticket widget unless the edition asks for one', async () => {
    renderShell('/');
    await screen.findByRole('heading', { name: 'page' });
    await act(async () => {});
    expect(document.querySelector('.app-header__ticket-placeholder')).toBeNull();
  });

  it('shows the ticket tip on every page of an edition with a ticket widget, header or not (docs/product.md §4)', async () => {
    const { store } = renderShell('/content/1', { ...CONFIG, ticketWidget: {} });
    await screen.findByRole('heading', { name: 'page' });
    act(() => {
      store.dispatch(ticketTipShown({ type: 2, num: 2, time: '2026-03-01 09:00:00' }));
    });
    expect(await screen.findByText('Welcome back! +2 want-tickets')).toBeInTheDocument();
  });

  it('shows no ticket tip without a ticket widget', async () => {
    const { store } = renderShell('/');
    await screen.findByRole('heading', { name: 'page' });
    act(() => {
      store.dispatch(ticketTipShown({ type: 3, num: 1, time: '2026-03-01 09:00:00' }));
    });
    await act(async () => {});
    expect(screen.queryByText(/want-tickets/)).toBeNull();
  });

  it("leaves 'Messages' out of the menu when the edition has no notice centre", async () => {
    const user = userEvent.setup();
    renderShell('/', CONFIG, true);
    await screen.findByRole('heading', { name: 'page' });
    await user.click(await groupTrigger('Mine'));
    expect(await screen.findByRole('menuitem', { name: 'Creation history' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Messages/ })).toBeNull();
  });

  it("opens the edition's notice panel from 'Mine → Messages', with the unread badge on both", async () => {
    const user = userEvent.setup();
    renderShell('/', WITH_NOTICES, true);
    await screen.findByRole('heading', { name: 'page' });
    await user.click(await groupTrigger('Mine 7 unread'));
    await user.click(await screen.findByRole('menuitem', { name: 'Messages 7 unread' }));
    expect(await screen.findByRole('dialog', { name: 'Fake notices for main-intl' })).toBeInTheDocument();
  });

  it('shows a visitor no unread badge', async () => {
    renderShell('/', WITH_NOTICES);
    await screen.findByRole('heading', { name: 'page' });
    expect(await screen.findByRole('button', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.queryByText(/7 unread/)).toBeNull();
  });

  it("renders the edition's own header instead of the shell's when it brings one (the education edition)", async () => {
    const EditionHeader = () => <header aria-label="Edition header">own header</header>;
    renderShell('/', { ...CONFIG, Header: EditionHeader });
    await screen.findByRole('heading', { name: 'page' });
    expect(screen.getByRole('banner', { name: 'Edition header' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Testable home' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Shop' })).toBeNull();
  });
});
