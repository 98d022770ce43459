import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiRoot } from '../env';
import * as schema from './schema';

/** The Drizzle schema object (all tables). */
export { schema };

/** A Drizzle database over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/** Either a database or a transaction: what query helpers accept. */
export type DbOrTx = Db | Tx;

/** Options of {@link createDb}. */
export interface CreateDbOptions {
  /** PostgreSQL URL; when set, node-postgres is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** Data directory; PGlite files go to `<dataDir>/pglite`. Ignored with `databaseUrl` or `inMemory`. */
  dataDir?: string | undefined;
  /** PGlite only: keep the database in memory (tests, OpenAPI export). */
  inMemory?: boolean;
  /**
   * PGlite in memory only: start from this dump of a data directory
   * (`PGlite.dumpDataDir`, e.g. an already migrated database, see
   * src/test/globalSetup.ts) instead of an empty cluster; the migrations
   * still run, a no-op when the dump has them all.
   */
  fromDump?: Blob | undefined;
  /** Run the migrations from `apps/api/drizzle` (default true). */
  migrate?: boolean;
  /** node-postgres pool size (default 10). */
  poolSize?: number;
}

/** A connected database plus the function that closes it. */
export interface DbHandle {
  db: Db;
  /** `pglite` or `postgres`. */
  kind: 'pglite' | 'postgres';
  /** Closes the pool or the PGlite instance. */
  close: () => Promise<void>;
}

/** Absolute path of the drizzle-kit migrations folder. */
export const migrationsFolder = resolve(apiRoot, 'drizzle');

/**
 * Opens the database — PostgreSQL through node-postgres when `databaseUrl` is
 * set, else embedded PGlite (files in `<dataDir>/pglite`, or in memory) — and
 * applies the migrations. The same SQL runs on both (docs/architecture.md).
 * Throws when the database cannot be reached or a migration fails.
 */
export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover, a dropped test
    // database) emits 'error' on the pool; without a listener that would crash
    // the process. The pool replaces the connection on the next query.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`);
    });
    const db = withCommitHooks(drizzlePg({ client: pool, schema }) as unknown as Db);
    if (runMigrations) await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.inMemory || !options.dataDir) {
    client = await PGlite.create(options.fromDump ? { loadDataDir: options.fromDump } : {});
  } else {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = withCommitHooks(drizzlePglite({ client, schema }) as unknown as Db);
  if (runMigrations) await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** What runs after a transaction commits, registered by {@link afterCommit}. */
type CommitHook = (db: Db) => void;

/** The hooks of each open transaction handle, and the database it belongs to. */
const openTransactions = new WeakMap<object, { db: Db; hooks: CommitHook[] }>();

/** Databases made by {@link createDb} (statements outside a transaction commit at once). */
const roots = new WeakSet<object>();

/** PostgreSQL error codes after which a whole transaction may simply run again. */
const RETRYABLE = new Set(['40P01' /* deadlock detected */, '40001' /* serialization failure */]);

/** Attempts of a transaction that keeps failing with a {@link RETRYABLE} error. */
const TRANSACTION_ATTEMPTS = 3;

function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Registers `tx` (and the savepoints opened on it) as part of one outer transaction. */
function track(tx: Tx, open: { db: Db; hooks: CommitHook[] }): void {
  openTransactions.set(tx, open);
  const nested = tx.transaction.bind(tx) as (cb: (inner: Tx) => Promise<unknown>) => Promise<unknown>;
  (tx as { transaction: unknown }).transaction = (callback: (inner: Tx) => Promise<unknown>) =>
    nested(async (inner) => {
      track(inner, open);
      return callback(inner);
    });
}

/**
 * Makes `db.transaction` (1) run the {@link afterCommit} hooks once the
 * transaction has committed (never when it rolled back), and (2) run the
 * whole transaction again, up to 3 attempts, when PostgreSQL aborted it for a
 * deadlock or a serialization failure — the callback then sees a fresh
 * transaction, so it must only talk to the database (as all ours do).
 */
function withCommitHooks(db: Db): Db {
  roots.add(db);
  const original = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (callback, config) => {
    for (let attempt = 1; ; attempt++) {
      const hooks: CommitHook[] = [];
      try {
        const result = await original(async (tx) => {
          track(tx, { db, hooks });
          return callback(tx);
        }, config);
        for (const hook of hooks) hook(db);
        return result;
      } catch (error) {
        const state = sqlState(error);
        if (attempt >= TRANSACTION_ATTEMPTS || state === undefined || !RETRYABLE.has(state)) throw error;
      }
    }
  };
  db.transaction = transaction;
  return db;
}

/**
 * Runs `hook(db)` after the transaction `dbOrTx` commits (not at all when it
 * rolls back); on a database handle (a statement that already committed) it
 * runs on the next microtask. For side effects that must not be seen before
 * the data is, such as the live stream's "new events" signal
 * (docs/live-stream.md). Hooks must not throw.
 * @throws Error for a handle not made by {@link createDb} or one of its transactions.
 */
export function afterCommit(dbOrTx: DbOrTx, hook: CommitHook): void {
  const open = openTransactions.get(dbOrTx);
  if (open) {
    open.hooks.push(hook);
    return;
  }
  if (!roots.has(dbOrTx)) throw new Error('afterCommit: not a database or transaction of createDb');
  queueMicrotask(() => hook(dbOrTx as Db));
}
