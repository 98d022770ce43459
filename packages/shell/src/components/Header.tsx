import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  loginDialogOpened,
  selectIsLogin,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@aigc/store';
import { Button, Skeleton, useLayoutMode } from '@aigc/ui';
import { useShellConfig } from '../config';
import { shopOrdersUrl } from '../links';
import { menuWithoutMessages } from '../menu';
import { OnDemand } from './OnDemand';
import { SiteNavLinks, SiteNavMenuPlaceholders, SiteNavMobile } from './SiteNavLinks';
import type { SiteNavProps } from './SiteNavLinks';
// The ticket widget's code comes on demand; its look is in the first screen's stylesheet, so the widget's
// arrival does not bring a stylesheet that restyles the page.
import '@aigc/tickets/widget.css';

// Loaded on demand to keep the entry chunk small: the desktop menu groups
// (Radix dropdowns), the user dropdown (only for signed-in users) and the
// 'more info' popup. The notice panel comes lazily from the edition's config.
// The ticket widget comes on demand too, by its own module (the package also
// holds the make-real pages, which a header must not load), keeping the entry
// chunk within its budget (initial JS ≤ 150 KB gzip).
const TicketWidget = lazy(() => import('@aigc/tickets/widget').then((m) => ({ default: m.TicketWidget })));
const SiteNavMenus = lazy(() => import('../on-demand').then((m) => ({ default: m.SiteNavMenus })));
const UserMenu = lazy(() => import('../on-demand').then((m) => ({ default: m.SessionUserMenu })));
const MoreInfo = lazy(() => import('../on-demand').then((m) => ({ default: m.MoreInfo })));

/**
 * The site header (docs/product.md §2 'Header menu'): the edition's wordmark; its menu
 * (for the main editions: Community, Creators, Shop, 'Other', 'Mine'); the
 * call to create (the generator, `/generator`); the want-ticket widget when
 * the edition has one; the 'more info' popup; and the Sign in button for
 * visitors or the user dropdown (personal homepage, my orders, log out).
 * With the edition's notice centre (`ShellConfig.notices`), 'Messages' opens
 * its panel (mounted on first use) and carries the unread badge, as do the
 * group holding it and the mobile menu button; without one, the 'Messages'
 * entries are left out.
 * On the mobile layout (docs/product.md §2 'Layout') the menu folds into a panel behind
 * a menu button. Reads the edition's `ShellConfig` (`ShellConfigProvider`).
 */
export function Header() {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const user = useAppSelector(selectUser);
  const mode = useLayoutMode();
  const { brandName, links, menu: editionMenu, ticketWidget, notices, edition } = useShellConfig();
  const menu = useMemo(() => (notices ? editionMenu : menuWithoutMessages(editionMenu)), [notices, editionMenu]);
  const NoticesBadge = notices?.Badge;
  const NoticesPanel = notices?.Panel;
  const createLabel = menu.create ? i18n._(menu.create.label) : null;
  const [menuOpen, setMenuOpen] = useState(false);
  const [noticesOpen, setNoticesOpen] = useState(false);
  const [noticesMounted, setNoticesMounted] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname, mode]);
  useEffect(() => {
    if (!isLogin) setNoticesOpen(false);
  }, [isLogin]);

  const signIn = () => dispatch(loginDialogOpened({ redirect: null }));
  const openNotices = () => {
    setNoticesMounted(true);
    setNoticesOpen(true);
  };

  const navProps = (layout: 'desktop' | 'mobile'): SiteNavProps => ({
    layout,
    menu,
    links,
    isLogin,
    onRequireLogin: signIn,
    onOpenMessages: openNotices,
    onNavigate: layout === 'mobile' ? () => setMenuOpen(false) : undefined,
    messagesBadge: NoticesBadge && isLogin ? <NoticesBadge /> : null,
  });

  // While the user menu's chunk loads: a round skeleton of the avatar's size
  // (sm, 28 px), so the picture code (`Avatar` and its variants) stays out of the entry.
  // Every placeholder of the header says `aria-busy` until its real part replaces it.
  const avatarFallback = user ? (
    <span className="app-header__avatar-placeholder" aria-busy="true">
      <Skeleton circle style={{ width: '1.75rem', height: '1.75rem', minHeight: 0 }} />
    </span>
  ) : null;

  return (
    <header className="app-header" data-mode={mode}>
      <div className="app-header__inner">
        {mode === 'mobile' ? (
          <button
            type="button"
            className="app-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="app-mobile-nav"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span aria-hidden="true" className="app-header__burger" data-open={menuOpen} />
            {NoticesBadge && isLogin && !menuOpen ? (
              <span className="app-header__menu-badge">
                <NoticesBadge variant="dot" />
              </span>
            ) : null}
          </button>
        ) : null}
        <Link to="/" className="app-brand" aria-label={t`${brandName} home`}>
          <span className="app-brand__mark" aria-hidden="true" />
          <span className="app-brand__name">{brandName}</span>
        </Link>
        {mode === 'desktop' ? (
          <nav className="site-nav" aria-label={t`Main`}>
            <SiteNavLinks {...navProps('desktop')} />
            <OnDemand fallback={<SiteNavMenuPlaceholders menu={menu} messagesBadge={navProps('desktop').messagesBadge} />}>
              <SiteNavMenus {...navProps('desktop')} />
            </OnDemand>
          </nav>
        ) : null}
        <div className="app-header__actions">
          {mode === 'desktop' && menu.create ? (
            <Link to={menu.create.to} className="app-header__create">
              {createLabel}
            </Link>
          ) : null}
          {ticketWidget ? (
            <OnDemand
              fallback={
                <span
                  className="app-header__ticket-placeholder"
                  data-compact={mode === 'mobile'}
                  aria-hidden="true"
                  aria-busy="true"
                />
              }
            >
              <TicketWidget makeRealHref={ticketWidget.makeRealHref} compact={mode === 'mobile'} />
            </OnDemand>
          ) : null}
          {mode === 'desktop' ? (
            <OnDemand fallback={<span className="site-icon-button" aria-hidden="true" aria-busy="true" />}>
              <MoreInfo links={links} edition={edition} />
            </OnDemand>
          ) : null}
          {isLogin && user ? (
            <Suspense fallback={avatarFallback}>
              <UserMenu user={user} ordersUrl={shopOrdersUrl(links)} />
            </Suspense>
          ) : (
            <Button variant="primary" size="sm" onClick={signIn}>
              <Trans>Sign in</Trans>
            </Button>
          )}
        </div>
      </div>
      {mode === 'mobile' && menuOpen ? (
        <div id="app-mobile-nav" className="app-header__mobile-panel">
          <SiteNavMobile {...navProps('mobile')} />
          {menu.create ? (
            <Link to={menu.create.to} className="app-header__create app-header__create--mobile">
              {createLabel}
            </Link>
          ) : null}
          <div className="app-header__mobile-info">
            <Suspense fallback={null}>
              <MoreInfo links={links} edition={edition} withLabel />
            </Suspense>
          </div>
        </div>
      ) : null}
      {noticesMounted && NoticesPanel ? (
        <Suspense fallback={null}>
          <NoticesPanel open={noticesOpen} onOpenChange={setNoticesOpen} edition={edition} />
        </Suspense>
      ) : null}
    </header>
  );
}
