import { expectAccessibleRoutes } from '../axe';
import { newClass, studentName, test } from './fixtures';

/**
 * Every route of the education site (apps/edu/src/routes.ts) passes the axe
 * check in light and dark (e2e/axe.ts, docs/style.md 'Accessibility'): the
 * visitor's pages (the tools that need no account, the docs, the teacher
 * invite page, the 404), then a teacher's with a class of one student (the
 * classroom, its gallery, the student's history, the guided generators, the
 * account page). Run in one of the four edu projects only (English at 1440
 * px): the pages are the same components in each, and the run stays short.
 */
test('every route of the education site passes axe in light and dark', async ({ page, newTeacher }, testInfo) => {
  test.skip(testInfo.project.name !== 'edu-en-1440', 'checked once, in English at 1440 px');
  const teacher = await newTeacher();
  const { klass, students } = await newClass(teacher, [studentName('Ada')]);
  await expectAccessibleRoutes(page, [
    '/',
    '/docs',
    '/generator',
    '/generator/imageTo3D',
    '/generator/3d',
    '/generator/image',
    '/generator/inpainting',
    '/create/cartoonFigurine',
    '/teacher/join',
    '/no-such-page',
  ]);

  const { cookies } = await teacher.api.storageState();
  await page.context().addCookies(cookies.map((c) => ({ ...c, domain: new URL(page.url()).hostname })));
  await expectAccessibleRoutes(page, [
    '/generator/spaceship',
    '/generator/dreamJob',
    '/account',
    '/class',
    `/class/${encodeURIComponent(klass.classId)}/gallery`,
    `/class/${encodeURIComponent(klass.classId)}/students/${encodeURIComponent(students[0]!.userId)}`,
  ]);
});
