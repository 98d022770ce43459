import type { PublishResult } from '@aigc/api-client';
import { dataOf, expect, generateImages, shot, test } from './fixtures';

/**
 * Preview images (docs/product.md 'Preview images'): a post made with the
 * offline preview engine whose creator hid the prompt shows a 'Preview' badge
 * on its feed card and on its page, and its prompt nowhere — not in the page,
 * not in the pictures' files.
 */
test('a hidden prompt stays hidden; preview-engine pictures carry the Preview badge instead', async ({ page, newUser }) => {
  const secret = `Quince-Lantern-${Date.now() % 100000}`;
  const creator = await newUser('previewer');
  const job = await generateImages(creator, `A silver pendant engraved with my secret word ${secret}`);
  const images = job.record?.images ?? [];
  expect(images.length).toBeGreaterThan(0);
  const title = `Secret pendant ${Date.now() % 100000}`;
  const published = await dataOf<PublishResult>(
    await creator.api.post('/aigc/api/topic/content', {
      data: {
        title,
        posterImage: images[0]?.uniqueImageId,
        contentImage: images.slice(1).map((i) => i.uniqueImageId),
        hiddenPrompt: 1,
        type: 1,
      },
    }),
  );

  // The feed card: badged, no prompt in the DOM.
  await page.goto('/?sort=new');
  const card = page.getByRole('feed').getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const badge = card.getByRole('note', { name: /^Preview: Made by the offline preview engine/ });
  await expect(badge).toHaveText('Preview');
  await expect(badge).toHaveAttribute('title', 'Made by the offline preview engine, not a real AI model');
  await shot(page, 'preview-feed');
  expect(await page.content()).not.toContain(secret);

  // The post page: every picture badged, the prompt neither shown nor in the DOM.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${published.createId}`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note', { name: /^Preview:/ })).toHaveCount(images.length);
  await shot(page, 'preview-detail');
  expect(await page.content()).not.toContain(secret);
  await expect(page.getByText(secret)).toHaveCount(0);

  // The pictures and thumbnails the page loads hold no prompt either (no caption band, no metadata).
  for (const image of images) {
    for (const url of [image.url, image.imageResize512Url, image.imageResize200Url]) {
      const file = await creator.api.get(url);
      expect(file.ok()).toBe(true);
      expect((await file.body()).includes(secret)).toBe(false);
    }
  }
});
