import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { ShopProduct, UploadItem } from '@aigc/api-client';
import { SHOP_CATALOGUE_PAGE_SIZE } from '@aigc/domain';
import { dataOf, expect, logIn, testPicture, unlockLocalUpload, type TestUser } from '../fixtures';
import { API_ORIGIN, SHOP_ORIGIN } from '../settings';

/**
 * What the shop's specs (`e2e/shop/*.spec.ts`, project `shop`, pages on
 * `shop.localhost`) build on, beside `../fixtures`: API calls go to
 * {@link API_ORIGIN} (Node cannot resolve `shop.localhost`); every test makes
 * its own buyer, so the specs run in parallel and in any order. The seeded
 * Make It Real product on sale (docs/shop.md 'Catalogue') is only read.
 */

/**
 * Signs `page`'s browser context in on a shop host (default `shop.localhost`;
 * `SHOP_CN_ORIGIN` for the China shop) as `user`: the account's session
 * cookie (of `localhost`) copied there — for tests that are not about signing in.
 */
export async function signInOnShop(context: BrowserContext, api: APIRequestContext, shopOrigin: string = SHOP_ORIGIN): Promise<void> {
  const { cookies } = await api.storageState();
  await context.addCookies(cookies.map((c) => ({ ...c, domain: new URL(shopOrigin).hostname })));
}

/** The seeded made product that is on sale (`sale: buy`). */
export async function productOnSale(api: APIRequestContext): Promise<ShopProduct> {
  const page = await dataOf<{ dataList: ShopProduct[] }>(await api.get('/aigc/api/shop/products', { params: { kind: 'made', pageSize: SHOP_CATALOGUE_PAGE_SIZE } }));
  const product = page.dataList.find((p) => p.sale === 'buy');
  if (!product?.contentId) throw new Error('the demo seed has no made product on sale');
  return product;
}

/** Saves and locks the buyer's shipping information (`/delivery`), as a person would once. */
export async function saveShippingInfo(user: TestUser): Promise<void> {
  for (const [field, value] of [
    ['fullName', 'Ada Buyer'],
    ['phone', '+1 415 555 0100'],
    ['address', '1 Market Street, Suite 300'],
  ] as const) {
    await dataOf(await user.api.post('/aigc/api/delivery/confirm', { data: { field, value } }));
  }
}

/** Uploads a test picture as `user` (it is theirs to print; local upload unlocked first) → its id and URL. */
export async function uploadPicture(user: TestUser): Promise<{ id: string; url: string }> {
  await unlockLocalUpload(user);
  const form = new FormData();
  form.append('imageFile', new Blob([new Uint8Array(testPicture(600, 600))], { type: 'image/png' }), 'tag.png');
  const [item] = await dataOf<UploadItem[]>(await user.api.post('/aigc/api/generate/generate-image', { multipart: form }));
  const detail = item?.generateItemDetail;
  if (!detail) throw new Error('the upload gave no image');
  return { id: detail.uniqueImageId, url: detail.url };
}

/** A browser context signed in as the seeded operator on the shop host, and its page. */
export async function operatorPage(browser: Browser, playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } }): Promise<Page> {
  const ops = await playwright.request.newContext({ baseURL: API_ORIGIN });
  await logIn(ops, 'ops@example.com', 'ops12345');
  const context = await browser.newContext({ baseURL: SHOP_ORIGIN });
  await signInOnShop(context, ops);
  return context.newPage();
}

/**
 * Fills the checkout's address step with the saved information in use: a
 * US address (state, city, postal code) — the saved form has no country,
 * city or postal code (docs/shop.md 'Shipping').
 */
export async function fillUsAddress(page: Page, labels = { state: 'State', city: 'City', postal: 'Postal code' }): Promise<void> {
  await page.getByLabel(labels.state, { exact: true }).selectOption('CA');
  await page.getByLabel(labels.city).fill('San Francisco');
  await page.getByLabel(labels.postal).fill('94105');
}

export { expect };
