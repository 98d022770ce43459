import { STUDENT_TEMP_PASSWORD_TTL_MS } from '@aigc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eduTempPasswords, userRoles } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { createAdminToken } from '../admin';

/** Docs/edu.md through HTTP: operators, teachers, classes, students, sign-in, separation. */
let t: TestApp;
let adminToken: string;
const EDU = { 'entry-type': 'edu' };

beforeAll(async () => {
  t = await startTestApp();
  const operator = await t.createUser();
  await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
  adminToken = await createAdminToken(t.db, operator.id, 'test', t.clock.now());
}, 60_000);
afterAll(async () => t.close());

let seq = 0;
/** A fresh username. */
function uname(prefix = 'u'): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36)}${seq}`.slice(0, 20);
}

async function makeTeacher(school = 'Sunny School', password = 'teach123') {
  const username = uname('teach');
  const r = await t.call<{ userId: string; initialPassword: string }>('POST', '/aigc/admin/edu/teachers', {
    body: { username, nickName: 'Ms Li', school, password },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(r.body.code, r.body.msg).toBe(200);
  const session = await login(username, password);
  return { id: r.body.data.userId, username, session };
}

async function login(username: string, password: string, headers: Record<string, string> = EDU) {
  const r = await t.call('POST', '/aigc/api/auth/edu/login', {
    body: { username, password: await t.encrypt(password) },
    headers,
  });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.sessionCookie!;
}

async function tryLogin(username: string, password: string, headers: Record<string, string> = EDU) {
  return t.call<{ user: { eduIdentity: string | null } }>('POST', '/aigc/api/auth/edu/login', {
    body: { username, password: password === '' ? '' : await t.encrypt(password) },
    headers,
  });
}

type NewStudent = { userId: string; username: string; nickName: string; initialPassword: string };

async function makeClass(teacherSession: string, name = uname('Class ')) {
  const r = await t.call<{ classId: string }>('POST', '/aigc/api/edu/classes', { body: { name }, session: teacherSession, headers: EDU });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.classId;
}

async function addStudents(teacherSession: string, classId: string, students: { nickName: string; username?: string }[]) {
  const r = await t.call<{ created: NewStudent[] }>('POST', '/aigc/api/edu/classes/students', {
    body: { classId, students },
    session: teacherSession,
    headers: EDU,
  });
  expect(r.body.code, r.body.msg).toBe(200);
  return r.body.data.created;
}

describe('operators make teachers', () => {
  it('makes a teacher with a generated password shown once, and lists teachers', async () => {
    const username = uname('Gen');
    const r = await t.call<{ username: string; initialPassword: string; school: string }>('POST', '/aigc/admin/edu/teachers', {
      body: { username, nickName: 'Mr Wang', school: '  Hill   School ' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(r.body.code).toBe(200);
    expect(r.body.data.username).toBe(username.toLowerCase());
    expect(r.body.data.school).toBe('Hill School');
    expect(r.body.data.initialPassword).toMatch(/^[a-z2-9]{8}$/);
    const session = await login(username, r.body.data.initialPassword);
    const me = await t.call<{ role: string; school: string; classes: unknown[] }>('GET', '/aigc/api/edu/me', { session, headers: EDU });
    expect(me.body.data).toMatchObject({ role: 'teacher', school: 'Hill School', classes: [] });

    const again = await t.call('POST', '/aigc/admin/edu/teachers', {
      body: { username: username.toUpperCase(), nickName: 'Copy', school: 'X' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(again.body).toMatchObject({ code: 409, msg: `The username "${username.toLowerCase()}" is already taken` });

    const list = await t.call<{ dataList: { username: string }[] }>('GET', '/aigc/admin/edu/teachers', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(list.body.data.dataList.map((d) => d.username)).toContain(username.toLowerCase());
  });

  it('refuses non-operators', async () => {
    const user = await t.createUser();
    const r = await t.call('POST', '/aigc/admin/edu/teachers', { body: { username: 'abc', nickName: 'Ab', school: 'S' }, session: user.session });
    expect(r.body.code).toBe(403);
  });

  it('issues a one-time, expiring invite a teacher signs up with', async () => {
    const invite = await t.call<{ token: string; path: string }>('POST', '/aigc/admin/edu/invites', {
      body: { school: 'River School', expiresInHours: 2 },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(invite.body.data.path).toBe(`/teacher/join?invite=${invite.body.data.token}`);
    const info = await t.call<{ school: string }>('GET', '/aigc/api/auth/edu/teacher/invite', { query: { invite: invite.body.data.token } });
    expect(info.body.data.school).toBe('River School');

    const username = uname('inv');
    const body = {
      invite: invite.body.data.token,
      username,
      nickName: 'Mr Zhao',
      password: await t.encrypt('river1!'),
      matchingPassword: await t.encrypt('river1!'),
    };
    const offEdu = await t.call('POST', '/aigc/api/auth/edu/teacher/register', { body });
    expect(offEdu.body).toMatchObject({ code: 403, msg: 'Please sign in on the education site' });
    const r = await t.call<{ user: { eduIdentity: string } }>('POST', '/aigc/api/auth/edu/teacher/register', { body, headers: EDU });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.user.eduIdentity).toBe('teacher');
    const me = await t.call<{ school: string }>('GET', '/aigc/api/edu/me', { session: r.sessionCookie!, headers: EDU });
    expect(me.body.data.school).toBe('River School');

    const reuse = await t.call('POST', '/aigc/api/auth/edu/teacher/register', { body: { ...body, username: uname('inv') }, headers: EDU });
    expect(reuse.body).toMatchObject({ code: 404, msg: 'This invite link is invalid or has expired' });

    const old = await t.call<{ token: string }>('POST', '/aigc/admin/edu/invites', {
      body: { school: 'Late School', expiresInHours: 1 },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    t.clock.advance(60 * 60 * 1000 + 1);
    const late = await t.call('GET', '/aigc/api/auth/edu/teacher/invite', { query: { invite: old.body.data.token } });
    expect(late.body.code).toBe(404);
  });
});

describe('teachers manage their own classes', () => {
  it('creates classes and students (one by one, pasted), generating what is missing', async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.session, '三年级一班');
    const dup = await t.call('POST', '/aigc/api/edu/classes', { body: { name: '三年级一班' }, session: teacher.session, headers: EDU });
    expect(dup.body).toMatchObject({ code: 409, msg: 'You already have a class with this name' });

    const given = uname('kid');
    const one = await addStudents(teacher.session, classId, [{ nickName: '小明', username: given.toUpperCase() }, { nickName: 'Ada' }]);
    expect(one.map((s) => s.username)).toEqual([given.toLowerCase(), expect.stringMatching(/^s[a-z2-9]{6}$/)]);
    for (const s of one) expect(s.initialPassword).toMatch(/^[a-z2-9]{8}$/);

    const pasted = await t.call<{ created: NewStudent[] }>('POST', '/aigc/api/edu/classes/students', {
      body: { classId, text: '姓名,用户名\n李华\n王芳，\n' },
      session: teacher.session,
      headers: EDU,
    });
    expect(pasted.body.data.created.map((s) => s.nickName)).toEqual(['李华', '王芳']);

    const bad = await t.call('POST', '/aigc/api/edu/classes/students', {
      body: { classId, text: 'Bea\nX' },
      session: teacher.session,
      headers: EDU,
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Line 2: The nickname must be 2 to 20 characters long' });
    const taken = await t.call('POST', '/aigc/api/edu/classes/students', {
      body: { classId, students: [{ nickName: 'Cai' }, { nickName: 'Dee', username: given }] },
      session: teacher.session,
      headers: EDU,
    });
    expect(taken.body).toMatchObject({ code: 409, msg: `The username "${given.toLowerCase()}" is already taken` });

    const roster = await t.call<{ nickName: string; imageCount: number }[]>('GET', '/aigc/api/edu/classes/students', {
      query: { classId },
      session: teacher.session,
      headers: EDU,
    });
    expect(roster.body.data.map((s) => s.nickName).sort()).toEqual(['Ada', '小明', '李华', '王芳'].sort());
    const classes = await t.call<{ studentCount: number }[]>('GET', '/aigc/api/edu/classes', { session: teacher.session, headers: EDU });
    expect(classes.body.data[0]?.studentCount).toBe(4);

    // The students sign in with what the teacher was shown.
    const student = await tryLogin(one[1]!.username, one[1]!.initialPassword);
    expect(student.body.data.user.eduIdentity).toBe('student');
    const me = await t.call<{ role: string; classes: { classId: string }[]; teacher: { userId: string } }>('GET', '/aigc/api/edu/me', {
      session: student.sessionCookie!,
      headers: EDU,
    });
    expect(me.body.data).toMatchObject({ role: 'student', classes: [{ classId }], teacher: { userId: teacher.id } });
  });

  it('holds at most 60 students per class', async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.session);
    const many = Array.from({ length: 61 }, (_, i) => ({ nickName: `Kid ${i + 1}` }));
    const tooMany = await t.call('POST', '/aigc/api/edu/classes/students', { body: { classId, students: many }, session: teacher.session, headers: EDU });
    expect(tooMany.body).toMatchObject({ code: 400, msg: 'At most 60 students can be added at once' });
    expect(await addStudents(teacher.session, classId, many.slice(0, 60))).toHaveLength(60);
    const full = await t.call('POST', '/aigc/api/edu/classes/students', { body: { classId, text: 'Late Kid' }, session: teacher.session, headers: EDU });
    expect(full.body).toMatchObject({ code: 400, msg: 'A class can have at most 60 students' });
  });

  it("cannot see or change another teacher's class or students", async () => {
    const a = await makeTeacher();
    const b = await makeTeacher();
    const classA = await makeClass(a.session);
    const [kid] = await addStudents(a.session, classA, [{ nickName: 'Kim' }]);
    const asB = { session: b.session, headers: EDU };
    expect((await t.call('GET', '/aigc/api/edu/classes/students', { query: { classId: classA }, ...asB })).body).toMatchObject({
      code: 404,
      msg: 'This class does not exist',
    });
    expect((await t.call('POST', '/aigc/api/edu/classes/students', { body: { classId: classA, students: [{ nickName: 'Intruder' }] }, ...asB })).body.code).toBe(404);
    expect((await t.call('POST', '/aigc/api/auth/edu/student/forgot', { body: { studentUsername: kid!.username }, ...asB })).body).toMatchObject({
      code: 404,
      msg: 'No student with this username in your classes',
    });
    expect((await t.call('POST', '/aigc/api/edu/students/password/reset', { body: { studentUsername: kid!.username }, ...asB })).body.code).toBe(404);
    expect((await t.call<unknown[]>('GET', '/aigc/api/edu/classes', asB)).body.data).toEqual([]);

    // Students are not teachers.
    const student = await login(kid!.username, kid!.initialPassword);
    expect((await t.call('GET', '/aigc/api/edu/classes', { session: student, headers: EDU })).body).toMatchObject({
      code: 403,
      msg: 'Only teachers can do this',
    });
  });
});

describe('school sign-in', () => {
  it('asks for both fields, then says incorrect account or password', async () => {
    expect((await tryLogin('', 'x1')).body).toMatchObject({ code: 400, msg: 'Please enter a correct account and password' });
    expect((await tryLogin('someone', '')).body).toMatchObject({ code: 400, msg: 'Please enter a correct account and password' });
    expect((await tryLogin('nobody-here', 'abc123')).body).toMatchObject({ code: 400, msg: 'Incorrect account or password' });
  });

  it('keeps edu accounts off the main sites and main accounts off edu', async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.session);
    const [kid] = await addStudents(teacher.session, classId, [{ nickName: 'Sam' }]);
    // The edu login answers only on the education edition (host or Entry-Type).
    expect((await tryLogin(kid!.username, kid!.initialPassword, {})).body).toMatchObject({
      code: 403,
      msg: 'Please sign in on the education site',
    });
    expect((await tryLogin(kid!.username, kid!.initialPassword, { host: 'cn.localhost' })).body.code).toBe(403);
    const viaHost = await tryLogin(kid!.username, kid!.initialPassword, { host: 'edu.localhost:3000' });
    expect(viaHost.body.code).toBe(200);
    // Its session does not count on a main edition …
    const session = viaHost.sessionCookie!;
    expect((await t.call('GET', '/aigc/api/user/info', { session, headers: EDU })).body.code).toBe(200);
    expect((await t.call('GET', '/aigc/api/user/info', { session })).body.code).toBe(401);
    expect((await t.call('GET', '/aigc/api/user/info', { session, headers: { host: 'shop.localhost' } })).body.code).toBe(401);

    // … and a main-site account neither signs in on edu nor keeps its session there.
    const main = await t.register({ password: 'secret123' });
    const mainLogin = await t.call('POST', '/aigc/api/auth/login/email', {
      body: { email: main.email, password: await t.encrypt('secret123') },
      headers: EDU,
    });
    expect(mainLogin.body).toMatchObject({ code: 403, msg: 'Please sign in with your school account' });
    const account = await t.call('POST', '/aigc/api/auth/login/account', {
      body: { account: main.email, password: await t.encrypt('secret123') },
      headers: EDU,
    });
    expect(account.body.code).toBe(403);
    expect((await t.call('GET', '/aigc/api/user/info', { session: main.session, headers: EDU })).body.code).toBe(401);
    expect((await t.call('GET', '/aigc/api/user/info', { session: main.session })).body.code).toBe(200);
    // There is no username on a main account, so the edu door does not open it either.
    expect((await tryLogin(main.email, 'secret123')).body.msg).toBe('Incorrect account or password');
  });

  it('locks an account after 5 failures, whatever the shared classroom address', async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.session);
    const [kid, other] = await addStudents(teacher.session, classId, [{ nickName: 'Lou' }, { nickName: 'Max' }]);
    for (let i = 0; i < 5; i += 1) expect((await tryLogin(kid!.username, 'wrong1')).body.code).toBe(400);
    expect((await tryLogin(kid!.username, kid!.initialPassword)).body.code).toBe(429);
    // A classmate behind the same address still signs in.
    expect((await tryLogin(other!.username, other!.initialPassword)).body.code).toBe(200);
  });
});

describe('temporary student password', () => {
  it('works for 60 minutes beside the own password, is stored hashed and shown once', async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.session);
    const [kid] = await addStudents(teacher.session, classId, [{ nickName: 'Zoe' }]);
    const made = await t.call<{ temporaryPassword: string; expiresAt: string; studentUsername: string }>(
      'POST',
      '/aigc/api/auth/edu/student/forgot',
      { body: { studentUsername: kid!.username.toUpperCase() }, session: teacher.session, headers: EDU },
    );
    expect(made.body.code, made.body.msg).toBe(200);
    const temp = made.body.data.temporaryPassword;
    expect(new Date(made.body.data.expiresAt).getTime() - t.clock.now().getTime()).toBe(STUDENT_TEMP_PASSWORD_TTL_MS);
    const [row] = await t.db.select().from(eduTempPasswords);
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(temp);

    const roster = await t.call<{ temporaryPasswordExpiresAt: string | null }[]>('GET', '/aigc/api/edu/classes/students', {
      query: { classId },
      session: teacher.session,
      headers: EDU,
    });
    expect(roster.body.data[0]?.temporaryPasswordExpiresAt).toBe(made.body.data.expiresAt);

    t.clock.advance(STUDENT_TEMP_PASSWORD_TTL_MS - 1000);
    expect((await tryLogin(kid!.username, temp)).body.code).toBe(200);
    expect((await tryLogin(kid!.username, kid!.initialPassword)).body.code).toBe(200);
    t.clock.advance(1001);
    expect((await tryLogin(kid!.username, temp)).body).toMatchObject({ code: 400, msg: 'Incorrect account or password' });
    expect((await tryLogin(kid!.username, kid!.initialPassword)).body.code).toBe(200);
  });

  it('a new one replaces the previous one; only teachers make them', async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.session);
    const [kid] = await addStudents(teacher.session, classId, [{ nickName: 'Ivy' }]);
    const make = async () =>
      (
        await t.call<{ temporaryPassword: string }>('POST', '/aigc/api/auth/edu/student/forgot', {
          body: { studentUsername: kid!.username },
          session: teacher.session,
          headers: EDU,
        })
      ).body.data.temporaryPassword;
    const first = await make();
    const second = await make();
    expect((await tryLogin(kid!.username, first)).body.code).toBe(400);
    expect((await tryLogin(kid!.username, second)).body.code).toBe(200);

    const student = await login(kid!.username, kid!.initialPassword);
    const self = await t.call('POST', '/aigc/api/auth/edu/student/forgot', { body: { studentUsername: kid!.username }, session: student, headers: EDU });
    expect(self.body).toMatchObject({ code: 403, msg: 'Only teachers can do this' });
  });

  it('a reset gives a new permanent password and signs the student out', async () => {
    const teacher = await makeTeacher();
    const classId = await makeClass(teacher.session);
    const [kid] = await addStudents(teacher.session, classId, [{ nickName: 'Ben' }]);
    const session = await login(kid!.username, kid!.initialPassword);
    const reset = await t.call<{ initialPassword: string }>('POST', '/aigc/api/edu/students/password/reset', {
      body: { studentUsername: kid!.username },
      session: teacher.session,
      headers: EDU,
    });
    expect(reset.body.code).toBe(200);
    expect((await t.call('GET', '/aigc/api/user/info', { session, headers: EDU })).body.code).toBe(401);
    expect((await tryLogin(kid!.username, kid!.initialPassword)).body.code).toBe(400);
    expect((await tryLogin(kid!.username, reset.body.data.initialPassword)).body.code).toBe(200);
  });
});
