import { expect, type Page } from '@playwright/test';

/**
 * What the specs of server-drawn pages (docs/architecture.md "Server
 * rendering") check on any site: that the app hydrates the page the server
 * drew (keeps its elements) without a hydration error and without anything
 * on it moving.
 */

/** Sums the page's layout shifts (as CLS counts them) from its first paint; read with {@link shiftsOf}. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    record.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Element }[] }[]) {
        if (entry.hadRecentInput) continue;
        record.__shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((s) => s.node?.className ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function shiftsOf(page: Page): Promise<{ value: number; nodes: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
}

/** Collects the page's console errors and uncaught errors; the returned list fills as they come. */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Fails when React reported a hydration error in `errors` (from {@link errorsOf}) or anything on the page moved (CLS ≥ 0.01). */
export async function expectCleanHydration(page: Page, errors: string[]): Promise<void> {
  expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  const shifts = await shiftsOf(page);
  expect(shifts.reduce((sum, s) => sum + s.value, 0), JSON.stringify(shifts)).toBeLessThan(0.01);
}

/** Keeps the first element matching `selector` as the server drew it: taken when the HTML is parsed, before any script has run. */
export async function keepDrawn(page: Page, selector: string): Promise<void> {
  await page.addInitScript((css) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { __drawn: Element | null }).__drawn = document.querySelector(css);
    });
  }, selector);
}

/** True when the element {@link keepDrawn} kept is still in the page and is the first match of `selector` now: hydrated, not drawn again. */
export function isDrawnElement(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const drawn = (window as unknown as { __drawn: Element | null }).__drawn;
    return drawn !== null && drawn.isConnected && drawn === document.querySelector(css);
  }, selector);
}
