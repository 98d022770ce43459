import { expectAccessibleRoutes } from '../axe';
import { detailContent, officialMessage, signedInRoutes, visitorRoutes } from '../a11y-routes';
import { test } from '../fixtures';
import { API_ORIGIN } from '../settings';

/**
 * Every route of the China edition (the main site's route table with the
 * phone / account login page) passes the axe check in light and dark, in
 * Chinese (e2e/axe.ts, docs/style.md 'Accessibility'); the same content as
 * the international check (e2e/a11y-routes.ts), the session cookie copied to
 * `cn.localhost` for the signed-in routes.
 */
test('every route of the China site passes axe in light and dark', async ({ page, user, playwright, baseURL }) => {
  const content = await detailContent(user);
  await expectAccessibleRoutes(page, visitorRoutes(content, user.userId));

  const ops = await playwright.request.newContext({ baseURL: API_ORIGIN });
  const msgId = await officialMessage(ops, user);
  await ops.dispose();
  const { cookies } = await user.api.storageState();
  await page.context().addCookies(cookies.map((c) => ({ ...c, domain: new URL(baseURL!).hostname })));
  await expectAccessibleRoutes(page, signedInRoutes(content.challengeId, msgId));
});
