// How every browser run of this app starts Chromium: the end-to-end tests
// (playwright.config.ts) and the benchmarks (bench/*.mjs). Debian's Chromium
// is used because a tool's own browser download fails without internet
// (docs/toolchain.md).

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
