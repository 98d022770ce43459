#!/usr/bin/env node
/**
 * The two README commands, for a machine that has only Node 20 and npm.
 *
 *   npm start  → node scripts/bootstrap.mjs start
 *     installs every dependency (pnpm 12 through npx when it is not on PATH),
 *     builds every edition app that exists under apps/ and starts the /aigc
 *     server on http://localhost:3000 (PORT), serving each edition's built app
 *     by host (localhost, cn.localhost, edu.localhost, shop.localhost; see
 *     docs/architecture.md), with the embedded database and seeded demo data
 *     in ./.data (DATA_DIR).
 *
 *   npm test   → node scripts/bootstrap.mjs test
 *     installs, then runs every check: the dependency graph (no cycle, see
 *     scripts/deps-graph.mjs), lint (with the import boundaries), typecheck, unit and server tests
 *     (on PGlite, and also on PostgreSQL when DATABASE_URL is set), the
 *     Storybook build, the api-client staleness check, the initial-JS budget,
 *     and the Playwright end-to-end tests in Debian's Chromium (installed with
 *     apt-get when missing and we are root).
 *
 * Flags: `--skip-install` (used by the end-to-end tests, which have just built
 * everything) skips the install and build steps of `start`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'start', ...flags] = process.argv.slice(2);
const isCi = process.env.CI === 'true' || process.env.CI === '1';

/** The pnpm command line: the global pnpm when it is the pinned version, else npx. */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function run(cmd, args, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const [pnpmBin, ...pnpmPre] = pnpmCommand();
const pnpm = (args, env) => run(pnpmBin, [...pnpmPre, ...args], env);

function install() {
  pnpm(['install', ...(isCi ? ['--frozen-lockfile'] : [])], { RES_OPTIONS: 'timeout:1 attempts:5' });
}

/** Chromium from Debian for Playwright (its own browser download fails here). */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `✖ The end-to-end tests need Chromium at ${path}. Install it (Debian: apt-get install -y chromium fonts-noto-cjk) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

function start() {
  if (!flags.includes('--skip-install')) {
    install();
    // Every app under apps/ (the editions and the server) and what they depend on.
    pnpm(['turbo', 'run', 'build', '--filter=./apps/*...']);
  }
  const env = {
    ...process.env,
    PORT: process.env.PORT ?? '3000',
    // Development by default: the local outbox at /__dev/outbox and the WeChat
    // stand-in; NODE_ENV=production is a production start (README, docs/security.md).
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  };
  console.log(`\nStarting the product on http://localhost:${env.PORT} …`);
  const child = spawn(pnpmBin, [...pnpmPre, '--filter', '@aigc/api', 'start'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

/** Wall time of each finished stage of `test`, and the stage running now: printed when the run ends, also when a stage fails. */
const stages = [];
let running = null;

/** Runs `fn` as the stage `label` (a failing command exits the process inside it: the exit handler reports it). */
function stage(label, fn) {
  running = { label, started: Date.now() };
  fn();
  stages.push(`${label} ${Math.round((Date.now() - running.started) / 1000)} s`);
  running = null;
}

/** The `count` longest tasks of the newest turbo run summary in `.turbo/runs` ('<task> <s> s'), or [] when there is none. */
function longestTurboTasks(count) {
  const dir = resolve(root, '.turbo', 'runs');
  if (!existsSync(dir)) return [];
  const newest = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ f, t: statSync(resolve(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t)[0];
  if (!newest) return [];
  const summary = JSON.parse(readFileSync(resolve(dir, newest.f), 'utf8'));
  return summary.tasks
    .filter((t) => t.execution && t.cache?.status !== 'HIT')
    .map((t) => ({ id: t.taskId, s: (t.execution.endTime - t.execution.startTime) / 1000 }))
    .sort((a, b) => b.s - a.s)
    .slice(0, count)
    .map((t) => `${t.id} ${Math.round(t.s)} s`);
}

function test() {
  const started = Date.now();
  // Where CI's time goes, printed last (the tail of the log is what a failed run shows).
  process.on('exit', () => {
    if (running) stages.push(`${running.label} ${Math.round((Date.now() - running.started) / 1000)} s (failed)`);
    console.log(`\nStages: ${stages.join(' · ')} · total ${Math.round((Date.now() - started) / 1000)} s`);
    const slowest = longestTurboTasks(8);
    if (slowest.length) console.log(`Slowest tasks of the unit stage: ${slowest.join(' · ')}`);
  });
  stage('install', () => {
    install();
    ensureChromium();
  });
  // The package and module dependency graph: fails on a cycle or a forbidden edge.
  stage('dependency graph', () => run('node', ['scripts/deps-graph.mjs', '--quiet']));
  // Unit, server, lint, types, Storybook, budget: one turbo graph (its summary names the slowest tasks).
  stage('unit', () =>
    pnpm(['turbo', 'run', 'lint', 'typecheck', 'test', 'build', 'build-storybook', 'size', '--output-logs=errors-only', '--concurrency=2', '--summarize']),
  );
  // End-to-end last, alone, so its server does not compete with the unit tests (no summary: the unit stage's stays the newest).
  stage('e2e', () => pnpm(['turbo', 'run', 'e2e', '--output-logs=full', '--concurrency=1']));
  console.log(`\n✔ All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

if (command === 'start') start();
else if (command === 'test') test();
else {
  console.error(`Unknown command "${command}". Use "start" or "test".`);
  process.exit(2);
}

