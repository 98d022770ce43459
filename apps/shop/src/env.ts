/**
 * Every build-time setting the shop reads (`import.meta.env`), in one place
 * (docs/style.md 'Workspace').
 */
export const env = {
  /** `true` under `vite` (development), `false` in the production build. */
  dev: import.meta.env.DEV,
  /** Origin of the international shop host (`VITE_SHOP_ORIGIN`); unset = this page's origin. */
  shopOrigin: (import.meta.env.VITE_SHOP_ORIGIN as string | undefined) || undefined,
  /** Origin of the China shop host (`VITE_SHOP_CN_ORIGIN`); unset = this page's origin. */
  shopCnOrigin: (import.meta.env.VITE_SHOP_CN_ORIGIN as string | undefined) || undefined,
} as const;
