import {
  EDU_INVITE_HOURS_DEFAULT,
  EDU_INVITE_HOURS_MAX,
  EDU_MESSAGES,
  PAGE_SIZE_MAX,
} from '@aigc/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, userOf } from '../../lib/auth';
import { envelope, ok, pageOf, pageQuery } from '../../lib/envelope';
import { forbidden } from '../../lib/errors';
import { requireAdmin } from '../admin';
import {
  kid,
  loadOrCreatePasswordKey,
  LoginResultSchema,
  loginResult,
  password,
  setSessionCookie,
} from '../auth';
import { GenerationRecordSchema } from '../generate';
import {
  EduClassSchema,
  EduClassworkSchema,
  EduMeSchema,
  EduModerationEventSchema,
  EduNewStudentSchema,
  EduNewTeacherSchema,
  EduStudentInputSchema,
  EduStudentSchema,
  EduTeacherInviteSchema,
  EduTeacherSchema,
  EduTemporaryPasswordSchema,
} from './schemas';
import { EduService } from './service';

/** preHandler: a signed-in teacher, else 401 'Please log in' / 403 'Only teachers can do this'. */
async function requireTeacher(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (userOf(request).eduRole !== 'teacher') throw forbidden(EDU_MESSAGES.teacherOnly);
}

const studentUsername = z.string({ error: EDU_MESSAGES.studentUsernameRequired }).default('');
const classId = z.string({ error: EDU_MESSAGES.noClass }).min(1, EDU_MESSAGES.noClass);

/**
 * The education edition's routes (docs/edu.md): school sign-in and the
 * temporary student password under `/api/auth/edu/`, the teacher invite,
 * the account (`/api/edu/me`), classes and rosters, the teacher's
 * moderation log and the class gallery under `/api/edu/`, the welcome
 * dialog's counts (`/api/business/user/popup/calcu-classwork`) and the
 * operators' `/admin/edu/*`.
 */
