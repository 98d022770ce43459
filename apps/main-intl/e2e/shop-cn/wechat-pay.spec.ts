import type { Page } from '@playwright/test';
import { seriousViolations } from '../axe';
import { test } from '../fixtures';
import { SHOP_CN_ORIGIN, WXPAY_URL } from '../settings';
import { expect, productOnSale, saveShippingInfo, signInOnShop } from '../shop/fixtures';

/**
 * The China shop (`shop.cn.localhost`, edition `shop-cn`, docs/shop.md
 * 'Payments') pays with WeChat Pay against the local fake of its API
 * (`@aigc/payment-fakes`, started by the global setup): Chinese by its host,
 * CNY prices from the server, the Native QR code at 1440 px and the H5
 * cashier at 390 px; the fake's signed notice, not the page, pays the order.
 */

/** A fresh buyer signed in on the China shop, on the checkout of the seeded product on sale, with a mainland China address. */
async function checkOut(page: Page, user: Parameters<typeof saveShippingInfo>[0]): Promise<void> {
  const product = await productOnSale(user.api);
  await saveShippingInfo(user);
  await signInOnShop(page.context(), user.api, SHOP_CN_ORIGIN);
  await page.goto(`/detail/${encodeURIComponent(product.productId)}`);
  await expect(page.getByRole('heading', { name: '常见问题' })).toBeVisible();
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByLabel('国家/地区', { exact: false })).toHaveValue('CN');
  await page.getByLabel('州/省').fill('上海市');
  await page.getByLabel('城市').fill('上海');
  await page.getByLabel('邮政编码').fill('200120');
  await page.getByRole('button', { name: '提交订单' }).click();
}

/** The order id in the page's URL (`/wx-pay?orderId=` or `/wx-pay/callback/:orderId`). */
function orderIdOf(page: Page): string {
  const url = new URL(page.url());
  return url.searchParams.get('orderId') ?? decodeURIComponent(url.pathname.split('/').pop() ?? '');
}

test('desktop: the Native QR code, the fake pays, the result, and the paid order in CNY', async ({ page, user, request }) => {
  test.setTimeout(180_000);
  await checkOut(page, user);
  await expect(page).toHaveURL(/\/wx-pay\?orderId=/);
  await expect(page.getByRole('heading', { name: '微信支付' })).toBeVisible();
  const amount = (await page.getByTestId('wx-pay-amount').textContent())?.trim() ?? '';
  expect(amount).toMatch(/^¥\d[\d,]*\.\d{2}$/);
  await expect(page.getByRole('img', { name: `使用微信扫码支付 ${amount}` })).toBeVisible();
  // The pages that need an order of one's own pass the axe check (e2e/axe.ts) as they stand.
  expect(await seriousViolations(page, '/wx-pay')).toEqual([]);

  // The buyer "scans and pays": the fake sends the server a signed TRANSACTION.SUCCESS notice.
  const paid = await request.post(`${WXPAY_URL}/fake/pay/${encodeURIComponent(orderIdOf(page))}`);
  expect(paid.status()).toBe(204);
  expect(paid.headers()['x-notify-status']).toBe('204');

  await expect(page).toHaveURL(/\/wx-pay\/result\/success$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await page.getByRole('link', { name: '我的订单' }).first().click();
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: amount });
  await expect(row).toContainText('已付款');
  expect(await seriousViolations(page, '/order/list')).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('phone: the H5 cashier, back to the callback page, the result', async ({ page, user }) => {
    test.setTimeout(180_000);
    await checkOut(page, user);
    // /wx-pay sends an H5 payment on to /wx-pay/h5-pay, which leaves for WeChat's cashier (the fake's).
    await expect(page).toHaveURL(new RegExp(`^${WXPAY_URL.replaceAll('.', '\\.')}/fake/h5`));
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect(page).toHaveURL(/\/wx-pay\/(callback\/[^/]+|result\/success)$/);
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page.getByTestId('order-status')).toContainText('已付款');
    await expect(page.getByText(/¥\d/).first()).toBeVisible();
    expect(await seriousViolations(page, '/order/detail at 390 px')).toEqual([]);
  });
});

test('the result page is reachable only from /wx-pay', async ({ page, user }) => {
  await signInOnShop(page.context(), user.api, SHOP_CN_ORIGIN);
  await page.goto('/wx-pay/result/success');
  await expect(page).toHaveURL(/\/order\/list$/);
  await expect(page.getByRole('heading', { name: '我的订单' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '支付成功' })).toHaveCount(0);
});
