import { WEB_VITAL_EVENT, type WebVitalMetric, type WebVitalParams } from '@aigc/domain';
import { flushAnalytics, track } from './analytics';

/** One metric as web-vitals hands it over (the fields we use). */
export interface ReportedMetric {
  name: string;
  value: number;
  rating: WebVitalParams['rating'];
  navigationType: string;
}

/** The `on*` functions of the web-vitals library (injected in tests). */
export interface WebVitalsLibrary {
  onLCP(report: (metric: ReportedMetric) => void): void;
  onCLS(report: (metric: ReportedMetric) => void): void;
  onINP(report: (metric: ReportedMetric) => void): void;
  onFCP(report: (metric: ReportedMetric) => void): void;
  onTTFB(report: (metric: ReportedMetric) => void): void;
}

/** The `web_vital` fields of one metric: CLS to 3 decimals, the times in whole ms. */
export function webVitalParams(metric: ReportedMetric, route: string): WebVitalParams {
  const name = metric.name as WebVitalMetric;
  return {
    metric: name,
    value: name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
    rating: metric.rating,
    route,
    navigation_type: metric.navigationType,
  };
}

/**
 * Reports this page load's Core Web Vitals (LCP, CLS, INP, FCP, TTFB) as
 * `web_vital` tracking events under `route`, the route pattern of the page
 * the load landed on (docs/architecture.md 'Real-user metrics'): LCP and
 * TTFB belong to the hard navigation, and CLS and INP, which web-vitals
 * reports when the page is hidden, are counted for that same load.
 *
 * This module (`@aigc/store/web-vitals`) and the library are loaded on
 * demand (the library reads buffered performance entries, so loading it
 * after the first paint loses nothing) and keep out of the entry chunk. A metric reported while the page is being hidden is sent at
 * once (a `keepalive` request), since the page may not come back. Never
 * throws: a browser without the APIs reports nothing.
 */
export async function reportWebVitals(
  route: string,
  load: () => Promise<WebVitalsLibrary> = () => import('web-vitals'),
): Promise<void> {
  let lib: WebVitalsLibrary;
  try {
    lib = await load();
  } catch {
    return;
  }
  const report = (metric: ReportedMetric) => {
    track(WEB_VITAL_EVENT, webVitalParams(metric, route));
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') void flushAnalytics();
  };
  for (const on of [lib.onLCP, lib.onCLS, lib.onINP, lib.onFCP, lib.onTTFB]) {
    try {
      on(report);
    } catch {
      // a metric the browser cannot observe is simply not reported
    }
  }
}
