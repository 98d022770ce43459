import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { loginDialogOpened, selectIsLogin, selectUser, useAppDispatch, useAppSelector } from '@aigc/store';
import { TicketWidget } from '@aigc/tickets';
import { Avatar, Button, useLayoutMode } from '@aigc/ui';

import { hasRoute } from '../routes/routes';
import { BRAND_NAME } from './brand';

// The dropdown (a Radix menu underneath) is only needed once a user is
// signed in: it loads on demand and keeps the entry chunk small.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

const MAKE_REAL_HREF = hasRoute('/make-real') ? '/make-real' : undefined;

function MainNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const communityActive = pathname === '/' || pathname === '/feeds' || pathname.startsWith('/content/');
  return (
    <nav className="app-nav" aria-label="Main">
      <NavLink
        to="/"
        className={() => (communityActive ? 'app-nav__link is-active' : 'app-nav__link')}
        aria-current={communityActive ? 'page' : undefined}
        onClick={onNavigate}
      >
        <Trans>Community</Trans>
      </NavLink>
      <NavLink
        to="/generator"
        className={({ isActive }) => (isActive ? 'app-nav__link is-active' : 'app-nav__link')}
        onClick={onNavigate}
      >
        <Trans>Generator</Trans>
      </NavLink>
    </nav>
  );
}

/**
 * The site header (spec §2 'Header menu'): the wordmark, the menu
 * (Community `/`, Generator `/generator`), the want-ticket widget, and the
 * Sign in button for visitors or the user dropdown (personal homepage, log
 * out) for signed-in users. Under 1024 px (spec §2 'Layout') the menu folds
 * into a disclosure panel behind a menu button.
 */
export function Header() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const user = useAppSelector(selectUser);
  const mode = useLayoutMode();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname, mode]);

  const signIn = () => dispatch(loginDialogOpened({ redirect: null }));

  const avatarFallback = user ? (
    <span className="app-header__avatar-placeholder">
      <Avatar src={user.avatar} name={user.nickName} size="sm" />
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
          </button>
        ) : null}
        <Link to="/" className="app-brand" aria-label={t`${BRAND_NAME} home`}>
          <span className="app-brand__mark" aria-hidden="true" />
          <span className="app-brand__name">{BRAND_NAME}</span>
        </Link>
        {mode === 'desktop' ? <MainNav /> : null}
        <div className="app-header__actions">
          <TicketWidget makeRealHref={MAKE_REAL_HREF} compact={mode === 'mobile'} />
          {isLogin && user ? (
            <Suspense fallback={avatarFallback}>
              <UserMenu user={user} />
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
          <MainNav onNavigate={() => setMenuOpen(false)} />
        </div>
      ) : null}
    </header>
  );
}
