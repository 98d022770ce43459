import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Google sign-in on the international site (docs/auth.md 'Google') through
 * the local OpenID provider the global setup starts in Google's place
 * (e2e/oidc/provider.ts): the browser leaves for the server's start route,
 * signs in on the provider's page and comes back through the server's
 * callback — signed in at the page it left, or on `/login` when the e-mail
 * already has an account with a password (the link step) or when the person
 * cancelled.
 */

function header(page: Page) {
  return page.getByRole('banner');
}

/**
 * Opens the sign-in dialog from the header and continues with Google — the
 * sign-in view has no terms box (docs/auth.md 'Terms'); unless `remembered`
 * (the provider still has the person's session, as Google would), waits for
 * the provider's sign-in page.
 */
async function continueWithGoogle(page: Page, remembered = false) {
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  if (!remembered)
    await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
}

test('a new person accepts the terms once, gets an account with 5 tickets, and is not asked again', async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const email = `e2e-google-${tag}@gmail.example`;
  const name = `Gia${tag.slice(0, 6)}`;

  await page.goto('/creator');
  await continueWithGoogle(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();

  // A new account needs the terms: back on /login, a dialog asks for them (docs/auth.md 'Terms').
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcreator$/);
  const terms = page.getByRole('dialog', { name: 'Accept the terms to continue' });
  await terms.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(terms.getByRole('checkbox', { name: /I agree to the terms of service/ })).toBeFocused();
  await expect(terms.getByText('Please agree to the terms of service and privacy policy')).toBeVisible();
  await terms.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
  await terms.getByRole('button', { name: 'Continue with Google' }).click();

  // Google remembers the person: back at the page it left, signed in as a new account named after the Google profile.
  await expect(page).toHaveURL(/\/creator$/);
  await expect(header(page).getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  await expect(
    header(page).getByRole('button', { name: /^\d+ tickets\b/ }),
  ).toHaveAccessibleName(/^5 tickets\b/);

  // A returning person is not asked again.
  await header(page).getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await continueWithGoogle(page, true);
  await expect(header(page).getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a cancel at Google is ignored; an e-mail with a password account is linked once its password is given', async ({
  page,
  user,
}) => {
  await page.goto('/');
  await continueWithGoogle(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  // Cancelled: back on the login page, nothing said, nobody signed in.
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.goto('/');
  await continueWithGoogle(page);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Name').fill('Google Name');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The e-mail already has an account with a password: prove it to link Google.
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  const link = page.getByRole('dialog', { name: 'Link your Google account' });
  await expect(link.getByText(/already exists/)).toContainText('@example.com');
  await link.getByLabel('Password').fill('not-the-password1');
  await link.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(link.getByRole('alert')).toHaveText('Incorrect password');
  await link.getByLabel('Password').fill(user.password);
  await link.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    header(page).getByRole('button', { name: `Account menu for ${user.nickname}` }),
  ).toBeVisible();

  // Linked: after logging out, Google (which remembers the person) signs straight in to that account.
  await header(page).getByRole('button', { name: `Account menu for ${user.nickname}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await continueWithGoogle(page, true);
  await expect(
    header(page).getByRole('button', { name: `Account menu for ${user.nickname}` }),
  ).toBeVisible();
});
