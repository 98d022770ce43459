/**
 * Every build-time setting the China edition reads (`import.meta.env`), in
 * one place (docs/style.md 'Workspace').
 */
export const env = {
  /** `true` under `vite` (development), `false` in the production build. */
  dev: import.meta.env.DEV,
  /**
   * Origin of the China shop host (`VITE_SHOP_CN_ORIGIN`, not the international
   * `VITE_SHOP_ORIGIN`: one build sees both), e.g. `https://shop.makeable.cn`;
   * unset = `shop.` + the site's host.
   */
  shopOrigin: (import.meta.env.VITE_SHOP_CN_ORIGIN as string | undefined) || undefined,
} as const;
