// Starts the real API server (the README way: tsx src/main.ts) for a
// benchmark, on its own port and a persistent data dir in the system temp
// folder, so the seed (several minutes on a busy machine) runs only once.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Spawns the server and resolves once `GET /aigc/api/fe-settings/pc` answers.
 * The server serves the built edition apps under apps/ (WEB_ROOT default).
 * @param {{ port: number, dataDir?: string, compiled?: boolean }} options `dataDir` defaults to `BENCH_DATA_DIR`, else
 *   `<tmp>/aigc-bench-data` (give each checkout its own when their migrations differ); `compiled`
 *   runs the built server (`node dist/main.js`, as in production) instead of `tsx src/main.ts`
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startApiServer({ port, dataDir = process.env.BENCH_DATA_DIR || join(tmpdir(), 'aigc-bench-data'), compiled = false }) {
  mkdirSync(dataDir, { recursive: true });
  const [command, args] = compiled ? [process.execPath, ['dist/main.js']] : [join(apiRoot, 'node_modules/.bin/tsx'), ['src/main.ts']];
  const child = spawn(command, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      // A production start needs a mail server setting (docs/security.md); the benchmarks send no mail.
      SMTP_URL: process.env.SMTP_URL || 'smtp://127.0.0.1:1025',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep only the tail of the server's output (request logs would grow without bound).
  let log = '';
  const keep = (d) => {
    log = (log + d).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API server exited (${child.exitCode}):\n${log.slice(-2000)}`);
    try {
      const res = await fetch(`${url}/aigc/api/fe-settings/pc`);
      if (res.ok) break;
    } catch {
      // not listening yet (seeding on the first run)
    }
    if (Date.now() > deadline) throw new Error(`the API server did not start:\n${log.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () =>
      new Promise((resolveStop) => {
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
      }),
  };
}
