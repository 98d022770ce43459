/**
 * Want benchmark (a script that prints figures, not a test):
 * requests/s and latency percentiles of `POST /aigc/api/topic/content/want`
 * — one transaction that locks the post, records the want, spends a ticket
 * with its ledger row and bumps the want count — on PostgreSQL, against the
 * pgbench TPC-B figure of the SAME PostgreSQL measured in the same run.
 *
 * Usage: `pnpm --filter @aigc/api bench:want`
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): a server where
 *     the script may create and drop two scratch databases;
 *   BENCH_SECONDS (default 15), BENCH_CONNECTIONS (default 32), BENCH_USERS (2000), BENCH_POSTS (2000).
 * Every request is a distinct user+post pair, so every want succeeds (non-2xx
 * or non-200 envelopes are counted as errors); the ledger is checked at the end.
 * The server and the load generator (autocannon) share this process.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createDb } from '../src/db/client';
import { contents, sessions, ticketLogs, users } from '../src/db/schema';
import { hashToken, SESSION_COOKIE, SESSION_TTL_MS } from '../src/lib/sessions';
import { wantRoutes } from '../src/modules/want/routes';

const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const userCount = Number(process.env.BENCH_USERS ?? 2000);
const postCount = Number(process.env.BENCH_POSTS ?? 2000);
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

/** pgbench TPC-B (scale 10, same connections, 2 threads, prepared statements) → tps and average latency. */
function pgbench(db: string): { tps: number; latencyMs: number } {
  const url = new URL(urlOf(db));
  const env = { ...process.env, PGHOST: url.hostname, PGPORT: url.port || '5432', PGUSER: decodeURIComponent(url.username || 'postgres'), PGPASSWORD: decodeURIComponent(url.password) };
  execFileSync('pgbench', ['-i', '-q', '-s', '10', db], { env, stdio: 'ignore' });
  const out = execFileSync('pgbench', ['-c', String(connections), '-j', '2', '-T', String(seconds), '-M', 'prepared', db], { env, encoding: 'utf8' });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN);
  return { tps, latencyMs };
}

async function main(): Promise<void> {
  const wantDb = `aigc_bench_want_${suffix}`;
  const tpcbDb = `aigc_bench_tpcb_${suffix}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'aigc-bench-want-'));
  await admin(`CREATE DATABASE ${wantDb}`);
  await admin(`CREATE DATABASE ${tpcbDb}`);
  const handle = await createDb({ databaseUrl: urlOf(wantDb), poolSize: connections });
  try {
    // ---- Data: users with plenty of tickets and a session each, one author's posts.
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
    await handle.db.insert(users).values({ id: 'bench-author', email: 'author@bench.test', nickname: 'author', passwordHash: '!' });
    const postIds = Array.from({ length: postCount }, (_, i) => `bench-p-${i}`);
    for (let i = 0; i < postCount; i += 1000) {
      await handle.db.insert(contents).values(postIds.slice(i, i + 1000).map((id) => ({ id, authorId: 'bench-author', title: id })));
    }

    const app = await buildApp({ db: handle.db, modules: [wantRoutes], config: { dataDir, smtpUrl: undefined, webRoot: undefined } });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    let n = 0;
    const run = (title: string, secs: number) =>
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
        void title;
      });

    const warm = await run('warm-up', 3);
    const want = await run('want', seconds);
    const completed = warm.requests.total + want.requests.total;

    // ---- Checks: every spend has its want, balances equal their ledgers.
    const [check] = (
      (await handle.db.execute(sql`select
        (select count(*) from wants)::int as wants,
        (select count(*) from ${ticketLogs} where type = 2)::int as spends,
        (select count(*) from ${users} u where u.tickets <> (select coalesce(sum(case when l.type = 1 then l.nums else -l.nums end), 0) from ticket_logs l where l.user_id = u.id))::int as mismatched`)) as unknown as { rows: unknown[] }
    ).rows as { wants: number; spends: number; mismatched: number }[];
    // A want that failed (any envelope code but 200) leaves no row: count them by difference.
    const envelopeErrors = want.non2xx + want.errors + Math.max(0, completed - (check?.wants ?? 0));
    await app.close();

    const tpcb = pgbench(tpcbDb);
    const cpu = cpus();
    console.log(`\nWant benchmark — ${connections} connections, ${seconds} s, PostgreSQL ${baseUrl.replace(/\/\/[^@]*@/, '//')}`);
    console.log(`node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}; server and load generator in one process\n`);
    console.log('| what | per second | latency p50 | latency p99 | errors |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| POST /aigc/api/topic/content/want (HTTP, 1 transaction, ~7 statements) | ${want.requests.average.toFixed(0)} req/s | ${want.latency.p50} ms | ${want.latency.p99} ms | ${envelopeErrors} |`,
    );
    console.log(`| pgbench TPC-B, scale 10, same server (5 statements) | ${tpcb.tps.toFixed(0)} tps | — | avg ${tpcb.latencyMs} ms | — |`);
    console.log(`\nwants / TPC-B = ${(want.requests.average / tpcb.tps).toFixed(2)}`);
    console.log(
      `checks: ${completed} requests completed (with warm-up), ${check?.wants} wants recorded = ${check?.spends} spend rows; ${check?.mismatched} balances differ from their ledger`,
    );
  } finally {
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS ${wantDb} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${tpcbDb} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
