/**
 * The two dispatch engines of the generation queue (docs/architecture.md
 * "Embedded default ▸ real engine"). Both take jobs in the same order —
 * priority first (creators with rights, docs/product.md §1), then first come first
 * served — and both leave the `generation_jobs` row as the truth: a job is a
 * row before any engine hears of it, and a worker runs a job only after
 * moving its row from `queued` to `running`.
 *
 * - {@link InProcessEngine} (default): workers claim the next row straight
 *   from the table (`FOR UPDATE SKIP LOCKED`).
 * - {@link BullMqEngine} (`REDIS_URL` set): rows are mirrored into a BullMQ
 *   queue with a job priority; BullMQ's workers hand out ids and the worker
 *   claims that row.
 */
import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { claimJob, claimNextJob, queuedJobs, type JobRow } from './queries';

/** What an engine calls to run a claimed job (never rejects). */
export type RunJob = (job: JobRow) => Promise<void>;

/**
 * Called when the engine decides to hand out a job, with the time of the
 * decision in ms since the epoch (in-process: just before the claiming
 * query; BullMQ: when Redis moved the job to active). For tests and metrics.
 */
export type OnDispatch = (jobId: string, atMs: number) => void;

/** A queue engine: hands claimed jobs to `run`, at most `concurrency` at once. */
export interface QueueEngine {
  /** `in-process` or `bullmq`. */
  readonly kind: 'in-process' | 'bullmq';
  /** Starts handing out jobs (the rows left `queued` included). */
  start(run: RunJob): Promise<void>;
  /** Tells the engine about a new queued row (`attempt` makes the dispatch id unique per re-queue). */
  enqueue(job: { id: string; priority: number; attempt: number }): Promise<void>;
  /** Stops handing out jobs (running ones finish). */
  pause(): Promise<void>;
  /** Hands out jobs again. */
  resume(): Promise<void>;
  /** Stops for good and waits for running jobs. */
  stop(): Promise<void>;
  /** Jobs running now in this process. */
  readonly active: number;
}

/** Minimal logger (Fastify's fits). */
export interface EngineLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** The embedded engine: workers claim rows from the table in priority order. */
export class InProcessEngine implements QueueEngine {
  readonly kind = 'in-process' as const;
  private run: RunJob | null = null;
  private running = 0;
  private paused = false;
  private stopped = false;
  private pumping = false;
  private repump = false;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly concurrency: number,
    private readonly now: () => Date,
    private readonly log?: EngineLogger,
    private readonly onDispatch?: OnDispatch,
  ) {}

  get active(): number {
    return this.running;
  }

  async start(run: RunJob): Promise<void> {
    this.run = run;
    this.wake();
  }

  async enqueue(): Promise<void> {
    this.wake();
  }

  async pause(): Promise<void> {
    this.paused = true;
  }

  async resume(): Promise<void> {
    this.paused = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    // A claim may be on its way back from the database: the job it returns is
    // already `running`, so wait for the pump to hand it over, then for the runs.
    while (this.pumping || this.inFlight.size > 0) {
      if (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private wake(): void {
    if (!this.run || this.stopped || this.paused) return;
    void this.pump();
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
        while (this.run && !this.stopped && !this.paused && this.running < this.concurrency) {
          const decidedAt = Date.now();
          const job = await claimNextJob(this.db, this.now());
          if (!job) break;
          this.onDispatch?.(job.id, decidedAt);
          this.running += 1;
          const work = this.run(job).finally(() => {
            this.running -= 1;
            this.inFlight.delete(work);
            this.wake();
          });
          this.inFlight.add(work);
        }
      } while (this.repump);
    } catch (error) {
      this.log?.error({ err: error }, 'generation queue: could not claim a job');
    } finally {
      this.pumping = false;
    }
  }
}

/** BullMQ priority of a row priority: BullMQ runs 1 first, so higher row priority → smaller number. */
export function bullPriority(priority: number): number {
  return Math.max(1, Math.min(2_097_152, 1000 - priority));
}

/** Options of {@link BullMqEngine}. */
export interface BullMqEngineOptions {
  db: Db;
  redisUrl: string;
  concurrency: number;
  now: () => Date;
  /** Key prefix in Redis (tests use a unique one). Default `aigc`. */
  prefix?: string;
  /** Lock time of a running job in ms: a job whose worker died runs again after about this long (default 30 000). */
  lockDurationMs?: number;
  log?: EngineLogger;
  onDispatch?: OnDispatch;
}

/** Name of the BullMQ queue. */
export const BULL_QUEUE_NAME = 'generation';

/**
 * The scale-out engine: BullMQ on Redis. `enqueue` adds `{id}.{attempt}`
 * with the row's priority (FIFO within a priority, BullMQ's rule); on
 * start, every `queued` row is added again (ids already in Redis are
 * ignored), so rows written while Redis was away are not lost. The worker
 * claims the row (`queued` → `running`) and skips ids whose row is no
 * longer queued (a stale copy of a re-queued job).
 */
export class BullMqEngine implements QueueEngine {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private readonly connections: Redis[] = [];
  private running = 0;
  private paused = false;
  private looping = false;

  constructor(private readonly options: BullMqEngineOptions) {
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
