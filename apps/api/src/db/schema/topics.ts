import type { Locale } from '@aigc/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A prize of a challenge, as shown in its campaign info. */
export interface TopicPrize {
  /** Place or group, e.g. '1st', 'Top 10'. */
  rank: string;
  title: string;
  description: string;
}

/**
 * A challenge's own text in one more language (official content, docs/api-contract.md
 * 'Language of official text'): what the API answers instead of the source
 * columns when the request's language is this one. Every field is optional;
 * a missing or empty one falls back to the source text. `realPictureCaptions`
 * go by the real pictures' position.
 */
export interface TopicText {
  title?: string;
  description?: string;
  campaignInfo?: string;
  rules?: string[];
  prizes?: TopicPrize[];
  realPictureCaptions?: string[];
}

/** Challenges (docs/product.md §3 Challenge). Image fields hold `/aigc/files/...` paths. */
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
  /** Campaign info: who runs it, what happens to the winners (docs/product.md §2 Challenge detail). */
  campaignInfo: text('campaign_info').notNull().default(''),
  /** Rules, one per line item, in display order. */
  rules: jsonb('rules').$type<string[]>().notNull().default([]),
  prizes: jsonb('prizes').$type<TopicPrize[]>().notNull().default([]),
  /** The text in other languages than the source (`{ "zh-Hans": TopicText }`); user content is never translated, challenges are official. */
  translations: jsonb('translations').$type<Partial<Record<Locale, TopicText>>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sub-domain shortcut setting (docs/product.md §2): a visitor on `<label>.<host>` is
 * sent to the challenge `topic_id`. Labels are lower-case DNS labels.
 */
export const topicShortcuts = pgTable(
  'topic_shortcuts',
  {
    label: text('label').primaryKey(),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [index('topic_shortcuts_topic_idx').on(t.topicId)],
);
