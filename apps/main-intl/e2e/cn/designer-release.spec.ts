import { createPost, dataOf, expect, operatorToken, test } from '../fixtures';
import { API_ORIGIN } from '../settings';
import { collectUserWords, englishRuns, visibleText } from './english';

/**
 * `/designer/product/release` on the China site (docs/shop.md 'Direct
 * launch'): a verified creator's form is Chinese throughout and prices in
 * yuan (a pendant from ¥129.00 to ¥645.00) — no run of English words beside
 * the creator's own.
 */
test('the release page is Chinese and prices in yuan', async ({ page, playwright, user, baseURL }) => {
  const title = `月亮吊坠 ${Date.now().toString(36)}`;
  await createPost(user, { title });
  const ops = await playwright.request.newContext({ baseURL: API_ORIGIN });
  const token = await operatorToken(ops, 'e2e designer release cn');
  await dataOf(await ops.post('/aigc/admin/creator/tier', { data: { userId: user.userId, tier: 'verified' }, headers: { authorization: `Bearer ${token}` } }));
  await ops.dispose();
  const own = collectUserWords(page);
  own.add(user.nickname);
  own.add(title);
  const { cookies } = await user.api.storageState();
  await page.context().addCookies(cookies.map((c) => ({ ...c, domain: new URL(baseURL!).hostname })));

  await page.goto('/designer/product/release');
  await expect(page.getByRole('heading', { level: 1, name: '上架商品' })).toBeVisible();
  const form = page.getByRole('form', { name: '把设计上架为商品' });
  await expect(form.getByRole('radio', { name: title })).toBeVisible();
  await form.getByText('吊坠', { exact: true }).click();
  await expect(form.getByLabel('最小尺寸（小号 20 mm）的价格，CNY')).toBeVisible();
  await expect(form.getByText('介于 ¥129.00 和 ¥645.00 之间')).toBeVisible();
  await expect(form.getByRole('button', { name: '提交审核' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(englishRuns(await visibleText(page), [...own])).toEqual([]);
});
