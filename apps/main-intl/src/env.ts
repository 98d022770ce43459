/**
 * Every build-time setting the international edition reads
 * (`import.meta.env`), in one place (STYLE.md 'Workspace').
 */
export const env = {
  /** `true` under `vite` (development), `false` in the production build. */
  dev: import.meta.env.DEV,
  /** The public base path the app is served from (Vite `base`), e.g. `/`. */
  baseUrl: import.meta.env.BASE_URL,
} as const;
