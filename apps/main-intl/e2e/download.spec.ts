import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { createPost, expect, test } from './fixtures';

/**
 * Post downloads (docs/api-contract.md 'Post downloads', docs/product.md §5 limits):
 * a visitor downloads one image of a post and then all of its images as a
 * zip; the creator selects two of their posts on the account page and gets
 * them as one zip.
 */

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

test('a visitor downloads one image and then all images of a post; the creator downloads two posts at once', async ({
  page,
  newUser,
  signIn,
}) => {
  const creator = await newUser('creator');
  const stamp = Date.now() % 100000;
  const first = await createPost(creator, { title: `Lunar charm ${stamp}`, images: 3 });
  const second = await createPost(creator, { title: `Comet tag ${stamp}`, images: 1 });

  // A visitor: the image shown, then the whole post as a zip.
  await page.goto(`/content/${first.contentId}`);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  const one = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const image = await one;
  expect(image.suggestedFilename()).toBe(`${first.title}-1.png`);
  expect((await bytesOf(image)).subarray(1, 4).toString('ascii')).toBe('PNG');

  const all = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all 3 images' }).click();
  const zip = await all;
  expect(zip.suggestedFilename()).toBe(`${first.title}.zip`);
  const zipBytes = await bytesOf(zip);
  expect(zipBytes.subarray(0, 2).toString('ascii')).toBe('PK');
  for (const n of [1, 2, 3]) expect(zipBytes.includes(Buffer.from(`${first.title}-${n}.png`))).toBe(true);

  // The creator selects both posts on their page and downloads them together.
  await signIn(creator);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('checkbox', { name: first.title }).click();
  await page.getByRole('checkbox', { name: second.title }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  const both = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const works = await both;
  expect(works.suggestedFilename()).toBe('aigc-works.zip');
  const worksBytes = await bytesOf(works);
  expect(worksBytes.includes(Buffer.from(`${first.title}-1.png`))).toBe(true);
  expect(worksBytes.includes(Buffer.from(`${second.title}-1.png`))).toBe(true);
});
