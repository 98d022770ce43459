#!/usr/bin/env node
/**
 * Start-up benchmark (docs/benchmarks.md "Start-up"): how long the README's
 * `npm start` takes on a fresh clone of this repository, and how long a
 * restart takes once the data is there.
 *
 *   pnpm bench:start            (or: node scripts/bench-start.mjs)
 *
 * 1. `git clone` of this checkout's HEAD into a temporary folder (a clone has
 *    no node_modules, no build and no data).
 * 2. `npm start` there on a free port with a fresh data directory, timing its
 *    phases from what bootstrap.mjs prints: install, build of every app,
 *    then the server's start (migrations, demo seed) until
 *    `GET /aigc/api/fe-settings/pc` answers.
 * 3. Stops it (SIGTERM) and starts it again the way the end-to-end tests do
 *    (`bootstrap.mjs start --skip-install`: no install, no build, data
 *    present), timing until it answers.
 *
 * Prints a table of seconds and the machine's load average, then removes
 * the clone. The package store is this machine's (pnpm's content-addressed
 * store), so "install" is a fresh clone on a machine that has installed
 * before; a machine that never did also downloads the packages.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'aigc-bench-start-'));
const clone = join(work, 'repo');

/** A TCP port free on 127.0.0.1 right now. */
async function freePort() {
  const s = createServer();
  await new Promise((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address();
  await new Promise((r) => s.close(r));
  return port;
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Resolves once the server at `base` answers its settings call; rejects after `ms`. */
async function untilServing(base, child, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/aigc/api/fe-settings/pc`);
      if (res.ok && (await res.json()).code === 200) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${base} within ${ms} ms`);
}

/**
 * Runs bootstrap.mjs start in the clone; `marks` gets the time (ms since the
 * start) at which each printed marker line first appeared.
 */
function startProduct(args, env, marks, started) {
  const child = spawn(process.execPath, ['scripts/bootstrap.mjs', 'start', ...args], {
    cwd: clone,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const watch = (chunk) => {
    const text = chunk.toString();
    for (const [name, marker] of [
      ['install', '$ pnpm install'],
      ['build', 'turbo run build'],
      ['server', 'Starting the product'],
    ]) {
      if (!(name in marks) && text.includes(marker)) marks[name] = Date.now() - started;
    }
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);
  return child;
}

/** Stops the product's whole process group (bootstrap → pnpm → node). */
async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone
    }
  }, 20_000);
  await exited;
  clearTimeout(timer);
}

const rows = [];
try {
  console.log(`load average before: ${load()}`);
  const c = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'inherit' });
  if (c.status !== 0) throw new Error('git clone failed');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), DATA_DIR: join(work, 'data'), DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', CI: '' };

  const marks = {};
  let started = Date.now();
  let child = startProduct([], env, marks, started);
  await untilServing(base, child, 30 * 60_000);
  const total = Date.now() - started;
  const at = (name, fallback) => marks[name] ?? fallback;
  rows.push(['install (pnpm install)', at('build', total) - at('install', 0)]);
  rows.push(['build (every app and the server)', at('server', total) - at('build', total)]);
  rows.push(['server start (migrate, seed, listen)', total - at('server', total)]);
  rows.push(['fresh clone → serving (npm start)', total]);
  const loadFresh = load();
  await stop(child);

  started = Date.now();
  child = startProduct(['--skip-install'], env, {}, started);
  await untilServing(base, child, 5 * 60_000);
  rows.push(['restart with data present', Date.now() - started]);
  await stop(child);

  console.log('\n| phase | seconds |\n|---|---|');
  for (const [name, ms] of rows) console.log(`| ${name} | ${seconds(ms)} |`);
  console.log(`\nload average after the fresh start: ${loadFresh}; at the end: ${load()} (${process.env.npm_config_user_agent ? 'via pnpm' : 'node'}, ${process.version})`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
