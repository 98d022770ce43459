import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { test as base } from '../csp';
import { encryptPassword, type EduClass, type EduNewStudent, type EduNewTeacher, type EduTeacherInvite, type LoginResult } from '@aigc/api-client';
import { dataOf, logIn, publicKey } from '../fixtures';
import { API_ORIGIN, EDU_ORIGIN } from '../settings';

/**
 * What the education site's specs (`e2e/edu/*.spec.ts`, projects `edu-*` on
 * `edu.localhost`, in English and Chinese at 1440 and 390 px) build on.
 * Every test makes its own teacher (through the admin API, as the
 * `edu-teacher` CLI does, docs/edu.md 'Operators'), class and students with
 * fresh usernames, so the specs run in parallel, in any order and again on
 * the same server. API calls go to {@link API_ORIGIN} (Node cannot resolve
 * `edu.localhost`) with `Entry-Type: edu`, which makes them education calls.
 */

/** A school account and, for API set-up, requests signed in as it on the education edition. */
export interface EduAccount {
  userId: string;
  username: string;
  nickName: string;
  password: string;
  api: APIRequestContext;
}

/** A password that passes the education edition's rule (letters and digits). */
export const EDU_PASSWORD = 'class2026';

/** The site's words in the project's language ('en' or 'zh'): specs drive by visible text. */
export type Lang = 'en' | 'zh';

/** The visible texts the specs look for, in both languages (the zh-Hans catalog's). */
export const TEXT = {
  en: {
    homeTitle: 'What our class can make',
    wordsToPicture: 'Words to picture',
    prompt: 'Prompt',
    generate: 'Generate',
    signIn: 'Sign in',
    logIn: 'Log in',
    username: 'Username',
    password: 'Password',
    loginTitle: 'Sign in with your school account',
    emptyLogin: 'Please enter a correct account and password',
    badLogin: 'Incorrect account or password',
    welcome: (name: string) => `Welcome, ${name}!`,
    continue: 'Continue',
    recall: 'Your recent works',
    myClasses: 'My classes',
    myWorks: 'My works',
    className: 'Class name',
    createClass: 'Create class',
    pasteList: 'Paste a list',
    studentList: 'Student list',
    addStudents: (n: number) => `Add ${n} students`,
    studentsAdded: 'Students added',
    newAccounts: 'New student accounts',
    done: 'Done',
    roster: 'Roster',
    managePasswords: (name: string) => `Manage student passwords: ${name}`,
    makeTemporary: 'Make a temporary password',
    temporaryFor: (name: string) => `Temporary password for ${name}`,
    create: 'Create',
    spaceship: 'Design a spaceship',
    spaceshipTitle: 'Design your own spaceship',
    saucer: 'Flying saucer',
    makeIt: 'Make it!',
    signOut: 'Sign out',
    joinTitle: 'Join as a teacher',
    invitedTo: (school: string) => `You are invited to teach at ${school}. Choose your username and password.`,
    displayName: 'Display name',
    confirmPassword: 'Confirm password',
    acceptJoin: 'Accept and sign in',
    badInvite: 'This invite link is invalid or has expired',
    moderationLog: 'Moderation log',
    violence: 'Violence',
    classNameTaken: 'You already have a class with this name',
  },
  zh: {
    homeTitle: '我们班能做什么',
    wordsToPicture: '文字变图片',
    prompt: '提示词',
    generate: '生成',
    signIn: '登录',
    logIn: '登录',
    username: '用户名',
    password: '密码',
    loginTitle: '用学校账号登录',
    emptyLogin: '请输入正确的账号和密码',
    badLogin: '账号或密码错误',
    welcome: (name: string) => `欢迎你，${name}！`,
    continue: '继续',
    recall: '你最近的作品',
    myClasses: '我的班级',
    myWorks: '我的作品',
    className: '班级名称',
    createClass: '创建班级',
    pasteList: '粘贴名单',
    studentList: '学生名单',
    addStudents: (n: number) => `添加 ${n} 名学生`,
    studentsAdded: '已添加学生',
    newAccounts: '新的学生账号',
    done: '完成',
    roster: '学生名单',
    managePasswords: (name: string) => `管理学生密码：${name}`,
    makeTemporary: '生成临时密码',
    temporaryFor: (name: string) => `${name} 的临时密码`,
    create: '创作',
    spaceship: '设计飞船',
    spaceshipTitle: '设计你自己的飞船',
    saucer: '飞碟',
    makeIt: '做出来！',
    signOut: '退出登录',
    joinTitle: '加入成为老师',
    invitedTo: (school: string) => `你受邀在 ${school} 任教。请选择你的用户名和密码。`,
    displayName: '显示名称',
    confirmPassword: '确认密码',
    acceptJoin: '接受并登录',
    badInvite: '此邀请链接无效或已过期',
    moderationLog: '审核记录',
    violence: '暴力',
    classNameTaken: '你已经有一个同名的班级',
  },
} as const;

