import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminProduct } from '@aigc/api-client';
import { createPost, dataOf, expect, logIn, shot as saveShot, test, type CreatedPost, type TestUser } from './fixtures';

/**
 * Make It Real, the way people live it: a new user wants posts until the
 * balance is 0 and is told 'no want-ticket left'; a creator's post passes
 * 100 wants (101 other new users want it first), an operator (the seeded
 * ops@example.com, through the admin API with a token, as the CLI does)
 * moves it through the production lifecycle, and the wanter sees the status
 * and their discount on the post.
 */

/** Wanters needed before the test's user: the 101st want opens the product, and the user is then past the top 10 %. */
const WANTERS_BEFORE = 101;

/** Signs the seeded operator in through the API and mints an admin token (what `admin token` does). */
async function operatorToken(request: APIRequestContext): Promise<string> {
  await logIn(request, 'ops@example.com', 'ops12345');
  const minted = await (await request.post('/aigc/admin/tokens', { data: { label: 'e2e' } })).json();
  expect(minted.code).toBe(200);
  return minted.data.token as string;
}

/** A screenshot named make-real-<name> (full page) into E2E_SHOTS. */
async function shot(page: Page, name: string) {
  await saveShot(page, `make-real-${name}`, { fullPage: true });
}

/** Registers `count` new users (a few at a time) and has each want `contentId` once. */
async function wantByNewUsers(newUser: (label?: string) => Promise<TestUser>, contentId: string, count: number) {
  const batch = 8;
  for (let start = 0; start < count; start += batch) {
    await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, async () => {
        const wanter = await newUser('wanter');
        await dataOf(await wanter.api.post('/aigc/api/topic/content/want', { data: { contentId } }));
      }),
    );
  }
}

