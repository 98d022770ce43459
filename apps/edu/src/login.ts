import { lazy } from 'react';
import { sessionLoginFlavour } from '@aigc/shell';

/**
 * The education edition's login flavour (docs/edu.md 'Sign in', docs/product.md
 * §4): the username + password dialog of `@aigc/auth/edu` (students and
 * teachers; a student then sees the welcome dialog), loaded the first time
 * it opens, over the shell's session calls (the guard's fresh `fetchToken`,
 * the store's `logout`). No config fetch and no token renewal: the store of
 * `entryType` 'edu' skips the renewal after login.
 */
export const eduLogin = sessionLoginFlavour(
  lazy(() => import('@aigc/auth/edu').then((m) => ({ default: m.EduLoginDialog }))),
);
