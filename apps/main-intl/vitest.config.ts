import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import preset from '@aigc/vitest-config/react';

// The shared preset's setup-dom.js imports @testing-library/react, which
// @aigc/vitest-config cannot resolve yet; this package runs the same setup
// from its own dependencies until it can.
export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    setupFiles: [fileURLToPath(new URL('./src/test/setup.ts', import.meta.url))],
  },
});
