import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contents } from './content';
import { users } from './users';

/**
 * Notice-centre messages (docs/product.md §3 'Message', §9 types): one row per
 * recipient, written in the same transaction as the event that causes it.
 * `read_flag` goes 0 → 1 (docs/product.md §4). `actor_id` is the user shown as
 * `userInfo`; `info` holds type-specific fields (docs/product.md §3), `payload`
 * the official message body (content, landing_url, attachments, title, web_popup_image).
 */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    readFlag: smallint('read_flag').notNull().default(0),
    contentId: text('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    commentId: text('comment_id'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    posterImage: text('poster_image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    check('messages_read_flag_01', sql`${t.readFlag} in (0, 1)`),
  ],
);
