import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { metaOfMatches } from './meta';
import { buildRoutes } from './table';
import type { AppRoute } from './table';

const guard = { isLoggedIn: async () => false, previousPath: () => null, openLoginDialog: () => {} };
const Page = () => null;
const TABLE: readonly AppRoute[] = [
  { path: '/', meta: { keepAlive: 'home' }, page: async () => Page },
  { path: '/mine', meta: { needLogin: true }, page: async () => Page },
  { path: '/old', redirectTo: '/' },
  { path: '*', page: async () => Page },
];

function children(legacy?: (url: URL) => string | null): RouteObject[] {
  const [root] = buildRoutes(TABLE, {}, guard, legacy);
  expect(root?.id).toBe('root');
  return root?.children ?? [];
}
const loaderOf = (routes: RouteObject[], path: string) => {
  const loader = routes.find((r) => r.path === path)?.loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  return (url: string) => loader({ request: new Request(url), params: {}, context: undefined } as never, undefined);
};

describe('buildRoutes (docs/product.md §2 route table → routes)', () => {
  it('puts the completed metadata on every route and makes pages lazy', () => {
    const routes = children();
    expect(metaOfMatches([{ handle: routes[0]?.handle }])).toMatchObject({ keepAlive: 'home', needHeader: true, depth: 0 });
    expect(routes.filter((r) => r.path !== '/old').every((r) => typeof r.lazy === 'function')).toBe(true);
  });

  it('guards only the needLogin routes', () => {
    expect(children().filter((r) => r.loader && r.path !== '/old' && r.path !== '*').map((r) => r.path)).toEqual(['/mine']);
  });

  it('redirects a redirectTo row', async () => {
    const response = (await loaderOf(children(), '/old')('http://x/old')) as Response;
    expect(response.headers.get('Location')).toBe('/');
  });

  it('sends an unmatched legacy URL to its new home from the catch-all route, and renders the page otherwise', async () => {
    const load = loaderOf(
      children((url) => (url.pathname === '/gone' ? '/' : null)),
      '*',
    );
    expect(((await load('http://x/gone')) as Response).headers.get('Location')).toBe('/');
    expect(await load('http://x/nothing')).toBeNull();
    expect(children().find((r) => r.path === '*')?.loader).toBeUndefined();
  });
});
