import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { topics } from './topics';
import { users } from './users';

/** A finished generation (one prompt → images). */
export const generations = pgTable(
  'generations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    modelId: text('model_id').notNull(),
    topicId: text('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generations_user_created_idx').on(t.userId, t.createdAt)],
);

/** Image files (originals with 512 px and 200 px derivatives); sizes in px. */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generationId: text('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    url: text('url').notNull(),
    url512: text('url512').notNull(),
    url200: text('url200').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId), index('images_generation_idx').on(t.generationId)],
);

/** Statuses of a generation job. */
export const generationJobStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type GenerationJobStatus = (typeof generationJobStatuses)[number];

/**
 * Persisted queue entries; workers take `queued` jobs by priority (desc) then
 * age (`created_at`, then `seq`, the insertion order, which breaks ties of
 * equal timestamps).
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: generationJobStatuses }).notNull().default('queued'),
    priority: integer('priority').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    error: text('error'),
    generationId: text('generation_id').references(() => generations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('generation_jobs_queue_idx').on(t.status, t.priority.desc(), t.createdAt, t.seq),
    index('generation_jobs_user_idx').on(t.userId, t.createdAt),
  ],
);
