import { expectAccessibleRoutes } from './axe';
import { campaignRoutes, communityRoutes, detailContent, officialMessage, ongoingChallenge, signedInRoutes, toolAndInfoRoutes } from './a11y-routes';
import { expect, test } from './fixtures';
import { uploadPicture } from './shop/fixtures';

/**
 * Every route of the international edition (packages/main-site/src/routes.ts)
 * passes the axe check in light and dark (e2e/axe.ts, docs/style.md
 * 'Accessibility'): a visitor's pages, then a signed-in user's, with a post,
 * a series, a challenge and an official message of the test's own so the
 * detail pages have content. `e2e/cn/a11y.spec.ts` checks the China edition's.
 */
// Three dozen pages, each checked twice: more than the default two minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('the community pages of the international site pass axe in light and dark', async ({ page, user }) => {
  await expectAccessibleRoutes(page, communityRoutes(await detailContent(user)));

  // A tab chosen with the mouse takes focus but shows no ring (the ring is for :focus-visible).
  await page.goto('/all-activities');
  const ongoing = page.getByRole('tab', { name: /^Ongoing/ });
  await ongoing.click();
  await expect(ongoing).toHaveAttribute('aria-selected', 'true');
  await expect(ongoing).toBeFocused();
  await expect(ongoing).toHaveCSS('box-shadow', 'none');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Upcoming/ })).not.toHaveCSS('box-shadow', 'none');
});

test('the tools, info and legal pages of the international site pass axe in light and dark', async ({ page, user }) => {
  await expectAccessibleRoutes(page, toolAndInfoRoutes(await uploadPicture(user)));
});

test('the campaign pages of the international site pass axe in light and dark', async ({ page, user, playwright, baseURL }) => {
  const ops = await playwright.request.newContext({ baseURL });
  const routes = await campaignRoutes(ops, await ongoingChallenge(user.api));
  await ops.dispose();
  await expectAccessibleRoutes(page, routes);
});

test("a signed-in user's pages of the international site pass axe in light and dark", async ({ page, user, signIn, playwright, baseURL }) => {
  const ops = await playwright.request.newContext({ baseURL });
  const msgId = await officialMessage(ops, user);
  await ops.dispose();
  await signIn(user);
  await expectAccessibleRoutes(page, signedInRoutes(await ongoingChallenge(user.api), msgId));
});
