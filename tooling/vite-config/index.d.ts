import type { PluginOption, UserConfigFnObject } from 'vite';

/** Options of {@link editionViteConfig}. */
export interface EditionViteOptions {
  /** Port of `vite` (dev), e.g. 5173 for main-intl, 5174 for main-cn. */
  port: number;
  /** The plugins, e.g. `linguiVitePlugins()` of `@aigc/i18n/vite` (tooling imports no workspace package). */
  plugins: PluginOption[];
  /** Port of the API server `/aigc` and `/__dev` are proxied to; default `API_PORT`, else 3100. */
  apiPort?: string;
}

/**
 * The Vite config every edition app uses (docs/architecture.md 'Editions and
 * hosts'): `vite` on `port` and `vite preview` proxy `/aigc` and `/__dev` to
 * the API; `vite build` writes `dist/` (which the server serves by host),
 * ES2022, no source maps, the first screen's JavaScript in one chunk (the
 * initial-JS budget of `@aigc/vite-config/size-limit`), and every text file
 * over 1 KB also written as `<file>.gz` and `<file>.br` for the server to
 * send precompressed. `vite build --ssr <entry> --outDir dist-server` builds
 * an edition's server render (docs/architecture.md "Server rendering") with
 * the same plugins and no precompressed copies.
 */
export declare function editionViteConfig(options: EditionViteOptions): UserConfigFnObject;
