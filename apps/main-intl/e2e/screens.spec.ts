import type { Page } from '@playwright/test';
import { expect, generateImages, shot, test } from './fixtures';

/**
 * The core loop's screens, photographed for review (docs/screenshots/README.md):
 * home, a post page, the generator right after Generate, and the two steps of
 * the publish dialog, at 1440×900 and 390×844, light and dark. It asserts only
 * what it needs to reach each screen, so it runs only when `E2E_SHOTS` names
 * the folder the pictures go to (`E2E_SHOTS=$PWD/../../docs/screenshots/after
 * npx playwright test e2e/screens.spec.ts --project=main-intl`).
 */

test.skip(!process.env.E2E_SHOTS, 'photographs the screens only when E2E_SHOTS names a folder');

const SIZES = [
  { tag: '1440', width: 1440, height: 900 },
  { tag: '390', width: 390, height: 844 },
] as const;

const SCHEMES = ['light', 'dark'] as const;

/** Lets lazy images and fonts settle before a picture is taken. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Only the pictures in view: lazy ones below the fold never load.
    const inView = [...document.images].filter((i) => !i.complete && i.getBoundingClientRect().top < innerHeight);
    const decoded = Promise.all(inView.map((i) => i.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

for (const size of SIZES) {
  for (const scheme of SCHEMES) {
    test(`screens at ${size.tag} px, ${scheme}`, async ({ page, user, signIn }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      const name = (screen: string) => `${screen}-${size.tag}-${scheme}`;

      // Home, as a visitor.
      await page.goto('/');
      await expect(page.getByRole('article').first()).toBeVisible();
      await settle(page);
      await shot(page, name('home'));

      // The most wanted post's page.
      const hot = (await (await page.request.get('/aigc/api/topic/content/list', { params: { sort: 'hot', page: 1, pageSize: 1 } })).json()) as {
        data: { dataList: { contentId: string }[] };
      };
      await page.goto(`/content/${hot.data.dataList[0]!.contentId}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await shot(page, name('post'));

      // The generator, just after Generate is pressed.
      await signIn(user);
      await page.goto('/generator/image');
      await page.getByRole('textbox', { name: 'Prompt' }).fill('a small enamel fox pendant, studio light');
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await page.waitForTimeout(700);
      await shot(page, name('generator'));

      // The publish dialog's two steps, with a finished generation in the history.
      const made = 'a ceramic whale figurine on a desk';
      await generateImages(user, made);
      await page.goto('/');
      await page.getByRole('button', { name: 'Publish a work' }).click();
      let dialog = page.getByRole('dialog', { name: 'Choose images to publish' });
      await dialog.getByRole('checkbox', { name: `${made} — image 1` }).check();
      await settle(page);
      await shot(page, name('publish-step1'));
      await dialog.getByRole('button', { name: 'Next' }).click();
      dialog = page.getByRole('dialog', { name: 'Publish post' });
      await expect(dialog).toBeVisible();
      await settle(page);
      await shot(page, name('publish-step2'));
    });
  }
}
