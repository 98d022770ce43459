// Probe of a server under benchmark (not part of the server), preloaded with
// NODE_OPTIONS="--import <this file>". Used by bench/sse.ts.
// - BENCH_MEMORY_FILE=<path>: on SIGUSR2 it runs two full garbage
//   collections, then writes `{ n, rss, heapTotal, heapUsed, external,
//   arrayBuffers }` (bytes, process.memoryUsage() after the collections; n
//   counts the snapshots) to that file, so a benchmark in another process can
//   read the server's heap, which /proc does not show.
// - BENCH_CPU_PROFILE=<folder>: profiles the process from start to SIGTERM and
//   writes `server-<pid>.cpuprofile` there (open it in Chrome DevTools or
//   speedscope). Node refuses --cpu-prof in NODE_OPTIONS, hence the inspector.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const memoryFile = process.env.BENCH_MEMORY_FILE;
if (memoryFile) {
  setFlagsFromString('--expose-gc');
  /** V8's gc(), reachable once --expose-gc is set (a fresh context picks the flag up). */
  const gc = runInNewContext('gc');
  let n = 0;
  process.on('SIGUSR2', () => {
    gc();
    gc();
    n += 1;
    writeFileSync(memoryFile, JSON.stringify({ n, ...process.memoryUsage() }));
  });
}

const profileDir = process.env.BENCH_CPU_PROFILE;
if (profileDir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // Registered before the server's own SIGTERM handler, and the same-thread
  // inspector answers synchronously: the file is written before the server exits.
  process.on('SIGTERM', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error)
        writeFileSync(
          join(profileDir, `server-${process.pid}.cpuprofile`),
          JSON.stringify(result.profile),
        );
    });
  });
}
