import { MAX_UNFINISHED_TASKS_PER_USER } from '@aigc/domain';
import { and, asc, count, desc, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appendStreamEvent, signalQueueMoved } from '../../lib/streamEvents';
import {
  generationFiles,
  generationJobs,
  generations,
  images,
  topics,
  users,
} from '../../db/schema';
import type { GenerateJobDto, GenerationRecordDto } from './schemas';
import type { GenerationKind } from './tools';
import { toImageAsset } from './schemas';

/**
 * What a history lists (`target` of `GET /api/generate/user/list`,
 * docs/api-contract.md): 'image' the image tools' records, 'model' the 3D
 * models (img2model3d), 'video' the videos (img2video); unset = all.
 */
export const HISTORY_TARGETS = ['image', 'model', 'video'] as const;
/** One of {@link HISTORY_TARGETS}. */
export type HistoryTarget = (typeof HISTORY_TARGETS)[number];
/** The record kinds of the non-image targets; 'image' is every other kind. */
const HISTORY_TARGET_KINDS: Readonly<Record<Exclude<HistoryTarget, 'image'>, readonly GenerationKind[]>> = {
  model: ['img2model3d'],
  video: ['img2video'],
};

/** A `generation_jobs` row. */
export type JobRow = typeof generationJobs.$inferSelect;

/** Statuses that count as unfinished (queued or running). */
export const UNFINISHED = ['queued', 'running'] as const;

/** The job with this id, or null. */
export async function findJob(db: DbOrTx, id: string): Promise<JobRow | null> {
  const rows = await db.select().from(generationJobs).where(eq(generationJobs.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Number of unfinished jobs of `userId`. */
export async function countUnfinished(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(generationJobs)
    .where(and(eq(generationJobs.userId, userId), inArray(generationJobs.status, [...UNFINISHED])));
  return rows[0]?.n ?? 0;
}

/** Locks the user's row until the transaction ends (serialises per-user submissions). */
export async function lockUser(
  tx: DbOrTx,
  userId: string,
): Promise<typeof users.$inferSelect | null> {
  const rows = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return rows[0] ?? null;
}

/**
 * Jobs ahead of `job` in the queue: every running job plus every queued job
 * that a worker takes first (higher priority, or same priority and older —
 * by `created_at`, then `seq`). 0 for a job that is not queued.
 */
export async function queuePosition(db: DbOrTx, job: JobRow): Promise<number> {
  if (job.status !== 'queued') return 0;
  const j = generationJobs;
  const rows = await db
    .select({ n: count() })
    .from(j)
    .where(
      or(
        eq(j.status, 'running'),
        and(
          eq(j.status, 'queued'),
          or(
            gt(j.priority, job.priority),
            and(
              eq(j.priority, job.priority),
              or(
                lt(j.createdAt, job.createdAt),
                and(eq(j.createdAt, job.createdAt), lt(j.seq, job.seq)),
              ),
            ),
          ),
        ),
      ),
    );
  return rows[0]?.n ?? 0;
}

/**
 * Atomically takes the next queued job (priority desc, created_at, seq),
 * marks it running with `started_at = now` and returns it; null when the
 * queue is empty. `FOR UPDATE SKIP LOCKED` keeps two workers (or processes)
 * from taking the same job.
 */
export async function claimNextJob(db: DbOrTx, now: Date): Promise<JobRow | null> {
  return db.transaction(async (tx) => {
    const result: unknown = await tx.execute(sql`
      UPDATE ${generationJobs} SET status = 'running', started_at = ${now.toISOString()}
      WHERE id = (
        SELECT id FROM ${generationJobs} WHERE status = 'queued'
        ORDER BY priority DESC, created_at ASC, seq ASC
        LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id`);
    // PGlite and node-postgres both return `{ rows }`.
    const id = (result as { rows: { id: string }[] }).rows[0]?.id;
    return id ? recordJobChange(tx, id, now) : null;
  });
}

/**
 * Puts jobs left `running` by a stopped process back to `queued` and bumps
 * their `payload.attempt` (so the BullMQ queue driver dispatches them under a new
 * id); returns how many.
 */
export async function requeueRunning(db: DbOrTx, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(generationJobs)
      .set({
        status: 'queued',
        startedAt: null,
        payload: sql`jsonb_set(${generationJobs.payload}, '{attempt}', to_jsonb(coalesce((${generationJobs.payload} ->> 'attempt')::int, 0) + 1))`,
      })
      .where(eq(generationJobs.status, 'running'))
      .returning({ id: generationJobs.id });
    for (const r of rows) await recordJobChange(tx, r.id, now);
    return rows.length;
  });
}

/** Moves job `id` from `queued` to `running` (started now) and returns it; null when it is not queued. */
export async function claimJob(db: DbOrTx, id: string, now: Date): Promise<JobRow | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(generationJobs)
      .set({ status: 'running', startedAt: now })
      .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'queued')))
      .returning({ id: generationJobs.id });
    return rows[0] ? recordJobChange(tx, id, now) : null;
  });
}

