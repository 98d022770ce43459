import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The documents on the China site, on a phone (docs/product.md §2
 * `/docs/:name?`): Chinese by default, the table of contents and a tool's
 * help page with its links, without sideways scrolling.
 */
test('shows the documents in Chinese on a phone', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: '文档' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '帮助：图生视频' }).click();
  await expect(page).toHaveURL(/\/docs\/generator-video$/);
  await expect(page.getByRole('heading', { level: 1, name: '帮助：图生视频' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('main').getByRole('link', { name: '高清', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '帮助：高清' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '全部文档' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: '用户协议' })).toBeVisible();
});
