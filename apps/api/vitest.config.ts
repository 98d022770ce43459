import { defineConfig, mergeConfig } from 'vitest/config';
import node from '@aigc/vitest-config/node';

/**
 * The Node preset, plus what makes the server suites cheaper to run
 * (docs/architecture.md 'Tests'):
 * - a global setup that migrates one PGlite database and dumps it; every
 *   test app's database starts from that dump (src/test/globalSetup.ts);
 * - `isolate: false`: a worker evaluates the server's modules once for all
 *   the files it runs, not once per file. The files share no state through
 *   modules — each starts its own app on its own database, ports and queue
 *   prefix, and none mocks a module — so this changes no outcome.
 */
export default mergeConfig(
  node,
  defineConfig({ test: { globalSetup: ['./src/test/globalSetup.ts'], isolate: false } }),
);
