import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { topics } from './topics';
import { users } from './users';

/**
 * Campaign landing pages `/activities/<channel>/:code` (docs/product.md §2
 * 'Campaigns'), created by operators. Every text comes in English and
 * Simplified Chinese; the page shows the visitor's language. Opening the page
 * records `ht_source` in the visitor's session, so a sign-up from it is
 * counted for the campaign (`users.signup_source`).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    /** `xiaohongshu` or `yincangkuan` (CAMPAIGN_CHANNELS). */
    channel: text('channel', { enum: ['xiaohongshu', 'yincangkuan'] }).notNull(),
    /** The URL code (CAMPAIGN_CODE_PATTERN), unique per channel. */
    code: text('code').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    rulesEn: text('rules_en').notNull().default(''),
    rulesZh: text('rules_zh').notNull().default(''),
    /** What the campaign offers (shown beside the rules); '' for none. */
    rewardEn: text('reward_en').notNull().default(''),
    rewardZh: text('reward_zh').notNull().default(''),
    /** Hero image URL (https or a site path). */
    heroImage: text('hero_image').notNull(),
    /** The challenge the call to action leads to; null: the call to action is signing up. */
    topicId: text('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    /** The `ht_source` the page records (HT_SOURCE_PATTERN). */
    htSource: text('ht_source').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Set when an operator ended the campaign early. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_channel_code_idx').on(t.channel, t.code),
    index('campaigns_created_idx').on(t.createdAt),
    check('campaigns_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
