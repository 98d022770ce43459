/**
 * Every build-time setting the international edition reads
 * (`import.meta.env`), in one place (docs/style.md 'Workspace').
 */
export const env = {
  /** `true` under `vite` (development), `false` in the production build. */
  dev: import.meta.env.DEV,
  /** The public base path the app is served from (Vite `base`), e.g. `/`. */
  baseUrl: import.meta.env.BASE_URL,
  /** Origin of the shop host (`VITE_SHOP_ORIGIN`), e.g. `https://shop.example.com`; unset = `shop.` + the site's host. */
  shopOrigin: (import.meta.env.VITE_SHOP_ORIGIN as string | undefined) || undefined,
  /** Google Analytics 4 measurement id (`VITE_GA_MEASUREMENT_ID`), e.g. `G-XXXX`; unset = only our own collector (docs/product.md §7 'Tracking'). */
  gaMeasurementId: (import.meta.env.VITE_GA_MEASUREMENT_ID as string | undefined) || undefined,
} as const;
