import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contents } from './content';
import { users } from './users';

/**
 * Who follows whom (docs/product.md §1 'follow and unfollow creators'). One row per
 * pair; follower and following counts are `count(*)` over this table (both
 * directions are indexed), so they can never drift under concurrency.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: text('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('follows_followed_created_idx').on(t.followedId, t.createdAt),
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/**
 * The 3D model file of a 3D post (docs/product.md §2 'Sub-filters for image and 3D',
 * §5 'only 1 model file to download'). A post with a row here is a 3D post;
 * its images are the renders shown in feeds. Published models are copied to
 * content-addressed keys `models/<sha256>.<ext>` (docs/api-contract.md '3D posts'),
 * so deleting the generation they came from leaves the post whole.
 */
export const contentModels = pgTable('content_models', {
  contentId: text('content_id')
    .primaryKey()
    .references(() => contents.id, { onDelete: 'cascade' }),
  /** Storage URL `/aigc/files/<key>` of the model file. */
  url: text('url').notNull(),
  /** File format: `glb` or `stl`. */
  format: text('format').notNull(),
  /** File size in bytes. */
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  /** Storage URL of the printable binary STL (mm) of the same mesh, when there is one. */
  stlUrl: text('stl_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
