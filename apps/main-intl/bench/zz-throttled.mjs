// LCP with Lighthouse's slow-4G network (150 ms RTT, 1.6 Mbit/s down) but the real CPU: the network critical path.
import { chromium } from '@playwright/test';
import { startApiServer } from '../../api/bench/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
const port = 3395;
const runs = Number(process.env.RUNS ?? 5);
const server = await startApiServer({ port, dataDir: '/tmp/home-bench-data', compiled: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const median = (v) => { const s = [...v].sort((a, b) => a - b); return s[s.length >> 1]; };
try {
  for (const host of ['localhost', 'cn.localhost']) {
    for (const path of ['/', '/challenge/jw4ZrGg-0T_CCNg5']) {
      const lcps = []; const fcps = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
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
} finally { await browser.close(); await server.stop(); }
