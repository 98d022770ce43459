import { useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@aigc/api-client';
import { afterLogin, useAppDispatch } from '@aigc/store';
import { safeRedirect } from '../util/redirect';
import { AfterSignInContext } from './afterSignIn';

/**
 * What happens after a successful sign-in or sign-up (docs/product.md §4 'After a
 * successful login'): the store's `afterLogin` (user, ticket balance, token
 * renewal) runs, and the user is taken to `redirect` when it is a safe
 * in-app path; `fallback` otherwise (null = stay where you are).
 * `replace` swaps the current history entry (the login page) instead of
 * pushing. Then the {@link AfterSignInContext} callback, if any, runs.
 * Resolves once the navigation has finished.
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const afterSignIn = useContext(AfterSignInContext);
  return useCallback(
    async (user: User, redirect: string | null, fallback: string | null = null, replace = false) => {
      // Wait for afterLogin: it renews the token (a new cookie), and a guarded
      // route's token check sent before that could still carry the old one.
      await dispatch(afterLogin(user));
      const target = safeRedirect(redirect, fallback);
      if (target) await navigate(target, { replace });
      afterSignIn?.();
    },
    [dispatch, navigate, afterSignIn],
  );
}
