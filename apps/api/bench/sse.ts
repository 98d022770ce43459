/**
 * Live-stream benchmark (a script that prints figures, not a test) of
 * `GET /aigc/api/sse/stream` (docs/live-stream.md), against the real server
 * (`src/main.ts`) in child processes on a scratch PostgreSQL database:
 *
 * 1. Idle streams per process: BENCH_STREAMS (default 10,000) streams of
 *    distinct signed-in users held by ONE server process; how many opened
 *    (got their `hello`), how many are still alive after a heartbeat (15 s),
 *    and the server's RSS (/proc/<pid>/status VmRSS) and V8 heap before and
 *    after, both after a full GC (bench/memory-probe.mjs), per connection.
 * 2. Delivery: BENCH_DELIVERY_STREAMS (default 1,000) users with a stream each;
 *    one operator broadcast (`POST /aigc/admin/messages` to all of them: one
 *    transaction writing one message and one stream event per user) per
 *    round; per stream, the time from the commit to the `message` event's
 *    arrival. The commit instant is when the script receives the NOTIFY a
 *    bench-only trigger on `stream_events` sends (PostgreSQL delivers NOTIFY
 *    at commit). Run twice: in-process bus (one server holds the streams and
 *    takes the write) and Redis fan-out (two servers with REDIS_URL: the
 *    streams on B, the write sent to A).
 *
 * Usage: `pnpm --filter @aigc/api bench:sse` (raise the open-files limit
 * first if it is below BENCH_STREAMS + 1,000: `ulimit -n 20000`; both this
 * process and the server hold one descriptor per stream).
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a server where the
 *     script may create and drop a scratch database;
 *   REDIS_URL (default redis://127.0.0.1:6379; the Redis run is skipped when it does not answer);
 *   BENCH_STREAMS (10000), BENCH_DELIVERY_STREAMS (1000, at most 1,000 = one admin request),
 *   BENCH_ROUNDS (3 measured broadcasts per run, after one warm-up),
 *   BENCH_OPEN_CONCURRENCY (100 streams opening at once), BENCH_SKIP (`idle`, `delivery` or `redis`,
 *   comma-separated), BENCH_CPU_PROFILE (a folder: the servers write V8 CPU profiles there on exit).
 * The client side is raw node:http (one socket per stream, no agent) parsed
 * with eventsource-parser: lighter than fetch at 10,000 sockets.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createParser } from 'eventsource-parser';
import { Redis } from 'ioredis';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import { hashToken, SESSION_COOKIE, SESSION_TTL_MS } from '../src/lib/sessions';
import { createAdminToken, setAdminRole } from '../src/modules/admin';
import {
  createTestDatabase,
  freePort,
  startServer,
  stopServer,
  untilServing,
} from '../src/test/processes';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const idleCount = Number(process.env.BENCH_STREAMS ?? 10_000);
const deliveryCount = Number(process.env.BENCH_DELIVERY_STREAMS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const openConcurrency = Number(process.env.BENCH_OPEN_CONCURRENCY ?? 100);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()));
const cpuProfileDir = process.env.BENCH_CPU_PROFILE
  ? resolve(process.env.BENCH_CPU_PROFILE)
  : undefined;
const probe = resolve(dirname(fileURLToPath(import.meta.url)), 'memory-probe.mjs');

/** Goals (docs/benchmarks.md "Live stream"). */
const GOAL = { streamsPerProcess: 10_000, kbPerStream: 50, deliveryP99Ms: 200 } as const;
/** How long a stream may take to get its `hello`, and a broadcast to arrive everywhere, in ms. */
const HELLO_TIMEOUT_MS = 120_000;
const ARRIVAL_TIMEOUT_MS = 30_000;
/** Heartbeat period of the server (routes.ts STREAM_HEARTBEAT_MS) plus a margin, in ms. */
const HEARTBEAT_WAIT_MS = 16_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) =>
  console.error(`[bench:sse ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---------------------------------------------------------------- clean-up, even on failure or Ctrl-C

const cleanups: (() => Promise<void> | void)[] = [];
/** Runs the clean-ups, newest first, once; errors are logged, not thrown. */
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const fn = cleanups.pop()!;
    try {
      await fn();
    } catch (error) {
      log(`clean-up step failed: ${String(error)}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- servers

interface Server {
  child: ChildProcess;
  port: number;
  base: string;
  memoryFile: string;
}

/** Starts `src/main.ts` on `databaseUrl` (+ Redis when given) with the memory probe preloaded; stopped by {@link cleanUp}. */
async function serve(databaseUrl: string, redis?: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'aigc-bench-sse-'));
  const memoryFile = join(dataDir, 'memory.json');
  const child = startServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    ...(redis ? { REDIS_URL: redis } : {}),
    BENCH_MEMORY_FILE: memoryFile,
    ...(cpuProfileDir ? { BENCH_CPU_PROFILE: cpuProfileDir } : {}),
    NODE_OPTIONS: `--import ${probe}`,
  });
  const server = { child, port, base: `http://127.0.0.1:${port}`, memoryFile };
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  cleanups.push(() => stopServer(child));
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code, signal) =>
      fail(new Error(`the server exited (${signal ?? code}) before serving`)),
    ),
  );
  await Promise.race([untilServing(server.base), exited]);
  return server;
}

