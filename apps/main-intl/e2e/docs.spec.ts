import { expect, test } from './fixtures';

/**
 * The documents (docs/product.md §2 `/docs/:name?`): the table of contents,
 * a document with links to the others, the footer's legal link, the old
 * `/terms` path, and the 404 for an unknown name.
 */
test('lists the documents, opens one and follows its links', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Help for the creation tools' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Make It Real terms' }).click();
  await expect(page).toHaveURL(/\/docs\/make-it-real-terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Make It Real terms' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'FAQ' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'All documents' }).click();
  await expect(page).toHaveURL(/\/docs$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/docs\/privacy-policy$/);
  await expect(page.getByText('Last updated: January 14, 2025')).toBeVisible();
});

test('sends /terms to the user agreement and unknown names to the 404 page', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveURL(/\/docs\/user-agreement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User agreement' })).toBeVisible();
  await page.goto('/docs/no-such-document');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
});
