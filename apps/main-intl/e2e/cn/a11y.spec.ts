import { expectAccessibleRoutes } from '../axe';
import { campaignRoutes, detailContent, officialMessage } from '../a11y-routes';
import { test } from '../fixtures';
import { API_ORIGIN } from '../settings';

/**
 * The China edition passes the axe check in light and dark, in Chinese
 * (e2e/axe.ts, docs/style.md 'Accessibility'). Its pages are the main site's
 * route table, which the international check walks in full (e2e/a11y.spec.ts);
 * what the edition changes is the chrome (header, footer, the WeChat scan
 * codes), the phone / account login page, the language and its longer or
 * shorter labels. So this walks one page of each kind — home, a post, a
 * generator tool, login, a document, and a signed-in user's account and
 * message and a campaign page — rather than all three dozen again.
 */
test.describe.configure({ timeout: 180_000 });

test('the China site passes axe in light and dark: one page of each kind, visitor and signed in', async ({ page, user, playwright, baseURL }) => {
  const { post, challengeId } = await detailContent(user);
  await expectAccessibleRoutes(page, ['/', `/content/${post.contentId}`, '/generator/image', '/login', '/docs/community-rules']);

  const ops = await playwright.request.newContext({ baseURL: API_ORIGIN });
  const msgId = await officialMessage(ops, user);
  const [campaign] = await campaignRoutes(ops, challengeId);
  await ops.dispose();
  const { cookies } = await user.api.storageState();
  await page.context().addCookies(cookies.map((c) => ({ ...c, domain: new URL(baseURL!).hostname })));
  await expectAccessibleRoutes(page, ['/account', `/information/${msgId}`, campaign!]);
});
