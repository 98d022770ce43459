import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The tool that made it: text2image, img2img, edge, figurine, kontext, inpaint, upscale, img2model3d, img2video. */
    kind: text('kind').notNull().default('text2image'),
    /** The generation this one was made from (img2img, upscale… of an earlier result), when given. */
    parentGenerationId: text('parent_generation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generations_user_created_idx').on(t.userId, t.createdAt)],
);

/** Kinds of {@link generationFiles}. */
export const generationFileKinds = ['glb', 'stl', 'video'] as const;
export type GenerationFileKind = (typeof generationFileKinds)[number];

/**
 * Non-image results of a generation: the GLB and STL of image → 3D, the MP4
 * of image → video (its id is the `uniqueVideoId` of the video downloads).
 */
export const generationFiles = pgTable(
  'generation_files',
  {
    id: text('id').primaryKey(),
    generationId: text('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: generationFileKinds }).notNull(),
    key: text('key').notNull(),
    url: text('url').notNull(),
    contentType: text('content_type').notNull(),
    /** File size in bytes. */
    sizeBytes: integer('size_bytes').notNull(),
    /** Free-form facts of the file: px size and duration (ms) of a video, voxel resolution of a mesh. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generation_files_generation_idx').on(t.generationId), index('generation_files_owner_idx').on(t.ownerId)],
);

/** Statuses of a {@link downloadTasks} row. */
export const downloadTaskStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;

/** Background tasks that pack several videos into one videos.zip (GET /api/download/video/batch). */
export const downloadTasks = pgTable(
  'download_tasks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: downloadTaskStatuses }).notNull().default('queued'),
    /** The `generation_files` ids (kind video) to pack, in order. */
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    /** Storage key of the finished zip. */
    key: text('key'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('download_tasks_user_idx').on(t.userId, t.createdAt)],
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
    /** Size of the stored original, in bytes (the per-user storage cap of uploads, docs/security.md); 0 for rows older than the column. */
    bytes: integer('bytes').notNull().default(0),
    /**
     * Made by the offline preview engine, not an AI model: the UI shows a
     * 'Preview' badge (docs/product.md 'Preview images'); false for uploads.
     */
    preview: boolean('preview').notNull().default(false),
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
