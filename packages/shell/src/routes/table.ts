import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { requireLogin } from './guard';
import type { GuardDeps } from './guard';
import { routeMeta } from './meta';
import type { RouteMeta } from './meta';

/** One row of an edition's route table (docs/product.md §2 'Main site routes'). */
export interface AppRoute {
  /** The path pattern, absolute. */
  path: string;
  /** Route metadata; unset fields take {@link routeMeta}'s defaults. */
  meta?: Partial<RouteMeta>;
  /** Loads the page component on demand (a separate chunk: the entry stays small). */
  page?: () => Promise<ComponentType>;
  /** A path to redirect to instead of rendering a page. */
  redirectTo?: string;
}

/**
 * Turns an edition's route table into react-router route objects under one
 * root layout route (id `root`): metadata goes to `handle`, `needLogin`
 * routes get the guard loader ({@link requireLogin}), pages become `lazy`
 * routes, `redirectTo` rows redirect. `legacy` maps an unmatched URL to its
 * new home (docs/product.md §2: `/productDetail…` → `/detail…`, `/order/detail/…` →
 * the shop host); the catch-all route (`*`) redirects there (a document
 * navigation when the target is on another host) or renders its page.
 */
export function buildRoutes(
  table: readonly AppRoute[],
  layout: Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'HydrateFallback'>,
  guard: GuardDeps,
  legacy?: (url: URL) => string | null,
): RouteObject[] {
  const guardLoader = requireLogin(guard);
  const children: RouteObject[] = table.map((route) => {
    const meta = routeMeta(route.meta);
    if (route.redirectTo) {
      const to = route.redirectTo;
      return { path: route.path, handle: meta, loader: () => redirect(to) };
    }
    const load = route.page;
    const legacyLoader =
      route.path === '*' && legacy
        ? ({ request }: { request: Request }) => {
            const target = legacy(new URL(request.url));
            return target ? redirect(target) : null;
          }
        : null;
    return {
      // The path pattern is the route's id: the document title is looked up by it (RouteDocumentTitle).
      id: route.path,
      path: route.path,
      handle: meta,
      ...(meta.needLogin ? { loader: guardLoader } : {}),
      ...(legacyLoader ? { loader: legacyLoader } : {}),
      ...(load ? { lazy: async () => ({ Component: await load() }) } : {}),
    };
  });
  return [{ id: 'root', ...layout, children }];
}
