import { describe, expect, it } from 'vitest';
import { editionConfig, editionLinks } from './edition';
import { ROUTE_TABLE } from './routes';

describe('the international edition (docs/product.md §1)', () => {
  it('is main-intl with its own links and the shop on shop. + host', () => {
    const config = editionConfig({
      hostname: 'localhost',
      protocol: 'http:',
      host: 'localhost:3000',
      search: '',
    } as Location);
    expect(config.edition).toBe('main-intl');
    expect(config.brandName).toBe('Makeable');
    expect(editionLinks({ protocol: 'https:', host: 'www.makeable.app' }).shopOrigin).toBe(
      'https://shop.makeable.app',
    );
  });

  it('routes /login to its own page', () => {
    expect(ROUTE_TABLE.find((r) => r.path === '/login')?.page).toBeTypeOf('function');
  });
});
