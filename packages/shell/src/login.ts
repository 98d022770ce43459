import type { ComponentType } from 'react';
import { api, logout } from '@aigc/store';
import type { LoginFlavour } from './config';

/**
 * A login flavour over the session calls every edition shares (docs/product.md
 * §2 'Navigation guard', §4): the guard's login check is a fresh, silent
 * `GET /api/auth/fetchToken` (`isLogin`; a failure counts as signed out) and
 * 'Log out' is the store's `logout` (`POST /api/auth/logout`, then the session
 * is cleared whatever the answer). The edition brings its `Dialog` (a `lazy()`
 * component, so forms stay out of the entry chunk) and, optionally, the
 * rest of {@link LoginFlavour} (e.g. `ChangePasswordDialog`).
 */
export function sessionLoginFlavour(
  Dialog: ComponentType,
  more: Omit<Partial<LoginFlavour>, 'Dialog'> = {},
): LoginFlavour {
  return {
    Dialog,
    async isLoggedIn(dispatch) {
      const request = dispatch(api.endpoints.fetchToken.initiate(undefined, { forceRefetch: true, subscribe: false }));
      const result = await request;
      return result.data?.isLogin === true;
    },
    logout: (dispatch) => dispatch(logout()),
    ...more,
  };
}
