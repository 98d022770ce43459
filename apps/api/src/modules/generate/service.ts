import { randomInt } from 'node:crypto';
import {
  MAX_UNFINISHED_TASKS_PER_USER,
  creatorTierOf,
  hasPriorityQueue,
  validatePrompt,
} from '@aigc/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { generationJobs, topics } from '../../db/schema';
import type { ProviderRegistry } from '../../engine';
import { AppError, ErrorCode, badRequest, notFound, unauthorized } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { makePage, type Page } from '../../lib/envelope';
import type { GenerationQueue } from './queue/queue';
import {
  countUnfinished,
  findJob,
  listGenerationIds,
  loadRecords,
  lockUser,
  pendingJobs,
  recordJobChange,
  toJobDto,
  type HistoryTarget,
} from './queries';
import type { GenerateJobDto, GenerationRecordDto, JobPayload } from './schemas';
import { text2imageTool } from './tools';

/** Unfinished (queued or running) jobs one user may have at once; more → 429 'Too many tasks submitted' (@aigc/domain). */
export const MAX_UNFINISHED_JOBS_PER_USER = MAX_UNFINISHED_TASKS_PER_USER;

/** Queue priority of creators with rights (docs/product.md §1, §4); everyone else has 0. */
export const CREATOR_PRIORITY = 10;

/**
 * Queue priority of a user: creators with rights and verified creators go
 * first (their tier, `creatorTierOf`: the stored tier or the account level's
 * marker; docs/product.md §1, §6).
 */
export function priorityFor(user: { creatorTier: string | null; accountLevel: string }): number {
  return hasPriorityQueue(creatorTierOf(user)) ? CREATOR_PRIORITY : 0;
}

/** What a service call needs. */
export interface GenerateDeps {
  db: Db;
  queue: GenerationQueue;
  registry: ProviderRegistry;
  now: Date;
}

/** How a job is submitted for its caller (docs/edu.md 'A safe space'). */
export interface SubmitOptions {
  /** `classroom`: the job's images pass the classroom image check (education accounts). */
  moderation?: 'classroom' | undefined;
}

/**
 * `POST /api/generate` (docs/product.md §7, the text → image tool): validates the prompt (@aigc/domain
 * `validatePrompt`: 400 'Please enter a prompt'), the model (400 when no
 * configured provider serves it; default: the first model) and the challenge
 * (400 when it does not exist); refuses a user with
 * {@link MAX_UNFINISHED_JOBS_PER_USER} unfinished jobs (429 'Too many tasks
 * submitted'); writes the job row (status queued, priority from the account
 * level) in a transaction that locks the user row, then wakes the queue.
 */
export async function submitJob(
  deps: GenerateDeps,
  userId: string,
  body: z.output<typeof text2imageTool.form>,
  options: SubmitOptions = {},
): Promise<GenerateJobDto> {
  const issue = validatePrompt(body.prompt);
  if (issue) throw badRequest(issue.message);
  const modelId = body.modelId || deps.registry.defaultModelId;
  if (!deps.registry.providerFor(modelId, text2imageTool.kinds.text2image))
    throw badRequest('This model is not available');
  const topicId = body.topicId || null;
  await assertTopicExists(deps.db, topicId);
  return insertJob(deps, userId, {
    kind: 'text2image',
    prompt: body.prompt.trim(),
    modelId,
    topicId,
    seed: randomInt(0, 2 ** 31 - 1),
    count: text2imageTool.count,
    ...(options.moderation ? { moderation: options.moderation } : {}),
  });
}

/** 400 'The challenge does not exist' unless `topicId` is null or names a challenge. */
export async function assertTopicExists(db: Db, topicId: string | null): Promise<void> {
  if (!topicId) return;
  const found = await db
    .select({ id: topics.id })
    .from(topics)
    .where(eq(topics.id, topicId))
    .limit(1);
  if (found.length === 0) throw badRequest('The challenge does not exist');
}

/** 429 'Too many tasks submitted' when `userId` already has the maximum of unfinished jobs (a cheap pre-check). */
export async function assertBelowTaskLimit(db: Db, userId: string): Promise<void> {
  if ((await countUnfinished(db, userId)) >= MAX_UNFINISHED_JOBS_PER_USER) {
    throw new AppError(ErrorCode.TooMany, 'Too many tasks submitted');
  }
}

/**
 * Writes a queued job row for `payload` and hands it to the queue: in one
 * transaction that locks the user row, refuses a user with
 * {@link MAX_UNFINISHED_JOBS_PER_USER} unfinished jobs (429 'Too many tasks
 * submitted') and inserts the row with the user's priority. `id` may be
 * given (inputs are stored under it before the row exists).
 */
export async function insertJob(
  deps: GenerateDeps,
  userId: string,
  payload: JobPayload,
  id = newId(),
): Promise<GenerateJobDto> {
  let priority = 0;
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw unauthorized();
    if ((await countUnfinished(tx, userId)) >= MAX_UNFINISHED_JOBS_PER_USER) {
      throw new AppError(ErrorCode.TooMany, 'Too many tasks submitted');
    }
    priority = priorityFor(user);
    await tx.insert(generationJobs).values({
      id,
      userId,
      status: 'queued',
      priority,
      payload: payload as unknown as Record<string, unknown>,
      createdAt: deps.now,
    });
    await recordJobChange(tx, id, deps.now);
  });
  await deps.queue.enqueue({ id, priority });
  const job = await findJob(deps.db, id);
  if (!job) throw new Error('job vanished after insert');
  return toJobDto(deps.db, job);
}

/** `GET /api/generate/result`: the caller's job; 404 'Task not found' for unknown ids and other users' jobs. */
export async function getJob(db: Db, userId: string, jobId: string): Promise<GenerateJobDto> {
  const job = await findJob(db, jobId);
  if (!job || job.userId !== userId) throw notFound('Task not found');
  return toJobDto(db, job);
}

/** `POST /api/generate/get_pending_jobs`: the caller's queued/running jobs, oldest first. */
export async function getPendingJobs(
  db: Db,
  userId: string,
  topicId?: string,
): Promise<GenerateJobDto[]> {
  const jobs = await pendingJobs(db, userId, topicId);
  return Promise.all(jobs.map((j) => toJobDto(db, j)));
}

/**
 * `GET /api/generate/user/list`: `userId`'s generations, newest first
 * (Page<GenerationRecord>), only those of challenge `topicId` when given and
 * only those of `target` (image / model / video records) when given.
 */
export async function listRecords(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
  topicId?: string,
  target?: HistoryTarget,
): Promise<Page<GenerationRecordDto>> {
  const { ids, total } = await listGenerationIds(db, userId, page, pageSize, topicId, target);
  return makePage(await loadRecords(db, ids), page, pageSize, total);
}
