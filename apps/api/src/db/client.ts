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
    const db = drizzlePg({ client: pool, schema });
    if (runMigrations) await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (options.inMemory || !options.dataDir) {
    client = await PGlite.create();
  } else {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite({ client, schema });
  if (runMigrations) await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
