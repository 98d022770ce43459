import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { GENERATOR_TOOL_PATHS } from '@aigc/domain';
import { buildRoutes, metaOfMatches } from '@aigc/shell';
import { MAIN_SITE_PAGE_SOURCES } from './pageSources';
import { hasRoute, mainSiteRoutes } from './routes';

const ROUTE_TABLE = mainSiteRoutes({ loginPage: async () => () => null });

const guard = {
  isLoggedIn: async () => false,
  previousPath: () => null,
  openLoginDialog: () => {},
};
const children = (buildRoutes(ROUTE_TABLE, {}, guard)[0]?.children ?? []) as RouteObject[];
const byPath = (path: string) => children.find((r) => r.path === path);

describe('the route table (docs/product.md §2)', () => {
  it('has every route of the walking skeleton and a 404', () => {
    for (const path of [
      '/',
      '/feeds',
      '/content/:contentId',
      '/login',
      '/account/:userId?',
      '/generator',
      '/generator/image',
      '*',
    ]) {
      expect(hasRoute(ROUTE_TABLE, path), path).toBe(true);
    }
    for (const path of ['/make-real', '/delivery', '/free-id-tag', '/information/:msgId'])
      expect(hasRoute(ROUTE_TABLE, path), path).toBe(true);
  });

  it("names each server-drawn page's module as the module its loader imports", () => {
    expect(Object.keys(MAIN_SITE_PAGE_SOURCES)).toEqual([
      ...Object.values(GENERATOR_TOOL_PATHS),
      '/',
      '/feeds',
      '/content/:contentId',
      '/challenge/:challengeId',
    ]);
    for (const [path, source] of Object.entries(MAIN_SITE_PAGE_SOURCES)) {
      expect(existsSync(join(import.meta.dirname, '../../..', source)), source).toBe(true);
      const row = ROUTE_TABLE.find((r) => r.path === path);
      // Vitest resolves the loader's `@aigc/community/pages/<name>` to the module's path.
      expect(row?.page?.toString(), path).toContain(`/${source}`);
    }
  });

  it('keeps / and /feeds alive as one screen', () => {
    expect(metaOfMatches([{ handle: byPath('/')?.handle }]).keepAlive).toBe('feeds');
    expect(metaOfMatches([{ handle: byPath('/feeds')?.handle }]).keepAlive).toBe('feeds');
  });

  it('shows the post detail without header and footer', () => {
    const meta = metaOfMatches([{ handle: byPath('/content/:contentId')?.handle }]);
    expect(meta.needHeader).toBe(false);
    expect(meta.needFooter).toBe(false);
  });

  it('guards only the login-only routes', () => {
    const guarded = children
      .filter((r) => r.loader && metaOfMatches([{ handle: r.handle }]).needLogin)
      .map((r) => r.path);
    expect(guarded).toEqual([
      '/account/:userId?',
      '/creatorDetail/',
      '/creatorDetail/earnings',
      '/designer/product/release',
      '/my-history',
      '/delivery',
      '/information/:msgId',
    ]);
  });

  it('shows the designer area’s release page without the footer', () => {
    const meta = metaOfMatches([{ handle: byPath('/designer/product/release')?.handle }]);
    expect(meta).toMatchObject({ needLogin: true, needFooter: false, needHeader: true });
  });

  it('redirects /generator to /generator/image', async () => {
    const loader = byPath('/generator')?.loader;
    if (typeof loader !== 'function') throw new Error('no redirect loader');
    const response = (await loader({} as never, undefined)) as Response;
    expect(response.headers.get('Location')).toBe('/generator/image');
  });

  it('loads every page lazily', () => {
    const pages = ROUTE_TABLE.filter((r) => !r.redirectTo);
    expect(pages.every((r) => typeof byPath(r.path)?.lazy === 'function')).toBe(true);
  });
});
