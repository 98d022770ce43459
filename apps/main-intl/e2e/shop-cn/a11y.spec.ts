import { expectAccessibleRoutes } from '../axe';
import { test } from '../fixtures';
import { productOnSale, signInOnShop } from '../shop/fixtures';
import { SHOP_CN_ORIGIN } from '../settings';

/**
 * The China shop (`shop.cn.localhost`: the shop app in Chinese, CNY, WeChat
 * Pay) passes the axe check in light and dark (e2e/axe.ts, docs/style.md
 * 'Accessibility') on the routes a buyer reaches without an order: Chinese
 * labels are longer or shorter than English ones, so its pages are checked as
 * they are drawn. The payment and order pages are checked inside the payment
 * flow (wechat-pay.spec.ts), where an order exists.
 */
test('the China shop passes axe in light and dark', async ({ page, user }) => {
  const product = await productOnSale(user.api);
  await expectAccessibleRoutes(page, [
    '/',
    `/detail/${encodeURIComponent(product.productId)}`,
    '/login',
    '/no-such-page',
  ]);
  await signInOnShop(page.context(), user.api, SHOP_CN_ORIGIN);
  await expectAccessibleRoutes(page, ['/checkout', '/order/list']);
});
