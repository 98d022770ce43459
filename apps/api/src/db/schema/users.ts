import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Accounts (docs/product.md §3 User). `tickets` is the want-ticket balance, never below 0. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    accountLevel: text('account_level').notNull().default(''),
    showPostLocalUpload: boolean('show_post_local_upload').notNull().default(false),
    needOnboarding: boolean('need_onboarding').notNull().default(true),
    tickets: integer('tickets').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_tickets_nonnegative', sql`${t.tickets} >= 0`)],
);

/** Login sessions; only the SHA-256 (hex) of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Purposes of an e-mail code. */
export const emailCodePurposes = ['REGISTER', 'FORGET_PASSWORD'] as const;
export type EmailCodePurpose = (typeof emailCodePurposes)[number];

/** One-time e-mail codes (6 digits, stored hashed; 10 min, 5 tries, single use). */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: emailCodePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);