/** Stops a server now (its clean-up then finds it stopped). */
const stop = (s: Server) => stopServer(s.child);

/** The server's memory after a full GC: RSS from /proc, the V8 heap from the probe; bytes. */
async function memoryOf(s: Server): Promise<{ rss: number; heapUsed: number; heapTotal: number }> {
  const last = existsSync(s.memoryFile)
    ? (JSON.parse(readFileSync(s.memoryFile, 'utf8')) as { n: number }).n
    : 0;
  s.child.kill('SIGUSR2');
  for (let i = 0; i < 200; i++) {
    await sleep(50);
    if (!existsSync(s.memoryFile)) continue;
    let snap: { n: number; heapUsed: number; heapTotal: number };
    try {
      snap = JSON.parse(readFileSync(s.memoryFile, 'utf8')) as typeof snap;
    } catch {
      continue; // being written
    }
    if (snap.n <= last) continue;
    const status = readFileSync(`/proc/${s.child.pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return { rss: rssKb * 1024, heapUsed: snap.heapUsed, heapTotal: snap.heapTotal };
  }
  throw new Error('the server did not answer the memory probe (SIGUSR2) in 10 s');
}

// ---------------------------------------------------------------- streams (client side)

/** One open stream as this script holds it. */
interface Stream {
  /** Comment lines (heartbeats) read so far. */
  comments: number;
  /** The server or the network closed it. */
  closed: boolean;
  /** Cuts it. */
  close(): void;
}

/**
 * Opens a stream with raw node:http (own socket, no agent) and resolves once
 * its `hello` arrived; `onEvent` gets every event after that with the
 * `performance.now()` of its arrival. Rejects on a non-200 answer, a socket
 * error, or no `hello` within {@link HELLO_TIMEOUT_MS}.
 */
function openStream(
  port: number,
  token: string,
  onEvent?: (event: string, at: number) => void,
): Promise<Stream> {
  return new Promise((ok, fail) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/aigc/api/sse/stream?tz=UTC',
      agent: false,
      headers: { accept: 'text/event-stream', cookie: `${SESSION_COOKIE}=${token}` },
    });
    const stream: Stream = { comments: 0, closed: false, close: () => req.destroy() };
    let opened = false;
    const timer = setTimeout(() => req.destroy(new Error('no hello in time')), HELLO_TIMEOUT_MS);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        clearTimeout(timer);
        fail(new Error(`HTTP ${res.statusCode}`));
        req.destroy();
        return;
      }
      res.setEncoding('utf8');
      const parser = createParser({
        onEvent(m) {
          const at = performance.now();
          if (!opened && m.event === 'hello') {
            opened = true;
            clearTimeout(timer);
            ok(stream);
          } else if (opened) onEvent?.(m.event ?? 'message', at);
        },
        onComment() {
          stream.comments += 1;
        },
      });
      res.on('data', (chunk: string) => parser.feed(chunk));
      res.on('error', () => {});
    });
    req.on('close', () => {
      stream.closed = true;
      clearTimeout(timer);
      if (!opened) fail(new Error('closed before hello'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      fail(error.code ? new Error(error.code) : error);
    });
    req.end();
  });
}

/** Opens `count` streams, {@link openConcurrency} at a time; failures are counted by reason. */
async function openMany(
  count: number,
  open: (i: number) => Promise<Stream>,
): Promise<{ streams: (Stream | undefined)[]; failures: Map<string, number>; seconds: number }> {
  const streams: (Stream | undefined)[] = new Array(count);
  const failures = new Map<string, number>();
  const started = performance.now();
  let next = 0;
  let done = 0;
  cleanups.push(() => {
    for (const s of streams) s?.close();
  });
  await Promise.all(
    Array.from({ length: Math.min(openConcurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        try {
          streams[i] = await open(i);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
        done += 1;
        if (done % 1000 === 0) log(`${done}/${count} streams opened or failed`);
      }
    }),
  );
  return { streams, failures, seconds: (performance.now() - started) / 1000 };
}

const closeAll = (streams: (Stream | undefined)[]) => {
  for (const s of streams) s?.close();
};

// ---------------------------------------------------------------- data

/** The scratch database: migrated, `count` users with a session each, and one operator with an admin token. */
async function prepareDatabase(
  count: number,
): Promise<{ url: string; userIds: string[]; tokens: string[]; adminToken: string }> {
  const database = await createTestDatabase(adminUrl, 'aigc_bench_sse');
  cleanups.push(() => database.drop());
  const handle = await createDb({ databaseUrl: database.url });
  try {
    const now = new Date();
    const userIds = Array.from(
      { length: count },
      (_, i) => `bench-sse-${String(i).padStart(6, '0')}`,
    );
    const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
    for (let i = 0; i < count; i += 1000) {
      const ids = userIds.slice(i, i + 1000);
      await handle.db
        .insert(users)
        .values(
          ids.map((id) => ({
            id,
            email: `${id}@bench.test`,
            nickname: id,
            passwordHash: '!',
            needOnboarding: false,
          })),
        );
      await handle.db
        .insert(sessions)
        .values(
          ids.map((id, k) => ({
            tokenHash: hashToken(tokens[i + k]!),
            userId: id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
          })),
        );
    }
    await handle.db
      .insert(users)
      .values({
        id: 'bench-sse-operator',
        email: 'operator@bench.test',
        nickname: 'operator',
        passwordHash: '!',
      });
    await setAdminRole(handle.db, 'operator@bench.test', true, now);
    const adminToken = await createAdminToken(handle.db, 'bench-sse-operator', 'bench:sse', now);
    // Bench-only: PostgreSQL delivers a NOTIFY at commit, which marks the commit instant for the script.
    await handle.db.execute(sql`
      CREATE FUNCTION bench_commit_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('bench_commit', ''); RETURN NULL; END $$`);
    await handle.db.execute(
      sql`CREATE TRIGGER bench_commit AFTER INSERT ON stream_events FOR EACH STATEMENT EXECUTE FUNCTION bench_commit_notify()`,
    );
    return { url: database.url, userIds, tokens, adminToken };
  } finally {
    await handle.close();
  }
}

// ---------------------------------------------------------------- figures

const kb = (bytes: number) => bytes / 1024;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
/** Nearest-rank percentile of `sorted` (ascending). */
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');
const verdict = (good: boolean) => (good ? 'met' : 'MISSED');

interface IdleResult {
  requested: number;
  opened: number;
  failures: Map<string, number>;
  openSeconds: number;
  alive: number;
  heartbeats: number;
  before: { rss: number; heapUsed: number };
  after: { rss: number; heapUsed: number };
}

async function idleRun(db: { url: string; tokens: string[] }): Promise<IdleResult> {
  log(`idle: starting one server; opening ${idleCount} streams`);
  const server = await serve(db.url);
  // Warm-up: load and compile the stream's code paths before the baseline.
  const warm = await openMany(Math.min(100, idleCount), (i) =>
    openStream(server.port, db.tokens[i]!),
  );
  closeAll(warm.streams);
  await sleep(2000);
  const before = await memoryOf(server);
  const { streams, failures, seconds } = await openMany(idleCount, (i) =>
    openStream(server.port, db.tokens[i]!),
  );
  const opened = streams.filter(Boolean).length;
  log(`idle: ${opened} opened in ${seconds.toFixed(1)} s; waiting one heartbeat period`);
  const commentsAtOpen = streams.map((s) => s?.comments ?? 0);
  await sleep(HEARTBEAT_WAIT_MS);
  const after = await memoryOf(server);
  const alive = streams.filter((s) => s && !s.closed).length;
  const heartbeats = streams.filter((s, i) => s && s.comments > commentsAtOpen[i]!).length;
  closeAll(streams);
  await stop(server);
  return {
    requested: idleCount,
    opened,
    failures,
    openSeconds: seconds,
    alive,
    heartbeats,
    before,
    after,
  };
}

interface RoundResult {
  label: string;
  arrived: number;
  delays: number[];
  writeMs: number;
  fromSendP99: number;
}

/**
 * One delivery run: `count` streams on `holder`, broadcasts written through
 * `writer` (the same server for the in-process bus), one warm-up round and
 * {@link rounds} measured ones.
 */
async function deliveryRun(
  label: string,
  holder: Server,
  writer: Server,
  db: { url: string; userIds: string[]; tokens: string[]; adminToken: string },
  count: number,
): Promise<RoundResult[]> {
  const arrivals = new Float64Array(count).fill(-1);
  const { streams, failures } = await openMany(count, (i) =>
    openStream(holder.port, db.tokens[i]!, (event, at) => {
      if (event === 'message' && arrivals[i]! < 0) arrivals[i] = at;
    }),
  );
  const opened = streams.filter(Boolean).length;
  if (opened < count)
    log(
      `${label}: only ${opened}/${count} streams opened (${[...failures].map(([r, n]) => `${r} ×${n}`).join(', ')})`,
    );
  const listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  cleanups.push(() => listener.end().catch(() => {}));
  let commitAt = -1;
  listener.on('notification', () => {
    if (commitAt < 0) commitAt = performance.now();
  });
  await listener.query('LISTEN bench_commit');
  const userIds = db.userIds.slice(0, count);
  const results: RoundResult[] = [];
  for (let round = 0; round <= rounds; round++) {
    arrivals.fill(-1);
    commitAt = -1;
    await sleep(1000);
    const sentAt = performance.now();
    const res = await fetch(`${writer.base}/aigc/admin/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${db.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 0,
        userIds,
        title: 'Benchmark',
        content: `Round ${round} of bench:sse`,
      }),
    });
    const answeredAt = performance.now();
    const body = (await res.json()) as { code: number; data?: { sent: number }; msg?: string };
    if (body.code !== 200 || body.data?.sent !== count)
      throw new Error(`the broadcast failed: ${JSON.stringify(body)}`);
    const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
    const expected = streams.filter((s) => s && !s.closed).length;
    while (performance.now() < deadline && arrivals.filter((a) => a >= 0).length < expected)
      await sleep(20);
    if (commitAt < 0) throw new Error('no commit notification (the bench trigger is missing?)');
    const got = [...arrivals].filter((a) => a >= 0);
    const delays = got.map((a) => a - commitAt).sort((x, y) => x - y);
    const fromSend = got.map((a) => a - sentAt).sort((x, y) => x - y);
    results.push({
      label: round === 0 ? `${label}, warm-up` : `${label}, round ${round}`,
      arrived: got.length,
      delays,
      writeMs: answeredAt - sentAt,
      fromSendP99: pct(fromSend, 99),
    });
    log(`${results.at(-1)!.label}: ${got.length}/${count} arrived, p99 ${ms(pct(delays, 99))}`);
  }
  closeAll(streams);
  await listener.end().catch(() => {});
  return results;
}

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

