import type { Locator } from '@playwright/test';
import { createPost, expect, shot, signInThroughDialog, test } from './fixtures';

/**
 * The post page (docs/product.md §2 'Content detail') as a visitor and then as a
 * signed-in user: open a creator's new post from the feed, sign in from the comment box,
 * comment and reply, like, walk the image viewer with the keyboard, download
 * the original image, and be asked before leaving with an unfinished
 * comment. Screenshots (desktop, 390 px, zh-Hans) go to E2E_SHOTS when set.
 */

test('a visitor opens a post; a user comments, replies, likes, views and downloads', async ({ page, user, newUser }) => {
  // A creator's new post with two images, found in the New feed.
  const created = await createPost(await newUser('creator'), { title: `Tidal glass earrings ${Date.now() % 100000}`, images: 2 });
  await page.goto('/?sort=new');
  const post = page.getByRole('feed').getByRole('article', { name: created.title });
  const postTitle = (await post.getAttribute('aria-label')) ?? '';
  await post.getByRole('link', { name: postTitle }).click();
  await expect(page).toHaveURL(/\/content\//);
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Comments \(\d+\)$/ })).toBeVisible();
  await shot(page, 'detail-desktop-visitor');

  // Sign in from the comment box; the page stays.
  await page.getByRole('button', { name: 'Sign in to comment' }).click();
  await signInThroughDialog(page, user);
  await expect(page).toHaveURL(/\/content\//);

  // Comment, then reply to it.
  const text = `Lovely lines ${Date.now() % 100000}`;
  await page.getByRole('combobox', { name: 'Write a comment' }).fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: text }).first();
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Reply' }).first().click();
  await page.getByRole('combobox', { name: /^Reply to / }).fill('And the colours!');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('And the colours!')).toBeVisible();

  // Like (the state survives a reload: it is the server's); a new user starts unliked.
  const like = page.getByRole('button', { name: /^Like\b/, pressed: false });
  await expect(like).toBeVisible();
  await like.click();
  await expect(page.getByRole('button', { name: /^Liked\b/, pressed: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Liked\b/, pressed: true })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await shot(page, 'detail-desktop-user');

  // The image viewer: open, move with the keyboard, context menu, close.
  await page.getByRole('button', { name: /^View image 1 of \d+ full screen$/ }).click();
  const viewer = page.getByRole('dialog', { name: postTitle });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  // The second picture, once it is drawn. The zoom layer lies over it and
  // takes its pointer events: a person's right click lands on it and opens
  // the same menu.
  const second = viewer.getByRole('img', { name: `${postTitle}, image 2 of 2` });
  await expect(second).toBeVisible();
  await second.click({ button: 'right', force: true });
  await expect(page.getByRole('menuitem', { name: 'Download' })).toBeVisible();
  await shot(page, 'viewer-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Download' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Download the original.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.(png|webp|jpg)$/);

  // Leaving with an unfinished comment asks first (here: following the creator's link).
  await page.getByRole('combobox', { name: 'Write a comment' }).fill('half a thought');
  await page.locator('.cm-creator a').first().click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('combobox', { name: 'Write a comment' })).toHaveValue('half a thought');
  await page.getByRole('combobox', { name: 'Write a comment' }).fill('');

  // Narrow phone width, then Chinese.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  // The title and 'Want it' (in the bottom bar) are on the first screen; nothing widens the page.
  const titleBox = (await page.getByRole('heading', { level: 1, name: postTitle }).boundingBox())!;
  expect(titleBox.y).toBeLessThan(844);
  const wantIt = page.getByRole('button', { name: 'Want it', exact: true });
  await expect(wantIt).toHaveCount(1);
  await expect(wantIt).toBeInViewport();
  expect((await wantIt.boundingBox())!.y).toBeLessThan(844);
  // The bar carries the like button too (the one from the action row, which hides): pressed, with the count, and it toggles.
  const barLike = page.getByRole('button', { name: /^Liked?\b/ });
  await expect(barLike).toHaveCount(1);
  await expect(barLike).toBeInViewport();
  await expect(barLike).toHaveAttribute('aria-pressed', 'true');
  const likedCount = Number(await barLike.locator('.cm-actions__count').textContent());
  expect(Math.abs((await barLike.boundingBox())!.y - (await wantIt.boundingBox())!.y)).toBeLessThan(8);
  await barLike.click();
  await expect(page.getByRole('button', { name: /^Like\b/, pressed: false })).toContainText(String(likedCount - 1));
  await page.reload();
  await expect(page.getByRole('button', { name: /^Like\b/, pressed: false })).toBeInViewport();
  await page.getByRole('button', { name: /^Like\b/, pressed: false }).click();
  await expect(page.getByRole('button', { name: /^Liked\b/, pressed: true })).toContainText(String(likedCount));
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  await shot(page, 'detail-390');
  await page.evaluate(() => localStorage.setItem('locale', 'zh-Hans'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { name: /^评论（\d+）$/ })).toBeVisible();
  await shot(page, 'detail-zh');
});

