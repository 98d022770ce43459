import { EDU_PASSWORD, expect, tag, test } from './fixtures';

/**
 * The teacher invite (docs/edu.md 'Operators'): an operator issues a
 * one-time invite link through the admin API (as `admin edu-invite` does);
 * the teacher opens it on the education site, chooses a username, a display
 * name and a password, accepts and is signed in as a teacher on 'My
 * classes'. The used link then answers 'This invite link is invalid or has
 * expired', as does a made-up one.
 */
test('a teacher joins with an invite link, which then stops working', async ({ page, text, newInvite }) => {
  const school = `School ${tag().slice(0, 6)}`;
  const invite = await newInvite(school);
  const username = `j${tag()}`;
  const name = `Ms ${tag().slice(0, 5)}`;

  await page.goto(invite.path);
  await expect(page.getByRole('heading', { name: text.joinTitle })).toBeVisible();
  await expect(page.getByText(text.invitedTo(school))).toBeVisible();
  await page.getByLabel(text.username).fill(username);
  await page.getByLabel(text.displayName).fill(name);
  await page.getByLabel(text.password, { exact: true }).fill(EDU_PASSWORD);
  await page.getByLabel(text.confirmPassword).fill(EDU_PASSWORD);
  await page.getByRole('button', { name: text.acceptJoin }).click();

  await expect(page).toHaveURL(/\/class$/);
  await expect(page.getByRole('link', { name: text.myClasses })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: text.signOut })).toBeVisible();

  // the link is used up, and a made-up link is refused the same way
  for (const path of [invite.path, '/teacher/join?invite=not-a-real-invite']) {
    await page.goto(path);
    await expect(page.getByRole('alert')).toHaveText(text.badInvite);
    await expect(page.getByRole('button', { name: text.acceptJoin })).toHaveCount(0);
  }
});
