// Feed endpoint benchmark (not a test): requests/s and latency
// percentiles of GET /aigc/api/topic/content/list (hot feed, page 1 and a
// deep page) on the real server and seeded database, against a bare Fastify
// hello-world measured in the same run on the same machine, with autocannon.
// Usage: pnpm bench:feed (root) or node apps/api/bench/feed.mjs
//   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10: PGlite is one
//   connection, more only queue), BENCH_DATABASE_URL (PostgreSQL instead of PGlite)
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startApiServer } from './server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

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

function run(title, url) {
  return new Promise((ok, fail) => {
    const instance = autocannon({ url, connections, duration, pipelining: 1, timeout: 30 }, (err, result) => (err ? fail(err) : ok(result)));
    instance.on('error', fail);
  }).then((r) => ({
    title,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    bytesPerReq: Math.round(r.throughput.average / Math.max(1, r.requests.average)),
  }));
}

const api = await startApiServer({ port: Number(process.env.BENCH_API_PORT ?? 3391) });
const hello = await startHelloWorld(Number(process.env.BENCH_HELLO_PORT ?? 3392));
try {
  const first = await (await fetch(`${api.url}/aigc/api/topic/content/list?sort=hot&page=1&pageSize=20`)).json();
  const total = first.data.total;
  const deepPage = Math.max(1, Math.floor(total / 20));
  // Warm-up: JIT, connection pools, PGlite caches.
  await run('warm-up', `${api.url}/aigc/api/topic/content/list?sort=hot&page=1&pageSize=20`);
  const results = [
    await run('Fastify hello-world (GET /)', hello.url),
    await run('feed hot, page 1 × 20', `${api.url}/aigc/api/topic/content/list?sort=hot&page=1&pageSize=20`),
    await run(`feed new, page ${deepPage} × 20`, `${api.url}/aigc/api/topic/content/list?sort=new&page=${deepPage}&pageSize=20`),
  ];
  console.log(`\nFeed endpoint vs bare Fastify — ${connections} connections, ${duration} s each, ${total} posts seeded`);
  const os = await import('node:os');
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.table(
    results.map((r) => ({
      run: r.title,
      'req/s': Math.round(r.reqPerSec),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'bytes/req': r.bytesPerReq,
      errors: r.errors,
    })),
  );
  const base = results[0].reqPerSec;
  for (const r of results.slice(1)) console.log(`${r.title}: ${((r.reqPerSec / base) * 100).toFixed(1)} % of hello-world throughput`);
} finally {
  hello.stop();
  await api.stop();
}
