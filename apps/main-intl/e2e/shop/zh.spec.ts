import { dataOf, test } from '../fixtures';
import { expect, productOnSale, saveShippingInfo, signInOnShop } from './fixtures';

test.use({ locale: 'zh-CN' });

/** The shop in zh-Hans (a Chinese browser): the product page, 'Your price' and the TEST payment page in Chinese. */
test('a wanter buys in zh-Hans', async ({ page, user }) => {
  test.setTimeout(180_000);
  const product = await productOnSale(user.api);
  await dataOf(await user.api.post('/aigc/api/topic/content/want', { data: { contentId: product.contentId } }));
  await saveShippingInfo(user);
  await signInOnShop(page.context(), user.api);

  await page.goto(`/detail/${encodeURIComponent(product.productId)}`);
  await expect(page.getByTestId('your-price')).toContainText('你的价格');
  await expect(page.getByRole('heading', { name: '常见问题' })).toBeVisible();
  await page.getByRole('button', { name: '立即购买' }).click();
  await page.getByLabel('州', { exact: true }).selectOption('CA');
  await page.getByLabel('城市').fill('San Francisco');
  await page.getByLabel('邮政编码').fill('94105');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('测试付款 — 不会产生任何扣款')).toBeVisible();
  await page.getByRole('button', { name: '确认测试付款' }).click();
  await expect(page.getByTestId('order-status')).toContainText('已付款');
});
