/**
 * The education edition's accounts and classes (docs/edu.md): school sign-in,
 * temporary student passwords, teachers (by operators or invite), classes,
 * rosters, the teacher's moderation log, the class gallery and the student's
 * work counts.
 */
import { createHash } from 'node:crypto';
import {
  checkRoster,
  EDU_CLASS_NAME_MAX,
  EDU_CLASS_STUDENTS_MAX,
  EDU_CLASSES_MAX,
  EDU_MESSAGES,
  EDU_SCHOOL_NAME_MAX,
  normalizeEduUsername,
  parseEduRoster,
  STUDENT_TEMP_PASSWORD_TTL_MS,
  usernameTakenMessage,
  validateEduUsername,
  validateNickname,
  validatePasswordMatch,
  type Edition,
  type Limits,
  type RosterEntry,
} from '@aigc/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import {
  eduClasses,
  eduModerationEvents,
  eduStudents,
  eduTeacherInvites,
  eduTeachers,
  eduTempPasswords,
  generations,
  images,
  users,
} from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { makePage, type Page } from '../../lib/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { createSession } from '../../lib/sessions';
import {
  checkNewPassword,
  checkPasswordWithLockout,
  createAccount,
  decryptPasswordField,
  isUniqueViolation,
  replacePassword,
  hashPassword,
  type PasswordKey,
} from '../auth';
import { loadRecords, type GenerationRecordDto } from '../generate';
import { generateInviteToken, generatePassword, generateUsername } from './credentials';

/** What the education service needs. */
export interface EduDeps {
  db: Db;
  clock: Clock;
  key: PasswordKey;
  /** The abuse limits (`app.config.limits`, docs/security.md 'Limits and lockouts'). */
  limits: Limits;
}

/** A session opened by a school sign-in (for the cookie). */
export interface EduSession {
  userId: string;
  token: string;
  expiresAt: Date;
}

type UserRow = typeof users.$inferSelect;

/** Throws 400 with the issue's message when a validator found one. */
function check(issue: { message: string } | null): void {
  if (issue) throw badRequest(issue.message);
}

function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Image and 3D-model counts of `userIds`' generation histories (docs/edu.md 'Students'). */
async function workCounts(db: DbOrTx, userIds: string[]): Promise<Map<string, { imageCount: number; modelCount: number }>> {
  const out = new Map(userIds.map((id) => [id, { imageCount: 0, modelCount: 0 }]));
  if (userIds.length === 0) return out;
  const imageRows = await db
    .select({ userId: generations.userId, n: count() })
    .from(images)
    .innerJoin(generations, eq(generations.id, images.generationId))
    .where(inArray(generations.userId, userIds))
    .groupBy(generations.userId);
  for (const r of imageRows) out.get(r.userId)!.imageCount = r.n;
  const modelRows = await db
    .select({ userId: generations.userId, n: count() })
    .from(generations)
    .where(and(inArray(generations.userId, userIds), eq(generations.kind, 'img2model3d')))
    .groupBy(generations.userId);
  for (const r of modelRows) out.get(r.userId)!.modelCount = r.n;
  return out;
}

