import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The accessibility check every edition's route table goes through
 * (docs/style.md 'Accessibility'): axe-core on the rendered page, once in
 * the light and once in the dark colour scheme (the tokens re-value
 * themselves by `prefers-color-scheme`, so the same page is switched with
 * `page.emulateMedia` and not reloaded), failing on any violation whose
 * impact is serious or critical. Motion is reduced first, so no colour is
 * caught in the middle of a transition.
 */

/** The WCAG 2.x A/AA rules (and axe's best practices): what the check runs. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The rules whose outcome depends on colours: what the dark run checks again. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Impacts that fail the check. */
const FAILING = new Set(['serious', 'critical']);

/** The colour schemes every route is checked in. */
export const THEMES = ['light', 'dark'] as const;

/** One route of a route table: the path to open and, optionally, what must be on the page before it is checked. */
export interface A11yRoute {
  /** The path (on the page's base URL) or a full URL. */
  path: string;
  /** Waits until the page has its content (default: a `main` landmark is visible). */
  ready?: (page: Page) => Promise<void>;
}

/**
 * Runs axe on `page` as it is now, in each of {@link THEMES}, and returns one
 * line per serious/critical violation: `<label> [<theme>] <rule> (<impact>):
 * <help> — <up to 3 target selectors> — <the first node's failure summary>`. Empty when the page passes. The
 * light run has every rule of {@link TAGS}; the dark run only the colour
 * rules, since the dark theme re-values colour tokens and nothing else
 * (packages/ui/src/styles/tokens.css) — half the time of a second full run.
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of THEMES) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    // Two frames: the re-valued colours are rendered before axe reads them…
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
    // …and no colour is still on its way from the other scheme's (a CSS transition, 0.01 ms under reduced motion,
    // which a busy machine has been seen to leave running past two frames: axe then read the old scheme's colour).
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
    const axe = new AxeBuilder({ page });
    if (colorScheme === 'light') axe.withTags(TAGS);
    else axe.withRules(COLOUR_RULES);
    const { violations } = await axe.analyze();
    for (const v of violations) {
      if (!v.impact || !FAILING.has(v.impact)) continue;
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
      // The first node's own summary (for colour rules: the two colours and the ratio axe measured).
      const detail = v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim();
      found.push(`${label} [${colorScheme}] ${v.id} (${v.impact}): ${v.help} — ${targets.join(' | ')}${detail ? ` — ${detail}` : ''}`);
    }
  }
  return found;
}

/**
 * Opens each route of `routes` in `page` (one page for the whole table),
 * waits until it is ready and collects {@link seriousViolations} in light and
 * dark; fails (softly: the test goes on) once at the end with every violation of every route, so one run
 * shows the whole list. Each route's time (load and both runs) is noted on
 * the test as an `a11y route` annotation.
 */
export async function expectAccessibleRoutes(page: Page, routes: readonly (A11yRoute | string)[]): Promise<void> {
  const found: string[] = [];
  for (const entry of routes) {
    const route = typeof entry === 'string' ? { path: entry } : entry;
    const started = Date.now();
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(route.path);
    await (route.ready ?? defaultReady)(page);
    found.push(...(await seriousViolations(page, route.path)));
    test.info().annotations.push({ type: 'a11y route', description: `${route.path}: ${Date.now() - started} ms` });
  }
  expect.soft(found, 'serious or critical axe violations').toEqual([]);
}

/**
 * A page is ready when its main landmark is visible and nothing on it is
 * still loading (`aria-busy`): the header's placeholders included, whose
 * swap for the real widgets shifts the header while axe measures it.
 */
async function defaultReady(page: Page): Promise<void> {
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
