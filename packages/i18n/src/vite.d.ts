/**
 * Vite plugins for Lingui 5 with @vitejs/plugin-react 6 (docs/toolchain.md):
 * plugin-react 6 has no `babel` option, so the macro runs through
 * @rolldown/plugin-babel before `react()`, and Lingui's plugin (catalog
 * loader + a clear error for untransformed macros) comes after.
 * Used by the apps' `vite.config.ts`, the Vitest preset and Storybook.
 */
import type { PluginOption } from 'vite';

/** Absolute path of the one Lingui config (packages/i18n/lingui.config.ts). */
export declare const linguiConfigPath: string;

/** Options of {@link linguiVitePlugins}. */
export interface LinguiVitePluginsOptions {
  /**
   * Include `@vitejs/plugin-react` between the macro and the Lingui plugin.
   * Default true. Pass false only where the host adds React itself.
   */
  react?: boolean;
}

/**
 * `[babel(lingui macro), react(), lingui()]`: everything a Vite, Vitest or
 * Storybook config needs to compile `@lingui/react/macro` and
 * `@lingui/core/macro` and to import `.po` files. Production bundles carry
 * messages by id only (the English text is in the compiled catalogs, which
 * `catalog.test.ts` keeps complete); development and tests keep the English
 * text inline. The Lingui config is read
 * from {@link linguiConfigPath}, whatever the working directory.
 *
 * @example export default defineConfig({ plugins: linguiVitePlugins() })
 */
export declare function linguiVitePlugins(options?: LinguiVitePluginsOptions): PluginOption[];
