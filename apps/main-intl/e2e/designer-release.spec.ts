import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { createPost, dataOf, expect, operatorToken, test } from './fixtures';
import { operatorPage } from './shop/fixtures';
import { API_ORIGIN, SHOP_ORIGIN } from './settings';

/**
 * Direct product launch (docs/shop.md 'Direct launch', docs/product.md §2
 * `/designer/product/release`): the seeded operator makes a fresh creator a
 * verified creator through the admin API (what `admin creator-tier` does);
 * the creator publishes a design, opens the release page from their earnings
 * page on a phone and sends the design as a pendant at their price; the
 * operator approves it in the shop's operators' console; the pendant is then
 * on sale in the shop at the creator's prices, and the creator's page links
 * to it. A signed-in creator who is not verified reads how to become one.
 */

/** Grants `userId` the verified tier as the seeded operator, with an admin token. */
async function makeVerified(playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } }, userId: string): Promise<void> {
  const ops = await playwright.request.newContext({ baseURL: API_ORIGIN });
  const token = await operatorToken(ops, 'e2e designer release');
  await dataOf(
    await ops.post('/aigc/admin/creator/tier', {
      data: { userId, tier: 'verified', note: 'e2e: signed' },
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  await ops.dispose();
}

test('a verified creator launches a design at 390 px; an operator approves it in the shop console; it is on sale in the shop', async ({
  page,
  browser,
  playwright,
  user,
  signIn,
}) => {
  const title = `Moon pendant ${Date.now().toString(36)}`;
  const post = await createPost(user, { title });
  await makeVerified(playwright, user.userId);
  await signIn(user);
  await page.setViewportSize({ width: 390, height: 844 });

  // The way in: the creator's earnings page links to the release page for verified creators.
  await page.goto('/creatorDetail/earnings');
  await page.getByRole('link', { name: 'Launch a product' }).click();
  await expect(page).toHaveURL(/\/designer\/product\/release$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Launch a product' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Launch a design as a product' });
  await form.getByText(title, { exact: true }).click();
  await expect(form.getByRole('radio', { name: title })).toBeChecked();
  await form.getByText('Pendant', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Medium 30 mm' })).toBeChecked();
  const price = form.getByLabel('Price of the smallest size (Small 20 mm), USD');
  await price.fill('200');
  await form.getByLabel('Description').fill('A silver moon on a fine chain, hand finished.');
  await form.getByRole('button', { name: 'Send for review' }).click();
  // Checked before sending: a pendant costs 19.00 to 95.00 USD.
  await expect(form.getByText('Enter a price between $19.00 and $95.00')).toBeVisible();
  await price.fill('38');
  await expect(form.getByText('Small 20 mm $38.00 · Medium 30 mm $48.00 · Large 40 mm $58.00')).toBeVisible();
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(form.getByRole('status')).toContainText(`“${title}” was sent for review.`);
  const mine = page.getByRole('listitem', { name: title });
  await expect(mine).toContainText('Under review');
  await expect(mine.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  // Under review, the design cannot be chosen again.
  await expect(form.getByRole('radio', { name: title })).toBeDisabled();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page, '/designer/product/release (verified, 390 px)')).toEqual([]);

  // The operator reviews it in the shop's console and approves it.
  const ops = await operatorPage(browser, playwright);
  await ops.goto('/admin/orders');
  await ops.getByRole('tab', { name: 'Product releases' }).click();
  const row = ops.getByRole('listitem', { name: `Release ${title}` });
  await expect(row).toContainText(`by ${user.nickname}`);
  await expect(row).toContainText('Pendant · Small 20 mm $38.00 · Medium 30 mm $48.00 · Large 40 mm $58.00');
  await expect(ops.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(ops, '/admin/orders (product releases)')).toEqual([]);
  await row.getByRole('button', { name: 'Approve and put on sale' }).click();
  // Off the review queue.
  await expect(row).toBeHidden();

  // On sale in the shop: in the catalogue, and its page at the creator's prices.
  await ops.goto('/');
  await expect(ops.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await ops.goto(`/detail/${post.contentId}`);
  await expect(ops.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(ops.getByText('Pendant, launched by its creator')).toBeVisible();
  await expect(ops.getByRole('radio', { name: /Large 40 mm/ })).toBeVisible();
  await expect(ops.getByText('$58.00')).toBeVisible();
  await ops.context().close();

  // The creator sees it on sale, with the way to the shop.
  await page.reload();
  const onSale = page.getByRole('listitem', { name: title });
  await expect(onSale).toContainText('On sale');
  await expect(onSale.getByRole('link', { name: 'See it in the shop' })).toHaveAttribute('href', `${SHOP_ORIGIN}/detail/${post.contentId}`);
});

test('a signed-in creator who is not verified reads how to become one (1440 px)', async ({ page, user, signIn }) => {
  await signIn(user);
  await page.goto('/designer/product/release');
  await expect(page.getByRole('heading', { level: 1, name: 'Launch a product' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Direct launch is for verified creators' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Creation mode upgrade' })).toHaveAttribute('href', '/createUpgrade');
  await expect(page.getByRole('link', { name: 'Become an author' })).toHaveAttribute('href', '/author/onboarding');
  await expect(page.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
  // The server says the same to a direct call.
  const refused = await user.api.post('/aigc/api/designer/releases', {
    data: { contentId: 'any', kind: 'pendant', sizes: ['S'], priceMinor: 3800, description: 'x' },
  });
  expect(await refused.json()).toMatchObject({ code: 403, msg: 'Only verified creators can launch products directly' });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page, '/designer/product/release (not verified)')).toEqual([]);
  // No footer on this page (docs/product.md §2).
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
