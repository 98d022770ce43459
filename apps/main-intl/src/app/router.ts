import { createBrowserRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import { authApi, loginDialogOpened } from '@aigc/store';
import type { AppStore } from '@aigc/store';
import { legacyRedirect } from '@aigc/community/shell';
import { editionLinks } from '../edition';
import { RootLayout } from '../layout/RootLayout';
import { BootFallback, RouteError } from '../layout/RouteError';
import { buildRoutes } from '../routes/routes';

/**
 * Creates the data router of the international edition over the one route
 * table (docs/product.md §2), with the navigation guard wired to the store: the login
 * check is a fresh `fetchToken` call, the previous route is the router's
 * current location once its first navigation has finished, and a blocked
 * navigation opens the store's login dialog. Legacy paths redirect (docs/product.md §2).
 */
export function createAppRouter(store: AppStore): DataRouter {
  let router: DataRouter | null = null;
  const routes = buildRoutes(
    { Component: RootLayout, ErrorBoundary: RouteError, HydrateFallback: BootFallback },
    {
      async isLoggedIn() {
        const request = store.dispatch(authApi.endpoints.fetchToken.initiate(undefined, { forceRefetch: true, subscribe: false }));
        const result = await request;
        return result.data?.isLogin === true;
      },
      previousPath() {
        if (!router || !router.state.initialized) return null;
        const { pathname, search } = router.state.location;
        return pathname + search;
      },
      openLoginDialog(redirect) {
        store.dispatch(loginDialogOpened({ redirect }));
      },
    },
    (url) => legacyRedirect(url, editionLinks().shopOrigin),
  );
  router = createBrowserRouter(routes);
  return router;
}