// ---------------------------------------------------------------- main

/** The soft open-files limit of this process (inherited by the servers), from /proc/self/limits. */
function openFilesLimit(): number {
  const line = /^Max open files\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
  return line === undefined || line === 'unlimited' ? Infinity : Number(line);
}

async function main(): Promise<void> {
  const needed = (skip.has('idle') ? deliveryCount : Math.max(idleCount, deliveryCount)) + 1000;
  if (openFilesLimit() < needed)
    throw new Error(
      `the open-files limit is ${openFilesLimit()}, below the ${needed} this run needs: raise it first (ulimit -n ${needed})`,
    );
  if (cpuProfileDir) mkdirSync(cpuProfileDir, { recursive: true });
  const cpu = cpus();
  const loadBefore = loadavg();
  if (deliveryCount > 1000)
    throw new Error('BENCH_DELIVERY_STREAMS is at most 1000 (one admin request)');
  const db = await prepareDatabase(Math.max(skip.has('idle') ? 0 : idleCount, deliveryCount));

  const idle = skip.has('idle') ? null : await idleRun(db);

  const delivery: RoundResult[] = [];
  if (!skip.has('delivery')) {
    log(`delivery (in-process bus): one server, ${deliveryCount} streams`);
    const server = await serve(db.url);
    delivery.push(...(await deliveryRun('in-process bus', server, server, db, deliveryCount)));
    await stop(server);
  }
  let redisNote = '';
  if (!skip.has('redis')) {
    if (await redisAnswers(redisUrl)) {
      log(`delivery (Redis): two servers, ${deliveryCount} streams on B, writes to A`);
      const [a, b] = await Promise.all([serve(db.url, redisUrl), serve(db.url, redisUrl)]);
      delivery.push(
        ...(await deliveryRun('Redis fan-out (write A → streams B)', b!, a!, db, deliveryCount)),
      );
      await Promise.all([stop(a!), stop(b!)]);
    } else redisNote = `Redis at ${redisUrl} does not answer: the fan-out run was skipped.`;
  }

  // ---- Report.
  console.log(
    `\nLive stream benchmark — GET /aigc/api/sse/stream, PostgreSQL ${adminUrl.replace(/\/\/[^@]*@/, '//')}`,
  );
  console.log(
    `node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' ',
      )} after; servers are separate processes (src/main.ts), memory read after a full GC\n`,
  );
  if (idle) {
    const perStream = idle.opened > 0 ? kb(idle.after.rss - idle.before.rss) / idle.opened : NaN;
    const heapPerStream =
      idle.opened > 0 ? kb(idle.after.heapUsed - idle.before.heapUsed) / idle.opened : NaN;
    console.log('Idle streams held by one server process');
    console.log(
      '| streams asked | opened (hello) | alive after 16 s | heartbeat seen | open time | RSS before → after | heap before → after | RSS / stream | heap / stream |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${idle.requested} | ${idle.opened} | ${idle.alive} | ${idle.heartbeats} | ${idle.openSeconds.toFixed(1)} s | ${mb(idle.before.rss)} → ${mb(idle.after.rss)} MB | ${mb(idle.before.heapUsed)} → ${mb(idle.after.heapUsed)} MB | ${perStream.toFixed(1)} KB | ${heapPerStream.toFixed(1)} KB |`,
    );
    if (idle.failures.size > 0)
      console.log(`failures: ${[...idle.failures].map(([r, n]) => `${r} ×${n}`).join(', ')}`);
    console.log(
      `goal: ${GOAL.streamsPerProcess} streams per process at ≤ ${GOAL.kbPerStream} KB each — ${verdict(idle.alive >= GOAL.streamsPerProcess && perStream <= GOAL.kbPerStream)}` +
        (idle.requested < GOAL.streamsPerProcess ? ` (only ${idle.requested} asked)` : '') +
        '\n',
    );
  }
  if (delivery.length > 0) {
    console.log(
      `Delivery: one operator broadcast (POST /aigc/admin/messages, ${deliveryCount} recipients, one transaction) → the message event on every stream`,
    );
    console.log(
      '| run | arrived | commit → arrival p50 | p99 | max | write (HTTP round trip) | request sent → arrival p99 |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of delivery) {
      console.log(
        `| ${r.label} | ${r.arrived}/${deliveryCount} | ${ms(pct(r.delays, 50))} | ${ms(pct(r.delays, 99))} | ${ms(r.delays.at(-1) ?? NaN)} | ${ms(r.writeMs)} | ${ms(r.fromSendP99)} |`,
      );
    }
    const measured = delivery.filter((r) => !r.label.endsWith('warm-up'));
    const worstP99 = Math.max(...measured.map((r) => pct(r.delays, 99)));
    const allArrived = measured.every((r) => r.arrived === deliveryCount);
    console.log(
      `goal: p99 ≤ ${GOAL.deliveryP99Ms} ms at 1,000 streams — ${verdict(allArrived && worstP99 <= GOAL.deliveryP99Ms && deliveryCount >= 1000)} (worst measured round p99 ${ms(worstP99)}${deliveryCount < 1000 ? `, only ${deliveryCount} streams` : ''})`,
    );
  }
  if (redisNote) console.log(redisNote);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanUp();
    // Sockets of cut streams may linger a moment; nothing else is left to wait for.
    process.exit();
  });
