import { lazy } from 'react';
import { sessionLoginFlavour } from '@aigc/shell';

/**
 * The China login flavour (docs/product.md §2 'Login dialogs — China', §6): the
 * store-connected dialog of `@aigc/auth/china` (phone and account tabs,
 * forgotten-password steps, WeChat QR, bind phone) and the signed-in user's
 * 'Change password', each loaded the first time it opens, over the shell's
 * session calls (the guard's fresh `fetchToken`, the store's `logout`).
 */
export const chinaLogin = sessionLoginFlavour(
  lazy(() => import('@aigc/auth/china').then((m) => ({ default: m.ChinaLoginDialog }))),
  {
    ChangePasswordDialog: lazy(() => import('@aigc/auth/china').then((m) => ({ default: m.ChangePasswordDialog }))),
  },
);
