import { expect, newClass, signInThroughDialog, studentName, test } from './fixtures';

/**
 * A student's sign-in on the education site (docs/edu.md 'Students',
 * docs/product.md §4): empty fields are refused before any call; the first
 * sign-in shows the welcome dialog and, with no works yet, goes on to the
 * account page; the student designs a spaceship (the guided generator), and
 * the next sign-in's welcome dialog leads to the history-recall dialog
 * showing it.
 */
test('a student signs in, designs a spaceship and finds it in the history-recall dialog next time', async ({
  page,
  text,
  newTeacher,
}) => {
  const teacher = await newTeacher();
  const name = studentName('Mia');
  const { students } = await newClass(teacher, [name]);
  const student = students[0]!;

  await page.goto('/');
  // empty fields: refused by the form itself
  await page.getByRole('banner').getByRole('button', { name: text.signIn, exact: true }).click();
  const login = page.getByRole('dialog', { name: text.loginTitle });
  await login.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText(text.emptyLogin);
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();

  await signInThroughDialog(page, text, student.username, student.initialPassword);
  const welcome = page.getByRole('dialog', { name: text.welcome(name) });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: text.continue }).click();
  await expect(page).toHaveURL(/\/account$/);

  await page.getByRole('link', { name: text.create, exact: true }).click();
  await page.getByRole('link', { name: new RegExp(text.spaceship) }).click();
  await expect(page.getByRole('heading', { name: text.spaceshipTitle })).toBeVisible();
  await page.getByRole('radio', { name: text.saucer }).check();
  await page.getByRole('button', { name: text.makeIt }).click();
  // the composed prompt names the spaceship; the finished job shows its picture
  await expect(page.getByRole('img', { name: /flying saucer spaceship/ }).first()).toBeVisible({ timeout: 60_000 });

  await page.getByRole('banner').getByRole('button', { name: text.signOut }).click();
  await signInThroughDialog(page, text, student.username, student.initialPassword);
  const again = page.getByRole('dialog', { name: text.welcome(name) });
  await again.getByRole('button', { name: text.continue }).click();
  const recall = page.getByRole('dialog', { name: text.recall });
  await expect(recall).toBeVisible();
  await expect(recall.getByRole('img', { name: /flying saucer spaceship/ })).toBeVisible();
});
