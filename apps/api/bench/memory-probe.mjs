// Memory probe of a server under benchmark (not part of the server): preloaded
// with NODE_OPTIONS="--import <this file>" and BENCH_MEMORY_FILE=<path>. On
// SIGUSR2 it runs two full garbage collections, then writes
// `{ n, rss, heapTotal, heapUsed, external, arrayBuffers }` (bytes;
// process.memoryUsage() after the collections; n counts the snapshots) to
// BENCH_MEMORY_FILE, so a benchmark in another process can read the server's
// heap, which /proc does not show. Used by bench/sse.ts.
import { writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setFlagsFromString('--expose-gc');
  /** V8's gc(), reachable once --expose-gc is set (a fresh context picks the flag up). */
  const gc = runInNewContext('gc');
  let n = 0;
  process.on('SIGUSR2', () => {
    gc();
    gc();
    n += 1;
    writeFileSync(file, JSON.stringify({ n, ...process.memoryUsage() }));
  });
}
