/**
 * The one home of the education edition's safe-space checks (docs/edu.md 'A
 * safe space for children'): which callers are classroom accounts, the
 * refusal of community / shop / ticket actions, the prompt screen before a
 * job exists, the image moderation level, the log of refusals the teacher
 * sees, and who may see a student.
 */
import { classroomPromptIssue, EDU_MESSAGES } from '@aigc/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { eduModerationEvents, eduStudents, users } from '../db/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, type AuthUser } from '../lib/auth';
import { badRequest, forbidden } from '../lib/errors';
import { newId } from '../lib/ids';

/** The caller's education role, or null (main-site account, visitor, operator token). */
type Caller = Pick<AuthUser, 'id' | 'eduRole'> | null | undefined;

/** Whether the caller is an education (classroom) account: a teacher or a student. */
export function isClassroomAccount(user: Caller): boolean {
  return Boolean(user?.eduRole);
}

/**
 * Refuses an action that does not exist in the classroom (docs/edu.md rules
 * 3, 4 and 7: posting, comments, likes, follows, wants, the shop, delivery
 * details, the avatar and nickname) for education accounts.
 * @throws 403 'This is not available in the classroom'.
 */
export function assertNotClassroom(user: Caller): void {
  if (isClassroomAccount(user)) throw forbidden(EDU_MESSAGES.notInClassroom);
}

/**
 * preHandler of the routes that do not exist in the classroom (docs/edu.md
 * rules 3, 4, 7): a signed-in caller (401 'Please log in') that is not an
 * education account (403 'This is not available in the classroom').
 */
export async function requireOutsideClassroom(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  assertNotClassroom(request.user);
}

/** Whether the account `userId` is an education account (e.g. the target of a follow). */
export async function isClassroomUserId(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ role: users.eduRole }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(rows[0]?.role);
}

/** Image moderation level of the caller's uploads and generated images (docs/edu.md rule 6). */
export function moderationLevelOf(user: Caller): 'classroom' | 'standard' {
  return isClassroomAccount(user) ? 'classroom' : 'standard';
}

/** The class of a student, or null (not a student). */
export async function classOfStudent(db: DbOrTx, userId: string): Promise<{ classId: string; teacherId: string } | null> {
  const rows = await db
    .select({ classId: eduStudents.classId, teacherId: eduStudents.teacherId })
    .from(eduStudents)
    .where(eq(eduStudents.userId, userId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Writes a classroom refusal for the student's teacher (docs/edu.md
 * `EduModerationEvent`); nothing for a teacher or a main-site account.
 */
export async function logClassroomRefusal(
  db: DbOrTx,
  userId: string,
  event: { kind: 'prompt' | 'image'; source: 'generate' | 'upload'; prompt?: string; reason: string },
  now: Date,
): Promise<void> {
  const cls = await classOfStudent(db, userId);
  if (!cls) return;
  await db.insert(eduModerationEvents).values({
    id: newId(),
    studentId: userId,
    classId: cls.classId,
    kind: event.kind,
    source: event.source,
    prompt: (event.prompt ?? '').slice(0, 2000),
    reason: event.reason,
    createdAt: now,
  });
}

/**
 * Screens a prompt of an education account against the classroom blocklist
 * before anything is stored or queued (docs/edu.md rule 5). Main-site
 * accounts pass untouched; an empty prompt passes (the tool's own rule asks
 * for one).
 * @throws 400 {@link EDU_MESSAGES}.promptBlocked — a student's refusal is logged for the teacher first.
 */
export async function screenPrompt(db: DbOrTx, user: Caller, prompt: string | undefined, now: Date): Promise<void> {
  if (!user || !isClassroomAccount(user) || !prompt) return;
  const issue = classroomPromptIssue(prompt);
  if (!issue) return;
  await logClassroomRefusal(db, user.id, { kind: 'prompt', source: 'generate', prompt, reason: issue.category }, now);
  throw badRequest(issue.message);
}

/**
 * How `viewerId` relates to the education account `targetId`: `self`; its
 * `teacher` (target is a student of the viewer); a `classmate` (both
 * students of one class); `student` (the viewer is a student of the target
 * teacher) — or null when unrelated (docs/edu.md rules 1 and 2).
 */
export async function classroomRelation(
  db: DbOrTx,
  viewerId: string | null,
  targetId: string,
): Promise<'self' | 'teacher' | 'classmate' | 'student' | null> {
  if (!viewerId) return null;
  if (viewerId === targetId) return 'self';
  const [target, viewer] = await Promise.all([classOfStudent(db, targetId), classOfStudent(db, viewerId)]);
  if (target && target.teacherId === viewerId) return 'teacher';
  if (target && viewer && target.classId === viewer.classId) return 'classmate';
  if (viewer && viewer.teacherId === targetId) return 'student';
  return null;
}
