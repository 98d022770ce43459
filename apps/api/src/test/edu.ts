/**
 * Helpers of the education edition's server tests (docs/edu.md): an operator
 * token, teachers, classes, students and school sign-in, all through HTTP.
 */
import { randomBytes } from 'node:crypto';
import { userRoles } from '../db/schema';
import { createAdminToken } from '../modules/admin';
import type { TestApp } from './harness';

/** Headers of the education client (`Entry-Type: edu`). */
export const EDU_HEADERS = { 'entry-type': 'edu' } as const;

/** A made student with the password shown once. */
export interface TestStudent {
  userId: string;
  username: string;
  nickName: string;
  initialPassword: string;
  /** A session on the education edition. */
  session: string;
}

/** A made teacher with a session on the education edition. */
export interface TestTeacher {
  id: string;
  username: string;
  session: string;
}

/** A fresh, valid username (`prefix` + random). */
export function freshUsername(prefix = 'u'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/** What {@link eduFixtures} gives. */
export interface EduFixtures {
  adminToken: string;
  /** A teacher made by the operator, signed in on the education edition. */
  teacher(school?: string): Promise<TestTeacher>;
  /** A class of `teacher`; returns its id. */
  classOf(teacher: TestTeacher, name?: string): Promise<string>;
  /** Students added to a class, each signed in on the education edition. */
  students(teacher: TestTeacher, classId: string, names: string[]): Promise<TestStudent[]>;
  /** Signs in with the school login; returns the session (throws on failure). */
  login(username: string, password: string): Promise<string>;
}

/** An operator with an admin token, and the helpers of {@link EduFixtures}. */
export async function eduFixtures(t: TestApp): Promise<EduFixtures> {
  const operator = await t.createUser();
  await t.db.insert(userRoles).values({ userId: operator.id, role: 'admin' });
  const adminToken = await createAdminToken(t.db, operator.id, 'test', t.clock.now());
  const login = async (username: string, password: string) => {
    const r = await t.call('POST', '/aigc/api/auth/edu/login', {
      body: { username, password: await t.encrypt(password) },
      headers: EDU_HEADERS,
    });
    if (r.body.code !== 200 || !r.sessionCookie) throw new Error(`edu login failed: ${r.body.msg}`);
    return r.sessionCookie;
  };
  return {
    adminToken,
    login,
    async teacher(school = 'Sunny School') {
      const username = freshUsername('t');
      const r = await t.call<{ userId: string }>('POST', '/aigc/admin/edu/teachers', {
        body: { username, nickName: 'Ms Li', school, password: 'teach123' },
        headers: { authorization: `Bearer ${adminToken}` },
      });
      if (r.body.code !== 200) throw new Error(`teacher failed: ${r.body.msg}`);
      return { id: r.body.data.userId, username, session: await login(username, 'teach123') };
    },
    async classOf(teacher, name = `Class ${randomBytes(3).toString('hex')}`) {
      const r = await t.call<{ classId: string }>('POST', '/aigc/api/edu/classes', {
        body: { name },
        session: teacher.session,
        headers: EDU_HEADERS,
      });
      if (r.body.code !== 200) throw new Error(`class failed: ${r.body.msg}`);
      return r.body.data.classId;
    },
    async students(teacher, classId, names) {
      const r = await t.call<{ created: Omit<TestStudent, 'session'>[] }>('POST', '/aigc/api/edu/classes/students', {
        body: { classId, students: names.map((nickName) => ({ nickName })) },
        session: teacher.session,
        headers: EDU_HEADERS,
      });
      if (r.body.code !== 200) throw new Error(`students failed: ${r.body.msg}`);
      return Promise.all(r.body.data.created.map(async (s) => ({ ...s, session: await login(s.username, s.initialPassword) })));
    },
  };
}
