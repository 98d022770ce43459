import { expectAccessibleRoutes } from '../axe';
import { dataOf, test } from '../fixtures';
import { expect, fillUsAddress, operatorPage, productOnSale, saveShippingInfo, signInOnShop } from './fixtures';

/**
 * The shop's main loop (docs/shop.md): a wanter of a made design sees their
 * discounted price on the shop host, buys it with the TEST payment and finds
 * the order in 'My orders' with its timeline; an operator moves it through
 * the console to shipped with a tracking number, and the buyer sees it.
 */
test('a wanter buys a made design at their price; an operator ships it and the buyer sees the tracking number', async ({
  page,
  browser,
  playwright,
  user,
}) => {
  test.setTimeout(180_000);
  const product = await productOnSale(user.api);
  await dataOf(await user.api.post('/aigc/api/topic/content/want', { data: { contentId: product.contentId } }));
  await saveShippingInfo(user);
  await signInOnShop(page.context(), user.api);

  // The catalogue lists it; its page shows 'Your price' (a wanter past the top 10 %: 30 % off one item).
  await page.goto('/');
  await page.getByRole('link', { name: product.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const yourPrice = page.getByTestId('your-price');
  await expect(yourPrice).toContainText('Your price');
  await expect(yourPrice).toContainText(/\d+% off/);
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText('We confirm your order within 1 working day');
  await expect(page.getByRole('heading', { name: 'FAQs' })).toBeVisible();

  // Checkout: the saved address is reused; the server's quote carries the discount.
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('saved-address')).toContainText('Ada Buyer');
  await fillUsAddress(page);
  await expect(page.getByText('Want-ticket discount')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  // The TEST payment page says so, and paying lands on the order.
  await expect(page.getByText('TEST PAYMENT — no money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm test payment' }).click();
  await expect(page.getByTestId('order-status')).toContainText('Paid');
  const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await expect(page.getByRole('list', { name: 'Order timeline' })).toContainText('Order placed');

  // 'My orders' lists it.
  await page.getByRole('link', { name: '← My orders' }).click();
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.title }).first()).toContainText('Paid');

  // The operator confirms, produces and ships it from the console.
  const ops = await operatorPage(browser, playwright);
  await ops.goto('/admin/orders');
  const row = ops.getByRole('listitem', { name: `Order ${orderId}` });
  await row.getByRole('button', { name: 'Move to Confirmed' }).click();
  await row.getByRole('button', { name: 'Move to In production' }).click();
  await row.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await row.getByRole('button', { name: 'Move to Shipped' }).click();
  await expect(row).toContainText('Shipped');
  // The console, with an order in it, passes the axe check (e2e/axe.ts).
  await expectAccessibleRoutes(ops, ['/admin/orders']);
  await ops.context().close();

  // The buyer sees the tracking number on the order.
  await page.goto(`/order/detail/${encodeURIComponent(orderId)}`);
  await expect(page.getByTestId('order-status')).toContainText('Shipped');
  await expect(page.getByTestId('tracking')).toContainText('1Z999AA10123456784');
  // The order's pages, which need an order of one's own, pass the axe check too.
  await expectAccessibleRoutes(page, [`/order/detail/${encodeURIComponent(orderId)}`, '/order/list']);
});
