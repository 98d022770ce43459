import { createPost, dataOf, expect, test } from './fixtures';

/**
 * The words around wants and publishing (docs/product.md §4, §5): right after a
 * want the wanters card lists the wanter (never 'No wants yet' beside a
 * count), the toast counts in plurals ('1 want' / '2 wants'), and a post
 * cannot be published without a title.
 */

test('after a want the wanters card shows the wanter at once; the toast says 1 want, then 2 wants', async ({ page, newUser, user, signIn }) => {
  const creator = await newUser('creator');
  const post = await createPost(creator, { title: `Words lamp ${Date.now() % 100000}` });
  const first = await newUser('first');
  await dataOf(await first.api.post('/aigc/api/topic/content/want', { data: { contentId: post.contentId } }));

  // A fresh post wanted once by the page's user: '1 want so far'.
  const solo = await createPost(creator, { title: `Words charm ${Date.now() % 100000}` });
  await signIn(user);
  await page.goto(`/content/${solo.contentId}`);
  const wanters = page.getByRole('region', { name: 'People who want it' });
  await expect(wanters.getByText('No wants yet — be the first.')).toBeVisible();
  await page.getByRole('button', { name: 'Want it', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Want it · 1 ticket' }).click();
  await expect(page.getByText(`You want “${solo.title}” — 1 want so far`)).toBeVisible();
  // The first want offers desktop notifications (docs/product.md §9).
  await page.getByRole('dialog', { name: 'Get notified when this design is made?' }).getByRole('button', { name: 'No thanks' }).click();
  await expect(wanters.getByRole('link', { name: user.nickname })).toBeVisible();
  await expect(wanters.getByText('No wants yet — be the first.')).toHaveCount(0);
  await expect(wanters.getByRole('button', { name: 'See all (1)' })).toBeVisible();

  // The post another user wanted already: '2 wants so far'.
  await page.goto(`/content/${post.contentId}`);
  await page.getByRole('button', { name: 'Want it', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Want it · 1 ticket' }).click();
  await expect(page.getByText(`You want “${post.title}” — 2 wants so far`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'People who want it' }).getByRole('link', { name: user.nickname })).toBeVisible();
});

test('the server refuses a post without a title with the form message', async ({ user }) => {
  await expect(createPost(user, { title: '   ' })).rejects.toThrow(/Please enter a title/);
});
