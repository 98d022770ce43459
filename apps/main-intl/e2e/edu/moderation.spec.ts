import { API_ORIGIN } from '../settings';
import { eduLogIn, expect, newClass, signInThroughDialog, studentName, test } from './fixtures';

/**
 * The teacher's moderation log (docs/edu.md 'A safe space for children',
 * rule 5): a student's spaceship idea with a blocked word is refused before
 * any job exists, and their teacher, on 'My classes', sees it in the class's
 * moderation log — the student, the refused prompt and the reason.
 */
test("a student's blocked prompt appears in the teacher's moderation log", async ({ page, playwright, text, newTeacher }) => {
  const teacher = await newTeacher();
  const name = studentName('Max');
  const { students } = await newClass(teacher, [name]);
  const student = students[0]!;

  const api = await playwright.request.newContext({ baseURL: API_ORIGIN, extraHTTPHeaders: { 'Entry-Type': 'edu' } });
  await eduLogIn(api, student.username, student.initialPassword);
  const refused = await api.post('/aigc/api/generate/guided', {
    data: {
      generator: 'spaceship',
      choices: { shape: 'rocket', color: 'red', power: 'flames', place: 'moon' },
      idea: 'a gory battle',
    },
  });
  expect(((await refused.json()) as { code: number }).code).toBe(400);
  await api.dispose();

  await page.goto('/');
  await signInThroughDialog(page, text, teacher.username, teacher.password);
  await page.getByRole('link', { name: text.myClasses }).click();
  const log = page.getByRole('table', { name: text.moderationLog });
  const row = log.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('a gory battle');
  await expect(row).toContainText(text.violence);
});
