import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { createPost, createSeries, expect, shot, signInThroughDialog, test } from './fixtures';

/**
 * Challenges and series (docs/product.md §2): a visitor browses all activities, opens a
 * challenge (posts, designer works, real pictures, campaign info) and a
 * challenge share page; a user signs in from the challenge's upload action,
 * opens the challenge design tools and walks their series of two posts.
 * Screenshots (desktop, 390 px, zh-Hans) go to E2E_SHOTS.
 */

test('a visitor browses activities and a challenge; a user designs for it and walks a series', async ({ page, user }) => {
  const stamp = Date.now() % 100000;
  const studies = [
    await createPost(user, { title: `Night sky study A ${stamp}` }),
    await createPost(user, { title: `Night sky study B ${stamp}` }),
  ];
  await createSeries(
    user,
    'Night sky studies',
    studies.map((p) => p.contentId),
    'The same idea in different materials, one night at a time.',
  );

  await page.goto('/all-activities');
  await expect(page.getByRole('heading', { level: 1, name: 'All activities' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All\s*7$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Upcoming\s*1$/ })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Challenges' }).getByRole('link');
  await expect(cards).toHaveCount(7);
  await expect(cards.filter({ hasText: 'Lunar New Year Charms' }).getByText('Ended')).toBeVisible();
  await shot(page, 'activities-desktop');

  await cards.filter({ hasText: 'Moonlight Jewelry' }).click();
  await expect(page).toHaveURL(/\/challenge\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moonlight Jewelry' })).toBeVisible();
  await expect(page.getByText('Ongoing').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join to design' })).toBeVisible();
  const firstPost = page.getByRole('feed').getByRole('article').first();
  await expect(firstPost).toBeVisible();
  await shot(page, 'challenge-desktop');

  await page.getByRole('tab', { name: 'Designer works' }).click();
  await expect(page.getByText(/official creator/)).toBeVisible();
  await page.getByRole('tab', { name: 'Real pictures' }).click();
  const pictures = page.getByRole('list', { name: 'Real pictures' }).getByRole('img');
  await expect(pictures).toHaveCount(2);
  await shot(page, 'challenge-real-pictures');
  await page.getByRole('tab', { name: 'Campaign info' }).click();
  await expect(page.getByRole('heading', { name: 'Prizes' })).toBeVisible();
  await expect(page.getByText('Cast in silver')).toBeVisible();
  await shot(page, 'challenge-campaign');

  // The share page of a post in this challenge.
  await page.getByRole('tab', { name: 'All posts' }).click();
  const href = (await page.getByRole('feed').getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? '';
  const contentId = href.split('/').pop() ?? '';
  await page.goto(`/challenge/share/${contentId}`);
  await expect(page.getByRole('link', { name: 'See the design' })).toHaveAttribute('href', `/content/${contentId}`);
  await expect(page.getByRole('link', { name: 'View the challenge' })).toBeVisible();
  await shot(page, 'challenge-share');

  // Sign in from the upload action, then open the design tools.
  await page.getByRole('link', { name: 'View the challenge' }).click();
  await page.getByRole('button', { name: 'Upload from history' }).click();
  await signInThroughDialog(page, user);
  // Signed in, the same action opens the publish dialog fixed to this challenge.
  await page.getByRole('button', { name: 'Upload from history' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'challenge-publish-dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('link', { name: 'Join to design' }).click();
  await expect(page).toHaveURL(/\/challenge\/design\//);
  await expect(page.getByRole('heading', { level: 1, name: /Moonlight Jewelry/ })).toBeVisible();
  for (const name of ['Image generation', 'Inpainting', 'Image reference']) await expect(page.getByRole('tab', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post to the challenge' })).toBeVisible();
  await shot(page, 'challenge-design');

  // The user's series: next / previous.
  const res = await page.request.get('/aigc/api/topic/content/series/user/list');
  const body = (await res.json()) as { data: { dataList: { uniqueSeriesId: string; contentCount: number }[] } };
  const series = body.data.dataList[0];
  expect(series?.contentCount).toBeGreaterThan(1);
  await page.goto(`/seriesDetail/${series?.uniqueSeriesId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Night sky studies' })).toBeVisible();
  await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next post' }).click();
  await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/\/seriesDetail\/[^/]+\/[^/]+$/);
  await shot(page, 'series-desktop');

  // 390 px and zh-Hans.
  await page.goBack();
  await page.goto('/all-activities');
  await cards.filter({ hasText: 'Moonlight Jewelry' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'Moonlight Jewelry' })).toBeVisible();
  await shot(page, 'challenge-390');
  await page.evaluate(() => localStorage.setItem('locale', 'zh-Hans'));
  await page.reload();
  await expect(page.getByRole('link', { name: '参与设计' })).toBeVisible();
  await shot(page, 'challenge-390-zh');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/all-activities');
  await expect(page.getByRole('heading', { level: 1, name: '全部活动' })).toBeVisible();
  await shot(page, 'activities-zh');
});

test('the sub-domain shortcut sends moon.<host> to its configured challenge', async ({ playwright, baseURL }) => {
  // This machine's resolver does not know *.localhost: a browser of its own maps it to loopback, as browsers and DNS do.
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  try {
    const page = await browser.newPage();
    const url = new URL(baseURL ?? 'http://localhost:3210');
    url.hostname = `moon.${url.hostname}`;
    await page.goto(url.toString());
    await expect(page).toHaveURL(/\/challenge\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Moonlight Jewelry' })).toBeVisible();
    // Other paths on the sub-domain stay where they are.
    await page.goto(new URL('/all-activities', url).toString());
    await expect(page.getByRole('heading', { level: 1, name: 'All activities' })).toBeVisible();
    await expect(page).toHaveURL(/\/all-activities$/);
  } finally {
    await browser.close();
  }
});
