import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShellConfig } from '@aigc/shell';
// Its own entry point: on the main sites only the lazy footer uses it, so it stays out of their entry chunk.
import { LanguageSwitch } from '@aigc/shell/language-switch';
import { loginDialogOpened, selectIsLogin, selectUser, useAppDispatch, useAppSelector } from '@aigc/store';
import { Button } from '@aigc/ui';

/**
 * The education edition's header (docs/edu.md; simpler and larger than the
 * main site's): a back button on every page but the home page, the
 * wordmark, three big links — Home, Create (`/generator`) and, signed in,
 * 'My classes' (`/class`, teachers) or 'My works' (`/account`, students) —
 * the language switch, and Sign in or the user's name with Sign out. There
 * is no shop, ticket or community entry: classroom accounts have none
 * (docs/edu.md 'A safe space for children').
 */
export function EduHeader() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useAppSelector(selectIsLogin);
  const user = useAppSelector(selectUser);
  const { brandName, login } = useShellConfig();
  const isTeacher = user?.eduIdentity === 'teacher';

  const back = () => {
    // a page opened directly has nothing to go back to: go home instead
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/');
  };
  const signOut = async () => {
    await login.logout(dispatch);
    await navigate('/');
  };

  return (
    <header className="edu-header">
      <div className="edu-header__inner">
        {location.pathname !== '/' ? (
          <button type="button" className="edu-header__back" onClick={back} aria-label={t`Back`}>
            <span aria-hidden="true">←</span>
            <span className="edu-header__back-label">
              <Trans>Back</Trans>
            </span>
          </button>
        ) : null}
        <Link to="/" className="edu-brand" aria-label={t`${brandName} home`}>
          <span className="edu-brand__mark" aria-hidden="true" />
          <span className="edu-brand__name">{brandName}</span>
        </Link>
        <nav className="edu-nav" aria-label={t`Main`}>
          <NavLink to="/" end className="edu-nav__link">
            <Trans>Home</Trans>
          </NavLink>
          <NavLink to="/generator" className="edu-nav__link">
            <Trans>Create</Trans>
          </NavLink>
          {isLogin && user ? (
            isTeacher ? (
              <NavLink to="/class" className="edu-nav__link">
                <Trans>My classes</Trans>
              </NavLink>
            ) : (
              <NavLink to="/account" className="edu-nav__link">
                <Trans>My works</Trans>
              </NavLink>
            )
          ) : null}
        </nav>
        <div className="edu-header__actions">
          <LanguageSwitch />
          {isLogin && user ? (
            <>
              <span className="edu-header__user">{user.nickName}</span>
              <Button variant="secondary" onClick={() => void signOut()}>
                <Trans>Sign out</Trans>
              </Button>
            </>
          ) : (
            <Button variant="primary" onClick={() => dispatch(loginDialogOpened({ redirect: null }))}>
              <Trans>Sign in</Trans>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
