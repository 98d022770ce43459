import { createPost, test } from '../fixtures';
import { API_ORIGIN, SHOP_ORIGIN } from '../settings';
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

/**
 * 'Customize it' on the main site (docs/shop.md 'The shop client'): a user's
 * own post whose creator switch allows custom products shows 'Customize it';
 * the main site's customizer places the picture on an ID tag, 'Add to order'
 * takes the placement to the shop host's checkout (the session handed over,
 * docs/auth.md), and the order is placed and paid (TEST payment) — at 390 px,
 * in English and in zh-Hans (a Chinese browser).
 */
const RUNS = [
  {
    locale: 'en-US',
    text: { customizeIt: 'Customize it', customize: 'Customize', scale: 'Scale', rotation: 'Rotation', addToOrder: 'Add to order', checkout: 'Checkout', placeOrder: 'Place order', testPayment: 'TEST PAYMENT — no money moves', confirm: 'Confirm test payment', paid: 'Paid' },
    address: { state: 'State', city: 'City', postal: 'Postal code' },
  },
  {
    locale: 'zh-CN',
    text: { customizeIt: '定制同款', customize: '定制', scale: '倍数', rotation: '旋转', addToOrder: '加入订单', checkout: '结算', placeOrder: '提交订单', testPayment: '测试付款 — 不会产生任何扣款', confirm: '确认测试付款', paid: '已付款' },
    address: { state: '州', city: '城市', postal: '邮政编码' },
  },
] as const;

for (const run of RUNS) {
  test.describe(`from the main site, ${run.locale}, 390 px`, () => {
    test.use({ locale: run.locale });

    test(`'${run.text.customizeIt}' on my own picture → the customizer → an ID tag order`, async ({ page, user, signIn }) => {
      test.setTimeout(180_000);
      const { text } = run;
      const post = await createPost(user, { title: `My tag picture ${run.locale}`, customizable: true });
      await saveShippingInfo(user);
      await signIn(user);

      await page.goto(`${API_ORIGIN}/content/${encodeURIComponent(post.contentId)}`);
      await page.getByRole('link', { name: text.customizeIt }).click();
      await expect(page).toHaveURL(new RegExp(`^${API_ORIGIN}/product/custom/image/`));
      await expect(page.getByRole('heading', { name: text.customize, exact: true })).toBeVisible();
      await page.getByLabel(text.scale).fill('0.8');
      await page.getByLabel(text.rotation).fill('15');
      await page.getByRole('button', { name: text.addToOrder }).click();

      // The checkout is the shop host's, signed in by the handoff.
      await expect(page).toHaveURL(new RegExp(`^${SHOP_ORIGIN}/checkout\\?`));
      await expect(page.getByRole('heading', { name: text.checkout })).toBeVisible();
      await fillUsAddress(page, run.address);
      await expect(page.getByTestId('order-total')).toContainText('$12.00');
      await page.getByRole('button', { name: text.placeOrder }).click();
      await expect(page.getByText(text.testPayment)).toBeVisible();
      await page.getByRole('button', { name: text.confirm }).click();
      await expect(page.getByTestId('order-status')).toContainText(text.paid);
    });
  });
}
