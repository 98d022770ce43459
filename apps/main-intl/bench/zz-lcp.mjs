import { chromium } from '@playwright/test';
import { startApiServer } from '../../api/bench/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';
const port = 3395;
const server = await startApiServer({ port, dataDir: '/tmp/home-bench-data', compiled: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  for (const [path, w, h, dpr, mob] of [['/', 412, 823, 1.75, true], ['/challenge/jw4ZrGg-0T_CCNg5', 412, 823, 1.75, true], ['/', 1350, 940, 1, false], ['/challenge/jw4ZrGg-0T_CCNg5', 1350, 940, 1, false]]) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: dpr, isMobile: mob });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__lcp = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, el: e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent || '').slice(0, 40) : null, url: e.url }); }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`http://localhost:${port}${path}`, { waitUntil: 'networkidle' });
    console.log(path, JSON.stringify(await page.evaluate(() => window.__lcp), null, 0));
    await context.close();
  }
} finally { await browser.close(); await server.stop(); }
