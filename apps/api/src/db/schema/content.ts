import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { images } from './generate';
import { topics } from './topics';
import { users } from './users';

/**
 * Posts. Counters are denormalised and changed atomically with their rows
 * (`want_count` with `wants`). `deleted_at` set = soft-deleted (hidden).
 * `hot_score` is the feed's hot order, a column PostgreSQL generates from
 * the counters and `created_at` on every insert and update (the formula is
 * the SQL function `feed_hot_score` of migration 0020 (docs/ranking.md), documented at
 * `hotScoreOf` in src/shared/postCards.ts), so it changes in the same
 * statement as the like, want or comment that moves it.
 */
export const contents = pgTable(
  'contents',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    prompt: text('prompt'),
    hiddenPrompt: boolean('hidden_prompt').notNull().default(false),
    showCustomizeBuyButton: boolean('show_customize_buy_button').notNull().default(false),
    type: integer('type').notNull().default(1),
    wantCount: integer('want_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    hotScore: doublePrecision('hot_score')
      .notNull()
      .generatedAlwaysAs(sql`feed_hot_score(want_count, like_count, comment_count, created_at)`),
  },
  (t) => [
    index('contents_created_idx').on(t.createdAt.desc(), t.id),
    index('contents_hot_idx').on(t.wantCount.desc(), t.createdAt.desc(), t.id),
    index('contents_topic_created_idx').on(t.topicId, t.createdAt.desc()),
    index('contents_author_created_idx').on(t.authorId, t.createdAt.desc()),
    index('contents_feed_hot_idx').on(t.hotScore.desc().nullsFirst(), t.id).where(sql`deleted_at is null`),
    index('contents_feed_new_idx').on(t.createdAt.desc().nullsFirst(), t.id).where(sql`deleted_at is null`),
    index('contents_topic_hot_idx').on(t.topicId, t.hotScore.desc().nullsFirst(), t.id).where(sql`deleted_at is null`),
    check('contents_want_count_nonnegative', sql`${t.wantCount} >= 0`),
  ],
);

/** Images of a post in display order (position 0 = poster). */
export const contentImages = pgTable(
  'content_images',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.position] }), index('content_images_image_idx').on(t.imageId)],
);

/** One want per user per post; cannot be withdrawn (docs/product.md §4). */
export const wants = pgTable(
  'wants',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.userId] }),
    index('wants_user_idx').on(t.userId, t.createdAt),
    index('wants_content_created_idx').on(t.contentId, t.createdAt),
  ],
);

/** Comments; `parent_id` set = a reply, always to the top-level comment of its thread (one level deep). */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** A reply to a reply: the user answered (shown as "@name"); the thread stays under `parent_id`. */
    replyToUserId: text('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_content_created_idx').on(t.contentId, t.createdAt), index('comments_parent_idx').on(t.parentId)],
);

/** @-mentions in a post's description; indexes are character offsets. */
export const contentMentions = pgTable(
  'content_mentions',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startIndex: integer('start_index').notNull(),
    endIndex: integer('end_index').notNull(),
  },
  (t) => [index('content_mentions_content_idx').on(t.contentId), index('content_mentions_user_idx').on(t.userId)],
);

/**
 * @-mentions in a comment or reply (docs/product.md §3 mentionUser): one row
 * per mentioned user, offsets are UTF-16 indexes into the stored (trimmed)
 * comment text, end exclusive.
 */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startIndex: integer('start_index').notNull(),
    endIndex: integer('end_index').notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_mentions_user_idx').on(t.userId)],
);

/**
 * Real pictures of a challenge: photos of works that were made into physical
 * items (docs/product.md §2 Challenge detail 'real pictures'). `content_id` links the post
 * the item was made from, when there is one.
 */
export const topicRealPictures = pgTable(
  'topic_real_pictures',
  {
    id: text('id').primaryKey(),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    contentId: text('content_id').references(() => contents.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    /** Pixel size of the picture. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('topic_real_pictures_topic_idx').on(t.topicId, t.position)],
);
