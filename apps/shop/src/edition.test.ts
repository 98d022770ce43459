import { describe, expect, it } from 'vitest';
import { editionRules } from '@aigc/domain';
import { editionConfig, editionLinks } from './edition';
import { ROUTE_TABLE } from './routes';

describe('the shop (docs/shop.md)', () => {
  it('is the shop edition: English, USD', () => {
    const config = editionConfig({ hostname: 'shop.localhost', protocol: 'http:', host: 'shop.localhost:3000', search: '' } as Location);
    expect(config.edition).toBe('shop');
    expect(editionRules(config.edition).region).toBe('EN');
  });

  it('is its own shop origin', () => {
    expect(editionLinks({ protocol: 'http:', host: 'shop.localhost:3000' }).shopOrigin).toBe('http://shop.localhost:3000');
  });

  it('has the routes the main site links to', () => {
    for (const path of ['/', '/detail/:productId', '/order/list', '/order/detail/:orderId', '/product/custom/:type/:imageId/:imageUrl?']) {
      expect(ROUTE_TABLE.some((r) => r.path === path), path).toBe(true);
    }
  });
});
