import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionRules } from '@aigc/domain';
import { editionConfig, editionLinks } from './edition';
import { SHOP_PAGE_SOURCES } from './pageSources';
import { ROUTE_TABLE } from './routes';

describe('the shop (docs/shop.md)', () => {
  it('is the shop edition: English, USD', () => {
    const config = editionConfig({ hostname: 'shop.localhost', protocol: 'http:', host: 'shop.localhost:3000', search: '' } as Location);
    expect(config.edition).toBe('shop');
    expect(editionRules(config.edition).region).toBe('EN');
  });

  it('is the China shop on the China shop host: Chinese, CNY, the 2 s toast', () => {
    const config = editionConfig({ hostname: 'shop.cn.localhost', protocol: 'http:', host: 'shop.cn.localhost:3000', search: '' } as Location);
    expect(config.edition).toBe('shop-cn');
    expect(editionRules(config.edition)).toMatchObject({ region: 'CN', currency: 'CNY', defaultLocale: 'zh-Hans', toastMs: 2000 });
    expect(config.links.shopOrigin).toBe('http://shop.cn.localhost:3000');
  });

  it('is its own shop origin', () => {
    expect(editionLinks({ protocol: 'http:', host: 'shop.localhost:3000' }).shopOrigin).toBe('http://shop.localhost:3000');
  });

  it('has the routes the main site links to', () => {
    for (const path of ['/', '/detail/:productId', '/order/list', '/order/detail/:orderId', '/product/custom/:type/:imageId/:imageUrl?']) {
      expect(ROUTE_TABLE.some((r) => r.path === path), path).toBe(true);
    }
  });

  it('names every route in the document title, from a chunk loaded on demand', async () => {
    const titles = await editionConfig({ hostname: 'shop.localhost', protocol: 'http:', host: 'shop.localhost:3000', search: '' } as Location).routeTitles?.();
    for (const route of ROUTE_TABLE) expect(titles?.[route.path], route.path).toBeDefined();
  });

  it("names the page module of every page the server draws, the one the route's loader loads", async () => {
    expect(Object.keys(SHOP_PAGE_SOURCES)).toEqual(['/']);
    for (const [path, source] of Object.entries(SHOP_PAGE_SOURCES)) {
      const route = ROUTE_TABLE.find((r) => r.path === path);
      const module = (await import(/* @vite-ignore */ join(import.meta.dirname, '../../..', source))) as Record<string, unknown>;
      expect(Object.values(module), path).toContain(await route!.page!());
    }
  });
});
