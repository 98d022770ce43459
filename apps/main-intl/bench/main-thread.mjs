// Main-thread benchmark (not a test): where a phone-class CPU spends its time
// while a page of this edition loads, by the source package that ran. It
// builds the app once more with source maps into a temporary web root (the
// `dist/` that `npm start` serves is left as it is), serves that build with
// the compiled server, and loads the page in Debian's Chromium at
// Lighthouse's mobile size (412 × 823 px, DPR 1.75) with the CPU slowed
// down 4× (the mobile profile's factor) and no network throttling. V8's
// sampling profiler records every load; each sample is mapped back through
// the build's source maps to its module, and the table shows the median
// self time per package (react-dom, the store, our packages, ...) and for
// the browser's own work (`(program)`: parsing, style, layout, paint and
// compiling). Above it: first contentful paint, largest contentful paint,
// and the long tasks (> 50 ms) of each load, as the browser measured them
// under the slowdown, in ms. Lighthouse's own mobile figures
// (`pnpm bench:web`) simulate the network and scale a trace taken at full
// speed; this is the real slowed-down run that explains them
// (docs/benchmarks.md 'Page speed').
//
// Usage: pnpm --filter @aigc/main-intl bench:main-thread (the server must
//   be built: `pnpm --filter @aigc/api build`).
//   BENCH_PATH (default `/`), BENCH_RUNS (5), BENCH_TOP (25 rows),
//   BENCH_WEB_PORT (3393), BENCH_DATA_DIR (as bench:web: seeded on first
//   use, kept; not while another benchmark uses the same directory),
//   CHROMIUM_PATH (default /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { startApiServer } from '../../api/bench/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
import { LIGHTHOUSE_VIEWPORT, median, MOBILE_CPU_SLOWDOWN } from './profiles.mjs';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const path = process.env.BENCH_PATH ?? '/';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const top = Number(process.env.BENCH_TOP ?? 25);
const port = Number(process.env.BENCH_WEB_PORT ?? 3393);
const dataDir = process.env.BENCH_DATA_DIR || join(os.tmpdir(), 'aigc-bench-web-data');
/** Lighthouse's mobile profile, with touch (the page's phone layout). */
const MOBILE = { ...LIGHTHOUSE_VIEWPORT.mobile, hasTouch: true };
/** The profiler's sampling interval, µs. */
const SAMPLE_US = 200;

if (!existsSync(join(appRoot, '../api/dist/main.js'))) {
  console.error('The server is not built: run `pnpm --filter @aigc/api build` first.');
  process.exit(1);
}

/**
 * The package a module belongs to, from its path in a source map: `react-dom`
 * or `@reduxjs/toolkit` for a dependency, `packages/store` or `apps/main-intl`
 * for ours.
 */
function packageOf(source) {
  const dep = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dep) return dep[1];
  const own = /(?:^|\/)((?:packages|apps)\/[^/]+)\//.exec(source);
  return own ? own[1] : source;
}

/** Maps a profile's call frame (a built file, 0-based line and column) to its package, via the file's source map fetched from the server. */
function makeResolver(origin) {
  const maps = new Map();
  return async (frame) => {
    // V8's own entries are named in brackets already: (program), (idle), (garbage collector).
    if (!frame.url)
      return frame.functionName.startsWith('(')
        ? frame.functionName
        : `(${frame.functionName || 'program'})`;
    if (!frame.url.startsWith(origin)) return frame.url;
    if (!maps.has(frame.url)) {
      const res = await fetch(`${frame.url}.map`).catch(() => null);
      maps.set(frame.url, res?.ok ? new SourceMapConsumer(await res.json()) : null);
    }
    const map = maps.get(frame.url);
    const file = frame.url.split('/').pop();
    if (!map) return file;
    const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return pos.source ? packageOf(pos.source) : `${file} (no source)`;
  };
}

