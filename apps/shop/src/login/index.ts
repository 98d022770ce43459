import { lazy } from 'react';
import type { ShopEdition } from '@aigc/domain';
import { sessionLoginFlavour } from '@aigc/shell';
import type { LoginFlavour } from '@aigc/shell';

const emailLogin = sessionLoginFlavour(lazy(() => import('./EmailDialog')));
const chinaLogin = sessionLoginFlavour(lazy(() => import('./ChinaDialog')), {
  ChangePasswordDialog: lazy(() => import('@aigc/auth/china').then((m) => ({ default: m.ChangePasswordDialog }))),
});

/**
 * The shop's login (docs/auth.md 'Sessions across hosts'): the login of its
 * main site — the international e-mail dialog of `@aigc/auth` on the shop,
 * the China phone / account dialog of `@aigc/auth/china` on the China shop —
 * loaded the first time it opens, over the shell's session calls. A sign-in
 * through it is handed to the main site at once (`handBackToMainSite`), so it
 * signs in both hosts.
 */
export function shopLogin(edition: ShopEdition): LoginFlavour {
  return edition === 'shop-cn' ? chinaLogin : emailLogin;
}
