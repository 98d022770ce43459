import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDU_DRAWN_PAGES, editionRules } from '@aigc/domain';
import { editionConfig } from './edition';
import { EDU_PAGE_SOURCES } from './pageSources';
import { ROUTE_TABLE } from './routes';

describe('the education edition (docs/edu.md, docs/product.md §1, §7)', () => {
  const config = editionConfig({ protocol: 'http:', host: 'edu.localhost:3000' });

  it('is edu: Entry-Type edu on every call, Chinese by default, 2 s toasts', () => {
    expect(config.edition).toBe('edu');
    const rules = editionRules(config.edition);
    expect(rules.entryType).toBe('edu');
    expect(rules.defaultLocale).toBe('zh-Hans');
    expect(rules.toastMs).toBe(2000);
  });

  it('has its own header and offers no ticket widget, notice centre or shop menu (docs/edu.md "A safe space for children")', () => {
    expect(config.Header).toBeDefined();
    expect(config.ticketWidget).toBeUndefined();
    expect(config.notices).toBeUndefined();
    expect(config.menu.links).toHaveLength(0);
    expect(config.menu.groups).toHaveLength(0);
  });

  it('has the education routes, the guided generators behind login', () => {
    const paths = [
      '/',
      '/docs/:name?',
      '/create/cartoonFigurine',
      '/generator',
      '/generator/spaceship',
      '/generator/dreamJob',
      '/generator/imageTo3D',
      '/generator/image',
      '/generator/3d',
      '/generator/inpainting',
      '/account',
      '/class',
    ];
    for (const path of paths) expect(ROUTE_TABLE.some((r) => r.path === path), path).toBe(true);
    for (const path of ['/generator/spaceship', '/generator/dreamJob', '/account', '/class'])
      expect(ROUTE_TABLE.find((r) => r.path === path)?.meta?.needLogin, path).toBe(true);
    for (const path of ['/feeds', '/make-real', '/delivery', '/creator', '/content/:contentId'])
      expect(ROUTE_TABLE.some((r) => r.path === path), path).toBe(false);
  });

  it('names every route in the document title, from a chunk loaded on demand', async () => {
    const titles = await editionConfig({ protocol: 'http:', host: 'edu.localhost:3000' }).routeTitles?.();
    for (const route of ROUTE_TABLE) expect(titles?.[route.path], route.path).toBeDefined();
  });

  it("names the page module of every page the server draws, the one the route's loader loads", async () => {
    expect(Object.keys(EDU_PAGE_SOURCES).sort()).toEqual(Object.keys(EDU_DRAWN_PAGES).sort());
    for (const [path, source] of Object.entries(EDU_PAGE_SOURCES)) {
      const route = ROUTE_TABLE.find((r) => r.path === path);
      expect(route?.meta?.needLogin, path).toBeFalsy();
      const module = (await import(/* @vite-ignore */ join(import.meta.dirname, '../../..', source))) as Record<string, unknown>;
      expect(Object.values(module), path).toContain(await route!.page!());
    }
  });
});
