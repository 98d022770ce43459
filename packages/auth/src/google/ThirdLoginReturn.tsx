import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@aigc/api-client';
import { loadSession, toastShown, useAppDispatch } from '@aigc/store';
import { readThirdLoginReturn, withoutThirdLoginReturn } from '@aigc/store/auth-google';
import { useCompleteLogin } from '../hooks/useCompleteLogin';
import { LinkThirdLoginDialog } from './LinkThirdLoginDialog';
import '../styles/auth.css';

/**
 * Handles the way back from Google (docs/product.md §1 'Editions', §8): the server
 * sends the browser back to the page it left with `?thirdLogin=<outcome>`.
 * Mounted once on every route (the edition's `extras`), only while the
 * address has that parameter; it removes the parameter, then:
 * - `ok` — the session cookie is set: the session is loaded, 'Signed in with
 *   Google' is toasted;
 * - `link_required` — asks for the password of the account with Google's
 *   e-mail ({@link LinkThirdLoginDialog}) and finishes the login;
 * - `cancelled` — nothing (a cancelled third-party login is ignored);
 * - `error` — an error toast with the server's `thirdLoginMsg`, or 'Google
 *   sign-in failed, please try again'.
 */
export function ThirdLoginReturn() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const complete = useCompleteLogin();
  const [linking, setLinking] = useState(false);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const found = readThirdLoginReturn(location.search);
    if (!found || handled.current === location.key) return;
    handled.current = location.key;
    void navigate(
      {
        pathname: location.pathname,
        search: withoutThirdLoginReturn(location.search),
        hash: location.hash,
      },
      { replace: true },
    );
    switch (found.outcome) {
      case 'ok':
        void dispatch(loadSession()).then((action) => {
          const signedIn = action.payload === true;
          dispatch(
            signedIn
              ? toastShown({ message: t`Signed in with Google`, kind: 'success' })
              : toastShown({ message: t`Google sign-in failed, please try again`, kind: 'error' }),
          );
        });
        break;
      case 'link_required':
        setLinking(true);
        break;
      case 'error':
        dispatch(
          toastShown({
            message: found.message || t`Google sign-in failed, please try again`,
            kind: 'error',
          }),
        );
        break;
      case 'cancelled':
        break;
    }
  }, [location, navigate, dispatch, t]);

  return (
    <LinkThirdLoginDialog
      open={linking}
      onOpenChange={setLinking}
      onLinked={(user: User) => {
        setLinking(false);
        void complete(user, null);
      }}
    />
  );
}