/** The education edition's rules (docs/edu.md). */
export class EduService {
  constructor(private readonly deps: EduDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  /** The education account with this username (any case), or null. */
  private async findByUsername(db: DbOrTx, username: string): Promise<UserRow | null> {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.username, normalizeEduUsername(username)), isNotNull(users.eduRole)))
      .limit(1);
    return rows[0] ?? null;
  }

  /** Checks a new password (edu edition rule) and its confirmation; returns the plain password. */
  private newPassword(field: string, matching: string | undefined, kid: string | undefined): string {
    const password = decryptPasswordField(this.deps.key, field, kid);
    checkNewPassword('edu', password);
    if (matching !== undefined) check(validatePasswordMatch(password, decryptPasswordField(this.deps.key, matching, kid)));
    return password;
  }

  /**
   * `POST /api/auth/edu/login` (docs/edu.md 'Sign in'): username + password
   * (the own one or a live temporary one), under the lockout of docs/auth.md
   * 'Lockouts' per account and per address (`ip`; a classroom shares one
   * address, so its cap is `limits.eduLoginFailuresPerIp`).
   * Errors: 403 not the edu edition; 400 'Please enter a correct account and
   * password' (empty); 400 'Incorrect account or password'; 429 locked.
   */
  async login(
    input: { username: string; password: string; kid?: string | undefined },
    edition: Edition,
    ip: string | null,
  ): Promise<EduSession> {
    if (edition !== 'edu') throw forbidden(EDU_MESSAGES.eduSiteOnly);
    if (input.username.trim() === '' || input.password === '') throw badRequest(EDU_MESSAGES.emptyLogin);
    const password = decryptPasswordField(this.deps.key, input.password, input.kid);
    if (password === '') throw badRequest(EDU_MESSAGES.emptyLogin);
    const now = this.now();
    const user = validateEduUsername(input.username) ? null : await this.findByUsername(this.deps.db, input.username);
    const temp = user
      ? await this.deps.db
          .select({ hash: eduTempPasswords.passwordHash })
          .from(eduTempPasswords)
          .where(and(eq(eduTempPasswords.studentId, user.id), gt(eduTempPasswords.expiresAt, now)))
          .limit(1)
      : [];
    const ok = await checkPasswordWithLockout(this.deps.db, {
      subject: user ? { userId: user.id } : { typed: `edu:${normalizeEduUsername(input.username)}` },
      hash: user?.passwordHash ?? null,
      alternateHash: temp[0]?.hash ?? null,
      password,
      ip,
      now,
      limits: this.deps.limits,
      // A classroom shares one address: its own, higher cap.
      ipMax: this.deps.limits.eduLoginFailuresPerIp,
    });
    if (!user || !ok) throw badRequest(EDU_MESSAGES.badLogin);
    return { userId: user.id, ...(await createSession(this.deps.db, user.id, now)) };
  }

  /** The teacher's student with this username, or 404 'No student with this username in your classes'. */
  private async studentOf(teacherId: string, studentUsername: string): Promise<UserRow> {
    if (studentUsername.trim() === '') throw badRequest(EDU_MESSAGES.studentUsernameRequired);
    const rows = await this.deps.db
      .select({ u: users })
      .from(users)
      .innerJoin(eduStudents, eq(eduStudents.userId, users.id))
      .where(and(eq(users.username, normalizeEduUsername(studentUsername)), eq(eduStudents.teacherId, teacherId)))
      .limit(1);
    if (!rows[0]) throw notFound(EDU_MESSAGES.noStudent);
    return rows[0].u;
  }

  /**
   * `POST /api/auth/edu/student/forgot`: a temporary password for one of the
   * teacher's students, valid {@link STUDENT_TEMP_PASSWORD_TTL_MS} (60 min),
   * stored only as an argon2id hash, replacing an earlier one; the student's
   * own password keeps working (docs/edu.md). Errors: 400 empty username;
   * 404 not the teacher's student.
   */
  async temporaryPassword(teacherId: string, studentUsername: string) {
    const student = await this.studentOf(teacherId, studentUsername);
    const temporaryPassword = generatePassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const now = this.now();
    const expiresAt = new Date(now.getTime() + STUDENT_TEMP_PASSWORD_TTL_MS);
    await this.deps.db
      .insert(eduTempPasswords)
      .values({ studentId: student.id, passwordHash, createdBy: teacherId, createdAt: now, expiresAt })
      .onConflictDoUpdate({
        target: eduTempPasswords.studentId,
        set: { passwordHash, createdBy: teacherId, createdAt: now, expiresAt },
      });
    return {
      studentUserId: student.id,
      studentUsername: student.username ?? '',
      nickName: student.nickname,
      temporaryPassword,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /**
   * `POST /api/edu/students/password/reset`: a new permanent password for one
   * of the teacher's students (shown once); the old password and any
   * temporary one stop working and the student's sessions are signed out.
   * Errors: 400; 404.
   */
  async resetStudentPassword(teacherId: string, studentUsername: string) {
    const student = await this.studentOf(teacherId, studentUsername);
    const initialPassword = generatePassword();
    const passwordHash = await hashPassword(initialPassword);
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      await replacePassword(tx, student.id, passwordHash, now);
      await tx.delete(eduTempPasswords).where(eq(eduTempPasswords.studentId, student.id));
    });
    return { userId: student.id, username: student.username ?? '', nickName: student.nickname, initialPassword };
  }

  /** `GET /api/edu/me`. Errors: 403 'Only school accounts can do this'. */
  async me(userId: string) {
    const [u] = await this.deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!u?.eduRole || !u.username) throw forbidden(EDU_MESSAGES.schoolOnly);
    if (u.eduRole === 'teacher') {
      const [t] = await this.deps.db.select().from(eduTeachers).where(eq(eduTeachers.userId, u.id)).limit(1);
      const classes = await this.deps.db
        .select({ classId: eduClasses.id, name: eduClasses.name })
        .from(eduClasses)
        .where(eq(eduClasses.teacherId, u.id))
        .orderBy(asc(eduClasses.createdAt), asc(eduClasses.id));
      return { userId: u.id, username: u.username, nickName: u.nickname, role: u.eduRole, school: t?.school ?? null, classes, teacher: null };
    }
    const rows = await this.deps.db
      .select({ classId: eduClasses.id, name: eduClasses.name, teacherId: users.id, teacherName: users.nickname, school: eduTeachers.school })
      .from(eduStudents)
      .innerJoin(eduClasses, eq(eduClasses.id, eduStudents.classId))
      .innerJoin(users, eq(users.id, eduStudents.teacherId))
      .leftJoin(eduTeachers, eq(eduTeachers.userId, eduStudents.teacherId))
      .where(eq(eduStudents.userId, u.id))
      .limit(1);
    const c = rows[0];
    return {
      userId: u.id,
      username: u.username,
      nickName: u.nickname,
      role: u.eduRole,
      school: c?.school ?? null,
      classes: c ? [{ classId: c.classId, name: c.name }] : [],
      teacher: c ? { userId: c.teacherId, nickName: c.teacherName } : null,
    };
  }

  /** `GET /api/edu/classes`: the teacher's classes, oldest first, with their student counts. */
  async listClasses(teacherId: string) {
    const rows = await this.deps.db
      .select({ c: eduClasses, n: sql<number>`(select count(*)::int from ${eduStudents} where ${eduStudents.classId} = ${eduClasses.id})` })
      .from(eduClasses)
      .where(eq(eduClasses.teacherId, teacherId))
      .orderBy(asc(eduClasses.createdAt), asc(eduClasses.id));
    return rows.map((r) => ({ classId: r.c.id, name: r.c.name, studentCount: Number(r.n), createTime: r.c.createdAt.toISOString() }));
  }

  /**
   * `POST /api/edu/classes`. Errors: 400 name empty / over
   * {@link EDU_CLASS_NAME_MAX}; 409 name taken (per teacher); 409 more than
   * {@link EDU_CLASSES_MAX} classes.
   */
  async createClass(teacherId: string, rawName: string) {
    const name = rawName.trim().replace(/\s+/g, ' ');
    if (name === '') throw badRequest(EDU_MESSAGES.classNameRequired);
    if ([...name].length > EDU_CLASS_NAME_MAX) throw badRequest(EDU_MESSAGES.classNameTooLong);
    const [existing] = await this.deps.db.select({ n: count() }).from(eduClasses).where(eq(eduClasses.teacherId, teacherId));
    if ((existing?.n ?? 0) >= EDU_CLASSES_MAX) throw conflict(EDU_MESSAGES.tooManyClasses);
    const now = this.now();
    const id = newId();
    try {
      await this.deps.db.insert(eduClasses).values({ id, teacherId, name, createdAt: now });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(EDU_MESSAGES.classNameTaken);
      throw err;
    }
    return { classId: id, name, studentCount: 0, createTime: now.toISOString() };
  }

  /** The teacher's class, or 404 'This class does not exist'. */
  private async classOf(teacherId: string, classId: string) {
    const [c] = await this.deps.db
      .select()
      .from(eduClasses)
      .where(and(eq(eduClasses.id, classId), eq(eduClasses.teacherId, teacherId)))
      .limit(1);
    if (!c) throw notFound(EDU_MESSAGES.noClass);
    return c;
  }

  /** `GET /api/edu/classes/students`: the class's roster by display name. Errors: 404 not the teacher's class. */
  async roster(teacherId: string, classId: string) {
    await this.classOf(teacherId, classId);
    const now = this.now();
    const rows = await this.deps.db
      .select({ u: users, s: eduStudents, tempExpires: eduTempPasswords.expiresAt })
      .from(eduStudents)
      .innerJoin(users, eq(users.id, eduStudents.userId))
      .leftJoin(eduTempPasswords, and(eq(eduTempPasswords.studentId, users.id), gt(eduTempPasswords.expiresAt, now)))
      .where(eq(eduStudents.classId, classId))
      .orderBy(asc(users.nickname), asc(users.username));
    const counts = await workCounts(this.deps.db, rows.map((r) => r.u.id));
    return rows.map((r) => ({
      userId: r.u.id,
      username: r.u.username ?? '',
      nickName: r.u.nickname,
      classId,
      ...(counts.get(r.u.id) ?? { imageCount: 0, modelCount: 0 }),
      temporaryPasswordExpiresAt: r.tempExpires ? r.tempExpires.toISOString() : null,
      createTime: r.s.createdAt.toISOString(),
    }));
  }

  /**
   * Picks usernames for new accounts: the given ones must be free (409
   * 'The username "x" is already taken'); missing ones are generated and
   * re-drawn while taken.
   */
  private async usernamesFor(role: 'teacher' | 'student', wanted: (string | null)[]): Promise<string[]> {
    const given = wanted.filter((u): u is string => u !== null);
    if (given.length > 0) {
      const taken = await this.deps.db.select({ username: users.username }).from(users).where(inArray(users.username, given)).limit(1);
      if (taken[0]) throw conflict(usernameTakenMessage(taken[0].username ?? ''));
    }
    const chosen = new Set(given);
    const out: string[] = [];
    for (const w of wanted) {
      if (w !== null) {
        out.push(w);
        continue;
      }
      for (;;) {
        const candidate = generateUsername(role);
        if (chosen.has(candidate)) continue;
        const clash = await this.deps.db.select({ id: users.id }).from(users).where(eq(users.username, candidate)).limit(1);
        if (clash.length > 0) continue;
        chosen.add(candidate);
        out.push(candidate);
        break;
      }
    }
    return out;
  }

  /**
   * `POST /api/edu/classes/students`: adds students to the teacher's class
   * from `students` or a pasted `text` (parseEduRoster), all or nothing;
   * usernames and passwords are generated where missing and the passwords
   * returned once. Errors: 400 'Line N: …' / none given / too many at once /
   * class full; 404 not the teacher's class; 409 username taken.
   */
  async addStudents(
    teacherId: string,
    input: { classId: string; students?: { nickName: string; username?: string | null | undefined }[] | undefined; text?: string | undefined },
  ) {
    await this.classOf(teacherId, input.classId);
    let entries: RosterEntry[];
    if (input.text !== undefined && input.students === undefined) {
      const parsed = parseEduRoster(input.text);
      if (parsed.issues[0]) throw badRequest(parsed.issues[0].message);
      entries = parsed.students;
    } else {
      entries = (input.students ?? []).map((s, i) => ({
        line: i + 1,
        nickName: s.nickName.trim(),
        username: s.username ? normalizeEduUsername(s.username) : null,
      }));
      const issue = checkRoster(entries)[0];
      if (issue) throw badRequest(issue.message);
    }
    if (entries.length === 0) throw badRequest(EDU_MESSAGES.noStudentsGiven);
    if (entries.length > EDU_CLASS_STUDENTS_MAX) throw badRequest(EDU_MESSAGES.tooManyStudentsAtOnce);
    const [current] = await this.deps.db.select({ n: count() }).from(eduStudents).where(eq(eduStudents.classId, input.classId));
    if ((current?.n ?? 0) + entries.length > EDU_CLASS_STUDENTS_MAX) throw badRequest(EDU_MESSAGES.classFull);
    const usernames = await this.usernamesFor('student', entries.map((e) => e.username));
    const made = await Promise.all(
      entries.map(async (e, i) => {
        const initialPassword = generatePassword();
        return { nickName: e.nickName.trim(), username: usernames[i]!, initialPassword, passwordHash: await hashPassword(initialPassword) };
      }),
    );
    const now = this.now();
    let ids: string[];
    try {
      ids = await this.deps.db.transaction(async (tx) => {
        // The class row is locked so that two batches cannot overfill it together.
        await tx.select({ id: eduClasses.id }).from(eduClasses).where(eq(eduClasses.id, input.classId)).for('update');
        const [inClass] = await tx.select({ n: count() }).from(eduStudents).where(eq(eduStudents.classId, input.classId));
        if ((inClass?.n ?? 0) + made.length > EDU_CLASS_STUDENTS_MAX) throw badRequest(EDU_MESSAGES.classFull);
        const out: string[] = [];
        for (const m of made) {
          const id = await createAccount(
            tx,
            { nickname: m.nickName, passwordHash: m.passwordHash, username: m.username, eduRole: 'student', signUpGrant: false },
            now,
          );
          await tx.insert(eduStudents).values({ userId: id, classId: input.classId, teacherId, createdAt: now });
          out.push(id);
        }
        return out;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('A username was taken meanwhile, please try again');
      throw err;
    }
    return { created: made.map((m, i) => ({ userId: ids[i]!, username: m.username, nickName: m.nickName, initialPassword: m.initialPassword })) };
  }

  /** Checks a school name (1–{@link EDU_SCHOOL_NAME_MAX}); returns it trimmed. */
  private school(raw: string): string {
    const school = raw.trim().replace(/\s+/g, ' ');
    if (school === '') throw badRequest(EDU_MESSAGES.schoolRequired);
    if ([...school].length > EDU_SCHOOL_NAME_MAX) throw badRequest(EDU_MESSAGES.schoolTooLong);
    return school;
  }

  /** Makes a teacher account in `tx`: the user row (no tickets) and its `edu_teachers` row. */
  private async insertTeacher(
    tx: Tx,
    t: { username: string; nickName: string; school: string; passwordHash: string; createdBy: string | null; inviteId: string | null },
    now: Date,
  ): Promise<string> {
    const id = await createAccount(
      tx,
      { nickname: t.nickName, passwordHash: t.passwordHash, username: t.username, eduRole: 'teacher', signUpGrant: false },
      now,
    );
    await tx.insert(eduTeachers).values({ userId: id, school: t.school, createdBy: t.createdBy, inviteId: t.inviteId, createdAt: now });
    return id;
  }

  /**
   * `POST /admin/edu/teachers`: an operator makes a teacher account; the
   * password is the given one (edu rule) or generated, returned once.
   * Errors: 400 rules; 409 username taken.
   */
  async createTeacher(operatorId: string, input: { username: string; nickName: string; school: string; password?: string | undefined }) {
    check(validateEduUsername(input.username));
    check(validateNickname(input.nickName));
    const school = this.school(input.school);
    const username = normalizeEduUsername(input.username);
    const initialPassword = input.password ?? generatePassword();
    checkNewPassword('edu', initialPassword);
    if (await this.findAnyByUsername(username)) throw conflict(usernameTakenMessage(username));
    const passwordHash = await hashPassword(initialPassword);
    const nickName = input.nickName.trim();
    const now = this.now();
    let userId: string;
    try {
      userId = await this.deps.db.transaction((tx) =>
        this.insertTeacher(tx, { username, nickName, school, passwordHash, createdBy: operatorId, inviteId: null }, now),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(usernameTakenMessage(username));
      throw err;
    }
    return { userId, username, nickName, school, initialPassword };
  }

  private async findAnyByUsername(username: string): Promise<boolean> {
    const rows = await this.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    return rows.length > 0;
  }

  /** `GET /admin/edu/teachers`: teacher accounts, newest first, with class and student counts. */
  async listTeachers(page: number, pageSize: number): Promise<Page<{
    userId: string; username: string; nickName: string; school: string; classCount: number; studentCount: number; createTime: string;
  }>> {
    const [rows, totals] = await Promise.all([
      this.deps.db
        .select({
          u: users,
          school: eduTeachers.school,
          classCount: sql<number>`(select count(*)::int from ${eduClasses} where ${eduClasses.teacherId} = ${users.id})`,
          studentCount: sql<number>`(select count(*)::int from ${eduStudents} where ${eduStudents.teacherId} = ${users.id})`,
        })
        .from(eduTeachers)
        .innerJoin(users, eq(users.id, eduTeachers.userId))
        .orderBy(desc(eduTeachers.createdAt), desc(users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.deps.db.select({ n: count() }).from(eduTeachers),
    ]);
    return makePage(
      rows.map((r) => ({
        userId: r.u.id,
        username: r.u.username ?? '',
        nickName: r.u.nickname,
        school: r.school,
        classCount: Number(r.classCount),
        studentCount: Number(r.studentCount),
        createTime: r.u.createdAt.toISOString(),
      })),
      page,
      pageSize,
      totals[0]?.n ?? 0,
    );
  }

  /** `POST /admin/edu/invites`: a one-time teacher invite link valid `hours`; the token is returned once. */
  async createInvite(operatorId: string, rawSchool: string, hours: number) {
    const school = this.school(rawSchool);
    const token = generateInviteToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + hours * 3_600_000);
    await this.deps.db
      .insert(eduTeacherInvites)
      .values({ id: newId(), tokenHash: sha256(token), school, createdBy: operatorId, createdAt: now, expiresAt });
    return { token, path: `/teacher/join?invite=${token}`, school, expiresAt: expiresAt.toISOString() };
  }

  /** `GET /api/auth/edu/teacher/invite`: the school of a live invite. Errors: 404 'This invite link is invalid or has expired'. */
  async inviteInfo(token: string) {
    const [row] = await this.deps.db
      .select()
      .from(eduTeacherInvites)
      .where(and(eq(eduTeacherInvites.tokenHash, sha256(token)), isNull(eduTeacherInvites.usedAt), gt(eduTeacherInvites.expiresAt, this.now())))
      .limit(1);
    if (!row) throw notFound(EDU_MESSAGES.badInvite);
    return { school: row.school, expiresAt: row.expiresAt.toISOString() };
  }

  /**
   * `POST /api/auth/edu/teacher/register`: a teacher makes their account
   * with a live invite (used up in the same transaction) and is signed in.
   * Errors: 403 not the edu edition; 400 rules / 'The passwords do not
   * match'; 404 invite unknown, used or expired; 409 username taken.
   */
  async registerTeacher(
    input: { invite: string; username: string; nickName: string; password: string; matchingPassword: string; kid?: string | undefined },
    edition: Edition,
  ): Promise<EduSession> {
    if (edition !== 'edu') throw forbidden(EDU_MESSAGES.eduSiteOnly);
    await this.inviteInfo(input.invite);
    check(validateEduUsername(input.username));
    check(validateNickname(input.nickName));
    const password = this.newPassword(input.password, input.matchingPassword, input.kid);
    const username = normalizeEduUsername(input.username);
    if (await this.findAnyByUsername(username)) throw conflict(usernameTakenMessage(username));
    const passwordHash = await hashPassword(password);
    const now = this.now();
    let userId: string;
    try {
      userId = await this.deps.db.transaction(async (tx) => {
        const used = await tx
          .update(eduTeacherInvites)
          .set({ usedAt: now })
          .where(
            and(eq(eduTeacherInvites.tokenHash, sha256(input.invite)), isNull(eduTeacherInvites.usedAt), gt(eduTeacherInvites.expiresAt, now)),
          )
          .returning({ id: eduTeacherInvites.id, school: eduTeacherInvites.school });
        const invite = used[0];
        if (!invite) throw notFound(EDU_MESSAGES.badInvite);
        const id = await this.insertTeacher(
          tx,
          { username, nickName: input.nickName.trim(), school: invite.school, passwordHash, createdBy: null, inviteId: invite.id },
          now,
        );
        await tx.update(eduTeacherInvites).set({ usedBy: id }).where(eq(eduTeacherInvites.id, invite.id));
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(usernameTakenMessage(username));
      throw err;
    }
    return { userId, ...(await createSession(this.deps.db, userId, now)) };
  }

  /** `GET /api/edu/moderation/list`: refusals of the teacher's students, newest first. Errors: 404 not the teacher's class. */
  async moderationList(teacherId: string, classId: string | undefined, page: number, pageSize: number) {
    if (classId) await this.classOf(teacherId, classId);
    const where = and(eq(eduClasses.teacherId, teacherId), classId ? eq(eduModerationEvents.classId, classId) : undefined);
    const [rows, totals] = await Promise.all([
      this.deps.db
        .select({ e: eduModerationEvents, username: users.username, nickName: users.nickname })
        .from(eduModerationEvents)
        .innerJoin(eduClasses, eq(eduClasses.id, eduModerationEvents.classId))
        .innerJoin(users, eq(users.id, eduModerationEvents.studentId))
        .where(where)
        .orderBy(desc(eduModerationEvents.createdAt), desc(eduModerationEvents.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.deps.db
        .select({ n: count() })
        .from(eduModerationEvents)
        .innerJoin(eduClasses, eq(eduClasses.id, eduModerationEvents.classId))
        .where(where),
    ]);
    return makePage(
      rows.map((r) => ({
        id: r.e.id,
        student: { userId: r.e.studentId, username: r.username ?? '', nickName: r.nickName },
        classId: r.e.classId,
        kind: r.e.kind,
        source: r.e.source,
        prompt: r.e.prompt,
        reason: r.e.reason,
        createTime: r.e.createdAt.toISOString(),
      })),
      page,
      pageSize,
      totals[0]?.n ?? 0,
    );
  }

  /**
   * `GET /api/edu/classes/gallery`: the works of a class's students, newest
   * first, for its teacher and its students. Errors: 403 not a school
   * account; 404 'This class does not exist' (unknown, or not the caller's class).
   */
  async gallery(
    user: { id: string; eduRole: 'teacher' | 'student' | null },
    classId: string,
    page: number,
    pageSize: number,
  ): Promise<Page<{ record: GenerationRecordDto; author: { userId: string; nickName: string; username: string } }>> {
    if (!user.eduRole) throw forbidden(EDU_MESSAGES.schoolOnly);
    const [cls] = await this.deps.db.select().from(eduClasses).where(eq(eduClasses.id, classId)).limit(1);
    let allowed = cls?.teacherId === user.id;
    if (cls && !allowed && user.eduRole === 'student') {
      const mine = await this.deps.db
        .select({ id: eduStudents.userId })
        .from(eduStudents)
        .where(and(eq(eduStudents.userId, user.id), eq(eduStudents.classId, classId)))
        .limit(1);
      allowed = mine.length > 0;
    }
    if (!allowed) throw notFound(EDU_MESSAGES.noClass);
    const where = eq(eduStudents.classId, classId);
    const [rows, totals] = await Promise.all([
      this.deps.db
        .select({ id: generations.id, userId: users.id, nickName: users.nickname, username: users.username })
        .from(generations)
        .innerJoin(eduStudents, eq(eduStudents.userId, generations.userId))
        .innerJoin(users, eq(users.id, generations.userId))
        .where(where)
        .orderBy(desc(generations.createdAt), desc(generations.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.deps.db.select({ n: count() }).from(generations).innerJoin(eduStudents, eq(eduStudents.userId, generations.userId)).where(where),
    ]);
    const records = await loadRecords(this.deps.db, rows.map((r) => r.id));
    const authorOf = new Map(rows.map((r) => [r.id, { userId: r.userId, nickName: r.nickName, username: r.username ?? '' }]));
    return makePage(
      records.map((record) => ({ record, author: authorOf.get(record.id)! })),
      page,
      pageSize,
      totals[0]?.n ?? 0,
    );
  }

  /** `GET /api/business/user/popup/calcu-classwork`: the caller's image and 3D-model counts. */
  async classwork(userId: string): Promise<{ imageCount: number; modelCount: number }> {
    return (await workCounts(this.deps.db, [userId])).get(userId) ?? { imageCount: 0, modelCount: 0 };
  }
}
