import { expectAccessibleRoutes } from './axe';
import { detailContent, officialMessage, signedInRoutes, visitorRoutes } from './a11y-routes';
import { expect, test } from './fixtures';

/**
 * Every route of the international edition (packages/main-site/src/routes.ts)
 * passes the axe check in light and dark (e2e/axe.ts, docs/style.md
 * 'Accessibility'): a visitor's pages, then a signed-in user's, with a post,
 * a series, a challenge and an official message of the test's own so the
 * detail pages have content. `e2e/cn/a11y.spec.ts` checks the China edition's.
 */
test('every route of the international site passes axe in light and dark', async ({ page, user, signIn, playwright, baseURL }) => {
  const content = await detailContent(user);
  await expectAccessibleRoutes(page, visitorRoutes(content, user.userId));

  // A tab chosen with the mouse takes focus but shows no ring (the ring is for :focus-visible).
  await page.goto('/all-activities');
  const ongoing = page.getByRole('tab', { name: /^Ongoing/ });
  await ongoing.click();
  await expect(ongoing).toHaveAttribute('aria-selected', 'true');
  await expect(ongoing).toBeFocused();
  await expect(ongoing).toHaveCSS('box-shadow', 'none');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Upcoming/ })).not.toHaveCSS('box-shadow', 'none');

  const ops = await playwright.request.newContext({ baseURL });
  const msgId = await officialMessage(ops, user);
  await ops.dispose();
  await signIn(user);
  await expectAccessibleRoutes(page, signedInRoutes(content.challengeId, msgId));
});
