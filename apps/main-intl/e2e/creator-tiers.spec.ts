import type { APIRequestContext } from '@playwright/test';
import { createPost, dataOf, expect, logIn, test } from './fixtures';
import { API_ORIGIN } from './settings';

/**
 * Creator tiers (docs/product.md §1 'Creator tiers', §6): the seeded operator
 * grants a fresh creator the verified tier through the admin API (what
 * `admin creator-tier` does); the post page then shows the *Verified
 * creator* badge with its meaning, feed cards its mark, and the creator's earnings page
 * (`/creatorDetail/earnings`, docs/shop.md 'Royalties') opens from the menu.
 */
async function grantTier(request: APIRequestContext, userId: string, tier: 'none' | 'rights' | 'verified'): Promise<void> {
  await logIn(request, 'ops@example.com', 'ops12345');
  await dataOf(await request.post('/aigc/admin/creator/tier', { data: { userId, tier, note: 'e2e' } }));
}

test('a verified creator shows the badge on their post page and opens their earnings page', async ({ page, playwright, user, signIn }) => {
  const post = await createPost(user, { title: 'Signed lamp' });
  const ops = await playwright.request.newContext({ baseURL: API_ORIGIN });
  await grantTier(ops, user.userId, 'verified');
  await ops.dispose();

  await page.goto(`/content/${post.contentId}`);
  const badge = page.getByRole('note', { name: /Verified \(signed\) creator/ });
  await expect(badge).toBeVisible();
  await expect(badge).toContainText('Verified creator');

  // Feed cards carry the tier's mark beside the creator's name.
  await page.goto('/?sort=new');
  const card = page.getByRole('feed').getByRole('article', { name: 'Signed lamp' }).first();
  await expect(card.getByRole('img', { name: 'Verified creator' })).toBeVisible();

  await signIn(user);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/creatorDetail/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'My earnings' })).toBeVisible();
  await expect(page.getByText('verified creators earn 10%')).toBeVisible();
  await expect(page.getByText('No sales yet')).toBeVisible();
});
