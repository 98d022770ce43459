import { createPost, expect, generateImages, shot, signInThroughDialog, test, viewPublishedPost } from './fixtures';

/**
 * People and account (docs/product.md §2 'Account/profile', 'Creators'): a user with
 * one post and one generation in the creation history follows a creator from
 * the ranking and unfollows (with confirmation), posts an image from the
 * creation history, finds it on the account page, multi-selects it and
 * deletes it; then the creator page and the mobile and zh-Hans layouts.
 * Screenshots go to E2E_SHOTS when set.
 */

test('a user follows and unfollows a creator, posts from history and deletes the post', async ({ page, user }) => {
  const title = `History pick ${Date.now() % 100000}`;
  await createPost(user, { title: `Account post ${Date.now() % 100000}` });
  await generateImages(user, 'a silver crescent moon pendant');

  // Login is required for the account page: with no previous route the guard sends a visitor to /login.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await signInThroughDialog(page, user);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await shot(page, 'account-desktop');

  // The creators ranking: follow the first creator who is not me, then unfollow with confirmation.
  await page.goto('/creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
  const follow = page.getByRole('list', { name: 'Creators ranking' }).getByRole('button', { name: /^Follow / }).first();
  const label = (await follow.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Follow /, '').replace(/ back$/, '');
  await follow.click();
  const following = page.getByRole('button', { name: `Following ${name}. Unfollow` }).first();
  await expect(following).toBeVisible();
  await shot(page, 'creators-desktop');
  await following.click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(`Unfollow ${name}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Unfollow' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Follow ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first()).toBeVisible();

  // Post one image from the creation history.
  await page.goto('/my-history');
  await expect(page.getByRole('heading', { level: 1, name: 'Creation history' })).toBeVisible();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('checkbox').first().click();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('toolbar', { name: 'Selection' }).getByRole('button', { name: 'Post' }).click();
  const publish = page.getByRole('dialog');
  await publish.getByLabel('Title').fill(title);
  await publish.getByRole('button', { name: 'Publish' }).click();
  await viewPublishedPost(page);
  await expect(page).toHaveURL(/\/content\//);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Find it on the account page, select it and delete it.
  await page.goto('/account');
  const mine = page.getByRole('feed').getByRole('article', { name: title });
  await expect(mine).toBeVisible();
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByRole('checkbox', { name: title }).click();
  await shot(page, 'account-select-desktop');
  await page.getByRole('toolbar', { name: 'Selection' }).getByRole('button', { name: 'Delete' }).click();
  const sure = page.getByRole('dialog');
  await expect(sure.getByText('Delete 1 post?')).toBeVisible();
  await sure.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 post deleted')).toBeVisible();
  await expect(mine).toBeHidden();

  // The creator page (no header) and the other tabs.
  await page.goto('/creatorDetail/');
  await expect(page.getByRole('heading', { name: 'Your most wanted works' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await shot(page, 'creator-detail-desktop');
  await page.goto('/account?tab=followers');
  await expect(page.getByRole('tab', { name: 'Followers' })).toHaveAttribute('aria-selected', 'true');

  // Mobile (390 px) and zh-Hans.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account');
  await expect(page.getByRole('tablist', { name: 'Profile sections' })).toBeVisible();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'account-390');
  await page.goto('/creator');
  await expect(page.getByRole('list', { name: 'Creators ranking' }).getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'creators-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.setItem('locale', 'zh-Hans'));
  await page.goto('/account');
  await expect(page.getByRole('tab', { name: '粉丝' })).toBeVisible();
  await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
  await shot(page, 'account-zh');
  await page.goto('/creator');
  await expect(page.getByRole('heading', { level: 1, name: '创作者' })).toBeVisible();
  await expect(page.getByRole('list', { name: '创作者排行榜' }).getByRole('listitem').first()).toBeVisible();
  await shot(page, 'creators-zh');
  await page.goto('/creatorDetail/');
  await expect(page.getByRole('heading', { name: '你最受欢迎的作品' })).toBeVisible();
  await shot(page, 'creator-detail-zh');
});
