import type { Page, Request } from '@playwright/test';
import { createPost, expect, test } from './fixtures';

/**
 * Real-user metrics from a real browser (docs/architecture.md 'Real-user
 * metrics'): a page load reports its Core Web Vitals to the collector under
 * the route pattern it landed on, at the latest when the page is hidden.
 */

interface SentVital {
  event: string;
  params: { metric: string; value: number; route: string };
}

/** The `web_vital` events of the collector requests seen on `page`. */
function collectVitals(page: Page): SentVital[] {
  const sent: SentVital[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/aigc/api/track') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { events: SentVital[] };
    sent.push(...body.events.filter((e) => e.event === 'web_vital'));
  });
  return sent;
}

/**
 * What a browser does when the user switches to another tab and back: the
 * page becomes hidden (listeners run while it is) and then visible again, in
 * one step so that nothing else runs between the two.
 */
async function switchTabAndBack(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
}

test('a post page reports its web vitals (CLS and TTFB at least, LCP when Chromium gave one) under its route pattern when hidden', async ({ page, user }) => {
  const post = await createPost(user, { title: `Vitals brooch ${Date.now() % 100000}` });
  const sent = collectVitals(page);
  const accepted = page.waitForResponse(
    async (res) => res.url().includes('/aigc/api/track') && (await res.json()).code === 200 && /web_vital/.test(res.request().postData() ?? ''),
  );

  await page.goto(`/content/${post.contentId}`);
  await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
  // A click ends LCP observation as a person's first input does. (Under CI's load Chromium has been seen to hand
  // web-vitals no LCP entry for the server-drawn page, so LCP is checked where reported; @aigc/store's unit test
  // covers that an LCP the library reports is sent.)
  await page.getByRole('heading', { name: post.title }).click();
  // The page is drawn by the server, so the reader can leave before the reporting code (loaded after start-up)
  // is listening; such a tab switch goes unseen, so the reader leaves again until one is seen.
  await expect
    .poll(async () => {
      await switchTabAndBack(page);
      return sent.map((e) => e.params.metric).sort();
    })
    .toEqual(expect.arrayContaining(['CLS', 'TTFB']));
  await accepted;
  for (const vital of sent) {
    expect(vital.params.route).toBe('/content/:contentId');
    expect(vital.params.value).toBeGreaterThanOrEqual(0);
  }
});
