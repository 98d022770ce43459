import { GENERATION_CONCURRENCY_MAX } from '@aigc/domain';
import type { Db } from '../../../db/client';
import type { ProviderRegistry } from '../../../engine';
import type { Clock } from '../../../lib/clock';
import type { Storage } from '../../../storage';
import type { Moderator } from '../../uploads';
import { hasQueuedOrRunning, hasRunning, markFailed, requeueRunning, type JobRow } from '../queries';
import { BullMqDriver } from './bullmqDriver';
import type { OnDispatch, QueueDriver, QueueLogger } from './driver';
import { InProcessDriver } from './inProcessDriver';
import { runJob, type JobRunnerDeps } from './runJob';

/** Options of {@link GenerationQueue}. */
export interface GenerationQueueOptions {
  db: Db;
  storage: Storage;
  registry: ProviderRegistry;
  clock: Clock;
  /** Jobs run at the same time (1–GENERATION_CONCURRENCY_MAX; default 1). */
  concurrency?: number;
  log?: QueueLogger;
  /** Redis URL: set → BullMQ driver; unset → in-process driver. */
  redisUrl?: string | undefined;
  /** BullMQ key prefix (tests use a unique one). */
  bullPrefix?: string;
  /** BullMQ lock time of a running job, ms (a job whose worker died runs again after about this long). */
  lockDurationMs?: number;
  /** Told when the driver hands out a job (see `OnDispatch`). */
  onDispatch?: OnDispatch;
  /** Image moderation for classroom jobs (docs/edu.md rule 6); without it such jobs fail closed. */
  moderator?: Moderator | undefined;
}

/**
 * The generation queue. The queue IS the
 * `generation_jobs` table: a job is a row before any worker hears of it;
 * the queue driver (in-process, or BullMQ when `redisUrl` is set, see driver.ts)
 * hands rows out in priority order (priority desc, created_at, seq), and
 * {@link start} puts jobs left `running` by a previous process back to
 * `queued`, so nothing is lost on a restart. Call {@link enqueue} after
 * inserting a row.
 *
 * A job's work is its tool's (`payload.kind`, see tools/): `runJob`
 * produces the outputs with the tool's descriptor, stores them and writes
 * the record, or marks the job `failed` (nothing charged).
 */
export class GenerationQueue {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly log: QueueLogger | undefined;
  /** What each job run gets. */
  private readonly runner: JobRunnerDeps;
  /** The queue driver in use. */
  readonly driver: QueueDriver;
  private started = false;
  private paused = false;
  private stopped = false;
  private readonly inFlight = new Set<string>();

  constructor(options: GenerationQueueOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.log = options.log;
    this.runner = {
      db: options.db,
      storage: options.storage,
      registry: options.registry,
      clock: options.clock,
      log: options.log,
      moderator: options.moderator,
    };
    const concurrency = Math.max(1, Math.min(GENERATION_CONCURRENCY_MAX, options.concurrency ?? 1));
    this.driver = options.redisUrl
      ? new BullMqDriver({
          db: options.db,
          redisUrl: options.redisUrl,
          concurrency,
          now: () => this.clock.now(),
          ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
          ...(options.lockDurationMs ? { lockDurationMs: options.lockDurationMs } : {}),
          ...(options.log ? { log: options.log } : {}),
          ...(options.onDispatch ? { onDispatch: options.onDispatch } : {}),
        })
      : new InProcessDriver(
          options.db,
          concurrency,
          () => this.clock.now(),
          options.log,
          options.onDispatch,
        );
  }

  /** Re-queues jobs left `running`, then starts the driver (queued ones left from before included). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const requeued = await requeueRunning(this.db, this.clock.now());
    if (requeued > 0) this.log?.info({ requeued }, 'generation jobs re-queued after restart');
    if (this.paused) await this.driver.pause();
    await this.driver.start((job) => this.run(job));
  }

  /**
   * Hands a freshly inserted `queued` row to the driver. When the driver
   * cannot take it (Redis down), the row is marked failed with 'The task
   * queue is unavailable, please try again' (nothing charged).
   */
  async enqueue(job: { id: string; priority: number }): Promise<void> {
    try {
      await this.driver.enqueue({ ...job, attempt: 0 });
    } catch (error) {
      this.log?.error({ err: error, jobId: job.id }, 'could not enqueue a generation job');
      await markFailed(this.db, job.id, 'The task queue is unavailable, please try again', this.clock.now(), 'queued');
    }
  }

  /** Wakes the in-process driver (kept for callers that only inserted a row). */
  notify(): void {
    if (this.driver instanceof InProcessDriver) void this.driver.enqueue();
  }

  /** Stops taking new jobs (running ones finish); for tests that need jobs to stay queued. */
  async pause(): Promise<void> {
    this.paused = true;
    if (this.started) await this.driver.pause();
  }

  /** Undoes {@link pause} and takes queued jobs again. */
  async resume(): Promise<void> {
    this.paused = false;
    if (this.started) await this.driver.resume();
  }

  /**
   * Stops taking jobs and waits for the running ones to finish (graceful
   * shutdown). Jobs still queued stay in the table for the next start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.driver.stop();
  }

  /**
   * Resolves when no job is running and (unless paused or stopped) none is
   * queued: for tests and graceful shutdown.
   */
  async waitForIdle(timeoutMs = 60_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      // One statement for both states: a claim committing between two separate
      // reads (queued → running) would otherwise look idle.
      const idle =
        this.inFlight.size === 0 &&
        (this.paused || this.stopped
          ? !(await hasRunning(this.db))
          : !(await hasQueuedOrRunning(this.db)));
      if (idle) return;
      if (Date.now() > until) throw new Error('generation queue did not become idle');
      this.notify();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  private async run(job: JobRow): Promise<void> {
    this.inFlight.add(job.id);
    try {
      await runJob(this.runner, job);
    } finally {
      this.inFlight.delete(job.id);
    }
  }
}
