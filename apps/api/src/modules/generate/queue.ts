import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationJobs, generations, images } from '../../db/schema';
import { makeDerivatives, type ProviderRegistry } from '../../engine';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import type { Storage } from '../../storage';
import { claimNextJob, hasQueued, markFailed, requeueRunning, type JobRow } from './queries';
import type { JobPayload } from './schemas';

/** Minimal logger the queue writes to (Fastify's logger fits). */
export interface QueueLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Options of {@link GenerationQueue}. */
export interface GenerationQueueOptions {
  db: Db;
  storage: Storage;
  registry: ProviderRegistry;
  clock: Clock;
  /** Jobs run at the same time (1–2 on a small machine; default 1). */
  concurrency?: number;
  log?: QueueLogger;
}

/** Storage keys of one generated image: original plus the 512 px and 200 px WebP derivatives. */
export function imageKeys(imageId: string, ext: string): { original: string; w512: string; w200: string } {
  const shard = imageId.slice(0, 2).toLowerCase();
  return {
    original: `gen/${shard}/${imageId}.${ext}`,
    w512: `gen/${shard}/${imageId}_512.webp`,
    w200: `gen/${shard}/${imageId}_200.webp`,
  };
}

/**
 * The in-process generation queue (ARCHITECTURE.md "Generation", embedded
 * default). The queue IS the `generation_jobs` table: a job is a row before
 * any worker hears of it, workers claim rows atomically in priority order
 * (priority desc, created_at, seq), and {@link start} puts jobs left
 * `running` by a previous process back to `queued`, so nothing is lost on a
 * restart. {@link notify} wakes idle workers after an insert.
 *
 * A job's work: the provider renders `count` images (seeds seed…seed+count−1);
 * each is stored as original + 512 px + 200 px WebP; then, in one transaction,
 * a `generations` row, its `images` rows and the job's `succeeded` status are
 * written. Any error marks the job `failed` with the error's message; nothing
 * is charged (there is no charge yet) and stored files of the failed job are
 * removed.
 */
export class GenerationQueue {
  private readonly db: Db;
  private readonly storage: Storage;
  private readonly registry: ProviderRegistry;
  private readonly clock: Clock;
  private readonly concurrency: number;
  private readonly log: QueueLogger | undefined;
  private running = 0;
  private started = false;
  private stopped = false;
  private paused = false;
  private pumping = false;
  private repump = false;
  private readonly inFlight = new Set<Promise<void>>();
  private idleWaiters: (() => void)[] = [];

  constructor(options: GenerationQueueOptions) {
    this.db = options.db;
    this.storage = options.storage;
    this.registry = options.registry;
    this.clock = options.clock;
    this.concurrency = Math.max(1, Math.min(4, options.concurrency ?? 1));
    this.log = options.log;
  }

  /** Re-queues jobs left `running`, then starts taking jobs (queued ones left from before included). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const requeued = await requeueRunning(this.db);
    if (requeued > 0) this.log?.info({ requeued }, 'generation jobs re-queued after restart');
    this.notify();
  }

  /** Wakes the workers: call after inserting a queued job. Safe to call any time. */
  notify(): void {
    if (!this.started || this.stopped || this.paused) return;
    void this.pump();
  }

  /** Stops taking new jobs (running ones finish); for tests that need a job to stay queued. */
  pause(): void {
    this.paused = true;
  }

  /** Undoes {@link pause} and takes queued jobs again. */
  resume(): void {
    this.paused = false;
    this.notify();
  }

  /**
   * Stops taking jobs and waits for the running ones to finish (graceful
   * shutdown). Jobs still queued stay in the table for the next start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.flushIdle();
  }

  /**
   * Resolves when no job is running and (unless paused or stopped) none is
   * queued: for tests and graceful shutdown.
   */
  async waitForIdle(): Promise<void> {
    for (;;) {
      if (this.running === 0 && !this.pumping && (this.paused || this.stopped || !(await hasQueued(this.db)))) return;
      if (this.running === 0 && !this.pumping) this.notify();
      await new Promise<void>((resolve) => {
        this.idleWaiters.push(resolve);
        setTimeout(resolve, 50).unref();
      });
    }
  }

  private flushIdle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private async pump(): Promise<void> {
    if (this.pumping) {
      this.repump = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.repump = false;
        while (!this.stopped && !this.paused && this.running < this.concurrency) {
          const job = await claimNextJob(this.db, this.clock.now());
          if (!job) break;
          this.running += 1;
          const work = this.run(job).finally(() => {
            this.running -= 1;
            this.inFlight.delete(work);
            this.notify();
            this.flushIdle();
          });
          this.inFlight.add(work);
        }
      } while (this.repump);
    } catch (error) {
      this.log?.error({ err: error }, 'generation queue: could not claim a job');
    } finally {
      this.pumping = false;
      this.flushIdle();
    }
  }

  private async run(job: JobRow): Promise<void> {
    const written: string[] = [];
    try {
      const payload = job.payload as unknown as JobPayload;
      const provider = this.registry.providerFor(payload.modelId);
      if (!provider) throw new Error('This model is not available');
      const made: (typeof images.$inferInsert)[] = [];
      const count = Math.max(1, Math.min(4, payload.count || 1));
      for (let i = 0; i < count; i += 1) {
        const image = await provider.generate({ prompt: payload.prompt, seed: payload.seed + i, modelId: payload.modelId });
        const derivatives = await makeDerivatives(image.bytes);
        const id = newId();
        const keys = imageKeys(id, image.ext);
        await this.storage.put(keys.original, image.bytes, image.contentType);
        written.push(keys.original);
        await this.storage.put(keys.w512, derivatives.w512.bytes, 'image/webp');
        written.push(keys.w512);
        await this.storage.put(keys.w200, derivatives.w200.bytes, 'image/webp');
        written.push(keys.w200);
        made.push({
          id,
          ownerId: job.userId,
          key: keys.original,
          url: this.storage.url(keys.original),
          url512: this.storage.url(keys.w512),
          url200: this.storage.url(keys.w200),
          width: image.width,
          height: image.height,
        });
      }
      const now = this.clock.now();
      const generationId = newId();
      await this.db.transaction(async (tx) => {
        await tx.insert(generations).values({
          id: generationId,
          userId: job.userId,
          prompt: payload.prompt,
          modelId: payload.modelId,
          topicId: payload.topicId,
          createdAt: now,
        });
        // Keys sort in creation order within a generation (see loadRecords), so give each its own ms.
        await tx
          .insert(images)
          .values(made.map((m, i) => ({ ...m, generationId, createdAt: new Date(now.getTime() + i) })));
        const done = await tx
          .update(generationJobs)
          .set({ status: 'succeeded', generationId, finishedAt: now, error: null })
          .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, 'running')))
          .returning({ id: generationJobs.id });
        if (done.length === 0) throw new Error('The job was cancelled');
      });
      this.log?.info({ jobId: job.id, generationId }, 'generation job succeeded');
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Generation failed';
      this.log?.error({ jobId: job.id, err: error }, 'generation job failed');
      await Promise.allSettled(written.map((key) => this.storage.delete(key)));
      try {
        await markFailed(this.db, job.id, message, this.clock.now());
      } catch (markError) {
        this.log?.error({ jobId: job.id, err: markError }, 'could not mark the job failed');
      }
    }
  }
}
