import { expectAccessibleRoutes } from '../axe';
import { test } from '../fixtures';
import { productOnSale, signInOnShop, uploadPicture } from './fixtures';

/**
 * Every route of the shop (apps/shop/src/routes.ts) that a buyer reaches
 * without an order of their own passes the axe check in light and dark
 * (e2e/axe.ts, docs/style.md 'Accessibility'): the catalogue, a product, the
 * login page and the 404 as a visitor; the customizers, the checkout without
 * an item, the order list and a WeChat Pay outcome signed in.
 */
test('every route of the shop passes axe in light and dark', async ({ page, user }) => {
  const product = await productOnSale(user.api);
  const picture = await uploadPicture(user);
  await expectAccessibleRoutes(page, ['/', `/detail/${encodeURIComponent(product.productId)}`, '/login', '/no-such-page']);

  await signInOnShop(page.context(), user.api);
  await expectAccessibleRoutes(page, [
    `/customize/${encodeURIComponent(product.productId)}`,
    `/product/custom/id-tag/${encodeURIComponent(picture.id)}/${encodeURIComponent(picture.url)}`,
    '/checkout',
    '/order/list',
    '/wx-pay/result/success',
  ]);
});
