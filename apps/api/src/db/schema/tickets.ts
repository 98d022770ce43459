import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Ticket ledger: one row per balance change. `type` 1 = gain, 2 = spend; `nums` > 0. */
export const ticketLogs = pgTable(
  'ticket_logs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    title: text('title').notNull(),
    nums: integer('nums').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_logs_user_created_idx').on(t.userId, t.createdAt),
    check('ticket_logs_type_valid', sql`${t.type} in (1, 2)`),
    check('ticket_logs_nums_positive', sql`${t.nums} > 0`),
  ],
);
