import { expect, signInThroughDialog, studentName, test } from './fixtures';

/**
 * A teacher's first class on the education site (docs/edu.md 'Teachers and
 * classes'): an operator makes the teacher (admin API); the teacher signs in,
 * creates a class on 'My classes' (a second one of the same name is refused
 * in the page's language), pastes a list of three students, sees
 * their usernames and initial passwords once and then the roster.
 */
test('a teacher creates a class with three students from a pasted list', async ({ page, text, newTeacher }) => {
  const teacher = await newTeacher();
  const names = [studentName('Ada'), studentName('Bo'), studentName('Chen')];

  await page.goto('/');
  await signInThroughDialog(page, text, teacher.username, teacher.password);
  // a teacher gets no student welcome dialog
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: text.myClasses }).click();

  await page.getByLabel(text.className).fill('Class 3B');
  await page.getByRole('button', { name: text.createClass }).click();
  await expect(page.getByRole('heading', { name: 'Class 3B' })).toBeVisible();
  // a refused call reads in the page's language (the server's EDU_MESSAGES, translated on the client)
  await page.getByLabel(text.className).fill('Class 3B');
  await page.getByRole('button', { name: text.createClass }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.classNameTaken })).toBeVisible();
  await page.getByLabel(text.className).fill('');

  await page.getByRole('tab', { name: text.pasteList }).click();
  await page.getByLabel(text.studentList).fill(`name,username\n${names.join('\n')}`);
  await page.getByRole('button', { name: text.addStudents(3) }).click();

  const added = page.getByRole('dialog', { name: text.studentsAdded });
  await expect(added).toBeVisible();
  const accounts = added.getByRole('table', { name: text.newAccounts });
  await expect(accounts.getByRole('rowheader')).toHaveCount(3);
  for (const name of names) await expect(accounts.getByRole('rowheader', { name })).toBeVisible();
  await added.getByRole('button', { name: text.done }).click();
  await expect(added).toBeHidden();

  const roster = page.getByRole('table', { name: text.roster });
  for (const name of names) await expect(roster.getByRole('rowheader', { name })).toBeVisible();
});
