import type { PublishResult } from '@aigc/api-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { dataOf, expect, generateModel, test, testPicture, viewPublishedPost } from './fixtures';

/**
 * 3D posts (docs/api-contract.md '3D posts'): an image → 3D result is
 * published from the generator through the publish dialog; its post page
 * shows the interactive 3D preview on desktop and, at 390 px, the poster with
 * '3D preview not supported on mobile' (docs/product.md §8); the feed card
 * carries the '3D' badge and the account's 3D filter lists it; the model
 * downloads as one GLB. Every page runs under the site's CSP (./csp.ts).
 */

// WebGL in headless Chromium without a GPU: SwiftShader, for the 3D preview.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] },
});

test('publish an image → 3D result; the post page shows the 3D preview, the card its 3D badge', async ({ page, user, signIn }) => {
  test.setTimeout(180_000);
  await signIn(user);
  await page.goto('/generator/imageTo3D');
  await page.getByTestId('reference-file-input').setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: testPicture(480, 480) });
  await page.getByRole('radio', { name: 'Coarse' }).check();
  await page.getByRole('button', { name: 'Make 3D model' }).click();
  await expect(page.locator('figure.gen-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });

  // Publish the result through the publish dialog.
  await page.getByRole('button', { name: 'Publish', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Publish post' });
  const title = `Relief ${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await viewPublishedPost(page);

  // The post page: the interactive preview of its model, drawn.
  await expect(page).toHaveURL(/\/content\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const viewer = page.locator('.cm-detail__model figure.gen-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  await expect(viewer.getByRole('img', { name: `3D model of “${title}”` })).toBeVisible();
  await expect(page.getByText('3D preview not supported on mobile')).toHaveCount(0);
  const contentId = page.url().split('/').pop()!;

  // The model downloads as one GLB attachment.
  const detail = await dataOf<{ model: { downloadUrl: string } | null; isModel: boolean }>(
    await user.api.get('/aigc/api/topic/content/detail', { params: { contentId } }),
  );
  expect(detail.isModel).toBe(true);
  const download = await page.request.get(detail.model!.downloadUrl);
  expect(download.ok()).toBe(true);
  expect(download.headers()['content-disposition']).toContain('.glb');
  expect((await download.body()).subarray(0, 4).toString('ascii')).toBe('glTF');

  // The account's posts: the card has the 3D badge, and the 3D filter keeps it.
  await page.goto('/account');
  const card = page.getByRole('link', { name: `${title}, 3D model` });
  await expect(card).toBeVisible();
  await expect(card.getByText('3D', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: '3D' }).first().click();
  await expect(card).toBeVisible();
  await page.getByRole('radio', { name: 'Images' }).first().click();
  await expect(card).toBeHidden();
});

test('at 390 px a 3D post shows its poster and the mobile note, in English and zh-Hans', async ({ page, user, signIn }) => {
  test.setTimeout(150_000);
  const job = await generateModel(user);
  const record = job.record!;
  const title = `Pendant ${Date.now().toString(36)}`;
  const post = await dataOf<PublishResult>(
    await user.api.post('/aigc/api/topic/content', {
      data: { title, posterImage: record.images[0]!.uniqueImageId, modelGenerateId: record.id },
    }),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/content/${post.createId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '3D preview not supported on mobile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View image 1 of 1 full screen' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem('locale', 'zh-Hans'));
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '移动端暂不支持 3D 预览' })).toBeVisible();
  // The creator's page (signed in: the account pages need it): the card's name says it is a 3D model.
  await signIn(user);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/account/${user.userId}`);
  await expect(page.getByRole('link', { name: `${title}，3D 模型` })).toBeVisible();
});
