import { test } from '../fixtures';
import { CN_ORIGIN, SHOP_CN_ORIGIN } from '../settings';
import { expect, signInOnShop } from '../shop/fixtures';

/**
 * The China site and the China shop are one pair of hosts (docs/auth.md
 * 'Sessions across hosts'): the China site's 商城 goes to `shop.cn.localhost`,
 * which takes the China site's session by the handoff; signing out on the
 * China shop signs the China site out.
 */
test('the China site links to the China shop and hands it its session; signing out there signs out both', async ({ page, user }) => {
  // Signed in on the China site (the account's session cookie on cn.localhost).
  await signInOnShop(page.context(), user.api, CN_ORIGIN);
  await page.goto(`${CN_ORIGIN}/`);
  const accountMenu = page.getByRole('button', { name: /的账号菜单/ });
  await expect(accountMenu).toBeVisible();
  const shop = page.getByRole('link', { name: '商城', exact: true }).first();
  await expect(shop).toHaveAttribute('href', new RegExp(`^${SHOP_CN_ORIGIN}`));
  await page.goto((await shop.getAttribute('href'))!);

  await expect(page).toHaveURL(new RegExp(`^${SHOP_CN_ORIGIN}/`));
  await expect(accountMenu).toBeVisible();
  await accountMenu.click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();

  await page.goto(`${CN_ORIGIN}/`);
  await expect(page.getByRole('button', { name: '登录' }).first()).toBeVisible();
  await expect(accountMenu).toHaveCount(0);
});
