/**
 * Queue benchmark: enqueue→claim latency (median, p99) and jobs/s for both
 * queue drivers (in-process always; BullMQ when REDIS_URL is set), on an
 * in-memory PGlite database (or PostgreSQL with BENCH_DATABASE_URL).
 *
 *   pnpm --filter @aigc/api bench:queue            # in-process only
 *   REDIS_URL=redis://127.0.0.1:6379 pnpm --filter @aigc/api bench:queue
 *
 * Latency: jobs submitted one at a time into an idle queue; the time from
 * before the row insert to the driver handing the claimed row to a worker.
 * Throughput: N jobs inserted while the driver is paused, then drained with
 * concurrency 1 and 4; the work is a single UPDATE marking the job done, so
 * the figure is the queue's own ceiling, not a model's speed.
 * Results go in docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { createDb } from '../src/db/client';
import { generationJobs, users } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { BullMqDriver } from '../src/modules/generate/queue/bullmqDriver';
import type { QueueDriver } from '../src/modules/generate/queue/driver';
import { InProcessDriver } from '../src/modules/generate/queue/inProcessDriver';
import type { JobRow } from '../src/modules/generate/queries';

const LATENCY_JOBS = Number(process.env.BENCH_LATENCY_JOBS ?? 200);
const THROUGHPUT_JOBS = Number(process.env.BENCH_THROUGHPUT_JOBS ?? 1000);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const handle = await createDb(
    process.env.BENCH_DATABASE_URL
      ? { databaseUrl: process.env.BENCH_DATABASE_URL }
      : { inMemory: true },
  );
  const db = handle.db;
  const userId = newId();
  await db
    .insert(users)
    .values({
      id: userId,
      email: `bench-${userId}@example.test`,
      nickname: 'bench',
      passwordHash: '!',
    });

  const drivers: {
    name: string;
    make: (concurrency: number, onDispatch: (id: string, at: number) => void) => QueueDriver;
  }[] = [
    {
      name: 'in-process',
      make: (c, onDispatch) => new InProcessDriver(db, c, () => new Date(), undefined, onDispatch),
    },
  ];
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    drivers.push({
      name: 'bullmq',
      make: (c, onDispatch) =>
        new BullMqDriver({
          db,
          redisUrl,
          concurrency: c,
          now: () => new Date(),
          prefix: `aigc-bench-${newId()}`,
          onDispatch,
        }),
    });
  } else {
    console.log('REDIS_URL is not set: the BullMQ driver is skipped.');
  }

  const insert = async (priority: number) => {
    const id = newId();
    await db
      .insert(generationJobs)
      .values({
        id,
        userId,
        status: 'queued',
        priority,
        payload: { kind: 'text2image', prompt: 'bench' },
      });
    return id;
  };
  const finish = async (job: JobRow) => {
    await db
      .update(generationJobs)
      .set({ status: 'succeeded', finishedAt: new Date() })
      .where(eq(generationJobs.id, job.id));
  };

  console.log(
    `database: ${handle.kind}; latency jobs: ${LATENCY_JOBS}; throughput jobs: ${THROUGHPUT_JOBS}`,
  );
  console.log('driver       | enqueue→claim median | p99      | jobs/s (c=1) | jobs/s (c=4)');
  for (const e of drivers) {
    // Latency: one job at a time into an idle queue.
    const started = new Map<string, number>();
    const claimed = new Map<string, number>();
    let signal: (() => void) | null = null;
    const driver = e.make(1, (id) => {
      claimed.set(id, performance.now());
      signal?.();
    });
    await driver.start(finish);
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_JOBS; i += 1) {
      const t0 = performance.now();
      const wait = new Promise<void>((r) => (signal = r));
      const id = await insert(0);
      started.set(id, t0);
      await driver.enqueue({ id, priority: 0, attempt: 0 });
      await wait;
      latencies.push((claimed.get(id) ?? NaN) - t0);
    }
    await driver.stop();
    latencies.sort((a, b) => a - b);

    // Throughput: a backlog drained with concurrency 1 and 4.
    const rates: number[] = [];
    for (const concurrency of [1, 4]) {
      let done = 0;
      let resolveAll: (() => void) | null = null;
      const all = new Promise<void>((r) => (resolveAll = r));
      const drain = e.make(concurrency, () => undefined);
      await drain.pause();
      await drain.start(async (job) => {
        await finish(job);
        done += 1;
        if (done === THROUGHPUT_JOBS) resolveAll?.();
      });
      for (let i = 0; i < THROUGHPUT_JOBS; i += 1) {
        const id = await insert(i % 5 === 0 ? 10 : 0);
        await drain.enqueue({ id, priority: i % 5 === 0 ? 10 : 0, attempt: 0 });
      }
      const t0 = performance.now();
      await drain.resume();
      await all;
      rates.push(THROUGHPUT_JOBS / ((performance.now() - t0) / 1000));
      await drain.stop();
      if (drain instanceof BullMqDriver) await drain.obliterate().catch(() => undefined);
    }
    console.log(
      `${e.name.padEnd(12)} | ${quantile(latencies, 0.5).toFixed(2).padStart(8)} ms          | ${quantile(latencies, 0.99).toFixed(2).padStart(6)} ms | ${rates[0]?.toFixed(0).padStart(12)} | ${rates[1]?.toFixed(0).padStart(12)}`,
    );
  }
  await handle.close();
  process.exit(0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
