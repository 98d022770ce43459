import { createPost, expect, test } from './fixtures';
import { errorsOf, expectCleanHydration, isDrawnElement, keepDrawn, recordLayoutShifts } from './hydration';

/**
 * The first screen a visitor's feed page, post page or generator page arrives with, drawn by
 * the server (docs/architecture.md "Server rendering"): readable before any
 * script runs, current (a post published a moment ago is in it), and
 * hydrated by the app (its elements kept) without anything on the page
 * moving.
 */

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1920, height: 1080 } });

  test("a visitor reads the newest posts, a post published a moment ago among them, and the challenges", async ({ page, user }) => {
    const post = await createPost(user, { title: `Drawn by the server ${Date.now() % 100000}` });
    await page.goto('/?sort=new');
    await expect(page.getByText('Designs the community wants made real')).toBeVisible();
    await expect(page.getByText(post.title)).toBeVisible();
    await expect(page.getByText('Challenges', { exact: true })).toBeVisible();
    // Its poster is drawn, not a placeholder waiting for a script.
    const poster = page.locator('article', { hasText: post.title }).locator('img');
    await expect(poster).toHaveJSProperty('complete', true);
    expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await poster.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
  });

  test('a visitor reads a post: its picture, title, description, creator and wants', async ({ page, user }) => {
    const post = await createPost(user, { title: `A post drawn by the server ${Date.now() % 100000}`, description: 'Rose gold, studio light' });
    await page.goto(`/content/${post.contentId}`);
    await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
    await expect(page.getByText('Rose gold, studio light')).toBeVisible();
    await expect(page.getByRole('link', { name: user.nickname })).toBeVisible();
    await expect(page.getByText('/ 100 wants')).toBeVisible();
    const picture = page.getByRole('img', { name: post.title });
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });
});

for (const [device, use, invited] of [
  ['a desktop', { viewport: { width: 1440, height: 900 } }, false],
  [
    'a phone',
    {
      viewport: { width: 412, height: 823 },
      userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      isMobile: true,
      hasTouch: true,
    },
    // A phone is invited to the mini-program first (docs/product.md §1).
    true,
  ],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(use);

    test('the app hydrates the drawn page, keeping its cards, without moving anything on it, and it answers', async ({ page }) => {
      await recordLayoutShifts(page);
      const errors = errorsOf(page);
      await keepDrawn(page, '#root article');
      await page.goto('/');
      const feed = page.getByRole('feed', { name: 'Hot designs' });
      // Live: the root is hydrated, the app's feed is measured and virtualised (more than one row).
      await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
      await expect(feed.getByRole('article').nth(6)).toBeAttached();
      // Hydrated, not drawn again: the card the app shows first is the element the server drew.
      expect(await isDrawnElement(page, '[role="feed"] article')).toBe(true);
      await expectCleanHydration(page, errors);
      if (invited) await page.getByRole('button', { name: 'Continue on the website' }).click();
      // The first card opens its post.
      const first = feed.getByRole('article').first();
      const title = await first.getAttribute('aria-label');
      await first.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/content\//);
      await expect(page.getByRole('heading', { name: title! })).toBeVisible();
    });

    test("the app hydrates a drawn post page, keeping its picture, without moving anything, and its buttons answer", async ({ page, user }) => {
      const post = await createPost(user, { title: `Hydrated post ${Date.now() % 100000}` });
      await recordLayoutShifts(page);
      const errors = errorsOf(page);
      await keepDrawn(page, '#root .cm-detail__figure img');
      await page.goto(`/content/${post.contentId}`);
      await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
      expect(await isDrawnElement(page, '.cm-detail__figure img')).toBe(true);
      await expectCleanHydration(page, errors);
      if (invited) await page.getByRole('button', { name: 'Continue on the website' }).click();
      // A visitor's tap on a post's picture opens it full screen.
      await page.getByRole('button', { name: 'View image 1 of 1 full screen' }).click();
      await expect(page.getByRole('dialog', { name: post.title })).toBeVisible();
    });

    test("the app hydrates a visitor's drawn generator page, and its sign-in button answers", async ({ page }) => {
      await recordLayoutShifts(page);
      const errors = errorsOf(page);
      await keepDrawn(page, '#root .gen-page');
      await page.goto('/generator/image');
      await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
      expect(await isDrawnElement(page, '.gen-page')).toBe(true);
      await expectCleanHydration(page, errors);
      await expect(page.getByRole('navigation', { name: 'Generator tools' }).getByRole('link', { name: 'Inpainting' })).toBeVisible();
      if (invited) await page.getByRole('button', { name: 'Continue on the website' }).click();
      await page.getByRole('button', { name: 'Sign in or sign up', exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Create an account' })).toBeVisible();
    });
  });
}

test.describe('a desktop browser in a window under 1024 px wide', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('is drawn the mobile page once it has told the server its layout, and the app hydrates that page without moving anything', async ({ page }) => {
    // Its first page: the server knows only the (desktop) user agent; the app then lays the page out for the window.
    await page.goto('/');
    await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    // Its next page is drawn in the layout the browser chose: the mobile header, kept by the hydration.
    await recordLayoutShifts(page);
    const errors = errorsOf(page);
    await keepDrawn(page, '#root header');
    const response = await page.goto('/?sort=new');
    expect(await response!.text()).toContain('data-layout="mobile"');
    await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'hydrated');
    expect(await isDrawnElement(page, 'header')).toBe(true);
    await expectCleanHydration(page, errors);
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('heading', { name: 'Other' })).toBeVisible();
  });
});
