// Plain JavaScript, like vite.js: Vite loads config files with Node itself.
import { fileURLToPath } from 'node:url';
import { defineReactConfig } from '@aigc/vitest-config/react';
import { linguiVitePlugins } from './vite.js';

/**
 * The one Vitest config of the React packages and apps (each one's
 * `vitest.config.ts` re-exports it): jsdom, the Lingui macro compiled as in
 * the apps, jest-dom matchers, en-US active and the DOM cleaned after each
 * test (vitest-setup.js).
 */
export default defineReactConfig({
  plugins: linguiVitePlugins(),
  setupFiles: [fileURLToPath(new URL('./vitest-setup.js', import.meta.url))],
});
