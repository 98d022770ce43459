import type { APIRequestContext, Page } from '@playwright/test';
import { ongoingChallenge } from './a11y-routes';
import { codeFor, dataOf, expect, operatorToken, test } from './fixtures';

/**
 * Campaign landing pages (docs/product.md §2 'Campaigns', §3 'Campaign
 * source'): an operator creates a campaign through the admin API; its link
 * opens the page (hero, title, window, rules, the call to action) at 390 px,
 * in English and in Chinese; opening it keeps the campaign's ht_source in the
 * session, so a sign-up from the page is counted for it (read back through
 * the admin list).
 */

const PHONE = { width: 390, height: 844 };

interface AdminCampaign {
  code: string;
  state: string;
  signups: number;
}

/** Creates a campaign as the seeded operator; returns its code, source, page path and a function reading its admin row. */
async function createCampaign(ops: APIRequestContext, over: Record<string, unknown> = {}) {
  const auth = { authorization: `Bearer ${await operatorToken(ops, 'e2e campaigns')}` };
  const stamp = `${Date.now() % 1_000_000}-${Math.random().toString(36).slice(2, 6)}`;
  const code = `spring-${stamp}`;
  const htSource = `xhs_e2e_${stamp.replace('-', '_')}`;
  const now = Date.now();
  await dataOf(
    await ops.post('/aigc/admin/campaigns', {
      headers: auth,
      data: {
        channel: 'xiaohongshu',
        code,
        title: { en: `Spring charms ${stamp}`, zh: `春日挂饰 ${stamp}` },
        description: { en: 'Design a charm for spring.', zh: '为春天设计一个挂饰。' },
        rules: { en: 'One entry a day per person.', zh: '每人每天一件作品。' },
        reward: { en: 'The best charm is made for real.', zh: '最佳作品将被制作成实物。' },
        heroImage: '/favicon.svg',
        htSource,
        startsAt: new Date(now - 86_400_000).toISOString(),
        endsAt: new Date(now + 7 * 86_400_000).toISOString(),
        ...over,
      },
    }),
  );
  const row = async () => {
    const list = await dataOf<{ dataList: AdminCampaign[] }>(
      await ops.get('/aigc/admin/campaigns', { headers: auth, params: { channel: 'xiaohongshu', pageSize: 200 } }),
    );
    return list.dataList.find((c) => c.code === code);
  };
  return { code, htSource, stamp, path: `/activities/xiaohongshu/${code}`, row, auth };
}

function htSourceOf(page: Page) {
  return page.evaluate(() => sessionStorage.getItem('ht_source'));
}

test.use({ viewport: PHONE });

test('a campaign link opens its page at 390 px, and a sign-up from it records the source', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const ops = await playwright.request.newContext({ baseURL });
  const challengeId = await ongoingChallenge(ops);
  const campaign = await createCampaign(ops, { topicId: challengeId });

  await page.goto(campaign.path);
  await expect(page.getByRole('heading', { level: 1, name: `Spring charms ${campaign.stamp}` })).toBeVisible();
  await expect(page.getByText('Design a charm for spring.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await expect(page.getByText('One entry a day per person.')).toBeVisible();
  await expect(page.getByText('The best charm is made for real.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Join the challenge: / })).toHaveAttribute('href', `/challenge/${challengeId}`);
  await expect.poll(() => htSourceOf(page)).toBe(campaign.htSource);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Sign up from the page's call to action.
  const email = `e2e-campaign-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByRole('button', { name: 'Sign up to take part' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFor(request, email));
  await dialog.getByLabel('Nickname').fill('Campaign Maker');
  await dialog.getByLabel('Password', { exact: true }).fill('maker2026');
  await dialog.getByLabel('Confirm password').fill('maker2026');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The operators' list counts the new account for this campaign.
  await expect.poll(async () => (await campaign.row())?.signups).toBe(1);
  await ops.dispose();
});

test('a URL ht_source is kept at start-up; an unknown campaign and an ended one say so', async ({ page, playwright, baseURL }) => {
  await page.goto('/?ht_source=xhs_url_param');
  await expect.poll(() => htSourceOf(page)).toBe('xhs_url_param');
  await page.goto('/?ht_source=%3Cbad%3E');
  await expect.poll(() => htSourceOf(page)).toBe('xhs_url_param');

  await page.goto('/activities/yincangkuan/no-such-campaign');
  await expect(page.getByText('This campaign does not exist', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all challenges' })).toBeVisible();

  const ops = await playwright.request.newContext({ baseURL });
  const campaign = await createCampaign(ops);
  await dataOf(await ops.post('/aigc/admin/campaigns/end', { headers: campaign.auth, data: { channel: 'xiaohongshu', code: campaign.code } }));
  await page.goto(campaign.path);
  await expect(page.getByRole('status')).toHaveText('This campaign has ended. Thank you for taking part!');
  await expect(page.getByRole('button', { name: 'Sign up to take part' })).toHaveCount(0);
  await ops.dispose();
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the campaign page shows its Chinese texts at 390 px and keeps its source', async ({ page, playwright, baseURL }) => {
    const ops = await playwright.request.newContext({ baseURL });
    const now = Date.now();
    const campaign = await createCampaign(ops, {
      startsAt: new Date(now + 86_400_000).toISOString(),
      endsAt: new Date(now + 2 * 86_400_000).toISOString(),
    });
    await page.goto(campaign.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { level: 1, name: `春日挂饰 ${campaign.stamp}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: '规则' })).toBeVisible();
    await expect(page.getByText('每人每天一件作品。')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('活动尚未开始，请在开始后再来。');
    await expect.poll(() => htSourceOf(page)).toBe(campaign.htSource);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await ops.dispose();
  });
});
