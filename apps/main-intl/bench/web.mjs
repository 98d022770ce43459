// Page-speed benchmark (not a test): Lighthouse's performance category,
// mobile and desktop profiles, on the production build of every edition
// served by the compiled server (`apps/api/dist/main.js`), as in production:
// `/`, a post page, a challenge page and `/generator/image` of each edition
// host where that page exists (localhost, cn.localhost: all four;
// edu.localhost: `/` and `/generator/image`; shop.localhost: `/`). Each URL
// and profile runs BENCH_WEB_RUNS times (default 3) after one unmeasured
// load per profile (so the server has made the pages' image variants and
// compiled its code paths), and the table shows the median of each figure
// with the targets: performance ≥ 0.90 mobile / ≥ 0.95 desktop, LCP ≤ 2.5 s
// on mobile, CLS ≤ 0.05. The load average is printed before and after:
// the machine is shared, and Lighthouse's mobile profile simulates a slow
// CPU on top of the real one, so a busy machine lowers the scores. After the
// table: each page's LCP element and largest opportunities, its main-thread
// work by kind (script evaluation, style and layout, ... in ms, already
// slowed down by the profile) and Lighthouse's benchmark index of the
// machine (its own CPU speed test: a slower machine than the one the 4×
// slowdown was tuned for shows slower pages).
//
// Usage: pnpm bench:web (root: builds the apps and the server first), or
//   node apps/main-intl/bench/web.mjs with everything built.
//   BENCH_WEB_PORT (default 3392), BENCH_DATA_DIR (the server's data dir,
//   default <tmp>/aigc-bench-web-data; seeded on first use, kept for the next
//   run), BENCH_WEB_RUNS (3), BENCH_WEB_ONLY (a substring of "host path
//   profile" to run a subset, e.g. "localhost / mobile"), BENCH_WEB_JSON
//   (a file to write every run's figures to), CHROMIUM_PATH (default
//   /usr/bin/chromium). The server runs with SESSION_COOKIE_DOMAIN=localhost
//   (unless set), as a production deployment shares its session cookie with
//   its shop host (docs/deploy.md, "Engines and their settings"): without it a shop page first hands the
//   session over through the main site (docs/auth.md "Sessions across
//   hosts"), three navigations that only a local set-up makes.
// Lighthouse is pinned to 12.2.3 (docs/toolchain.md: 13 wants Node 22).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startApiServer } from '../../api/bench/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
import { LIGHTHOUSE_VIEWPORT, median } from './profiles.mjs';

const appsRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const only = process.env.BENCH_WEB_ONLY ?? '';
const port = Number(process.env.BENCH_WEB_PORT ?? 3392);
const dataDir = process.env.BENCH_DATA_DIR || join(os.tmpdir(), 'aigc-bench-web-data');

/** Targets (goal of docs/benchmarks.md 'Page speed'). */
const TARGET = { mobile: 0.9, desktop: 0.95, lcpMobileMs: 2500, cls: 0.05 };

for (const app of ['api', 'main-intl', 'main-cn', 'edu', 'shop']) {
  const built = app === 'api' ? join(appsRoot, 'api/dist/main.js') : join(appsRoot, app, 'dist/index.html');
  if (!existsSync(built)) {
    console.error(`apps/${app} is not built: run \`pnpm bench:web\` from the root (it builds first).`);
    process.exit(1);
  }
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** GET a JSON API path as if on `host` (Node does not resolve *.localhost; the server picks the edition by Host). */
async function api(path, host) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: `${host}:${port}` } });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`${path} on ${host}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

/** The pages to measure on one edition host: the paths that exist there. */
async function pagesOf(host) {
  if (host === 'shop.localhost') return ['/'];
  if (host === 'edu.localhost') return ['/', '/generator/image'];
  const posts = await api('/aigc/api/topic/content/list?pageSize=1&sort=hot&page=1', host);
  const topics = await api('/aigc/api/topic/activities', host);
  const paths = ['/'];
  if (posts.dataList[0]) paths.push(`/content/${posts.dataList[0].contentId}`);
  if (topics.dataList[0]) paths.push(`/challenge/${topics.dataList[0].uniqueTopicId}`);
  paths.push('/generator/image');
  return paths;
}

/** Starts Debian's Chromium headless with a DevTools port for Lighthouse; resolves with its port and a stop function. */
async function startChromium() {
  const profile = mkdtempSync(join(os.tmpdir(), 'aigc-bench-web-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      '--disable-dev-shm-usage',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const devtoolsPort = await new Promise((ok, fail) => {
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) ok(Number(m[1]));
    });
    child.once('exit', (c) => fail(new Error(`chromium exited ${c}: ${err.slice(-500)}`)));
  });
  return {
    port: devtoolsPort,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      // Chromium's helper processes may still be writing the profile just after it exits: retried.
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** One page load per profile so the server has made the page's image variants before the measured runs. */
async function warmUp(urls) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    for (const profile of ['mobile', 'desktop']) {
      // The warm-up load only: Lighthouse emulates its own profile for the measured runs.
      const context = await browser.newContext(LIGHTHOUSE_VIEWPORT[profile]);
      const page = await context.newPage();
      for (const url of urls) {
        await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 }).catch(() => undefined);
        await page.evaluate(() => window.scrollTo(0, 600));
        await page.waitForTimeout(300);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** The first DOM node (its HTML snippet) named anywhere in an audit's details, or ''. */
function firstNode(details) {
  if (!details || typeof details !== 'object') return '';
  if (details.type === 'node') return details.snippet ?? details.nodeLabel ?? '';
  for (const value of Object.values(details)) {
    const found = Array.isArray(value) ? value.map(firstNode).find(Boolean) : firstNode(value);
    if (found) return found;
  }
  return '';
}

/** Lighthouse's errors of a run that failed to record the page load (its message says to run again); retried. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);
/** Runs of one page and profile tried at most, when one fails with a {@link RETRIED_ERRORS} error. */
const TRIES = 3;

async function runLighthouse(devtoolsPort, url, profile) {
  const flags = { port: devtoolsPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  let lhr;
  for (let attempt = 1; ; attempt += 1) {
    lhr = (await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined))?.lhr;
    if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError) break;
    if (attempt >= TRIES || !RETRIED_ERRORS.has(lhr.runtimeError.code))
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.log(`  ${url} ${profile}: ${lhr.runtimeError.code}, run again`);
  }
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance.score ?? Number.NaN,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    // Lighthouse 12.2 cannot always name it: with Debian's newer Chromium its
    // trace-elements gatherer fails, and the audit carries that error instead.
    lcpElement:
      firstNode(lhr.audits['largest-contentful-paint-element']?.details) ||
      (lhr.audits['largest-contentful-paint-element']?.errorMessage
        ? `(not reported: ${lhr.audits['largest-contentful-paint-element'].errorMessage.slice(0, 100)})`
        : ''),
    opportunities: Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 3)
      .map((a) => `${a.id} ${Math.round(a.details.overallSavingsMs)} ms`),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    // Where the main thread's time went (already multiplied by the profile's CPU slowdown), largest first.
    mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .slice()
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 4)
      .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`),
  };
}

