/**
 * Want benchmark (a script that prints figures, not a test):
 * wants/s and latency percentiles of `POST /aigc/api/topic/content/want`
 * — one call of the SQL function `want_in_one_call` (session, lock, want,
 * spend, ledger row, want count, author's message, live-stream events) — on
 * PostgreSQL + Redis, against the pgbench TPC-B tps of the SAME PostgreSQL
 * measured in the same run (docs/benchmarks.md).
 *
 * The server is the real one (`src/main.ts`, as docs/deploy.md starts it) in
 * child processes: `WEB_CONCURRENCY=2` first, then one process for
 * comparison (`BENCH_PROCESSES`, default `2,1`); the load generator
 * (autocannon) runs in this process.
 *
 * Usage: `pnpm --filter @aigc/api bench:want`
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a server where
 *     the script may create and drop two scratch databases;
 *   BENCH_REDIS_URL (default REDIS_URL, else redis://127.0.0.1:6379);
 *   BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 32), BENCH_USERS (2000), BENCH_POSTS (2000),
 *   BENCH_AUTHORS (default 1: every post is one author's, so every want takes that author's live-stream cursor),
 *   BENCH_PROCESSES (default 2,1); BENCH_PROFILE_DIR: write the server processes' CPU profiles there.
 * Every request is a distinct user+post pair, so every want succeeds (non-2xx
 * or non-200 envelopes are counted as errors). After the runs the ledger is
 * reconciled — every balance = its ledger, spends = wants, every post's want
 * count = its want rows, one 'tickets' live event per spend, one author's
 * message and 'message' live event per want — and the script
 * exits with 1 when it does not reconcile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb } from '../src/db/client';
import { contents, sessions, ticketLogs, users } from '../src/db/schema';
import { hashToken, SESSION_COOKIE, SESSION_TTL_MS } from '../src/lib/sessions';
import { freePort, startServer, stopServer, untilServing } from '../src/test/processes';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const userCount = Number(process.env.BENCH_USERS ?? 2000);
const postCount = Number(process.env.BENCH_POSTS ?? 2000);
const authorCount = Math.max(1, Number(process.env.BENCH_AUTHORS ?? 1));
const processCounts = (process.env.BENCH_PROCESSES ?? '2,1').split(',').map(Number).filter((n) => n >= 1);
const suffix = randomBytes(4).toString('hex');

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}
const urlOf = (db: string) => Object.assign(new URL(baseUrl), { pathname: `/${db}` }).toString();

/** The environment that points pgbench at database `db` of the bench server. */
function pgbenchEnv(db: string): NodeJS.ProcessEnv {
  const url = new URL(urlOf(db));
  return { ...process.env, PGHOST: url.hostname, PGPORT: url.port || '5432', PGUSER: decodeURIComponent(url.username || 'postgres'), PGPASSWORD: decodeURIComponent(url.password) };
}

/** pgbench TPC-B (scale 10, same connections, 2 threads, prepared statements) on `db` (initialised once) → tps, average latency, load average. */
function pgbench(db: string): { tps: number; latencyMs: number; load: string } {
  const out = execFileSync('pgbench', ['-c', String(connections), '-j', '2', '-T', String(seconds), '-M', 'prepared', db], { env: pgbenchEnv(db), encoding: 'utf8' });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN);
  return { tps, latencyMs, load: load() };
}

/** The 1-minute load average, to print beside a figure (the machine is shared). */
const load = () => loadavg()[0]!.toFixed(1);