/**
 * Makes the education site speak `lang` in `context`. Chinese is the
 * edition's default (an English browser does not change it, docs/product.md
 * §9), so an English visitor is one who chose English in the language
 * switch: the saved choice (`locale` in local storage, and the `locale`
 * cookie the switch writes beside it for the server's drawn pages).
 */
export async function speak(context: BrowserContext, lang: Lang): Promise<void> {
  if (lang !== 'en') return;
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en-US'));
  await context.addCookies([{ name: 'locale', value: 'en-US', url: EDU_ORIGIN }]);
}

/** A short unique tag for usernames and names (letters and digits, lower case). */
export function tag(): string {
  return randomUUID().replace(/-/g, '').slice(0, 8);
}

/** Signs `api` in on the education edition (`POST /api/auth/edu/login`, password encrypted). */
export async function eduLogIn(api: APIRequestContext, username: string, password: string): Promise<LoginResult> {
  const key = await publicKey(api);
  return dataOf<LoginResult>(
    await api.post('/aigc/api/auth/edu/login', {
      data: { username, password: await encryptPassword(key, password), kid: key.kid },
    }),
  );
}

interface Fixtures {
  /** The project's language. */
  lang: Lang;
  /** The project's texts ({@link TEXT}). */
  text: (typeof TEXT)[Lang];
  /** POSTs `data` to an admin path with the seeded operator's bearer token (docs/edu.md 'Operators'). */
  operator: (path: string, data: unknown) => Promise<APIResponse>;
  /** Makes a teacher through the admin API (the seeded operator's token), signed in on `api`. */
  newTeacher: () => Promise<EduAccount>;
  /** Issues a one-time teacher invite for `school` through the admin API (as `admin edu-invite` does). */
  newInvite: (school: string) => Promise<EduTeacherInvite>;
}

/** Playwright's `test` with the fixtures above; import `test` and `expect` from here. */
export const test = base.extend<Fixtures>({
  // (`provide` is Playwright's `use`, renamed so the React hooks lint rule does not take it for a hook.)
  lang: async ({ locale }, provide) => {
    await provide(locale?.startsWith('zh') ? 'zh' : 'en');
  },
  text: async ({ lang }, provide) => {
    await provide(TEXT[lang]);
  },
  context: async ({ context, lang }, provide) => {
    await speak(context, lang);
    await provide(context);
  },
  operator: async ({ playwright }, provide) => {
    const request = await playwright.request.newContext({ baseURL: API_ORIGIN });
    let token: string | null = null;
    await provide(async (path, data) => {
      if (!token) {
        await logIn(request, 'ops@example.com', 'ops12345');
        token = (await dataOf<{ token: string }>(await request.post('/aigc/admin/tokens', { data: { label: 'e2e edu' } }))).token;
      }
      return request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
    });
    await request.dispose();
  },
  newTeacher: async ({ playwright, operator }, provide) => {
    const contexts: APIRequestContext[] = [];
    await provide(async () => {
      const id = tag();
      const made = await dataOf<EduNewTeacher>(
        await operator('/aigc/admin/edu/teachers', {
          username: `t${id}`,
          nickName: `Teacher ${id.slice(0, 4)}`,
          school: 'E2E Primary',
          password: EDU_PASSWORD,
        }),
      );
      const api = await playwright.request.newContext({ baseURL: API_ORIGIN, extraHTTPHeaders: { 'Entry-Type': 'edu' } });
      contexts.push(api);
      await eduLogIn(api, made.username, EDU_PASSWORD);
      return { userId: made.userId, username: made.username, nickName: made.nickName, password: EDU_PASSWORD, api };
    });
    await Promise.all(contexts.map((c) => c.dispose()));
  },
  newInvite: async ({ operator }, provide) => {
    await provide(async (school) => dataOf<EduTeacherInvite>(await operator('/aigc/admin/edu/invites', { school })));
  },
});

/** Makes a class of `teacher` with students of these display names (API), their initial passwords included. */
export async function newClass(teacher: EduAccount, names: string[]): Promise<{ klass: EduClass; students: EduNewStudent[] }> {
  const klass = await dataOf<EduClass>(await teacher.api.post('/aigc/api/edu/classes', { data: { name: `Class ${tag()}` } }));
  const { created } = await dataOf<{ created: EduNewStudent[] }>(
    await teacher.api.post('/aigc/api/edu/classes/students', {
      data: { classId: klass.classId, students: names.map((nickName) => ({ nickName })) },
    }),
  );
  return { klass, students: created };
}

/** A display name unique to this test (2–20 characters, the nickname rule). */
export function studentName(first: string): string {
  return `${first} ${tag().slice(0, 5)}`;
}

/**
 * Signs `page` in through the header's Sign in and the school-account dialog
 * (by role and visible text); waits for the dialog to close.
 */
export async function signInThroughDialog(page: Page, text: (typeof TEXT)[Lang], username: string, password: string) {
  await page.getByRole('banner').getByRole('button', { name: text.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.loginTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.username).fill(username);
  await dialog.getByLabel(text.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: text.logIn, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export { expect };
