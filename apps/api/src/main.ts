import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { createDb } from './db/client';
import { CLUSTER_WORKER_VARIABLE, env } from './env';
import { seedIfEmpty } from './seed/seed';
import { createStorage } from './storage';

/** A worker that dies is replaced, but not more often than this (ms), so a crash loop does not spin. */
const RESPAWN_MIN_INTERVAL_MS = 1_000;

/**
 * Starts one server process: data dir, database (migrated and seeded on
 * first start, unless a cluster primary did it), app; stops cleanly on
 * SIGINT/SIGTERM.
 */
async function serve(): Promise<void> {
  mkdirSync(env.dataDir, { recursive: true });
  const prepared = env.clusterWorker;
  const handle = await createDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, migrate: !prepared });
  const app = await buildApp({
    db: handle.db,
    logger: env.logLevel === 'silent' ? false : { level: env.logLevel },
  });
  if (!prepared) await seedIfEmpty(handle.db, app.storage, { posts: env.seedPosts, log: (line) => app.log.info(line) }); // demo data on an empty database
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.port, host: env.host });
  app.log.info(`database: ${handle.kind}; files: ${app.storage.kind}; data dir: ${env.dataDir}`);
}

/**
 * `WEB_CONCURRENCY` > 1 (docs/deploy.md): this process migrates and seeds
 * the database once, then forks that many server processes sharing the
 * port (node:cluster), replaces one that dies, and passes SIGINT/SIGTERM on.
 * Every piece of shared state must then live outside the process: it
 * refuses to start on the embedded database (PGlite is one process's) or
 * without Redis (the live stream's fan-out and the queue).
 * @throws Error naming the missing setting.
 */
async function primary(workers: number): Promise<void> {
  if (!env.databaseUrl) throw new Error(`WEB_CONCURRENCY=${workers} needs DATABASE_URL: the embedded database belongs to one process`);
  if (!env.redisUrl) throw new Error(`WEB_CONCURRENCY=${workers} needs REDIS_URL: live events and the queue must reach every process`);
  mkdirSync(env.dataDir, { recursive: true });
  const handle = await createDb({ databaseUrl: env.databaseUrl });
  try {
    await seedIfEmpty(handle.db, createStorage({ dataDir: env.dataDir, s3: env.s3 }), { posts: env.seedPosts, log: (line) => console.log(line) });
  } finally {
    await handle.close();
  }
  let stopping = false;
  let lastSpawn = 0;
  const spawnWorker = () => {
    lastSpawn = Date.now();
    cluster.fork({ [CLUSTER_WORKER_VARIABLE]: '1' });
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`server process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(spawnWorker, Math.max(0, RESPAWN_MIN_INTERVAL_MS - (Date.now() - lastSpawn)));
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < workers; i += 1) spawnWorker();
  console.log(`${workers} server processes on port ${env.port}`);
}

const workers = env.webConcurrency;
const run = cluster.isPrimary && workers > 1 ? primary(workers) : serve();
run.catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
