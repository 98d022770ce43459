import { expectAccessibleRoutes } from '../axe';
import { newClass, studentName, test } from './fixtures';

/**
 * Every route of the education site (apps/edu/src/routes.ts) passes the axe
 * check in light and dark (e2e/axe.ts, docs/style.md 'Accessibility'): the
 * visitor's pages (the tools that need no account, the docs, the teacher
 * invite page, the 404), then a teacher's with a class of one student (the
 * classroom, its gallery, the student's history, the guided generators, the
 * account page). The whole table runs in English at 1440 px; the other three
 * projects (Chinese, and each language at 390 px, where the layout folds)
 * check one page of each kind, since the pages are the same components.
 */
test('every route of the education site passes axe in light and dark', async ({
  page,
  newTeacher,
}, testInfo) => {
  const whole = testInfo.project.name === 'edu-en-1440';
  // Sixteen pages, each checked twice: more than the default two minutes on a busy machine.
  if (whole) test.setTimeout(240_000);
  const teacher = await newTeacher();
  const { klass, students } = await newClass(teacher, [studentName('Ada')]);
  const classId = encodeURIComponent(klass.classId);
  await expectAccessibleRoutes(
    page,
    whole
      ? [
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
        ]
      : ['/', '/docs', '/generator/image', '/teacher/join'],
  );

  const { cookies } = await teacher.api.storageState();
  await page
    .context()
    .addCookies(cookies.map((c) => ({ ...c, domain: new URL(page.url()).hostname })));
  await expectAccessibleRoutes(
    page,
    whole
      ? [
          '/generator/spaceship',
          '/generator/dreamJob',
          '/account',
          '/class',
          `/class/${classId}/gallery`,
          `/class/${classId}/students/${encodeURIComponent(students[0]!.userId)}`,
        ]
      : ['/generator/spaceship', '/class', `/class/${classId}/gallery`],
  );
});
