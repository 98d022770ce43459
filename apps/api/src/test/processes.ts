/**
 * Helpers of the tests that start the real server (`src/main.ts`, as the
 * README does) in child processes: a free port, the process, waiting, and
 * a throw-away PostgreSQL database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Several started servers (see {@link startServers}). */
export interface StartedServers {
  /** Their origins, `http://127.0.0.1:<port>`, in start order. */
  bases: string[];
  /** Stops every server and removes its data directory. */
  stop: () => Promise<void>;
}

/**
 * Starts `count` separate server instances (as on separate machines: each on
 * its own free port with its own data directory under the system temp dir)
 * with the same `env` (e.g. one DATABASE_URL and REDIS_URL), on 127.0.0.1,
 * silent, in development, and waits until every one answers (throws after
 * 90 s, having stopped them).
 */
export async function startServers(count: number, env: Record<string, string>): Promise<StartedServers> {
  const servers: ChildProcess[] = [];
  const dataDirs: string[] = [];
  const bases: string[] = [];
  const stop = async () => {
    // A cluster primary (WEB_CONCURRENCY) needs longer to stop its workers.
    await Promise.all(servers.map((s) => stopServer(s, 20_000)));
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  };
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'aigc-instance-'));
    dataDirs.push(dataDir);
    servers.push(startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development', ...env }));
    bases.push(`http://127.0.0.1:${port}`);
  }
  try {
    await Promise.all(bases.map((b) => untilServing(b)));
  } catch (e) {
    await stop();
    throw e;
  }
  return { bases, stop };
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
