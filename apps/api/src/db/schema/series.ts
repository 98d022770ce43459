import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contents } from './content';
import { users } from './users';

/** Series (docs/product.md §3 Series): an author's ordered set of their own posts. */
export const series = pgTable(
  'series',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('series_author_updated_idx').on(t.authorId, t.updatedAt.desc())],
);

/** Posts of a series in display order (position from 0). */
export const seriesContents = pgTable(
  'series_contents',
  {
    seriesId: text('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.contentId] }), index('series_contents_order_idx').on(t.seriesId, t.position), index('series_contents_content_idx').on(t.contentId)],
);
