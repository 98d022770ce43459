import { describe, expect, it } from 'vitest';
import { buildRoutes, legacyRedirect } from '@aigc/shell';
import { mainSiteRoutes } from './routes';

const ROUTE_TABLE = mainSiteRoutes({ loginPage: async () => () => null });

const guard = {
  isLoggedIn: async () => false,
  previousPath: () => null,
  openLoginDialog: () => {},
};
const SHOP = 'https://shop.example.com';

function catchAllLoader() {
  const routes = buildRoutes(ROUTE_TABLE, {}, guard, (url) => legacyRedirect(url, SHOP));
  const loader = routes[0]?.children?.find((r) => r.path === '*')?.loader;
  if (typeof loader !== 'function') throw new Error('the catch-all route has no loader');
  return (url: string) =>
    loader({ request: new Request(url), params: {}, context: undefined } as never, undefined);
}

describe('legacy redirects (docs/product.md §2)', () => {
  it('sends /productDetail… to /detail…, and /detail… to the shop product page', async () => {
    const load = catchAllLoader();
    const first = (await load('http://localhost/productDetail/42?size=M')) as Response;
    expect(first.headers.get('Location')).toBe('/detail/42?size=M');
    const second = (await load(`http://localhost${first.headers.get('Location')}`)) as Response;
    expect(second.headers.get('Location')).toBe('https://shop.example.com/detail/42?size=M');
  });

  it('sends /order/detail/… to the shop host and leaves unknown paths to the 404 page', async () => {
    const load = catchAllLoader();
    const response = (await load('http://localhost/order/detail/o-1')) as Response;
    expect(response.headers.get('Location')).toBe('https://shop.example.com/order/detail/o-1');
    expect(await load('http://localhost/no/such/page')).toBeNull();
  });
});
