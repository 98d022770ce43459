import type { APIRequestContext, Page } from '@playwright/test';
import { createPost, dataOf, expect, logIn, openMenu, test } from './fixtures';

/**
 * The notice centre as people use it (docs/product.md §2 'Notice centre', §4): a
 * fan follows, likes and comments on a user's post; the user sees the unread
 * badge on 'Mine', opens 'Mine → Messages', follows back, opens the comment
 * (the post opens at it) and reads everything at once; an operator's message
 * without a landing URL opens its own page.
 */

/** Signs the seeded operator in through the API and mints an admin token (what `admin token` does). */
async function operatorToken(request: APIRequestContext): Promise<string> {
  await logIn(request, 'ops@example.com', 'ops12345');
  const minted = await (
    await request.post('/aigc/admin/tokens', { data: { label: 'e2e notices' } })
  ).json();
  expect(minted.code).toBe(200);
  return minted.data.token as string;
}

function mainNav(page: Page) {
  return page.getByRole('banner').getByRole('navigation', { name: 'Main' });
}

/** Opens 'Mine → Messages' and returns the panel. */
async function openNotices(page: Page) {
  const menu = await openMenu(page, mainNav(page).getByRole('button', { name: /^Mine/ }));
  await menu.getByRole('menuitem', { name: /^Messages/ }).click();
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a user follows back, opens a comment from the notice centre and reads all', async ({
  page,
  user,
  newUser,
  signIn,
}) => {
  const stamp = Date.now() % 100000;
  const post = await createPost(user, { title: `Pewter moth pin ${stamp}` });
  const fan = await newUser('fan');
  await dataOf(
    await fan.api.post('/aigc/api/follow/add', { data: { followedUserId: user.userId } }),
  );
  await dataOf(
    await fan.api.post('/aigc/api/topic/content/like', { data: { contentId: post.contentId } }),
  );
  const comment = await dataOf<{ commentId: string }>(
    await fan.api.post('/aigc/api/comment/add', {
      data: { contentId: post.contentId, content: `Lovely wings ${stamp}` },
    }),
  );

  await signIn(user);
  await page.goto('/');
  // a follow, a like and a comment: 3 unread on 'Mine'
  await expect(mainNav(page).getByRole('button', { name: /^Mine\s*3 unread$/ })).toBeVisible();
  const panel = await openNotices(page);

  const notices = panel.getByRole('list', { name: 'Notices' });
  await expect(notices.getByText('liked your design')).toBeVisible();
  await expect(notices.getByText('started following you')).toBeVisible();
  await panel.getByRole('button', { name: `Follow ${fan.nickname} back` }).click();
  await expect(panel.getByRole('button', { name: `Follow ${fan.nickname} back` })).toBeHidden();

  // The comment is in the Messages tab; opening it marks it read and opens the post at it.
  await panel.getByRole('tab', { name: /^Messages/ }).click();
  await panel.getByRole('link', { name: new RegExp(`Lovely wings ${stamp}`) }).click();
  await expect(page).toHaveURL(
    new RegExp(`/content/${post.contentId}\\?commentId=${comment.commentId}$`),
  );
  const focused = page.getByRole('listitem', {
    name: `The comment you came for, by ${fan.nickname}`,
  });
  await expect(focused).toContainText(`Lovely wings ${stamp}`);
  await expect(focused).toBeFocused();

  await page.goto('/');
  await expect(mainNav(page).getByRole('button', { name: /^Mine\s*2 unread$/ })).toBeVisible();
  const again = await openNotices(page);
  await again.getByRole('button', { name: 'Read all' }).click();
  await expect(again.getByRole('button', { name: 'Read all' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(mainNav(page).getByRole('button', { name: 'Mine', exact: true })).toBeVisible();
});

test("an official message without a landing URL opens its own page, and the badge says '99+' above 99", async ({
  page,
  playwright,
  baseURL,
  user,
  signIn,
}) => {
  const ops = await playwright.request.newContext({ baseURL });
  const auth = { authorization: `Bearer ${await operatorToken(ops)}` };
  const stamp = Date.now() % 100000;
  const title = `Kiln maintenance ${stamp}`;
  await dataOf(
    await ops.post('/aigc/admin/messages', {
      headers: auth,
      data: {
        type: 0,
        userIds: [user.userId],
        title,
        content: 'The 3D printers rest on Sunday morning.',
      },
    }),
  );

  await signIn(user);
  await page.goto('/');
  const panel = await openNotices(page);
  await panel.getByRole('tab', { name: /^Official/ }).click();
  await panel.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(/\/information\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('The 3D printers rest on Sunday morning.')).toBeVisible();

  // 100 more: the badge caps at 99+
  for (let i = 0; i < 100; i += 1) {
    await dataOf(
      await ops.post('/aigc/admin/messages', {
        headers: auth,
        data: { type: 100, userIds: [user.userId], title: `Note ${i}`, content: 'x' },
      }),
    );
  }
  await page.goto('/');
  await expect(mainNav(page).getByRole('button', { name: /^Mine\s*99\+ unread$/ })).toBeVisible();
  await ops.dispose();
});
