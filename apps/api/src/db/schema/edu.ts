import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Teacher accounts of the education edition (docs/edu.md 'Accounts'): the
 * school, and who made the account (an operator, or the invite used).
 */
export const eduTeachers = pgTable('edu_teachers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  school: text('school').notNull(),
  /** The operator who made the account; null when it came through an invite. */
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  inviteId: text('invite_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A teacher's class (docs/edu.md 'Teachers and classes'); names are unique per teacher. */
export const eduClasses = pgTable(
  'edu_classes',
  {
    id: text('id').primaryKey(),
    teacherId: text('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('edu_classes_teacher_name_uq').on(t.teacherId, t.name)],
);

/** Which class a student is in (one class per student); `teacherId` is the class's teacher. */
export const eduStudents = pgTable(
  'edu_students',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => eduClasses.id, { onDelete: 'cascade' }),
    teacherId: text('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('edu_students_class_idx').on(t.classId), index('edu_students_teacher_idx').on(t.teacherId)],
);

/**
 * One-time teacher invite links issued by an operator (docs/edu.md
 * 'Operators'): only the SHA-256 of the token is stored; used once, expiring.
 */
export const eduTeacherInvites = pgTable('edu_teacher_invites', {
  id: text('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  school: text('school').notNull(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A student's temporary password (docs/edu.md 'Temporary student password'):
 * its argon2id hash, valid until `expiresAt` (60 minutes); one per student, a
 * new one replaces it.
 */
export const eduTempPasswords = pgTable('edu_temp_passwords', {
  studentId: text('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  createdBy: text('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * What the classroom moderation refused for a student (docs/edu.md 'A safe
 * space', rules 5 and 6), for their teacher to see: a prompt (with the
 * blocklist category) or an image.
 */
export const eduModerationEvents = pgTable(
  'edu_moderation_events',
  {
    id: text('id').primaryKey(),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => eduClasses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['prompt', 'image'] }).notNull(),
    source: text('source', { enum: ['generate', 'upload'] }).notNull(),
    prompt: text('prompt').notNull().default(''),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('edu_moderation_events_class_idx').on(t.classId, t.createdAt)],
);