/** Every queued job in the order workers take them (priority desc, created_at, seq). */
export async function queuedJobs(db: DbOrTx): Promise<JobRow[]> {
  return db
    .select()
    .from(generationJobs)
    .where(eq(generationJobs.status, 'queued'))
    .orderBy(desc(generationJobs.priority), asc(generationJobs.createdAt), asc(generationJobs.seq));
}

/** Whether any job is running. */
export async function hasRunning(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(eq(generationJobs.status, 'running'))
    .limit(1);
  return rows.length > 0;
}

/** True when some job is `queued` or `running`, read in one statement. */
export async function hasQueuedOrRunning(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(inArray(generationJobs.status, ['queued', 'running']))
    .limit(1);
  return rows.length > 0;
}

/** Whether any job is queued. */
export async function hasQueued(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(eq(generationJobs.status, 'queued'))
    .limit(1);
  return rows.length > 0;
}

/** Marks `jobId` failed with a message, only if its status is still `from` (default `running`). */
export async function markFailed(
  db: DbOrTx,
  jobId: string,
  message: string,
  now: Date,
  from: 'running' | 'queued' = 'running',
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(generationJobs)
      .set({ status: 'failed', error: message.slice(0, 500), finishedAt: now })
      .where(
        and(
          eq(generationJobs.id, jobId),
          eq(generationJobs.status, from),
        ),
      )
      .returning({ id: generationJobs.id });
    if (rows[0]) await recordJobChange(tx, jobId, now);
  });
}

/** Builds the client view of a job (with its record once it succeeded). */
export async function toJobDto(db: DbOrTx, job: JobRow): Promise<GenerateJobDto> {
  const [position, records] = await Promise.all([
    queuePosition(db, job),
    job.generationId ? loadRecords(db, [job.generationId]) : Promise.resolve([] as GenerationRecordDto[]),
  ]);
  return {
    jobId: job.id,
    status: job.status,
    queuePosition: position,
    error: job.status === 'failed' ? (job.error ?? 'Generation failed') : null,
    record: records[0] ?? null,
    createTime: job.createdAt.toISOString(),
  };
}

/**
 * Records that job `jobId` changed status, on the transaction `tx` that
 * changed it: a durable `generation` live-stream event with the job as
 * clients see it (docs/live-stream.md), for its owner; and, after the commit,
 * the "queue moved" signal (other jobs' positions changed).
 * @returns the job row as it is now.
 */
export async function recordJobChange(tx: DbOrTx, jobId: string, now: Date): Promise<JobRow> {
  const job = await findJob(tx, jobId);
  if (!job) throw new Error(`no such job: ${jobId}`);
  await appendStreamEvent(tx, job.userId, 'generation', await toJobDto(tx, job), now);
  signalQueueMoved(tx);
  return job;
}

/**
 * Loads the {@link GenerationRecordDto}s of the given generation ids (in the
 * given order; unknown ids are skipped). `wantableTopics` lists the
 * generation's challenge when that challenge is wantable.
 */
