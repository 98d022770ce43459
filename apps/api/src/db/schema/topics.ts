import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Challenges (spec §3 Challenge). Image fields hold `/aigc/files/...` paths. */
export const topics = pgTable('topics', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  wantable: boolean('wantable').notNull().default(false),
  activityType: integer('activity_type').notNull().default(0),
  sidebarImage: text('sidebar_image').notNull().default(''),
  bannerImage: text('banner_image').notNull().default(''),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
