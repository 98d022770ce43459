import { test } from '../fixtures';
import { expect, fillUsAddress, saveShippingInfo, signInOnShop, uploadPicture } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * A custom ID tag from the buyer's own picture at 390 px (docs/shop.md
 * 'Placing an order'): the customizer places it, 'Add to order' takes the
 * placement to the checkout, and the order's ID tag line has its print preview.
 */
test('a custom ID tag from my own picture goes through the customizer to an order (390 px)', async ({ page, user }) => {
  test.setTimeout(180_000);
  const picture = await uploadPicture(user);
  await saveShippingInfo(user);
  await signInOnShop(page.context(), user.api);

  await page.goto(`/product/custom/id-tag/${encodeURIComponent(picture.id)}/${encodeURIComponent(picture.url)}`);
  await expect(page.getByRole('heading', { name: 'Customize' })).toBeVisible();
  await expect(page.getByText(/Print area 30 × 50 mm at 300 dpi/)).toBeVisible();
  await page.getByLabel('Scale').fill('0.8');
  await page.getByLabel('Rotation').fill('15');
  await page.getByRole('button', { name: 'Add to order' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillUsAddress(page);
  await expect(page.getByTestId('order-total')).toContainText('$12.00');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('TEST PAYMENT — no money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm test payment' }).click();
  await expect(page.getByTestId('order-status')).toContainText('Paid');
  await expect(page.getByText(/ID tag/).first()).toBeVisible();
});