/** One load of `url`: the profile's self time per package (ms) and the page's paint and long-task figures. */
async function measure(browser, url, resolveFrame) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const seen = { longTasks: [], fcp: 0, lcp: 0 };
      Object.defineProperty(window, '__benchMainThread', { value: seen });
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => seen.longTasks.push(e.duration)),
      ).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((l) =>
        l.getEntries().forEach((e) => (seen.lcp = e.startTime)),
      ).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) =>
        l
          .getEntries()
          .forEach((e) => e.name === 'first-contentful-paint' && (seen.fcp = e.startTime)),
      ).observe({ type: 'paint', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    // The feed's data and images arrive after `load`; the first screen is drawn well within this.
    await page.waitForTimeout(4000);
    const { profile } = await cdp.send('Profiler.stop');
    const seen = await page.evaluate(() => window.__benchMainThread);

    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const selfUs = new Map();
    profile.samples.forEach((id, i) =>
      selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)),
    );
    const byPackage = new Map();
    for (const [id, us] of selfUs) {
      const key = await resolveFrame(nodes.get(id).callFrame);
      if (key === '(idle)') continue;
      byPackage.set(key, (byPackage.get(key) ?? 0) + us / 1000);
    }
    return { byPackage, ...seen };
  } finally {
    await context.close();
  }
}

async function main() {
  const webRoot = mkdtempSync(join(os.tmpdir(), 'aigc-bench-main-thread-'));
  const server = { stop: async () => undefined };
  try {
    console.log('building main-intl with source maps ...');
    execFileSync(
      'pnpm',
      [
        'exec',
        'vite',
        'build',
        '--sourcemap',
        '--outDir',
        join(webRoot, 'main-intl/dist'),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        cwd: appRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    process.env.WEB_ROOT = webRoot;
    Object.assign(server, await startApiServer({ port, dataDir, compiled: true }));
    const origin = `http://localhost:${port}`;
    const url = `${origin}${path}`;
    const resolveFrame = makeResolver(origin);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    });
    const results = [];
    try {
      await measure(browser, url, resolveFrame); // unmeasured: the server makes the page's image variants
      for (let i = 0; i < runs; i += 1) {
        const r = await measure(browser, url, resolveFrame);
        results.push(r);
        const busy = [...r.byPackage.values()].reduce((a, b) => a + b, 0);
        console.log(
          `  run ${i + 1}: FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, ${r.longTasks.length} long tasks ` +
            `(${Math.round(r.longTasks.reduce((a, b) => a + b, 0))} ms), busy ${Math.round(busy)} ms; load average ${os.loadavg()[0].toFixed(1)}`,
        );
      }
    } finally {
      await browser.close();
    }

    const packages = new Set(results.flatMap((r) => [...r.byPackage.keys()]));
    const rows = [...packages]
      .map((name) => ({ name, ms: median(results.map((r) => r.byPackage.get(name) ?? 0)) }))
      .sort((a, b) => b.ms - a.ms);
    const total = median(results.map((r) => [...r.byPackage.values()].reduce((a, b) => a + b, 0)));
    console.log(
      `\n${url} at 412 px, CPU ×${MOBILE_CPU_SLOWDOWN}, median of ${runs} loads (Debian Chromium, no network throttling)\n`,
    );
    console.log(
      `FCP ${Math.round(median(results.map((r) => r.fcp)))} ms · LCP ${Math.round(median(results.map((r) => r.lcp)))} ms · ` +
        `long tasks ${Math.round(median(results.map((r) => r.longTasks.reduce((a, b) => a + b, 0))))} ms · main thread busy ${Math.round(total)} ms\n`,
    );
    console.log('| where | main-thread ms | share |');
    console.log('|---|---:|---:|');
    for (const row of rows.slice(0, top))
      console.log(
        `| ${row.name} | ${Math.round(row.ms)} | ${((row.ms / total) * 100).toFixed(0)} % |`,
      );
  } finally {
    await server.stop();
    rmSync(webRoot, { recursive: true, force: true });
  }
}

await main();
