import type { ShopProduct } from '@aigc/api-client';
import { SHOP_CATALOGUE_PAGE_SIZE } from '@aigc/domain';
import { dataOf } from '../fixtures';
import { errorsOf, expectCleanHydration, isDrawnElement, keepDrawn, recordLayoutShifts } from '../hydration';
import { API_ORIGIN, SHARED_SHOP_ORIGIN } from '../settings';
import { test } from '../fixtures';
import { expect } from './fixtures';

/**
 * The shop's catalogue drawn by the server (docs/architecture.md "Server
 * rendering"): on a shop host that shares its main site's session cookie,
 * as in production (e2e/settings.ts), a visitor's page needs no session
 * handoff, so it arrives drawn — its first picture preloaded — and the app
 * hydrates it (keeps its cards) without an error or anything moving; its
 * cards then open their products.
 */
for (const [device, use, invited] of [
  ['a desktop', { viewport: { width: 1440, height: 900 } }, false],
  [
    'a phone',
    {
      viewport: { width: 412, height: 823 },
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      isMobile: true,
      hasTouch: true,
    },
    // A phone is invited to the mini-program first (docs/product.md §1).
    true,
  ],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(use);

    test("a visitor's catalogue is drawn by the server and hydrated, and its first card opens its product", async ({ page, request }) => {
      const catalogue = await dataOf<{ dataList: ShopProduct[] }>(await request.get(`${API_ORIGIN}/aigc/api/shop/products`, { params: { kind: 'made', pageSize: SHOP_CATALOGUE_PAGE_SIZE } }));
      const first = catalogue.dataList[0]!;
      await recordLayoutShifts(page);
      const errors = errorsOf(page);
      await keepDrawn(page, '#root .shop-card');
      const response = await page.goto(`${SHARED_SHOP_ORIGIN}/`);
      // No handoff: the page is the shop's own, straight away.
      expect(response!.url()).toBe(`${SHARED_SHOP_ORIGIN}/`);
      await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
      expect(await isDrawnElement(page, '.shop-card')).toBe(true);
      await expectCleanHydration(page, errors);
      if (invited) await page.getByRole('button', { name: 'Continue on the website' }).click();
      await page.getByRole('link', { name: new RegExp(first.title) }).first().click();
      await expect(page).toHaveURL(new RegExp(`/detail/${first.productId}$`));
      await expect(page.getByRole('heading', { name: first.title, level: 1 })).toBeVisible();
    });
  });
}
