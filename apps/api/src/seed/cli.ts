/**
 * `pnpm --filter @aigc/api seed [--small]`: seeds the configured database
 * (DATABASE_URL or PGlite in DATA_DIR) and its file storage when the
 * database is empty; prints what it made and how long it took.
 *
 * `pnpm --filter @aigc/api seed --repaint-previews`: repaints the offline
 * engine's placeholders that older versions drew a caption band (with the
 * prompt) on, see repaint.ts (docs/product.md 'Preview images'). Stop the
 * server first when the database is PGlite (one process at a time).
 */
import { mkdirSync } from 'node:fs';
import { createDb } from '../db/client';
import { env } from '../env';
import { createStorage } from '../storage';
import { repaintPreviews } from './repaint';
import { SMALL_SEED, seedIfEmpty } from './seed';

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(env.dataDir, { recursive: true });
  const handle = await createDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    if (process.argv.includes('--repaint-previews')) {
      await repaintPreviews(handle.db, createStorage({ dataDir: env.dataDir }), { log: (line) => console.log(line) });
      console.log(`repaint: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}, ${env.dataDir})`);
      return;
    }
    const small = process.argv.includes('--small');
    const report = await seedIfEmpty(handle.db, createStorage({ dataDir: env.dataDir }), {
      ...(small ? SMALL_SEED : {}),
      log: (line) => console.log(line),
    });
    if (!report) console.log('seed: the database already has data; nothing to do');
    console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}, ${env.dataDir})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
