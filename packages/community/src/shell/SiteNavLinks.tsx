import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LayoutMode } from '@aigc/ui';

/** Props of the site menu ({@link SiteNavLinks}, {@link SiteNavMobile}, and `SiteNav`/`SiteNavMenus` of SiteNav.tsx). */
export interface SiteNavProps {
  /** Desktop: a row with dropdowns; mobile: a vertical list with group headings. */
  layout: LayoutMode;
  /** The shop host origin (the 'Shop' item links there). */
  shopOrigin: string;
  /** Whether a user is signed in ('Messages' needs login, docs/product.md §2). */
  isLogin: boolean;
  /** Opens the login dialog (a visitor chose 'Messages'). */
  onRequireLogin: () => void;
  /** Opens the notice panel (a signed-in user chose 'Messages'). */
  onOpenMessages: () => void;
  /** Called after any item is chosen (closes the mobile panel). */
  onNavigate?: () => void;
}

/** The 'creation mode upgrade' pages of the 'Other' group (docs/product.md §2), in menu order. */
export const UPGRADE_PAGES = [
  { to: '/courseForMakeIt', id: 'course' },
  { to: '/createUpgrade', id: 'upgrade' },
  { to: '/tool', id: 'tool' },
  { to: '/about', id: 'about' },
] as const;

export function useUpgradeLabels(): Record<(typeof UPGRADE_PAGES)[number]['id'], string> {
  const { t } = useLingui();
  return {
    course: t`How to make good things`,
    upgrade: t`Upgrade`,
    tool: t`Tool tutorial`,
    about: t`About us`,
  };
}

export function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'site-nav__link is-active' : 'site-nav__link';
}

export function useOpenMessages({ isLogin, onRequireLogin, onOpenMessages, onNavigate }: SiteNavProps) {
  return () => {
    onNavigate?.();
    if (isLogin) onOpenMessages();
    else onRequireLogin();
  };
}

/**
 * The menu's direct links (docs/product.md §2 'Header menu'): Community (`/`, also
 * active on `/feeds` and a post), Creators (`/creator`) and Shop (the shop
 * host). No dropdown code: it renders with the entry chunk.
 */
export function SiteNavLinks({ shopOrigin, onNavigate }: Pick<SiteNavProps, 'shopOrigin' | 'onNavigate'>) {
  const { pathname } = useLocation();
  const communityActive = pathname === '/' || pathname === '/feeds' || pathname.startsWith('/content/');
  return (
    <>
      <NavLink
        to="/"
        className={() => linkClass({ isActive: communityActive })}
        aria-current={communityActive ? 'page' : undefined}
        onClick={onNavigate}
      >
        <Trans>Community</Trans>
      </NavLink>
      <NavLink to="/creator" className={linkClass} onClick={onNavigate}>
        <Trans>Creators</Trans>
      </NavLink>
      <a href={shopOrigin} className="site-nav__link" onClick={onNavigate}>
        <Trans>Shop</Trans>
      </a>
    </>
  );
}

export function GroupTrigger({ children, ...rest }: { children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className="site-nav__link site-nav__trigger" {...rest}>
      {children}
      <span className="site-nav__caret" aria-hidden="true" />
    </button>
  );
}

/**
 * The 'Other' and 'Mine' triggers as plain buttons, shown while the
 * dropdown code ({@link SiteNavMenus}) loads, so the header does not shift.
 */
export function SiteNavMenuPlaceholders() {
  return (
    <>
      <GroupTrigger aria-haspopup="menu" aria-expanded={false}>
        <Trans>Other</Trans>
      </GroupTrigger>
      <GroupTrigger aria-haspopup="menu" aria-expanded={false}>
        <Trans>Mine</Trans>
      </GroupTrigger>
    </>
  );
}

/**
 * The whole menu on the mobile layout (docs/product.md §2 'Header menu', 'Layout'): a
 * vertical list — the direct links, then the 'Other' and 'Mine' groups under
 * headings. No dropdown code.
 */
export function SiteNavMobile(props: SiteNavProps) {
  const { t } = useLingui();
  const labels = useUpgradeLabels();
  const openMessages = useOpenMessages(props);
  const { onNavigate } = props;
  return (
    <nav className="site-nav site-nav--mobile" aria-label={t`Main`}>
      <SiteNavLinks shopOrigin={props.shopOrigin} onNavigate={onNavigate} />
      <section className="site-nav__group" aria-labelledby="site-nav-other">
        <h2 id="site-nav-other" className="site-nav__heading">
          <Trans>Other</Trans>
        </h2>
        <p className="site-nav__subheading">
          <Trans>Creation mode upgrade</Trans>
        </p>
        {UPGRADE_PAGES.map((page) => (
          <NavLink key={page.id} to={page.to} className={linkClass} onClick={onNavigate}>
            {labels[page.id]}
          </NavLink>
        ))}
      </section>
      <section className="site-nav__group" aria-labelledby="site-nav-mine">
        <h2 id="site-nav-mine" className="site-nav__heading">
          <Trans>Mine</Trans>
        </h2>
        <NavLink to="/my-history" className={linkClass} onClick={onNavigate}>
          <Trans>Creation history</Trans>
        </NavLink>
        <button type="button" className="site-nav__link" onClick={openMessages}>
          <Trans>Messages</Trans>
        </button>
      </section>
    </nav>
  );
}

