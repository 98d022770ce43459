/**
 * Real-user page metrics (docs/architecture.md 'Real-user metrics'): each
 * page load of an edition app reports its Core Web Vitals with the
 * `web-vitals` library to our collector as `web_vital` tracking events, and
 * operators read the 75th percentile per route and edition.
 */

/** The tracking event that carries one metric of one page load. */
export const WEB_VITAL_EVENT = 'web_vital';

/**
 * The metrics reported: LCP, INP, FCP and TTFB in ms, CLS unitless
 * (the sum of layout-shift scores of the worst session window).
 */
export const WEB_VITAL_METRICS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** web-vitals' rating of a value against Google's thresholds. */
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/**
 * Largest value the collector accepts per metric (ms, CLS unitless): a
 * page open for hours can report a huge TTFB or INP after a sleep; those
 * are noise, refused rather than stored.
 */
export const WEB_VITAL_VALUE_MAX: Readonly<Record<WebVitalMetric, number>> = {
  LCP: 120_000,
  CLS: 50,
  INP: 60_000,
  FCP: 120_000,
  TTFB: 120_000,
};

/** Longest route pattern stored (`/content/:contentId`), in characters. */
export const WEB_VITAL_ROUTE_MAX = 120;

/** The fields of a `web_vital` event as the apps send them. */
export interface WebVitalParams {
  metric: WebVitalMetric;
  /** ms (CLS: unitless), rounded to 3 decimals for CLS and to whole ms for the rest. */
  value: number;
  rating: WebVitalRating;
  /** The route pattern of the page load, e.g. `/content/:contentId` (never the concrete URL). */
  route: string;
  /** web-vitals' navigation type: navigate, reload, back-forward, back-forward-cache, prerender, restore. */
  navigation_type: string;
}

/**
 * The route pattern a page load is reported under, from the router's
 * matched route paths outermost first (`['/', 'content/:contentId']` →
 * `/content/:contentId`); an unmatched page is `(unmatched)`.
 */
export function webVitalRoute(matchedPaths: readonly (string | undefined)[]): string {
  const joined = matchedPaths
    .filter((p): p is string => Boolean(p))
    .join('/')
    .replace(/\/{2,}/g, '/');
  const route = joined === '' ? '(unmatched)' : joined.startsWith('/') ? joined : `/${joined}`;
  const trimmed = route.length > 1 ? route.replace(/\/$/, '') : route;
  return trimmed.slice(0, WEB_VITAL_ROUTE_MAX);
}
