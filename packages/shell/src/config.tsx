import type { MessageDescriptor } from '@lingui/core';
import { createContext, useContext } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Edition } from '@aigc/domain';
import type { AppDispatch } from '@aigc/store';
import type { ShellLinks } from './links';
import type { SiteMenu } from './menu';
import { ShellLinksProvider } from './components/ShellLinksContext';

/**
 * An edition's way of signing people in (docs/product.md §2 'Login dialogs'): the
 * dialog and the two calls the shell makes on its own.
 */
export interface LoginFlavour {
  /**
   * The login dialog, connected to the store's `loginDialog` state (it opens
   * on `loginDialogOpened`, closes itself and follows the redirect). The
   * shell mounts it once, inside the router, the first time it opens: pass a
   * `lazy()` component so its code stays out of the entry chunk.
   */
  Dialog: ComponentType;
  /**
   * Whether the caller is signed in, asked of the server (docs/product.md §2: the
   * navigation guard's token fetch). A rejection counts as signed out.
   */
  isLoggedIn: (dispatch: AppDispatch) => Promise<boolean>;
  /** Signs the user out (the user dropdown's 'Log out'); settles when done, either way. */
  logout: (dispatch: AppDispatch) => Promise<unknown>;
  /**
   * The signed-in user's 'Change password' dialog (docs/product.md §6: the
   * China edition), offered in the user dropdown when set. Pass a `lazy()`
   * component: the shell mounts it the first time it opens.
   */
  ChangePasswordDialog?: ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
}

/** What the footer says besides the shell's own links and language switch. */
export interface FooterConfig {
  /** The copyright line for `year` (the current year), e.g. `© 2026 Makeable. Ideas, made real.`, translated. */
  copyright: (year: number) => ReactNode;
}

/** The want-ticket widget in the header (docs/product.md §2 'Ticket widget'). */
export interface TicketWidgetConfig {
  /** Path of the 'Make it real' explainer its drawer links to; unset = no link (the route does not exist). */
  makeRealHref?: string;
}

/** Props the shell gives the notice panel (docs/product.md §2 'Notice centre'). */
export interface NoticePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The edition (the official sender's name depends on it, docs/product.md §6). */
  edition: Edition;
}

/**
 * The notice centre behind 'Mine → Messages' (docs/product.md §2): the panel the
 * shell opens, and the unread badge it shows on the entries that open it.
 */
export interface NoticesConfig {
  /**
   * The panel, mounted the first time a signed-in user opens it. Pass a
   * `lazy()` component: its code must stay out of the entry chunk.
   */
  Panel: ComponentType<NoticePanelProps>;
  /**
   * The unread badge ('99+' above 99, docs/product.md §9), in the entry chunk: shown
   * while a user is signed in beside 'Messages', on the group holding it
   * ('Mine') and, as a dot, on the mobile menu button.
   */
  Badge: ComponentType<{ variant?: 'count' | 'dot' }>;
}

/**
 * Everything an edition app tells the shell (see the package README): the
 * shell renders the same header, footer, menus, mobile layout, guard and
 * keep-alive for every edition, filled in from this object; the rules that
 * differ by edition and matter to the server too (default locale, Entry-Type)
 * are looked up in @aigc/domain by `edition`.
 */
export interface ShellConfig {
  /** The product's wordmark: the header's home link, the mini-program invitation. */
  brandName: string;
  /** The shop host, scan-code targets and registration line (docs/product.md §1, §2). */
  links: ShellLinks;
  /** The header menu (docs/product.md §2 'Header menu'); the main editions pass `MAIN_SITE_MENU`. */
  menu: SiteMenu;
  /** The edition's login flavour (docs/product.md §2 'Login dialogs'). */
  login: LoginFlavour;
  /** The footer's copyright line. */
  footer: FooterConfig;
  /**
   * Which edition the app is. Its default locale (docs/product.md §9: the locale when
   * neither the host, a saved choice nor the browser languages decide) and
   * its `Entry-Type` (docs/product.md §7) come from `editionRules` of @aigc/domain.
   */
  edition: Edition;
  /**
   * The notice centre (e.g. `@aigc/notices`); unset = the menu's 'Messages'
   * entries are left out (there is nothing for them to open).
   */
  notices?: NoticesConfig;
  /**
   * Loads the page name of each route path pattern for the document title,
   * `'<name> · <brand>'` (docs/architecture.md 'Document titles'; a `msg`
   * descriptor, translated by the shell). Unset, or a path not in it: the
   * brand alone until a page names itself (`useDocumentTitle` of @aigc/ui).
   */
  routeTitles?: () => Promise<Readonly<Record<string, MessageDescriptor>>>;
  /** Show the want-ticket widget in the header; unset = no widget. */
  ticketWidget?: TicketWidgetConfig;
  /**
   * Elements the edition mounts once inside the shell, on every route, after
   * the page (e.g. the sub-domain challenge shortcut); lazy ones bring their
   * own `Suspense`.
   */
  extras?: ReactNode;
  /**
   * The edition's own header in place of the shell's (e.g. the education
   * edition's simpler one with a back button, docs/edu.md); unset = the
   * shell's header with the edition's menu.
   */
  Header?: ComponentType;
}

const ShellConfigContext = createContext<ShellConfig | null>(null);

/**
 * Gives the shell (and, through {@link useShellLinks}, the screens) the
 * edition's {@link ShellConfig}. Wrap the router in it once.
 */
export function ShellConfigProvider({ config, children }: { config: ShellConfig; children: ReactNode }) {
  return (
    <ShellConfigContext.Provider value={config}>
      <ShellLinksProvider links={config.links}>{children}</ShellLinksProvider>
    </ShellConfigContext.Provider>
  );
}

/**
 * The edition's {@link ShellConfig}.
 * @throws Error outside a {@link ShellConfigProvider} (a wiring mistake, not a runtime state).
 */
export function useShellConfig(): ShellConfig {
  const config = useContext(ShellConfigContext);
  if (!config) throw new Error('useShellConfig: render the shell inside <ShellConfigProvider>');
  return config;
}
