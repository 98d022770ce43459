import type { Db } from '../../../db/client';
import { claimNextJob } from '../queries';
import type { OnDispatch, QueueDriver, QueueLogger, RunJob } from './driver';

/** The embedded driver (default): workers claim rows from the table in priority order. */
export class InProcessDriver implements QueueDriver {
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
    private readonly log?: QueueLogger,
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
