import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium (Playwright's own browser download
 * fails on our machines) against the production build, started the README's
 * way (scripts/bootstrap.mjs start) on its own port with a fresh embedded
 * database and the seeded demo data. Every test makes the accounts and posts
 * it needs (e2e/fixtures.ts), so the files run in parallel on two workers
 * (CI has two cores) and in any order.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

/** The Chromium binary: Debian's, or CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium flags for running as root on a machine without GPU or open network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `rm -rf .e2e-data-${port} && node ../../scripts/bootstrap.mjs start --skip-install`,
    url: `${baseURL}/aigc/api/fe-settings/pc`,
    timeout: 300_000,
    reuseExistingServer: false,
    // pnpm runs the server in a process group of its own, which the default
    // SIGKILL of the command's group misses (the run then waits for the
    // orphaned server forever); SIGTERM reaches it through bootstrap.mjs and pnpm.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: `${process.cwd()}/.e2e-data-${port}`,
      DATABASE_URL: '',
      SMTP_URL: '',
      NODE_ENV: 'production',
    },
  },
});
