// Feed DOM benchmark (not a test): loads the home feed of the built
// app in Debian's Chromium with N posts (the feed call is answered with N
// synthetic cards built from real seeded ones), scrolls until all N are
// loaded, and prints the DOM node count, the cards actually in the DOM, the
// JS heap and the frame times of a scroll through the loaded feed — for
// N = 100 and N = 10,000. A virtualised feed keeps the DOM flat as N grows.
// Usage: pnpm bench:feed (root) or node apps/main-intl/bench/feed-dom.mjs
//   (needs apps/main-intl/dist: pnpm --filter @aigc/main-intl build)
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startApiServer } from '../../api/bench/server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.mjs';

const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appRoot, 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('apps/main-intl/dist is missing: run `pnpm --filter @aigc/main-intl build` first.');
  process.exit(1);
}
const SIZES = (process.env.BENCH_FEED_SIZES ?? '100,10000').split(',').map(Number);
/** Cards per synthetic feed page (the real server caps pageSize at 60; the client follows hasMore). */
const PAGE = 500;

const server = await startApiServer({ port: Number(process.env.BENCH_API_PORT ?? 3393) });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
});

async function measure(total, templates) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  let served = 0;
  await page.route('**/aigc/api/topic/content/list?**', async (route) => {
    const url = new URL(route.request().url());
    const p = Number(url.searchParams.get('page') ?? 1);
    const from = (p - 1) * PAGE;
    const to = Math.min(total, from + PAGE);
    const dataList = [];
    for (let i = from; i < to; i += 1) {
      const t = templates[i % templates.length];
      dataList.push({ ...t, contentId: `bench-${i}`, title: `${t.title} #${i + 1}` });
    }
    served = Math.max(served, to);
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 200, msg: 'success', data: { dataList, hasMore: to < total, page: p, total } }),
    });
  });
  await page.goto(`${server.url}/`);
  const feed = page.getByRole('feed');
  await feed.locator('article').first().waitFor();

  // Scroll to the end until every page is loaded and the last card is shown.
  const started = Date.now();
  for (let guard = 0; guard < 2000; guard += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(120);
    const last = await page.evaluate(
      (n) => Boolean(document.querySelector(`[role=feed] article[aria-posinset="${n}"]`)),
      total,
    );
    if (served >= total && last) break;
  }
  const loadMs = Date.now() - started;

  // The DOM in the middle of the loaded feed (same relative place for every N).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.waitForTimeout(500);
  const stats = await page.evaluate(() => ({
    domNodes: document.getElementsByTagName('*').length,
    cardsInDom: document.querySelectorAll('[role=feed] article').length,
    images: document.querySelectorAll('[role=feed] img').length,
    heapMB: performance.memory ? Math.round(performance.memory.usedJSHeapSize / 1048576) : null,
    feedHeightPx: document.querySelector('[role=feed]')?.getBoundingClientRect().height ?? 0,
  }));

  // Frame times while scrolling up from the middle, the same 120 px per frame for up to 240 frames at every N.
  const frames = await page.evaluate(
    () =>
      new Promise((done) => {
        const times = [];
        let prev = performance.now();
        let n = 0;
        const step = (now) => {
          times.push(now - prev);
          prev = now;
          window.scrollBy(0, -120);
          n += 1;
          if (n < 240 && window.scrollY > 0) requestAnimationFrame(step);
          else done(times.slice(1));
        };
        requestAnimationFrame(step);
      }),
  );
  frames.sort((a, b) => a - b);
  const pct = (q) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))];

  await context.close();
  return { posts: total, ...stats, loadMs, frameP50: pct(0.5), frameP95: pct(0.95), frameMax: frames[frames.length - 1] };
}

try {
  const real = await (await fetch(`${server.url}/aigc/api/topic/content/list?sort=hot&page=1&pageSize=60`)).json();
  const templates = real.data.dataList;
  const rows = [];
  for (const n of SIZES) rows.push(await measure(n, templates));
  console.log('\nHome feed in Chromium 1440×900 (built app, real server, synthetic cards from seeded posts)\n');
  console.table(
    rows.map((r) => ({
      'posts loaded': r.posts,
      'DOM nodes': r.domNodes,
      'cards in DOM': r.cardsInDom,
      'feed height px': Math.round(r.feedHeightPx),
      'heap MB': r.heapMB,
      'load all s': (r.loadMs / 1000).toFixed(1),
      'frame p50 ms': r.frameP50.toFixed(1),
      'frame p95 ms': r.frameP95.toFixed(1),
      'frame max ms': r.frameMax.toFixed(1),
    })),
  );
  if (rows.length >= 2) {
    const [a, b] = [rows[0], rows[rows.length - 1]];
    console.log(`DOM nodes at ${b.posts} posts / at ${a.posts} posts: ${(b.domNodes / a.domNodes).toFixed(2)}×`);
  }
} finally {
  await browser.close();
  await server.stop();
}
