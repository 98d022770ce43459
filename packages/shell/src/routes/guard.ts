import { redirect, replace } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';

/** What the navigation guard needs from the app (the store and the router). */
export interface GuardDeps {
  /** Asks the server whether the caller is logged in (docs/product.md §2: a token fetch). */
  isLoggedIn: () => Promise<boolean>;
  /**
   * The location the user is on before this navigation (`pathname + search`),
   * or `null` when there is none: the page was loaded directly on this route.
   */
  previousPath: () => string | null;
  /** Opens the global login dialog; after login it navigates to `redirect`. */
  openLoginDialog: (redirect: string) => void;
}

/** The `/login` URL that comes back to `target` after signing in. */
export function loginUrl(target: string): string {
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * The navigation guard of docs/product.md §2 as a route loader for `needLogin` routes.
 *
 * Logged in (by a token fetch) → the navigation goes on. Not logged in:
 * - with a previous route, the login dialog opens with the target as its
 *   redirect and the navigation is turned back to the previous location
 *   (a `replace`, so history gains no entry);
 * - with none (a direct load), the user is sent to `/login?redirect=<target>`.
 * A failed token fetch counts as logged out (docs/product.md §4).
 */
export function requireLogin(deps: GuardDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const loggedIn = await deps.isLoggedIn().catch(() => false);
    if (loggedIn) return null;
    const url = new URL(request.url);
    const target = url.pathname + url.search;
    const previous = deps.previousPath();
    if (previous !== null) {
      deps.openLoginDialog(target);
      throw replace(previous);
    }
    throw redirect(loginUrl(target));
  };
}
