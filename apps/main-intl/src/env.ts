// Every build-time setting the international edition reads (`import.meta.env`),
// in one place (docs/style.md 'Workspace'): `env`, and the measurement id as a
// constant of its own.

/**
 * Google Analytics 4 measurement id (`VITE_GA_MEASUREMENT_ID`), e.g. `G-XXXX`;
 * unset = only our own collector (docs/product.md §7 'Tracking'). A constant
 * of its own, not a field of `env`, so a build without it leaves the GA
 * adapter out of the entry chunk.
 */
export const GA_MEASUREMENT_ID = (import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined) || undefined;

/** The other build-time settings. */
export const env = {
  /** `true` under `vite` (development), `false` in the production build. */
  dev: import.meta.env.DEV,
  /** The public base path the app is served from (Vite `base`), e.g. `/`. */
  baseUrl: import.meta.env.BASE_URL,
  /** Origin of the shop host (`VITE_SHOP_ORIGIN`), e.g. `https://shop.example.com`; unset = `shop.` + the site's host. */
  shopOrigin: (import.meta.env.VITE_SHOP_ORIGIN as string | undefined) || undefined,
} as const;