export const eduRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = await loadOrCreatePasswordKey(app.config.dataDir, app.config.passwordKeyPem);
  const edu = new EduService({ db: app.db, clock: app.clock, key, limits: app.config.limits });

  app.post(
    '/api/auth/edu/login',
    {
      preHandler: app.routeLimit('loginPerIp'),
      schema: {
        tags: ['edu'],
        description:
          "School sign-in (students and teachers) on the education edition only. 400 'Please enter a correct account and password' / 'Incorrect account or password'; 403 'Please sign in on the education site'; 429 locked.",
        body: z.object({
          username: z.string().default(''),
          password: password.default(''),
          kid,
        }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await edu.login(request.body, request.edition, request.ip);
      setSessionCookie(request, reply, s);
      return loginResult(app.db, s);
    },
  );

  app.post(
    '/api/auth/edu/student/forgot',
    {
      preHandler: requireTeacher,
      schema: {
        tags: ['edu'],
        description:
          "A teacher makes a temporary password (valid 60 minutes, shown once) for one of their students. 403 'Only teachers can do this'; 404 'No student with this username in your classes'.",
        body: z.object({ studentUsername }),
        response: { 200: envelope(EduTemporaryPasswordSchema) },
      },
    },
    async (request) => ok(await edu.temporaryPassword(userOf(request).id, request.body.studentUsername)),
  );

  app.get(
    '/api/auth/edu/teacher/invite',
    {
      schema: {
        tags: ['edu'],
        description: "The school of a live teacher invite. 404 'This invite link is invalid or has expired'.",
        querystring: z.object({ invite: z.string().default('') }),
        response: { 200: envelope(z.object({ school: z.string(), expiresAt: z.string() }).meta({ id: 'EduInviteInfo' })) },
      },
    },
    async (request) => ok(await edu.inviteInfo(request.query.invite)),
  );

  app.post(
    '/api/auth/edu/teacher/register',
    {
      schema: {
        tags: ['edu'],
        description:
          'A teacher makes their school account with a one-time invite and is signed in (education edition only).',
        body: z.object({
          invite: z.string().default(''),
          username: z.string().default(''),
          nickName: z.string().default(''),
          password,
          matchingPassword: z.string({ error: 'Please confirm your password' }),
          kid,
        }),
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request, reply) => {
      const s = await edu.registerTeacher(request.body, request.edition);
      setSessionCookie(request, reply, s);
      return loginResult(app.db, s);
    },
  );

  app.get(
    '/api/edu/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['edu'],
        description: "The signed-in school account. 403 'Only school accounts can do this'.",
        response: { 200: envelope(EduMeSchema) },
      },
    },
    async (request) => ok(await edu.me(userOf(request).id)),
  );

  app.get(
    '/api/edu/classes',
    {
      preHandler: requireTeacher,
      schema: { tags: ['edu'], description: "The teacher's classes, oldest first.", response: { 200: envelope(z.array(EduClassSchema)) } },
    },
    async (request) => ok(await edu.listClasses(userOf(request).id)),
  );

  app.post(
    '/api/edu/classes',
    {
      preHandler: requireTeacher,
      schema: {
        tags: ['edu'],
        description: 'Creates a class (name 1–30 characters, unique per teacher; at most 30 classes).',
        body: z.object({ name: z.string().default('') }),
        response: { 200: envelope(EduClassSchema) },
      },
    },
    async (request) => ok(await edu.createClass(userOf(request).id, request.body.name)),
  );

  app.get(
    '/api/edu/classes/students',
    {
      preHandler: requireTeacher,
      schema: {
        tags: ['edu'],
        description: "The roster of one of the teacher's classes. 404 'This class does not exist'.",
        querystring: z.object({ classId }),
        response: { 200: envelope(z.array(EduStudentSchema)) },
      },
    },
    async (request) => ok(await edu.roster(userOf(request).id, request.query.classId)),
  );

  app.post(
    '/api/edu/classes/students',
    {
      preHandler: requireTeacher,
      schema: {
        tags: ['edu'],
        description:
          'Adds students (1–60; the class holds at most 60) from `students` or a pasted `text` (one `name[, username]` per line), all or nothing; generated usernames and every initial password are returned once.',
        body: z
          .object({ classId, students: z.array(EduStudentInputSchema).optional(), text: z.string().optional() })
          .refine((b) => (b.students === undefined) !== (b.text === undefined), 'Give either students or text'),
        response: { 200: envelope(z.object({ created: z.array(EduNewStudentSchema) })) },
      },
    },
    async (request) => ok(await edu.addStudents(userOf(request).id, request.body)),
  );

  app.post(
    '/api/edu/students/password/reset',
    {
      preHandler: requireTeacher,
      schema: {
        tags: ['edu'],
        description:
          "Gives one of the teacher's students a new permanent password (shown once); the old and any temporary password stop working, the student's sessions end.",
        body: z.object({ studentUsername }),
        response: { 200: envelope(EduNewStudentSchema) },
      },
    },
    async (request) => ok(await edu.resetStudentPassword(userOf(request).id, request.body.studentUsername)),
  );

  app.get(
    '/api/edu/moderation/list',
    {
      preHandler: requireTeacher,
      schema: {
        tags: ['edu'],
        description: "Prompts and images the classroom moderation refused for the teacher's students, newest first.",
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.people), classId: z.string().optional() }),
        response: { 200: envelope(pageOf(EduModerationEventSchema)) },
      },
    },
    async (request) => {
      const { classId: cls, page, pageSize } = request.query;
      return ok(await edu.moderationList(userOf(request).id, cls || undefined, page, pageSize));
    },
  );

  app.get(
    '/api/edu/classes/gallery',
    {
      preHandler: requireUser,
      schema: {
        tags: ['edu'],
        description:
          "The works of a class's students, newest first, for its teacher and its students. 403 'Only school accounts can do this'; 404 'This class does not exist'.",
        querystring: z.object({ ...pageQuery(PAGE_SIZE_MAX.cards), classId }),
        response: {
          200: envelope(
            pageOf(
              z
                .object({
                  record: GenerationRecordSchema,
                  author: z.object({ userId: z.string(), nickName: z.string(), username: z.string() }),
                })
                .meta({ id: 'EduGalleryItem' }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const { classId: cls, page, pageSize } = request.query;
      return ok(await edu.gallery(userOf(request), cls, page, pageSize));
    },
  );

  app.get(
    '/api/business/user/popup/calcu-classwork',
    {
      preHandler: requireUser,
      schema: {
        tags: ['edu'],
        description: "The caller's image and 3D-model counts (the student welcome dialog, docs/product.md §4).",
        response: { 200: envelope(EduClassworkSchema) },
      },
    },
    async (request) => ok(await edu.classwork(userOf(request).id)),
  );

  app.post(
    '/admin/edu/teachers',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        description: 'Makes a teacher account (password given or generated, returned once).',
        body: z.object({
          username: z.string().default(''),
          nickName: z.string().default(''),
          school: z.string().default(''),
          password: z.string().optional().describe('Plain; generated when absent'),
        }),
        response: { 200: envelope(EduNewTeacherSchema) },
      },
    },
    async (request) => ok(await edu.createTeacher(userOf(request).id, request.body)),
  );

  app.get(
    '/admin/edu/teachers',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        description: 'Teacher accounts, newest first.',
        querystring: z.object(pageQuery(PAGE_SIZE_MAX.operator)),
        response: { 200: envelope(pageOf(EduTeacherSchema)) },
      },
    },
    async (request) => ok(await edu.listTeachers(request.query.page, request.query.pageSize)),
  );

  app.post(
    '/admin/edu/invites',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        description: 'Issues a one-time teacher invite link for a school (token returned once).',
        body: z.object({
          school: z.string().default(''),
          expiresInHours: z.number().int().min(1).max(EDU_INVITE_HOURS_MAX).default(EDU_INVITE_HOURS_DEFAULT),
        }),
        response: { 200: envelope(EduTeacherInviteSchema) },
      },
    },
    async (request) => ok(await edu.createInvite(userOf(request).id, request.body.school, request.body.expiresInHours)),
  );
};
