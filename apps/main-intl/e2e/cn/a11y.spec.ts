import { expectAccessibleRoutes } from '../axe';
import { communityRoutes, detailContent, officialMessage, ongoingChallenge, signedInRoutes, toolAndInfoRoutes } from '../a11y-routes';
import { test } from '../fixtures';
import { uploadPicture } from '../shop/fixtures';
import { API_ORIGIN } from '../settings';

/**
 * Every route of the China edition (the main site's route table with the
 * phone / account login page) passes the axe check in light and dark, in
 * Chinese (e2e/axe.ts, docs/style.md 'Accessibility'); the same content as
 * the international check (e2e/a11y-routes.ts), the session cookie copied to
 * `cn.localhost` for the signed-in routes.
 */
// Three dozen pages, each checked twice: more than the default two minutes on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('the community pages of the China site pass axe in light and dark', async ({ page, user }) => {
  await expectAccessibleRoutes(page, communityRoutes(await detailContent(user)));
});

test('the tools, info and legal pages of the China site pass axe in light and dark', async ({ page, user }) => {
  await expectAccessibleRoutes(page, toolAndInfoRoutes(await uploadPicture(user)));
});

test("a signed-in user's pages of the China site pass axe in light and dark", async ({ page, user, playwright, baseURL }) => {
  const ops = await playwright.request.newContext({ baseURL: API_ORIGIN });
  const msgId = await officialMessage(ops, user);
  await ops.dispose();
  const { cookies } = await user.api.storageState();
  await page.context().addCookies(cookies.map((c) => ({ ...c, domain: new URL(baseURL!).hostname })));
  await expectAccessibleRoutes(page, signedInRoutes(await ongoingChallenge(user.api), msgId));
});
