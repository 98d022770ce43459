import { useMatches } from 'react-router';

/**
 * Route metadata of docs/product.md §2 ('Navigation guard'): carried on every route of
 * the route table as the route `handle`.
 */
export interface RouteMeta {
  /** The route needs a logged-in user; the guard checks it with a token fetch. */
  needLogin: boolean;
  /** Render the site header above the page. */
  needHeader: boolean;
  /** Render the site footer below the page. */
  needFooter: boolean;
  /**
   * Keep the screen mounted (hidden) while another route is shown, so its
   * state and scroll position survive; routes with the same key share one
   * kept-alive screen (`/` and `/feeds`). `false` = unmount on leave.
   */
  keepAlive: string | false;
  /** Navigation depth (0 = top level, 1 = a detail opened from a list, …). */
  depth: number;
  /** Delay before the footer appears, in ms (lets a page's content settle first). */
  footerDelay: number;
}

/** The metadata a route gets for every field it does not set. */
export const DEFAULT_META: RouteMeta = {
  needLogin: false,
  needHeader: true,
  needFooter: true,
  keepAlive: false,
  depth: 0,
  footerDelay: 0,
};

/** Completes a partial route metadata with {@link DEFAULT_META}. */
export function routeMeta(partial: Partial<RouteMeta> = {}): RouteMeta {
  return { ...DEFAULT_META, ...partial };
}

function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === 'object' && value !== null && 'needLogin' in value && 'needHeader' in value;
}

/**
 * The metadata of the deepest matched route that has any (docs/product.md §2), or
 * {@link DEFAULT_META} when none does (e.g. while the 404 page renders).
 */
export function metaOfMatches(matches: readonly { handle?: unknown }[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return DEFAULT_META;
}

/** The current route's metadata (see {@link metaOfMatches}). */
export function useRouteMeta(): RouteMeta {
  return metaOfMatches(useMatches());
}
