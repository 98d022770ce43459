import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@aigc/api-client';
import { afterLogin, useAppDispatch } from '@aigc/store';
import { safeRedirect } from '../util/redirect';

/**
 * What happens after a successful sign-in or sign-up (spec §4 'After a
 * successful login'): the store's `afterLogin` (user, ticket balance, token
 * renewal) runs, and the user is taken to `redirect` when it is a safe
 * in-app path; `fallback` otherwise (null = stay where you are).
 */
export function useCompleteLogin() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (user: User, redirect: string | null, fallback: string | null = null) => {
      void dispatch(afterLogin(user));
      const target = safeRedirect(redirect, fallback);
      if (target) void navigate(target, { replace: false });
    },
    [dispatch, navigate],
  );
}