async function wantOnPage(page: Page, contentId: string) {
  await page.goto(`/content/${contentId}`);
  await page.getByRole('button', { name: 'Want it', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Want it · 1 ticket' }).click();
  await expect(page.getByText('You wanted this').first()).toBeVisible();
}

test('a user wants until no ticket is left; an operator makes a full post real and the wanter sees status and discount', async ({
  page,
  playwright,
  baseURL,
  user,
  newUser,
  signIn,
}) => {
  test.setTimeout(240_000);
  const ops = await playwright.request.newContext({ baseURL });
  const token = await operatorToken(ops);
  const auth = { authorization: `Bearer ${token}` };

  // A creator's six posts: one that other users want past 100, five more to spend tickets on.
  const creator = await newUser('creator');
  const stamp = Date.now() % 100000;
  const posts: CreatedPost[] = [];
  for (const n of [1, 2, 3, 4, 5, 6]) posts.push(await createPost(creator, { title: `Make-real charm ${n} ${stamp}` }));
  await wantByNewUsers(newUser, posts[0]!.contentId, WANTERS_BEFORE);

  // Past 100 wants the post was opened as a product under evaluation.
  const full = (
    await dataOf<{ dataList: AdminProduct[] }>(await ops.get('/aigc/admin/products', { headers: auth, params: { status: 'wanted', pageSize: 200 } }))
  ).dataList;
  expect(full.length).toBeGreaterThan(0);
  const target = full.find((p) => p.contentId === posts[0]!.contentId);
  if (!target) throw new Error('the post past 100 wants is not listed as a wanted product');
  expect(target.wantCount).toBeGreaterThan(100);
  const others = posts.slice(1).map((p) => p.contentId);

  await signIn(user);
  await page.goto('/');
  const tickets = page.getByRole('banner').getByRole('button', { name: /^\d+ tickets\b/ });
  await expect(tickets).toHaveAccessibleName(/^5 tickets\b/);

  // Five wants spend the five sign-up tickets: the full post first, then four others.
  await wantOnPage(page, target.contentId);
  for (const id of others.slice(0, 4)) await wantOnPage(page, id);

  // With 0 left, the want dialog says so and offers no confirm button.
  await page.goto(`/content/${others[4]}`);
  await page.getByRole('button', { name: 'Want it', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('No want-ticket left, return tomorrow for the daily reward')).toBeVisible();
  await expect(dialog.getByText(/Your want-tickets/)).toHaveText(/0/);
  await expect(dialog.getByRole('button', { name: 'Want it · 1 ticket' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'How to get tickets' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The operator moves the full post through the lifecycle; each step is recorded.
  for (const status of ['modelling', 'production', 'delivering', 'on_sale']) {
    const moved = await (
      await ops.post('/aigc/admin/product/status', { headers: auth, data: { contentId: target.contentId, status, note: `e2e ${status}` } })
    ).json();
    expect(moved.code, `move to ${status}`).toBe(200);
    expect(moved.data.status).toBe(status);
  }

  // The wanter sees the status and their discount (the 102nd+ wanter: 30% off) on the post.
  await page.goto(`/content/${target.contentId}`);
  const product = page.getByTestId('want-product');
  await expect(product).toContainText('Status:');
  await expect(product.getByText('On sale').first()).toBeVisible();
  await expect(product).toContainText('Your discount: 30% off');
  await expect(product.getByRole('listitem').filter({ hasText: 'On sale' })).toHaveAttribute('aria-current', 'step');
  await shot(page, 'post');

  // At 390 px the lifecycle steps do not widen the page and no label runs into the next one.
  await page.setViewportSize({ width: 390, height: 844 });
  const steps = product.getByRole('list').filter({ has: page.getByRole('listitem').filter({ hasText: 'On sale' }) });
  await expect(steps).toBeVisible();
  const pageBox = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(pageBox.scrollWidth).toBeLessThanOrEqual(pageBox.clientWidth);
  const labels = await steps.getByRole('listitem').evaluateAll((items) =>
    items.map((li) => {
      const label = li.querySelector('.mr-lifecycle__label')!;
      const r = label.getBoundingClientRect();
      return { left: r.left, right: r.right, fits: label.scrollWidth <= label.clientWidth };
    }),
  );
  expect(labels.length).toBe(5);
  for (const [i, l] of labels.entries()) {
    expect(l.fits, `label ${i} fits its step`).toBe(true);
    if (i > 0) expect(l.left, `label ${i} starts after label ${i - 1}`).toBeGreaterThanOrEqual(labels[i - 1]!.right);
  }
  await shot(page, 'post-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The ticket log drawer lists the five spends and links to /make-real, which explains the four steps.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^0 tickets\b/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(/^Want it:/)).toHaveCount(5);
  await drawer.getByRole('link', { name: /How designs are made real/ }).click();
  await expect(page).toHaveURL(/\/make-real$/);
  await expect(page.getByRole('heading', { name: 'Four steps' })).toBeVisible();
  await shot(page, 'explainer');

  // Shipping information: a confirmed field is locked.
  await page.getByRole('link', { name: /Shipping information/ }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.getByRole('textbox', { name: 'Full name' }).fill('Ada Wanter');
  await page.getByRole('button', { name: 'Confirm Full name' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm and lock' }).click();
  await expect(page.getByTestId('locked-fullName')).toContainText('Ada Wanter');
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
  await shot(page, 'delivery');

  // The free ID tag: claimed once, then name and address are shown locked.
  await page.goto('/free-id-tag');
  await page.getByLabel('Name on the tag', { exact: true }).fill('Ada');
  await page.getByLabel('Street address', { exact: true }).fill('350 Fifth Avenue');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await page.getByLabel('ZIP code', { exact: true }).fill('10118');
  await page.getByRole('checkbox', { name: 'I live in the United States' }).check();
  await page.getByRole('button', { name: 'Claim my free ID tag' }).click();
  await page.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(page.getByText(/Claimed — tag #\d+ is yours/)).toBeVisible();
  await shot(page, 'id-tag');
  await ops.dispose();
});
