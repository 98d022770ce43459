// Feed endpoint benchmark (not a test): requests/s and latency of
// GET /aigc/api/topic/content/list — hot and new, page 1 and a deep page,
// as a visitor and signed in (the demo account: its liked/wanted flags are
// looked up per page) — on the real server and seeded database, next to a
// bare Fastify hello-world measured in the same run on the same machine,
// with autocannon. Prints the machine's load average beside each table
// (other work on the machine lowers both sides; the ratio is the number).
//
// Usage: pnpm bench:feed (root) or pnpm --filter @aigc/api bench:feed
//   BENCH_SECONDS (default 6 per case), BENCH_CONNECTIONS (default 10),
//   BENCH_DATA_DIR (the PGlite data dir, default <tmp>/aigc-bench-data),
//   BENCH_DATABASE_URL, else DATABASE_URL: when set, a second pass on that
//   PostgreSQL database (migrated and seeded on first use — give the bench
//   a database of its own), BENCH_PGLITE=0 skips the PGlite pass.
// The deep page is page ⌊posts / 20⌋; when the server returns `nextCursor`
// the bench walks there by cursor (keyset), else asks `page=N` (offset).
import { spawn } from 'node:child_process';
import os from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startApiServer } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pageSize = 20;
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
/** Targets (share of the hello-world's req/s; p99 in ms). */
const TARGET = { visitor: 10, signedIn: 3, p99: 50 };

/** A bare Fastify 'hello world' in its own process (same framework, no database, no JSON envelope work). */
async function startHelloWorld(port) {
  const code = `
    const fastify = require('fastify')();
    fastify.get('/', async () => ({ hello: 'world' }));
    fastify.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));
  `;
  const child = spawn(process.execPath, ['-e', code], { cwd: resolve(here, '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((ok, fail) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && ok());
    child.once('exit', (c) => fail(new Error(`hello-world exited ${c}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

function run(title, url, headers = {}, seconds = duration) {
  return new Promise((ok, fail) => {
    const instance = autocannon({ url, headers, connections, duration: seconds, pipelining: 1, timeout: 30 }, (err, result) =>
      err ? fail(err) : ok(result),
    );
    instance.on('error', fail);
  }).then((r) => ({
    title,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
    bytesPerReq: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
  }));
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Signs the demo account in (README: demo@example.com / demo1234); returns its Cookie header. */
async function signIn(base) {
  const { publicEncrypt, createPublicKey, constants } = await import('node:crypto');
  const key = (await (await fetch(`${base}/aigc/api/auth/public-key`)).json()).data.jwk;
  const password = publicEncrypt(
    { key: createPublicKey({ key, format: 'jwk' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from('demo1234'),
  ).toString('base64');
  const res = await fetch(`${base}/aigc/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password }),
  });
  const body = await res.json();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aigc_session='));
  if (body.code !== 200 || !cookie) throw new Error(`demo sign-in failed: ${JSON.stringify(body)}`);
  return cookie.split(';')[0];
}

/** The URL of page `page` of `sort`: by cursor when the server gives one (walking there), else by number. */
async function deepUrl(base, sort, page) {
  const list = `${base}/aigc/api/topic/content/list?sort=${sort}&pageSize=${pageSize}`;
  let cursor = null;
  for (let p = 1; p < page; p += 1) {
    const body = await (await fetch(`${list}&page=${p}${cursor ? `&cursor=${cursor}` : ''}`)).json();
    if (typeof body.data.nextCursor !== 'string') return `${list}&page=${page}`;
    cursor = body.data.nextCursor;
  }
  return `${list}&page=${page}${cursor ? `&cursor=${cursor}` : ''}`;
}

async function pass(database, databaseUrl, hello) {
  process.env.BENCH_DATABASE_URL = databaseUrl;
  const api = await startApiServer({ port: Number(process.env.BENCH_API_PORT ?? 3391) });
  try {
    const list = `${api.url}/aigc/api/topic/content/list?pageSize=${pageSize}`;
    const total = (await (await fetch(`${list}&sort=hot&page=1`)).json()).data.total;
    const deep = Math.max(2, Math.floor(total / pageSize));
    const cookie = await signIn(api.url);
    const urls = {
      hot1: `${list}&sort=hot&page=1`,
      hotDeep: await deepUrl(api.url, 'hot', deep),
      new1: `${list}&sort=new&page=1`,
      newDeep: await deepUrl(api.url, 'new', deep),
    };
    const byCursor = urls.hotDeep.includes('cursor=');
    await run('warm-up', urls.hot1, {}, 3);
    await run('warm-up', urls.newDeep, { cookie }, 3);
    const loadBefore = load();
    const base = await run('Fastify hello-world (GET /)', hello.url);
    const cases = [];
    for (const [who, headers] of [
      ['visitor', {}],
      ['signed in', { cookie }],
    ]) {
      for (const [name, url] of [
        ['hot, page 1', urls.hot1],
        [`hot, page ${deep}`, urls.hotDeep],
        ['new, page 1', urls.new1],
        [`new, page ${deep}`, urls.newDeep],
      ]) {
        cases.push({ who, ...(await run(`${name}, ${who}`, url, headers)) });
      }
    }
    console.log(
      `\n${database} — ${connections} connections, ${duration} s per case, ${total} posts, deep pages by ${byCursor ? 'cursor (keyset)' : 'page number (offset)'}`,
    );
    console.log(`node ${process.version}, ${os.cpus().length} CPUs, load average ${loadBefore} before, ${load()} after\n`);
    console.table(
      [base, ...cases].map((r) => ({
        run: r.title,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        '% of hello': r === base ? '100' : ((r.reqPerSec / base.reqPerSec) * 100).toFixed(1),
        target: r === base ? '' : `≥ ${r.who === 'visitor' ? TARGET.visitor : TARGET.signedIn} %, p99 ≤ ${TARGET.p99}`,
        met: r === base ? '' : (r.reqPerSec / base.reqPerSec) * 100 >= (r.who === 'visitor' ? TARGET.visitor : TARGET.signedIn) && r.p99 <= TARGET.p99 ? 'yes' : 'NO',
        'bytes/req': r.bytesPerReq,
        errors: r.errors,
      })),
    );
  } finally {
    await api.stop();
  }
}

const hello = await startHelloWorld(Number(process.env.BENCH_HELLO_PORT ?? 3392));
try {
  if (process.env.BENCH_PGLITE !== '0') await pass('PGlite (embedded)', '', hello);
  if (postgresUrl) await pass(`PostgreSQL (${new URL(postgresUrl).host}${new URL(postgresUrl).pathname})`, postgresUrl, hello);
  else console.log('\nDATABASE_URL / BENCH_DATABASE_URL not set: the PostgreSQL pass is skipped.');
} finally {
  hello.stop();
}
