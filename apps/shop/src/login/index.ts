import { lazy } from 'react';
import { sessionLoginFlavour } from '@aigc/shell';

/**
 * The shop's login (docs/architecture.md 'Editions and hosts': the main
 * site's session): the international e-mail dialog of @aigc/auth, loaded the
 * first time it opens, over the shell's session calls.
 */
export const shopLogin = sessionLoginFlavour(lazy(() => import('@aigc/auth').then((m) => ({ default: m.LoginDialog }))));