export async function loadRecords(db: DbOrTx, ids: string[]): Promise<GenerationRecordDto[]> {
  if (ids.length === 0) return [];
  const gens = await db
    .select({ g: generations, wantable: topics.wantable })
    .from(generations)
    .leftJoin(topics, eq(topics.id, generations.topicId))
    .where(inArray(generations.id, ids));
  const imgs = await db
    .select()
    .from(images)
    .where(inArray(images.generationId, ids))
    .orderBy(asc(images.createdAt), asc(images.key));
  const byGen = new Map<string, (typeof images.$inferSelect)[]>();
  for (const img of imgs) {
    const list = byGen.get(img.generationId ?? '') ?? [];
    list.push(img);
    byGen.set(img.generationId ?? '', list);
  }
  const files = await db
    .select()
    .from(generationFiles)
    .where(inArray(generationFiles.generationId, ids));
  const byId = new Map(gens.map((r) => [r.g.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const mine = files.filter((f) => f.generationId === id);
    const glb = mine.find((f) => f.kind === 'glb');
    const stl = mine.find((f) => f.kind === 'stl');
    const video = mine.find((f) => f.kind === 'video');
    const imgs = (byGen.get(id) ?? []).map(toImageAsset);
    const meta = (f: typeof glb, k: string) =>
      (f?.meta as Record<string, unknown> | undefined)?.[k];
    return [
      {
        id: r.g.id,
        createTime: r.g.createdAt.toISOString(),
        kind: r.g.kind as GenerationKind,
        prompt: r.g.prompt,
        modelId: r.g.modelId,
        topicId: r.g.topicId,
        parentGenerateId: r.g.parentGenerationId,
        images: imgs,
        model3d:
          glb && stl
            ? {
                glbUrl: glb.url,
                stlUrl: stl.url,
                voxelResolution: Number(meta(glb, 'voxelResolution') ?? 0),
                triangles: Number(meta(glb, 'triangles') ?? 0),
                sizeMm: (meta(glb, 'sizeMm') as number[] | undefined) ?? [],
              }
            : null,
        video: video
          ? {
              uniqueVideoId: video.id,
              url: video.url,
              posterUrl: imgs[0]?.url ?? '',
              width: Number(meta(video, 'width') ?? 0),
              height: Number(meta(video, 'height') ?? 0),
              durationMs: Number(meta(video, 'durationMs') ?? 0),
            }
          : null,
        wantableTopics: r.g.topicId && r.wantable ? [{ uniqueTopicId: r.g.topicId }] : [],
      },
    ];
  });
}

/** One page of `userId`'s generations, newest first (ties by id), optionally in one challenge. */
export async function listGenerationIds(
  db: DbOrTx,
  userId: string,
  page: number,
  pageSize: number,
  topicId?: string,
  target?: HistoryTarget,
): Promise<{ ids: string[]; total: number }> {
  const conds = [eq(generations.userId, userId)];
  if (topicId) conds.push(eq(generations.topicId, topicId));
  if (target === 'image') conds.push(notInArray(generations.kind, [...HISTORY_TARGET_KINDS.model, ...HISTORY_TARGET_KINDS.video]));
  else if (target) conds.push(inArray(generations.kind, [...HISTORY_TARGET_KINDS[target]]));
  const where = and(...conds);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: generations.id })
      .from(generations)
      .where(where)
      .orderBy(desc(generations.createdAt), desc(generations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(generations).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: totals[0]?.n ?? 0 };
}

/** The unfinished jobs of `userId`, oldest first, optionally only those for `topicId` (at most MAX_UNFINISHED_TASKS_PER_USER: the per-user limit bounds them). */
export async function pendingJobs(db: DbOrTx, userId: string, topicId?: string): Promise<JobRow[]> {
  const conds = [
    eq(generationJobs.userId, userId),
    inArray(generationJobs.status, [...UNFINISHED]),
  ];
  if (topicId) conds.push(sql`${generationJobs.payload} ->> 'topicId' = ${topicId}`);
  return db
    .select()
    .from(generationJobs)
    .where(and(...conds))
    .orderBy(asc(generationJobs.createdAt), asc(generationJobs.seq))
    .limit(MAX_UNFINISHED_TASKS_PER_USER);
}
