// First-screen timing on Lighthouse's slow-4G link but the real CPU (not a
// test): FCP and LCP of the community's feed pages (`/` and the first
// challenge's page on localhost and cn.localhost) at 412 px DPR 1.75, with
// the network throttled through the DevTools protocol (150 ms RTT, 1.6
// Mbit/s down, 750 kbit/s up) and no CPU slow-down, so the figures follow
// the network's critical path more than the machine's load (docs/benchmarks.md
// 'Page speed'). Median of BENCH_NETWORK_RUNS (5) fresh loads per page.
// Usage: node apps/main-intl/bench/web-network.mjs with the apps and the
//   server built; BENCH_WEB_PORT (3392) and BENCH_DATA_DIR as bench/web.mjs.
import os from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startApiServer } from '../../api/bench/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
import { LIGHTHOUSE_VIEWPORT, median } from './profiles.mjs';
const port = Number(process.env.BENCH_WEB_PORT ?? 3392);
const runs = Number(process.env.BENCH_NETWORK_RUNS ?? 5);
const server = await startApiServer({ port, dataDir: process.env.BENCH_DATA_DIR || join(os.tmpdir(), 'aigc-bench-web-data'), compiled: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const topics = await fetch(`http://127.0.0.1:${port}/aigc/api/topic/activities`, { headers: { host: `localhost:${port}` } }).then((r) => r.json());
  const challenge = topics.data.dataList[0]?.uniqueTopicId;
  console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('| host | page | FCP (median) | LCP (median) | LCP of each run |\n|---|---|---:|---:|---|');
  for (const host of ['localhost', 'cn.localhost']) {
    for (const path of ['/', ...(challenge ? [`/challenge/${challenge}`] : [])]) {
      const lcps = []; const fcps = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext(LIGHTHOUSE_VIEWPORT.mobile);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
        await page.addInitScript(() => {
          window.__lcp = 0;
          new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
        lcps.push(await page.evaluate(() => window.__lcp));
        fcps.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0));
        await context.close();
      }
      console.log(`| ${host} | ${path.startsWith('/challenge') ? '/challenge/:id' : path} | ${(median(fcps) / 1000).toFixed(2)} s | ${(median(lcps) / 1000).toFixed(2)} s | ${lcps.map((v) => (v / 1000).toFixed(2)).join(', ')} |`);
    }
  }
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally { await browser.close(); await server.stop(); }