const fmt = {
  s: (ms) => `${(ms / 1000).toFixed(2)} s`,
  ms: (ms) => `${Math.round(ms)} ms`,
};

async function main() {
  console.log(`load average before: ${load()}`);
  process.env.SESSION_COOKIE_DOMAIN ??= 'localhost';
  const server = await startApiServer({ port, dataDir, compiled: true });
  const chrome = await startChromium();
  const rows = [];
  const all = [];
  try {
    const targets = [];
    for (const host of ['localhost', 'cn.localhost', 'edu.localhost', 'shop.localhost']) {
      for (const path of await pagesOf(host)) targets.push({ host, path, url: `http://${host}:${port}${path}` });
    }
    const chosen = targets.filter((t) => ['mobile', 'desktop'].some((p) => `${t.host} ${t.path} ${p}`.includes(only)));
    await warmUp(chosen.map((t) => t.url));
    for (const t of chosen) {
      for (const profile of ['mobile', 'desktop']) {
        if (!`${t.host} ${t.path} ${profile}`.includes(only)) continue;
        const measured = [];
        for (let i = 0; i < runs; i += 1) measured.push(await runLighthouse(chrome.port, t.url, profile));
        all.push({ ...t, profile, runs: measured });
        const m = (k) => median(measured.map((r) => r[k]));
        const row = { host: t.host, path: t.path, profile, score: m('score'), fcp: m('fcp'), lcp: m('lcp'), cls: m('cls'), tbt: m('tbt') };
        const ok =
          row.score >= TARGET[profile] && row.cls <= TARGET.cls && (profile === 'desktop' || row.lcp <= TARGET.lcpMobileMs);
        rows.push({ ...row, ok, lcpElement: measured[0].lcpElement, opportunities: measured[0].opportunities, mainThread: measured[0].mainThread });
        console.log(
          `  ${t.host}${t.path} ${profile}: ${row.score.toFixed(2)} (runs ${measured.map((r) => r.score.toFixed(2)).join(' ')}), load ${load()}`,
        );
      }
    }
  } finally {
    await chrome.stop();
    await server.stop();
  }

  const benchmarkIndex = median(all.flatMap((t) => t.runs.map((r) => r.benchmarkIndex)).filter(Number.isFinite));
  console.log(
    `\nLighthouse 12.2.3, median of ${runs}, Debian Chromium; load average after: ${load()}; ` +
      `Lighthouse's benchmark index of this machine (median of the runs): ${Math.round(benchmarkIndex)}\n`,
  );
  console.log('| host | page | profile | performance | FCP | LCP | CLS | TBT | meets target |');
  console.log('|---|---|---|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const page = r.path.replace(/^\/content\/.+/, '/content/:id').replace(/^\/challenge\/.+/, '/challenge/:id');
    console.log(
      `| ${r.host} | ${page} | ${r.profile} | ${r.score.toFixed(2)} | ${fmt.s(r.fcp)} | ${fmt.s(r.lcp)} | ${r.cls.toFixed(3)} | ${fmt.ms(r.tbt)} | ${r.ok ? 'yes' : 'no'} |`,
    );
  }
  console.log('\nLCP element and largest opportunities (first run):');
  for (const r of rows) {
    console.log(`- ${r.host}${r.path} ${r.profile}: ${r.lcpElement.slice(0, 120) || '(LCP element not reported)'} — ${r.opportunities.join(', ') || 'none'}`);
  }
  console.log('\nMain-thread work by kind (first run):');
  for (const r of rows) console.log(`- ${r.host}${r.path} ${r.profile}: ${r.mainThread.join(', ') || 'not reported'}`);
  if (process.env.BENCH_WEB_JSON) writeFileSync(process.env.BENCH_WEB_JSON, JSON.stringify(all, null, 2));
}

await main();
