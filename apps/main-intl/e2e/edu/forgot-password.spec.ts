import { EDU_ORIGIN } from '../settings';
import { expect, newClass, signInThroughDialog, speak, studentName, test } from './fixtures';

/**
 * A forgotten student password (docs/edu.md 'Temporary student password'):
 * the student's guess is refused; their teacher, on 'My classes', opens
 * 'Manage student passwords' beside the student and makes a temporary
 * password (shown once); the student signs in with it.
 */
test('the teacher makes a temporary password and the student signs in with it', async ({
  page,
  browser,
  locale,
  viewport,
  lang,
  text,
  newTeacher,
}) => {
  const teacher = await newTeacher();
  const name = studentName('Leo');
  const { klass, students } = await newClass(teacher, [name]);
  const student = students[0]!;

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: text.signIn, exact: true }).click();
  const login = page.getByRole('dialog', { name: text.loginTitle });
  await login.getByLabel(text.username).fill(student.username);
  await login.getByLabel(text.password, { exact: true }).fill('forgotten1');
  await login.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(login.getByRole('alert')).toHaveText(text.badLogin);
  await page.keyboard.press('Escape');

  // the teacher, in a browser of their own
  const teacherContext = await browser.newContext({ baseURL: EDU_ORIGIN, locale, viewport });
  await speak(teacherContext, lang);
  const teacherPage = await teacherContext.newPage();
  await teacherPage.goto('/');
  await signInThroughDialog(teacherPage, text, teacher.username, teacher.password);
  await teacherPage.getByRole('link', { name: text.myClasses }).click();
  await expect(teacherPage.getByRole('heading', { name: klass.name })).toBeVisible();
  await teacherPage.getByRole('button', { name: text.managePasswords(name) }).click();
  await teacherPage.getByRole('menuitem', { name: text.makeTemporary }).click();
  const shown = teacherPage.getByRole('dialog', { name: text.temporaryFor(name) });
  await expect(shown).toBeVisible();
  const temporary = (await shown.getByTestId('temporary-password').textContent())?.trim() ?? '';
  expect(temporary).toMatch(/^[a-z0-9]{8}$/);
  await teacherContext.close();

  await signInThroughDialog(page, text, student.username, temporary);
  await expect(page.getByRole('dialog', { name: text.welcome(name) })).toBeVisible();
});
