// What the page-speed benchmarks (web.mjs, web-network.mjs, main-thread.mjs)
// share: Lighthouse's two device profiles and the median they report.

/** The viewports of Lighthouse's mobile (Moto G Power) and desktop profiles, as Playwright context options. */
export const LIGHTHOUSE_VIEWPORT = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
};

/** How much Lighthouse's mobile profile slows the CPU down. */
export const MOBILE_CPU_SLOWDOWN = 4;

/** The median of `values` (the mean of the middle two for an even count; 0 for none). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
