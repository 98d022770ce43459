/**
 * The server suites' global setup (apps/api/vitest.config.ts): on PGlite
 * (no `TEST_DATABASE_URL`) it migrates one in-memory database once and dumps
 * it to a temporary file, provided to the test files as `pgliteTemplate`;
 * `startTestApp` (./harness.ts) starts each app's database from that dump
 * (`createDb`'s `fromDump`) instead of creating and migrating an empty
 * cluster every time — the same schema, a few seconds less per app. The file
 * is removed when the run ends. On PostgreSQL nothing is prepared (a new
 * database migrates in well under a second there).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump, or null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return () => {};
  }
  const handle = await createDb({ inMemory: true });
  const dir = mkdtempSync(join(tmpdir(), 'aigc-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  try {
    const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
