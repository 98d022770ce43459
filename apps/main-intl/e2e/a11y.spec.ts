import { expectAccessibleRoutes } from './axe';
import { detailContent, officialMessage, signedInRoutes, visitorRoutes } from './a11y-routes';
import { test } from './fixtures';

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

  const ops = await playwright.request.newContext({ baseURL });
  const msgId = await officialMessage(ops, user);
  await ops.dispose();
  await signIn(user);
  await expectAccessibleRoutes(page, signedInRoutes(content.challengeId, msgId));
});
