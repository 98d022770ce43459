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

test('a post page reports LCP, CLS and TTFB under its route pattern when hidden', async ({ page, user }) => {
  const post = await createPost(user, { title: `Vitals brooch ${Date.now() % 100000}` });
  const sent = collectVitals(page);
  const accepted = page.waitForResponse(
    async (res) => res.url().includes('/aigc/api/track') && (await res.json()).code === 200 && /web_vital/.test(res.request().postData() ?? ''),
  );

  await page.goto(`/content/${post.contentId}`);
  await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
  // The reporting code loads after start-up. Until its observers have had their buffered entries, a first input
  // or a tab switch loses LCP (web-vitals reports it with no value); FCP, sent by the next flush, comes after LCP's entries.
  await expect.poll(() => sent.map((e) => e.params.metric)).toContain('FCP');
  // A click ends LCP observation as a person's first input does.
  await page.getByRole('heading', { name: post.title }).click();
  await expect
    .poll(async () => {
      await switchTabAndBack(page);
      return sent.map((e) => e.params.metric).sort();
    })
    .toEqual(expect.arrayContaining(['CLS', 'LCP', 'TTFB']));
  await accepted;
  for (const vital of sent) {
    expect(vital.params.route).toBe('/content/:contentId');
    expect(vital.params.value).toBeGreaterThanOrEqual(0);
  }
});
