import { lazy } from 'react';
import { sessionLoginFlavour } from '@aigc/shell';

/**
 * The international login flavour (docs/product.md §2 'Login dialogs — International':
 * e-mail sign in, register, reset, Google): the store-connected dialog of
 * @aigc/auth, loaded the first time it opens (forms, validation, a Radix
 * dialog stay out of the entry), over the shell's session calls (the
 * guard's fresh `fetchToken`, the store's `logout`).
 */
export const intlLogin = sessionLoginFlavour(
  lazy(() => import('@aigc/auth').then((m) => ({ default: m.LoginDialog }))),
);
