import { createBrowserRouter } from 'react-router';
import type { DataRouter, RouteObject } from 'react-router';
import { desktopNotificationClicksTo, loginDialogOpened } from '@aigc/store';
import type { AppStore } from '@aigc/store';
import type { ShellConfig } from '../config';
import { legacyRedirect } from '../links';
import { RootLayout } from '../components/RootLayout';
import { BootFallback, RouteError } from '../components/RouteError';
import { buildRoutes } from './table';
import type { AppRoute } from './table';

/**
 * Creates the browser data router of an edition over its route table (docs/product.md
 * §2), under the shell's {@link RootLayout}, with the navigation guard wired
 * to the store: the login check is the login flavour's `isLoggedIn` (a fresh
 * token fetch), the previous route is the router's current location once its
 * first navigation has finished, and a blocked navigation opens the store's
 * login dialog. Legacy paths redirect (docs/product.md §2) to the edition's shop host.
 * A click on a desktop notification of the live stream (docs/product.md §9)
 * navigates to its post.
 */
export function createEditionRouter(store: AppStore, config: ShellConfig, table: readonly AppRoute[]): DataRouter {
  let router: DataRouter | null = null;
  router = createBrowserRouter(editionRoutes(store, config, table, () => router));
  const navigate = router.navigate.bind(router);
  store.dispatch(desktopNotificationClicksTo((path) => void navigate(path)));
  return router;
}

/**
 * The react-router route objects of an edition (see {@link createEditionRouter}):
 * the route table under the shell's {@link RootLayout}, the navigation guard
 * wired to `store` and the legacy redirects. `current` gives the router
 * they end up in (null before it exists; the server's static router passes
 * `() => null`).
 */
export function editionRoutes(
  store: AppStore,
  config: ShellConfig,
  table: readonly AppRoute[],
  current: () => DataRouter | null,
): RouteObject[] {
  return buildRoutes(
    table,
    { Component: RootLayout, ErrorBoundary: RouteError, HydrateFallback: BootFallback },
    {
      async isLoggedIn() {
        return config.login.isLoggedIn(store.dispatch);
      },
      previousPath() {
        const router = current();
        if (!router || !router.state.initialized) return null;
        const { pathname, search } = router.state.location;
        return pathname + search;
      },
      openLoginDialog(redirect) {
        store.dispatch(loginDialogOpened({ redirect }));
      },
    },
    (url) => legacyRedirect(url, config.links.shopOrigin),
  );
}
