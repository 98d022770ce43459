import preset from '@aigc/vitest-config/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The preset's setup-dom.js imports @testing-library/react, which
// @aigc/vitest-config cannot resolve from tooling/vitest; this package runs an
// equivalent local setup (as packages/store does).
export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
});
