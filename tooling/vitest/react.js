import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Vitest preset for React packages: jsdom and jest-dom matchers. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [fileURLToPath(new URL('./setup-dom.js', import.meta.url))],
    testTimeout: 20_000,
  },
});
