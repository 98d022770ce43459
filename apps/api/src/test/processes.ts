/**
 * Helpers of the tests that start the real server (`src/main.ts`, as the
 * README does) in child processes: a free port, the process, waiting, and
 * a throw-away PostgreSQL database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { apiRoot } from '../env';

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  const s = createNetServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * Starts `src/main.ts` with the test's environment minus DATABASE_URL,
 * REDIS_URL, TEST_DATABASE_URL, WEB_CONCURRENCY and S3_BUCKET, plus `env`
 * (`stderr: 'pipe'` to read what it prints). One process (tsx as a loader,
 * not its CLI, which would leave a grandchild behind on SIGKILL). `nodeArgs`
 * go before the script (e.g. `--cpu-prof`).
 */
export function startServer(env: Record<string, string>, stderr: 'inherit' | 'pipe' = 'inherit', nodeArgs: readonly string[] = []): ChildProcess {
  const { DATABASE_URL: _d, REDIS_URL: _r, TEST_DATABASE_URL: _t, WEB_CONCURRENCY: _w, S3_BUCKET: _s, ...base } = process.env;
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...base, ...env },
    stdio: ['ignore', 'ignore', stderr],
  });
}

/** Stops a started server: SIGTERM, then SIGKILL after `graceMs` (default 10 000 ms). */
export async function stopServer(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Calls `fn` every 150 ms until it returns a value (errors count as "not yet"); throws after `ms`. */
export async function until<T>(fn: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch {
      // not ready yet
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Waits until the server at `base` answers the settings call. */
export async function untilServing(base: string, ms = 90_000): Promise<void> {
  await until(
    async () => {
      const res = await fetch(`${base}/aigc/api/fe-settings/pc`);
      return ((await res.json()) as { code: number }).code === 200 ? true : undefined;
    },
    ms,
    `the server at ${base}`,
  );
}

/**
 * Creates a uniquely named database on the PostgreSQL server of `adminUrl`.
 * @returns its URL and the function that drops it (WITH FORCE).
 */
export async function createTestDatabase(adminUrl: string, prefix = 'aigc_proc'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
