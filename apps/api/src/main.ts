import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { createDb } from './db/client';
import { env } from './env';
import { seedIfEmpty } from './seed/seed';

/** Starts the server: data dir, database (migrated), app; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  mkdirSync(env.dataDir, { recursive: true });
  const handle = await createDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  const app = await buildApp({
    db: handle.db,
    logger: env.logLevel === 'silent' ? false : { level: env.logLevel },
  });
  await seedIfEmpty(handle.db, app.storage, { log: (line) => app.log.info(line) }); // demo data on an empty database
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
  app.log.info(`database: ${handle.kind}; data dir: ${env.dataDir}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
