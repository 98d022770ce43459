import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contents } from './content';
import { images } from './generate';
import { users } from './users';

/**
 * Likes: one row per user per post (a like can be withdrawn). The post's
 * `like_count` changes in the same transaction as the row, only when a row
 * was really inserted or deleted, so repeated or concurrent requests keep it exact.
 */
export const likes = pgTable(
  'likes',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.userId] }), index('likes_user_created_idx').on(t.userId, t.createdAt)],
);

/** One row per original-image download (`GET /api/download/image`); `user_id` null = a visitor. */
export const imageDownloads = pgTable(
  'image_downloads',
  {
    id: text('id').primaryKey(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    contentId: text('content_id').references(() => contents.id, { onDelete: 'set null' }),
    topicId: text('topic_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('image_downloads_image_idx').on(t.imageId), index('image_downloads_content_idx').on(t.contentId)],
);

/** One row per share of a post (`POST /api/topic/content/share`); `user_id` null = a visitor. */
export const contentShares = pgTable(
  'content_shares',
  {
    id: text('id').primaryKey(),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').notNull().default('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_shares_content_idx').on(t.contentId)],
);
