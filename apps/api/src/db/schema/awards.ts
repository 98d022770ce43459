import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { contents } from './content';
import { topics } from './topics';
import { users } from './users';

/**
 * A published creator ranking (docs/product.md §7 'Messages', type 22): one row
 * per period (an ISO week, `2026-W24`). The row is the idempotency key of the
 * publication: a second publication of the same period finds it and writes
 * nothing, so every ranked creator is messaged once per period.
 */
export const rankingPublications = pgTable('ranking_publications', {
  period: text('period').primaryKey(),
  /** Start (inclusive) and end (exclusive) of the period, UTC. */
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** The operator who published it (null once that account is gone). */
  publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The creators of a published ranking, with the figures that placed them. */
export const creatorRankings = pgTable(
  'creator_rankings',
  {
    period: text('period')
      .notNull()
      .references(() => rankingPublications.period, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1-based place. */
    rank: integer('rank').notNull(),
    /** 2 × wants + likes received in the period. */
    score: integer('score').notNull(),
    wants: integer('wants').notNull(),
    likes: integer('likes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.period, t.userId] }),
    unique('creator_rankings_period_rank').on(t.period, t.rank),
    index('creator_rankings_user_idx').on(t.userId),
  ],
);

/**
 * A challenge prize awarded to a post (docs/product.md §8 types 19–21): one row
 * per post and prize (`prize_rank` = the `rank` of one of the challenge's
 * `prizes`). `outcome` is the message type its author got: 19 produced free,
 * 20 contact the team, 21 cannot be produced (compensation through support).
 */
export const prizeAwards = pgTable(
  'prize_awards',
  {
    contentId: text('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    prizeRank: text('prize_rank').notNull(),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    outcome: integer('outcome').notNull(),
    awardedBy: text('awarded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.contentId, t.prizeRank] }),
    index('prize_awards_topic_idx').on(t.topicId),
    check('prize_awards_outcome', sql`${t.outcome} in (19, 20, 21)`),
  ],
);
