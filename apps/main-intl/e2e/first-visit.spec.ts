import type { Page } from '@playwright/test';
import { codeFor, expect, test, viewPublishedPost } from './fixtures';

/**
 * The walking skeleton as a new user lives it: register through the login
 * dialog with the code from the outbox, see 5 want-tickets, want a post (4
 * left), generate an image, publish it and find the new post in the feed.
 * Driven by role and visible text only.
 */

function header(page: Page) {
  return page.getByRole('banner');
}

test('a new user registers, wants a post, generates an image and publishes it', async ({
  page,
  request,
}) => {
  const email = `e2e-first-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const title = `Moonlit fox pendant ${Date.now() % 100000}`;

  // A visitor sees the community and a prompt to sign in for tickets.
  await page.goto('/');
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article').first()).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign in for want-tickets' })).toBeVisible();

  // Register through the login dialog with the code from the local outbox.
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await codeFor(request, email));
  await dialog.getByLabel('Nickname').fill('E2E Maker');
  await dialog.getByLabel('Password', { exact: true }).fill('maker2026');
  await dialog.getByLabel('Confirm password').fill('maker2026');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Sign-up grants 5 want-tickets.
  const tickets = header(page).getByRole('button', { name: /^\d+ tickets\b/ });
  await expect(tickets).toHaveAccessibleName(/^5 tickets\b/);

  // Open a post from the feed and want it: 1 ticket spent.
  const post = feed.getByRole('article').first();
  const postTitle = (await post.getAttribute('aria-label')) ?? '';
  await post.getByRole('link', { name: postTitle }).click();
  await expect(page).toHaveURL(/\/content\//);
  await expect(page.getByRole('heading', { name: postTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Want it', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Want it · 1 ticket' }).click();
  await expect(page.getByText('You wanted this').first()).toBeVisible();
  await page.goBack();
  await expect(tickets).toHaveAccessibleName(/^4 tickets\b/);
  // A fresh load of the home page, signed in: the card carries the user's own want (not a visitor's page).
  await page.reload();
  await expect(feed.getByRole('article', { name: postTitle }).getByRole('img', { name: /yours$/ })).toBeVisible();

  // Generate an image on the offline engine.
  await header(page).getByRole('link', { name: 'Generator' }).click();
  await expect(page).toHaveURL(/\/generator\/image$/);
  await page.getByRole('textbox', { name: 'Prompt' }).fill('a moonlit fox pendant in brushed silver');
  await page.getByRole('button', { name: 'Generate' }).click();
  const publish = page.getByRole('button', { name: 'Publish to the community' });
  await expect(publish).toBeVisible({ timeout: 60_000 });

  // Publish it with a title; the post page opens.
  await publish.click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('button', { name: 'Publish' }).click();
  await viewPublishedPost(page);
  await expect(page).toHaveURL(/\/content\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The new post is in the community's New feed.
  await page.goto('/');
  await page.getByRole('tab', { name: 'New' }).click();
  await expect(page.getByRole('feed').getByRole('article', { name: title })).toBeVisible();

  // Signing out and in again: the terms were accepted at sign-up, so the dialog asks for nothing (docs/auth.md 'Terms').
  await header(page).getByRole('button', { name: 'Account menu for E2E Maker' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await header(page).getByRole('button', { name: 'Sign in', exact: true }).click();
  const again = page.getByRole('dialog');
  await expect(again.getByRole('checkbox')).toHaveCount(0);
  await again.getByLabel('E-mail').fill(email);
  await again.getByLabel('Password', { exact: true }).fill('maker2026');
  await again.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Account menu for E2E Maker' })).toBeVisible();
});
