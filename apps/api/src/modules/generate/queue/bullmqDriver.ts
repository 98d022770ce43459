import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Db } from '../../../db/client';
import { claimJob, queuedJobs } from '../queries';
import type { OnDispatch, QueueDriver, QueueLogger, RunJob } from './driver';

/** BullMQ priority of a row priority: BullMQ runs 1 first, so higher row priority → smaller number. */
export function bullPriority(priority: number): number {
  return Math.max(1, Math.min(2_097_152, 1000 - priority));
}

/** Options of {@link BullMqDriver}. */
export interface BullMqDriverOptions {
  db: Db;
  redisUrl: string;
  concurrency: number;
  now: () => Date;
  /** Key prefix in Redis (tests use a unique one). Default `aigc`. */
  prefix?: string;
  /** Lock time of a running job in ms: a job whose worker died runs again after about this long (default 30 000). */
  lockDurationMs?: number;
  log?: QueueLogger;
  onDispatch?: OnDispatch;
}

/** Name of the BullMQ queue. */
export const BULL_QUEUE_NAME = 'generation';

/**
 * The scale-out driver (`REDIS_URL` set): BullMQ on Redis. `enqueue` adds `{id}.{attempt}`
 * with the row's priority (FIFO within a priority, BullMQ's rule); on
 * start, every `queued` row is added again (ids already in Redis are
 * ignored), so rows written while Redis was away are not lost. The worker
 * claims the row (`queued` → `running`) and skips ids whose row is no
 * longer queued (a stale copy of a re-queued job).
 */
export class BullMqDriver implements QueueDriver {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private readonly connections: Redis[] = [];
  private running = 0;
  private paused = false;
  private looping = false;

  constructor(private readonly options: BullMqDriverOptions) {
    this.queue = new Queue(BULL_QUEUE_NAME, {
      connection: this.connection(),
      prefix: options.prefix ?? 'aigc',
      defaultJobOptions: { removeOnComplete: true, removeOnFail: true, attempts: 1 },
    });
  }

  private connection(): Redis {
    const c = new Redis(this.options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    c.on('error', (err) => this.options.log?.error({ err }, 'redis connection error'));
    this.connections.push(c);
    return c;
  }

  get active(): number {
    return this.running;
  }

  async start(run: RunJob): Promise<void> {
    for (const row of await queuedJobs(this.options.db)) {
      await this.enqueue({
        id: row.id,
        priority: row.priority,
        attempt: Number(row.payload.attempt ?? 0),
      });
    }
    this.worker = new Worker(
      BULL_QUEUE_NAME,
      async (job: Job<{ id: string }>) => {
        const row = await claimJob(this.options.db, job.data.id, this.options.now());
        if (!row) return;
        this.options.onDispatch?.(row.id, job.processedOn ?? Date.now());
        this.running += 1;
        try {
          await run(row);
        } finally {
          this.running -= 1;
        }
      },
      {
        connection: this.connection(),
        prefix: this.options.prefix ?? 'aigc',
        concurrency: this.options.concurrency,
        autorun: false,
        lockDuration: this.options.lockDurationMs ?? 30_000,
        stalledInterval: Math.min(30_000, this.options.lockDurationMs ?? 30_000),
      },
    );
    this.worker.on('error', (err) => this.options.log?.error({ err }, 'bullmq worker error'));
    await this.worker.waitUntilReady();
    if (!this.paused) {
      await this.queue.resume(); // a global pause left by a process that stopped while paused
      this.kick();
    }
  }

  /** Starts the worker's loop (first time) or resumes it. */
  private kick(): void {
    if (!this.worker) return;
    if (this.looping) return;
    this.looping = true;
    this.worker
      .run()
      .catch((err: unknown) => this.options.log?.error({ err }, 'bullmq worker stopped'));
  }

  async enqueue(job: { id: string; priority: number; attempt: number }): Promise<void> {
    await this.queue.add(
      'run',
      { id: job.id },
      { jobId: `${job.id}.${job.attempt}`, priority: bullPriority(job.priority) },
    );
  }

  /** Pauses the BullMQ queue globally (jobs added meanwhile wait in Redis in priority order). */
  async pause(): Promise<void> {
    this.paused = true;
    await this.queue.pause();
  }

  async resume(): Promise<void> {
    this.paused = false;
    await this.queue.resume();
    this.kick();
  }

  async stop(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    await Promise.allSettled(this.connections.map((c) => c.quit()));
  }

  /** Removes every key of this queue from Redis (tests and benchmarks only). */
  async obliterate(): Promise<void> {
    await this.queue.obliterate({ force: true });
  }
}
