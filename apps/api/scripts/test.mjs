#!/usr/bin/env node
/**
 * Runs the server suites on every database we ship: always on the
 * embedded PGlite, and a second time on PostgreSQL when `DATABASE_URL` is set
 * (each test file then gets its own throw-away database on that server).
 * Extra arguments go to vitest (e.g. a file filter).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/.bin/vitest', import.meta.url));

const args = ['run', ...process.argv.slice(2)];
const { DATABASE_URL, TEST_DATABASE_URL: _ignored, ...base } = process.env;

function run(label, env) {
  console.log(`\n▶ server tests on ${label}`);
  const r = spawnSync(vitest, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run('PGlite (embedded)', base);
if (DATABASE_URL && DATABASE_URL.trim() !== '') {
  run(`PostgreSQL (${new URL(DATABASE_URL).host})`, { ...base, TEST_DATABASE_URL: DATABASE_URL });
} else {
  console.log('\nDATABASE_URL is not set: the PostgreSQL run is skipped.');
}