/** The zoom of the viewer's picture: the scale of its zoom layer's transform (1 = fits the screen). */
async function viewerZoom(viewer: Locator): Promise<number> {
  return viewer.locator('.ui-viewer__zoom-content').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the image viewer at ${viewport.width} px: opaque, zooms by wheel, buttons and keys, never below the page's size`, async ({ page, newUser }) => {
    await page.setViewportSize(viewport);
    const created = await createPost(await newUser('creator'), { title: `Zoomed vase ${Date.now() % 100000}`, images: 2 });
    await page.goto(`/content/${created.contentId}`);
    const opener = page.getByRole('button', { name: /^View image 1 of 2 full screen$/ });
    const pageImage = (await page.getByRole('img', { name: created.title }).first().boundingBox())!;
    await opener.click();
    const viewer = page.getByRole('dialog', { name: created.title });
    await expect(viewer).toBeVisible();

    // Opaque: nothing of the page shows through the backdrop.
    const backdrop = await page.locator('.ui-viewer__overlay').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(backdrop).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    // The counter is not covered by the page's back button (or anything else).
    const counter = viewer.getByText('1 of 2');
    await expect(counter).toBeVisible();
    const c = (await counter.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="dialog"]') !== null,
      [c.x + c.width / 2, c.y + c.height / 2],
    );
    expect(onTop).toBe(true);

    // At zoom 1 the picture fills the screen: never smaller than on the page.
    const picture = viewer.getByRole('img', { name: created.title });
    await expect(viewer.locator('.ui-viewer__zoom')).toBeVisible();
    await expect.poll(async () => (await picture.boundingBox())!.width).toBeGreaterThanOrEqual(Math.floor(pageImage.width) - 1);
    const zoomOut = viewer.getByRole('button', { name: 'Zoom out' });
    const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
    await expect(zoomOut).toBeDisabled();

    // The buttons and the keys zoom; 0 goes back to the fitted picture.
    await zoomIn.click();
    await expect.poll(() => viewerZoom(viewer)).toBeGreaterThan(1.2);
    await expect(zoomOut).toBeEnabled();
    await page.keyboard.press('0');
    await expect.poll(() => viewerZoom(viewer)).toBeCloseTo(1, 1);
    await page.keyboard.press('+');
    await expect.poll(() => viewerZoom(viewer)).toBeGreaterThan(1.2);
    await page.keyboard.press('-');
    await expect.poll(() => viewerZoom(viewer)).toBeCloseTo(1, 1);

    // The wheel zooms in at the pointer, and out no further than the fitted picture.
    const box = (await picture.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => viewerZoom(viewer)).toBeGreaterThan(1.2);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 800);
    await expect.poll(() => viewerZoom(viewer)).toBeCloseTo(1, 1);

    // The next picture starts unzoomed; Esc closes.
    await zoomIn.click();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText('2 of 2')).toBeVisible();
    await expect(zoomOut).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
}
