import { constants, createPublicKey, publicEncrypt, type JsonWebKey } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Make It Real (docs/tickets.md), the way people live it: a new user wants posts
 * until the balance is 0 and is told 'no want-ticket left'; an operator
 * (the seeded ops@example.com, through the admin API with a token, as the
 * CLI does) moves a post past 100 wants through the production lifecycle,
 * and the wanter sees the status and their discount on the post.
 */

interface OutboxEntry {
  to: string;
  text: string;
}

async function codeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/__dev/outbox')).json()) as OutboxEntry[];
      const mail = mails.find((m) => m.to.includes(email));
      code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

async function register(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await codeFor(request, email));
  await dialog.getByLabel('Nickname').fill('Wanter');
  await dialog.getByLabel('Password', { exact: true }).fill('wanter2026');
  await dialog.getByLabel('Confirm password').fill('wanter2026');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Signs the seeded operator in through the API and mints an admin token (what `admin token` does). */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const key = (await (await request.get('/aigc/api/auth/public-key')).json()).data as { kid: string; jwk: JsonWebKey };
  const password = publicEncrypt(
    { key: createPublicKey({ key: key.jwk, format: 'jwk' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('ops12345'),
  ).toString('base64');
  const login = await request.post('/aigc/api/auth/login/email', { data: { email: 'ops@example.com', password, kid: key.kid } });
  expect((await login.json()).code).toBe(200);
  const minted = await (await request.post('/aigc/admin/tokens', { data: { label: 'e2e' } })).json();
  expect(minted.code).toBe(200);
  return minted.data.token as string;
}

/** Saves a screenshot when E2E_SHOTS names a folder (for looking at the pages, not for assertions). */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/make-real-${name}.png`, fullPage: true });
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
}) => {
  const ops = await playwright.request.newContext({ baseURL });
  const token = await operatorToken(ops);
  const auth = { authorization: `Bearer ${token}` };

  // The seed has posts past 100 wants, each opened as a product under evaluation.
  const full = (await (await ops.get('/aigc/admin/products?status=wanted', { headers: auth })).json()).data.dataList as {
    contentId: string;
    wantCount: number;
  }[];
  expect(full.length).toBeGreaterThan(0);
  const target = full[0]!;
  expect(target.wantCount).toBeGreaterThan(100);
  const fullIds = new Set(full.map((p) => p.contentId));
  const feed = (await (await ops.get('/aigc/api/topic/content/list?sort=new&pageSize=20')).json()).data.dataList as { contentId: string }[];
  const others = feed.map((p) => p.contentId).filter((id) => !fullIds.has(id));

  await register(page, ops, `e2e-want-${Date.now()}@example.com`);
  const tickets = page.getByRole('banner').getByRole('button', { name: /Want-tickets: \d+/ });
  await expect(tickets).toHaveAccessibleName(/Want-tickets: 5\b/);

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

  // The ticket log drawer lists the five spends and links to /make-real, which explains the four steps.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Want-tickets: 0/ }).click();
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
