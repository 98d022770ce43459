/**
 * The queue drivers of the generation queue (embedded by default, BullMQ to
 * scale out): what hands queued jobs to workers. Both drivers take
 * jobs in the same order — priority first (creators with rights, docs/product.md §1),
 * then first come first served — and both leave the `generation_jobs` row as
 * the truth: a job is a row before any driver hears of it, and a worker runs
 * a job only after moving its row from `queued` to `running`.
 *
 * - `InProcessDriver` (default): workers claim the next row straight
 *   from the table (`FOR UPDATE SKIP LOCKED`).
 * - `BullMqDriver` (`REDIS_URL` set): rows are mirrored into a BullMQ
 *   queue with a job priority; BullMQ's workers hand out ids and the worker
 *   claims that row.
 */
import type { JobRow } from '../queries';

/** What a driver calls to run a claimed job (never rejects). */
export type RunJob = (job: JobRow) => Promise<void>;

/**
 * Called when the driver decides to hand out a job, with the time of the
 * decision in ms since the epoch (in-process: just before the claiming
 * query; BullMQ: when Redis moved the job to active). For tests and metrics.
 */
export type OnDispatch = (jobId: string, atMs: number) => void;

/** A queue driver: hands claimed jobs to `run`, at most `concurrency` at once. */
export interface QueueDriver {
  /** `in-process` or `bullmq`. */
  readonly kind: 'in-process' | 'bullmq';
  /** Starts handing out jobs (the rows left `queued` included). */
  start(run: RunJob): Promise<void>;
  /** Tells the driver about a new queued row (`attempt` makes the dispatch id unique per re-queue). */
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

/** Minimal logger the queue and its drivers write to (Fastify's fits). */
export interface QueueLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
