import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { contents } from './content';
import { users } from './users';

/**
 * The official showcase of About us (docs/product.md §2 'About us'): posts
 * picked by operators, shown in `position` order (1, 2, 3 … without gaps,
 * kept so by every change). A post leaves it when an operator removes it or
 * when it is deleted (its author's delete; a hard delete cascades).
 */
export const showcasePosts = pgTable(
  'showcase_posts',
  {
    contentId: text('content_id')
      .primaryKey()
      .references(() => contents.id, { onDelete: 'cascade' }),
    /** 1-based place in the showcase. */
    position: integer('position').notNull(),
    /** The operator who added it (null: the seed, or an account since gone). */
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('showcase_posts_position_idx').on(t.position),
    check('showcase_posts_position_positive', sql`${t.position} >= 1`),
  ],
);
