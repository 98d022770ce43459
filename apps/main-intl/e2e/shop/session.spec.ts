import { test } from '../fixtures';
import { API_ORIGIN, SHOP_ORIGIN } from '../settings';
import { expect } from './fixtures';

/**
 * Sessions across hosts (docs/auth.md): signed in on the main site, the
 * shop host is signed in too (the one-time handoff); signing out on the shop
 * signs the main site out.
 */
test('signing in on the main site signs in on the shop; signing out on the shop signs out both', async ({ page, user, signIn }) => {
  await signIn(user);
  await page.goto(API_ORIGIN + '/');
  await page.goto(`${SHOP_ORIGIN}/order/list`);
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/order/list`);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect
    .poll(async () => ((await (await page.request.get(`${API_ORIGIN}/aigc/api/auth/fetchToken`)).json()) as { data: { isLogin: boolean } }).data.isLogin)
    .toBe(false);
});
