import type { Page } from '@playwright/test';
import { createPost, expect, openMenu, test } from './fixtures';

/**
 * The live stream as people meet it (docs/live-stream.md): while a user
 * looks at the site, another person comments on their post and @-mentions
 * them from a second browser; the unread badge rises without a reload, the
 * notice opens the post at the comment, read-all clears the badge; then a
 * generation result arrives on the generator page with no request for it.
 */

function mainNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

test('a comment with a mention reaches the author live; a generation result arrives without polling', async ({
  browser,
  page,
  user,
  newUser,
  signIn,
}) => {
  const stamp = Date.now() % 100000;
  const post = await createPost(user, { title: `Enamel heron brooch ${stamp}` });
  const fan = await newUser('fan');

  await signIn(user);
  const stream = page.waitForResponse((r) => r.url().includes('/aigc/api/sse/stream'));
  await page.goto('/');
  await stream;
  await expect(mainNav(page).getByRole('button', { name: 'Mine', exact: true })).toBeVisible();

  // The fan, in a browser of their own, comments on the post and mentions its author.
  const fanContext = await browser.newContext();
  try {
    await fanContext.addCookies((await fan.api.storageState()).cookies);
    const fanPage = await fanContext.newPage();
    await fanPage.goto(`/content/${post.contentId}`);
    const box = fanPage.getByRole('combobox', { name: 'Write a comment' });
    await box.click();
    await box.pressSequentially(`So elegant ${stamp}, @${user.nickname.slice(-6)}`);
    await fanPage.getByRole('option', { name: new RegExp(user.nickname) }).click();
    await expect(box).toHaveValue(`So elegant ${stamp}, @${user.nickname} `);
    await fanPage.getByRole('button', { name: 'Post comment' }).click();
    await expect(fanPage.getByRole('link', { name: `@${user.nickname}` })).toBeVisible();
  } finally {
    await fanContext.close();
  }

  // The author's badge rises on its own: no reload, no navigation.
  await expect(mainNav(page).getByRole('button', { name: /^Mine\s*1 unread$/ })).toBeVisible();
  await (
    await openMenu(page, mainNav(page).getByRole('button', { name: /^Mine/ }))
  )
    .getByRole('menuitem', { name: /^Messages/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await panel.getByRole('tab', { name: /^Messages/ }).click();
  await panel.getByRole('link', { name: new RegExp(`So elegant ${stamp}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${post.contentId}\\?commentId=`));
  await expect(
    page.getByRole('listitem', { name: `The comment you came for, by ${fan.nickname}` }),
  ).toContainText(`So elegant ${stamp}`);
  // Opening it read it (the post page has no header: back to the feed, in the same tab).
  await page.goBack();
  await expect(mainNav(page).getByRole('button', { name: 'Mine', exact: true })).toBeVisible();

  // Read all clears whatever else arrived.
  await fan.api.post('/aigc/api/topic/content/like', { data: { contentId: post.contentId } });
  await expect(mainNav(page).getByRole('button', { name: /^Mine\s*1 unread$/ })).toBeVisible();
  await (
    await openMenu(page, mainNav(page).getByRole('button', { name: /^Mine/ }))
  )
    .getByRole('menuitem', { name: /^Messages/ })
    .click();
  await panel.getByRole('button', { name: 'Read all' }).click();
  await page.keyboard.press('Escape');
  await expect(mainNav(page).getByRole('button', { name: 'Mine', exact: true })).toBeVisible();

  // A generation result arrives through the stream: no request asks for it.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/aigc/api/generate/result')) asked.push(r.url());
  });
  const again = page.waitForResponse((r) => r.url().includes('/aigc/api/sse/stream'));
  await page.goto('/generator/image');
  await again;
  await expect(page.getByRole('combobox', { name: 'Model' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Prompt' }).fill(`a pewter heron ${stamp}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const task = page.getByRole('article').filter({ hasText: `a pewter heron ${stamp}` });
  await expect(
    task.getByRole('img', { name: new RegExp(`^Result 1 for “a pewter heron ${stamp}”`) }),
  ).toBeVisible({
    timeout: 90_000,
  });
  expect(asked).toEqual([]);
});
