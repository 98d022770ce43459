import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each user's live-stream sequence number (docs/live-stream.md): the last
 * `seq` given to one of their {@link streamEvents}. Incremented in the
 * transaction that writes the event, so the row lock orders a user's writers
 * and their numbers become visible in order, without gaps.
 */
export const streamCursors = pgTable('stream_cursors', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/**
 * Durable live-stream events of a user (docs/live-stream.md): `kind` is the
 * SSE event name (`message`, `tickets`, `generation`), `data` what the
 * stream needs to build its payload. Written in the same transaction as
 * their cause; replayed after `Last-Event-ID`; kept 7 days.
 */
export const streamEvents = pgTable(
  'stream_events',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('stream_events_created_idx').on(t.createdAt)],
);
