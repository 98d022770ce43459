import { createPost, dataOf, expect, operatorToken, test } from './fixtures';

/**
 * The official showcase of About us (docs/product.md §2 'About us'): the
 * page shows the posts operators picked, in their order — the seed's picks
 * on a fresh install — never a post only because it is new; an operator
 * puts a post first through the admin API, and removing it takes it off.
 */

interface ShowcaseEntry {
  position: number;
  contentId: string;
}

test('About us shows the curated showcase in the operators’ order; a removed post leaves it', async ({
  page,
  user,
  playwright,
  baseURL,
}) => {
  const stamp = Date.now() % 1_000_000;
  const picked = await createPost(user, { title: `Showcase pick ${stamp}` });
  // Newer, never picked: the showcase is not "whatever is newest".
  const unpicked = await createPost(user, { title: `Just posted ${stamp}` });

  const ops = await playwright.request.newContext({ baseURL });
  try {
    const auth = { authorization: `Bearer ${await operatorToken(ops, 'e2e showcase')}` };
    // A fresh install starts with the seed's picks.
    const before = await dataOf<{ dataList: ShowcaseEntry[] }>(await ops.get('/aigc/admin/showcase', { headers: auth }));
    expect(before.dataList.length).toBeGreaterThan(0);

    await page.goto('/about');
    const showcase = page.getByRole('region', { name: 'Official showcase' });
    // Each card is a link to its post, named after it.
    const cards = showcase.getByRole('link');
    const card = (title: string) => showcase.getByRole('link', { name: new RegExp(`^${title}`) });
    await expect(cards.first()).toBeVisible();
    await expect(card(unpicked.title)).toHaveCount(0);

    const added = await dataOf<{ dataList: ShowcaseEntry[] }>(
      await ops.post('/aigc/admin/showcase', { headers: auth, data: { contentId: picked.contentId, position: 1 } }),
    );
    expect(added.dataList[0]?.contentId).toBe(picked.contentId);
    try {
      await page.reload();
      // First, as placed; it links to the post.
      await expect(showcase.getByRole('link').first()).toHaveAccessibleName(new RegExp(`^${picked.title}`));
      await expect(card(unpicked.title)).toHaveCount(0);
      await card(picked.title).first().click();
      await expect(page).toHaveURL(new RegExp(`/content/${picked.contentId}$`));
    } finally {
      await dataOf(await ops.post('/aigc/admin/showcase/remove', { headers: auth, data: { contentId: picked.contentId } }));
    }
    await page.goto('/about');
    await expect(cards.first()).toBeVisible();
    await expect(card(picked.title)).toHaveCount(0);
  } finally {
    await ops.dispose();
  }
});
