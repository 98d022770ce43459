import { z } from 'zod';

/** OpenAPI `EduClassRef`: a class named in `EduMe`. */
export const EduClassRefSchema = z.object({ classId: z.string(), name: z.string() }).meta({ id: 'EduClassRef' });

/** OpenAPI `EduMe` (docs/edu.md 'Sign in'): the signed-in school account. */
export const EduMeSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    nickName: z.string(),
    role: z.enum(['teacher', 'student']),
    school: z.string().nullable().describe("Teacher: their school; student: their teacher's school"),
    classes: z.array(EduClassRefSchema).describe("Teacher: every class; student: their one class"),
    teacher: z.object({ userId: z.string(), nickName: z.string() }).nullable().describe("Student: their teacher"),
  })
  .meta({ id: 'EduMe' });

/** OpenAPI `EduTemporaryPassword`: shown once (docs/edu.md 'Temporary student password'). */
export const EduTemporaryPasswordSchema = z
  .object({
    studentUserId: z.string(),
    studentUsername: z.string(),
    nickName: z.string(),
    temporaryPassword: z.string().describe('Shown once; never readable again'),
    expiresAt: z.string().describe('60 minutes after it was made'),
  })
  .meta({ id: 'EduTemporaryPassword' });

/** OpenAPI `EduClass`. */
export const EduClassSchema = z
  .object({ classId: z.string(), name: z.string(), studentCount: z.number().int(), createTime: z.string() })
  .meta({ id: 'EduClass' });

/** OpenAPI `EduStudent`: a roster row. */
export const EduStudentSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    nickName: z.string(),
    classId: z.string(),
    imageCount: z.number().int(),
    modelCount: z.number().int(),
    temporaryPasswordExpiresAt: z.string().nullable().describe("A live temporary password's expiry"),
    createTime: z.string(),
  })
  .meta({ id: 'EduStudent' });

/** OpenAPI `EduNewStudent`: a made (or reset) student with the password shown once. */
export const EduNewStudentSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    nickName: z.string(),
    initialPassword: z.string().describe('Shown once; never readable again'),
  })
  .meta({ id: 'EduNewStudent' });

/** OpenAPI `EduModerationEvent` (docs/edu.md 'A safe space', rules 5 and 6). */
export const EduModerationEventSchema = z
  .object({
    id: z.string(),
    student: z.object({ userId: z.string(), username: z.string(), nickName: z.string() }),
    classId: z.string(),
    kind: z.enum(['prompt', 'image']),
    source: z.enum(['generate', 'upload']),
    prompt: z.string().describe("The refused text ('' for an uploaded image)"),
    reason: z.string().describe("Blocklist category, or 'image'"),
    createTime: z.string(),
  })
  .meta({ id: 'EduModerationEvent' });

/** OpenAPI `EduNewTeacher`: made by an operator, the password shown once. */
export const EduNewTeacherSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    nickName: z.string(),
    school: z.string(),
    initialPassword: z.string().describe('Shown once'),
  })
  .meta({ id: 'EduNewTeacher' });

/** OpenAPI `EduTeacher`: a row of the operators' teacher list. */
export const EduTeacherSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    nickName: z.string(),
    school: z.string(),
    classCount: z.number().int(),
    studentCount: z.number().int(),
    createTime: z.string(),
  })
  .meta({ id: 'EduTeacher' });

/** OpenAPI `EduTeacherInvite`: a one-time invite link, the token shown once. */
export const EduTeacherInviteSchema = z
  .object({
    token: z.string().describe('Shown once; only its SHA-256 is stored'),
    path: z.string().describe('Path on the education site: /teacher/join?invite=<token>'),
    school: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'EduTeacherInvite' });

/** OpenAPI `EduClasswork`: the counts of the student welcome dialog. */
export const EduClassworkSchema = z
  .object({
    imageCount: z.number().int().describe('Images in the caller\'s generation history'),
    modelCount: z.number().int().describe('3D models (image → 3D results)'),
  })
  .meta({ id: 'EduClasswork' });

/** A student to add: display name and optional username. */
export const EduStudentInputSchema = z.object({
  nickName: z.string({ error: 'Please enter a nickname' }),
  username: z.string().nullish(),
});
