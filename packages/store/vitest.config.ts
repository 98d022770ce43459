import preset from '@aigc/vitest-config/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The shared preset's setup-dom.js imports @testing-library/react, which
// @aigc/vitest-config does not depend on yet, so it cannot be resolved from
// tooling/vitest. Until it does, this package runs an equivalent local setup.
export default defineConfig({
  ...preset,
  test: {
    ...preset.test,
    setupFiles: [fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url))],
  },
});
