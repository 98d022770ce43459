import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// A relative import, not `@aigc/i18n/vite`: @aigc/i18n's own dev tooling
// depends on this preset, and a package dependency back would be a cycle that
// turbo rejects. Node loads this file as it is (Vite externalizes packages of a config), so
// the plugins resolve from packages/i18n/node_modules.
import { linguiVitePlugins } from '../../packages/i18n/src/vite.js';

/**
 * Vitest preset for React packages: jsdom, jest-dom matchers, the Lingui
 * macro (`<Trans>`, `useLingui`) compiled as in the apps, and en-US active
 * before each test file (see setup-dom.js). Wrap rendered trees in
 * `I18nProvider` from `@aigc/i18n`.
 */
export default defineConfig({
  plugins: linguiVitePlugins(),
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./setup-dom.js', import.meta.url))],
    testTimeout: 20_000,
  },
});
