import { defineConfig } from 'vitest/config';

/** Vitest preset for Node packages (server, domain): tests beside the code. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
