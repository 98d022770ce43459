#!/usr/bin/env node
/**
 * Runs the server suites on every database we ship: always on the
 * embedded PGlite, and a second time on PostgreSQL when `DATABASE_URL` is set
 * (each test file then gets its own throw-away database on that server).
 * Extra arguments go to vitest (e.g. a file filter).
 *
 * Vitest runs one file at a time on a 2-core machine (cores − 1). The files
 * are independent (own database, own ports, own queue prefix), and much of
 * their time is spent waiting on the database or on the servers they start,
 * so PGlite runs two files at once and PostgreSQL three (`TEST_WORKERS_PGLITE`,
 * `TEST_WORKERS_POSTGRES` override).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/.bin/vitest', import.meta.url));

const args = ['run', ...process.argv.slice(2)];
const workers = (name, fallback) => `--maxWorkers=${process.env[name] || fallback}`;
const { DATABASE_URL, TEST_DATABASE_URL: _ignored, ...base } = process.env;

function run(label, env, maxWorkers) {
  console.log(`\n▶ server tests on ${label}`);
  const r = spawnSync(vitest, [...args, maxWorkers], { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run('PGlite (embedded)', base, workers('TEST_WORKERS_PGLITE', 2));
if (DATABASE_URL && DATABASE_URL.trim() !== '') {
  run(`PostgreSQL (${new URL(DATABASE_URL).host})`, { ...base, TEST_DATABASE_URL: DATABASE_URL }, workers('TEST_WORKERS_POSTGRES', 3));
} else {
  console.log('\nDATABASE_URL is not set: the PostgreSQL run is skipped.');
}
