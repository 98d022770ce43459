import { defineConfig } from 'vitest/config';

/**
 * Vitest preset for React packages: jsdom, `src/**\/*.test.{ts,tsx}`, the
 * plugins and setup files the caller passes. Tooling imports no workspace
 * package, so the Lingui plugins and the locale set-up come from
 * `@aigc/i18n/vitest`, which every React package uses as its config.
 * @param {{ plugins?: import('vite').PluginOption[], setupFiles?: string[] }} [options]
 * @returns {import('vitest/config').ViteUserConfig}
 */
export function defineReactConfig({ plugins = [], setupFiles = [] } = {}) {
  return defineConfig({
    plugins,
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles,
      testTimeout: 20_000,
    },
  });
}
