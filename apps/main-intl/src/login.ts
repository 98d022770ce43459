import { lazy } from 'react';
import { api, logout } from '@aigc/store';
import type { LoginFlavour } from '@aigc/shell';

/**
 * The international login flavour (docs/product.md §2 'Login dialogs — International':
 * e-mail sign in, register, reset): the store-connected dialog of
 * @aigc/auth, loaded the first time it opens (forms, validation, a Radix
 * dialog stay out of the entry); the guard's login check is a fresh
 * `fetchToken`; 'Log out' is the store's `logout`.
 */
export const intlLogin: LoginFlavour = {
  Dialog: lazy(() => import('@aigc/auth').then((m) => ({ default: m.LoginDialog }))),
  async isLoggedIn(dispatch) {
    const request = dispatch(api.endpoints.fetchToken.initiate(undefined, { forceRefetch: true, subscribe: false }));
    const result = await request;
    return result.data?.isLogin === true;
  },
  logout: (dispatch) => dispatch(logout()),
};
