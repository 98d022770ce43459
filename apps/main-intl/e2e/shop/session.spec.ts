import type { Page } from '@playwright/test';
import { signInThroughDialog, test } from '../fixtures';
import { API_ORIGIN, SHOP_ORIGIN } from '../settings';
import { expect } from './fixtures';

/** Whether the browser of `page` is signed in on `origin` (its cookies, `GET /aigc/api/auth/fetchToken` there). */
async function signedInOn(page: Page, origin: string): Promise<boolean> {
  return ((await (await page.request.get(`${origin}/aigc/api/auth/fetchToken`)).json()) as { data: { isLogin: boolean } }).data.isLogin;
}

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

test("signing in with the shop's own dialog signs in the main site too; signing out on the main site signs out the shop", async ({ page, user }) => {
  await page.goto(`${SHOP_ORIGIN}/`);
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  // The shop hands its new session to the main site and comes back here: a
  // redirect chain after the dialog closes, ending in a new page of the shop.
  const back = page.waitForEvent('load');
  await signInThroughDialog(page, user);
  await back;
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/`);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await page.goto(`${API_ORIGIN}/`);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect(await signedInOn(page, API_ORIGIN)).toBe(true);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect.poll(() => signedInOn(page, API_ORIGIN)).toBe(false);
  await page.goto(`${SHOP_ORIGIN}/order/list`);
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
});