async function main(): Promise<void> {
  const wantDb = `aigc_bench_want_${suffix}`;
  const tpcbDb = `aigc_bench_tpcb_${suffix}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'aigc-bench-want-'));
  await admin(`CREATE DATABASE ${wantDb}`);
  await admin(`CREATE DATABASE ${tpcbDb}`);
  const handle = await createDb({ databaseUrl: urlOf(wantDb), poolSize: 4 });
  let reconciles: boolean;
  try {
    // ---- Data: users with plenty of tickets and a session each, BENCH_AUTHORS authors' posts.
    const now = new Date();
    const userIds = Array.from({ length: userCount }, (_, i) => `bench-u-${i}`);
    const tokens = userIds.map(() => randomBytes(24).toString('base64url'));
    for (let i = 0; i < userCount; i += 1000) {
      const ids = userIds.slice(i, i + 1000);
      await handle.db.insert(users).values(ids.map((id) => ({ id, email: `${id}@bench.test`, nickname: id, passwordHash: '!', tickets: 100_000 })));
      await handle.db.insert(ticketLogs).values(ids.map((id) => ({ id: `${id}-grant`, userId: id, type: 1, title: 'Bench grant', nums: 100_000 })));
      await handle.db.insert(sessions).values(
        ids.map((id, k) => ({ tokenHash: hashToken(tokens[i + k]!), userId: id, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })),
      );
    }
    const authorIds = Array.from({ length: authorCount }, (_, i) => `bench-author-${i}`);
    await handle.db.insert(users).values(authorIds.map((id) => ({ id, email: `${id}@bench.test`, nickname: id, passwordHash: '!' })));
    const postIds = Array.from({ length: postCount }, (_, i) => `bench-p-${i}`);
    for (let i = 0; i < postCount; i += 1000) {
      await handle.db.insert(contents).values(postIds.slice(i, i + 1000).map((id, k) => ({ id, authorId: authorIds[(i + k) % authorCount]!, title: id })));
    }

    // ---- pgbench TPC-B on its own scratch database of the same server, before
    // and after the want runs: the machine is shared, so the ratio is taken to
    // the mean of the two.
    execFileSync('pgbench', ['-i', '-q', '-s', '10', tpcbDb], { env: pgbenchEnv(tpcbDb), stdio: 'ignore' });
    const tpcbBefore = pgbench(tpcbDb);

    let n = 0;
    const run = (address: string, secs: number) =>
      new Promise<autocannon.Result>((ok, fail) => {
        const instance = autocannon(
          {
            url: address,
            connections,
            duration: secs,
            requests: [
              {
                method: 'POST',
                path: '/aigc/api/topic/content/want',
                setupRequest: (req) => {
                  const i = n++;
                  const u = i % userCount;
                  // Spread over the posts (a distinct pair for every i while gcd(users + 1, posts) = 1).
                  const p = (Math.floor(i / userCount) + i) % postCount;
                  return {
                    ...req,
                    headers: { ...req.headers, 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${tokens[u]}` },
                    body: JSON.stringify({ contentId: postIds[p] }),
                  };
                },
              },
            ],
          },
          (err, result) => (err ? fail(err) : ok(result)),
        );
        instance.on('error', fail);
      });
    const wantRows = async () =>
      ((await handle.db.execute(sql`select count(*)::int as n from wants`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

    const results: { processes: number; want: autocannon.Result; errors: number; load: string }[] = [];
    for (const processes of processCounts) {
      const port = await freePort();
      const server = startServer(
        {
          DATABASE_URL: urlOf(wantDb),
          REDIS_URL: redisUrl,
          WEB_CONCURRENCY: String(processes),
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          DATA_DIR: join(dataDir, `server-${processes}`),
        },
        'inherit',
        process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [],
      );
      try {
        const address = `http://127.0.0.1:${port}`;
        await untilServing(address);
        const before = await wantRows();
        const warm = await run(address, 3);
        const want = await run(address, seconds);
        const runLoad = load();
        const completed = warm.requests.total + want.requests.total;
        // A want that failed (any envelope code but 200) leaves no row: count them by difference.
        const errors = want.non2xx + want.errors + Math.max(0, completed - ((await wantRows()) - before));
        results.push({ processes, want, errors, load: runLoad });
      } finally {
        await stopServer(server);
      }
    }

    const tpcbAfter = pgbench(tpcbDb);
    const tps = (tpcbBefore.tps + tpcbAfter.tps) / 2;

    // ---- Reconciliation of the ledger after the runs.
    const [check] = (
      (await handle.db.execute(sql`select
        (select count(*) from wants)::int as wants,
        (select count(*) from ${ticketLogs} where type = 2)::int as spends,
        (select count(*) from stream_events where kind = 'tickets')::int as ticket_events,
        (select count(*) from messages where type = 4)::int as want_messages,
        (select count(*) from stream_events where kind = 'message')::int as message_events,
        (select count(*) from ${users} u where u.tickets <> (select coalesce(sum(case when l.type = 1 then l.nums else -l.nums end), 0) from ticket_logs l where l.user_id = u.id))::int as mismatched,
        (select count(*) from ${contents} c where c.want_count <> (select count(*) from wants w where w.content_id = c.id))::int as miscounted`)) as unknown as { rows: unknown[] }
    ).rows as { wants: number; spends: number; ticket_events: number; want_messages: number; message_events: number; mismatched: number; miscounted: number }[];
    reconciles =
      !!check &&
      check.wants === check.spends &&
      check.spends === check.ticket_events &&
      check.wants === check.want_messages &&
      check.want_messages === check.message_events &&
      check.mismatched === 0 &&
      check.miscounted === 0;

    const cpu = cpus();
    console.log(`\nWant benchmark — ${connections} connections, ${seconds} s, ${postCount} posts by ${authorCount} author(s), PostgreSQL ${baseUrl.replace(/\/\/[^@]*@/, '//')}, Redis ${redisUrl.replace(/\/\/[^@]*@/, '//')}`);
    console.log(`node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; server: src/main.ts in child processes, load generator in this one\n`);
    console.log('| what | per second | latency p50 | latency p99 | errors | wants / TPC-B | load average |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [when, t] of [['before', tpcbBefore], ['after', tpcbAfter]] as const)
      console.log(`| pgbench TPC-B, scale 10, same server (5 statements), ${when} | ${t.tps.toFixed(0)} tps | — | avg ${t.latencyMs} ms | — | — | ${t.load} |`);
    for (const r of results)
      console.log(
        `| POST …/content/want, WEB_CONCURRENCY=${r.processes} (1 statement) | ${r.want.requests.average.toFixed(0)} wants/s | ${r.want.latency.p50} ms | ${r.want.latency.p99} ms | ${r.errors} | ${(r.want.requests.average / tps).toFixed(2)} | ${r.load} |`,
      );
    console.log(`\npgbench TPC-B: ${tps.toFixed(0)} tps (mean of before and after)`);
    for (const r of results) console.log(`WEB_CONCURRENCY=${r.processes}: ${r.want.requests.average.toFixed(0)} wants/s, wants / TPC-B = ${(r.want.requests.average / tps).toFixed(2)}, p99 ${r.want.latency.p99} ms, load average ${r.load}`);
    console.log(
      `\nreconciliation: ${check?.wants} wants, ${check?.spends} spend rows, ${check?.ticket_events} 'tickets' live events, ${check?.want_messages} authors' messages = ${check?.message_events} 'message' live events; ${check?.mismatched} balances differ from their ledger; ${check?.miscounted} want counts differ from their want rows → ${reconciles ? 'the ledger reconciles' : 'THE LEDGER DOES NOT RECONCILE'}`,
    );
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${wantDb} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${tpcbDb} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!reconciles) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
